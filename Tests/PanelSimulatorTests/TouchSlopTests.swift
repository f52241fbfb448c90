import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Touch slop: the pan begins once the finger is `touchSlop` from touch-down; the axis then starts from rest at
/// that point. UIKit publishes no value for the scroll view's pan hysteresis, so the default is 0.
@Suite("Touch slop before the pan begins")
struct TouchSlopTests {
    static func panel(slop: Double) throws -> PanelSimulator {
        var s = Scenario(name: "slop")
        s.touchSlop = slop
        return try PanelSimulator(scenario: s)
    }

    @Test("the default is 0: the pan begins with the first move")
    func defaultIsZero() throws {
        #expect(Scenario(name: "x").touchSlop == 0)
        let g = Gesture.drag(fromDisplayHeight: 400, distance: 100, duration: 0.1, sampleRate: 120)
        let t = try Self.panel(slop: 0).run(g)
        #expect(t.frames[1].displayHeight > 400)
    }

    @Test("a 10 pt slop: nothing moves before the finger is 10 pt away, then the axis follows from there")
    func slopDelaysThePan() throws {
        // 100 pt in 0.1 s at 120 Hz: touch events every 8.33 pt; the second (16.67 pt) is the first past 10 pt.
        let g = Gesture.drag(fromDisplayHeight: 400, distance: 100, duration: 0.1, sampleRate: 120)
        let t = try Self.panel(slop: 10).run(g)
        #expect(t.frames[1].displayHeight == 400)
        #expect(abs(t.frames[2].displayHeight - (400 + 50.0 / 3 - 10)) < 1e-9)
        let r = try #require(t.frames.lastIndex { $0.phase == .tracking })
        #expect(abs(t.frames[r].displayHeight - 490) < 1e-9)
        // The release velocity is the finger's (its last events are unchanged by the shift): 1 pt/ms.
        #expect(abs(t.outcome.releaseVelocity.value - 1) < 1e-9)
    }

    @Test("a finger that never reaches the slop is no pan: nothing moves and it releases at 0")
    func shortMoveIsNoPan() throws {
        let g = Gesture.drag(fromDisplayHeight: 400, distance: 8, duration: 0.1, sampleRate: 120)
        let t = try Self.panel(slop: 10).run(g)
        #expect(t.frames.allSatisfy { $0.displayHeight == 400 })
        #expect(t.outcome.releaseVelocity.value == 0 && t.outcome.landingHeight == 400)
    }

    @Test("a bare release (no finger travel) keeps its velocity whatever the slop")
    func bareReleaseUnchanged() throws {
        let a = try Self.panel(slop: 10).run(.release(atDisplayHeight: 400, velocity: 1))
        let b = try Self.panel(slop: 0).run(.release(atDisplayHeight: 400, velocity: 1))
        #expect(a.frames == b.frames)
    }

    @Test("a negative or huge slop is refused, naming the field")
    func validation() {
        var s = Scenario(name: "slop")
        s.touchSlop = -1
        #expect(throws: ScenarioError.self) { try s.validate() }
        do { try s.validate() } catch { #expect("\(error)" == "touchSlop: -1 is not a finite number >= 0") }
        s.touchSlop = 5000
        #expect(throws: ScenarioError.self) { try s.validate() }
    }
}
