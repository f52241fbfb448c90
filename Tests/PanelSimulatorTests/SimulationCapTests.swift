import Foundation
import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// The 20 s cap said out loud: a rate too close to 1 to bring anything to rest within the cap is refused when the
/// scenario is validated; a motion that is still moving at the cap is flagged and left where it is, never snapped.
@Suite("The simulation cap: refused rates and unsettled motions")
struct SimulationCapTests {
    /// The velocity's decay time is 1/(−1000·ln r) s (docs/physics.md §1: v(t) = v₀·r^(1000·t)); the cap is 20 s, so
    /// the largest accepted rate is e^(−1/20000) = 0.9999500012….
    @Test(
        "deceleration rates whose decay time exceeds the 20 s cap are refused, naming the field",
        arguments: [
            (0.9999999999, false, #line), (0.99996, false, #line), (0.99995, true, #line), (0.9995, true, #line),
            (0.998, true, #line),
        ])
    func ratesNearOneAreRefused(rate: Double, accepted: Bool, line: Int) throws {
        let source = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        for field in ["panelDecelerationRate", "innerDecelerationRate"] {
            var s = Scenario(name: "cap")
            if field == "panelDecelerationRate" {
                s.panelDecelerationRate = rate
            } else {
                s.innerDecelerationRate = rate
            }
            do {
                _ = try PanelSimulator(scenario: s)
                #expect(accepted, "\(field) \(rate) was accepted", sourceLocation: source)
            } catch {
                let text = "\(error)"
                #expect(!accepted, "\(field) \(rate) was refused: \(text)", sourceLocation: source)
                #expect(
                    text.contains("\(field): ") && text.contains("too close to 1") && text.contains("20 s"),
                    "\(text)", sourceLocation: source)
            }
        }
    }

    /// A 5 pt/ms release inside a 30 000 pt list at the inner rate 0.9995: the prediction is the continuous
    /// deceleration's distance −v/k with k = 1000·ln 0.9995 (docs/physics.md §2: the project's motions use the
    /// continuous form), 9997.5 pt ahead, which the solver keeps (same segment, case 11). The remaining distance after
    /// τ s is 9997.5·e^(k·τ), about 0.45 pt at 20 s: more than the 1/6 pt settle threshold at scale 3, so the cap
    /// stops it.
    @Test("a motion still moving at the cap is flagged, stays where it was, and no frame jumps to its target")
    func unsettledMotionIsFlagged() throws {
        var s = Scenario(name: "long-list")
        s.chain = [ChainLevel(contentHeight: 30_000, viewportHeight: 760, contentOffset: 1000, name: "table")]
        s.innerDecelerationRate = 0.9995
        let t = try PanelSimulator(scenario: s).run(.release(atDisplayHeight: 700, velocity: 5))
        let o = t.outcome
        #expect(o.scrollType == .participantToParticipant)
        #expect(o.unsettledAtCap)
        let k = 1000 * log(0.9995)
        let distance = -5000 / k
        let target = o.releaseOuterOffset + distance
        let last = try #require(t.frames.last)
        #expect(abs(last.time - o.releaseTime - Scenario.maximumMovementDuration) <= s.frameInterval)
        #expect(last.outerOffset == o.restingOuterOffset)
        #expect(abs(o.remainingAtCap - abs(target - last.outerOffset)) < 1e-6)
        let expected = distance * exp(k * (last.time - o.releaseTime))
        #expect(abs(o.remainingAtCap - expected) < 0.01, "remaining \(o.remainingAtCap), expected \(expected)")
        #expect(o.remainingAtCap > o.settleThreshold)
        // No jump: the last frames move by the motion's own (tiny) step, never by the remaining distance.
        let before = t.frames[t.frames.count - 2]
        #expect(abs(last.outerOffset - before.outerOffset) < 0.01)
        #expect(last.phase != .settled)
    }

    @Test("a motion that settles before the cap is not flagged")
    func settledMotionIsNotFlagged() throws {
        var s = Scenario(name: "long-list")
        s.chain = [ChainLevel(contentHeight: 30_000, viewportHeight: 760, contentOffset: 1000, name: "table")]
        let t = try PanelSimulator(scenario: s).run(.release(atDisplayHeight: 700, velocity: 5))
        #expect(!t.outcome.unsettledAtCap && t.outcome.remainingAtCap == 0)
        #expect(t.frames.last?.phase == .settled)
    }
}
