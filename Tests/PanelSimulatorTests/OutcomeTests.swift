import Foundation
import PanelSimulator
import Scenario
import ScrollAxis
import Testing
import Units

/// The one outcome record (issue 12 item 2), checked against its definitions rather than recorded numbers.
@Suite("Outcome record: landing, rest, settle threshold, pop-up decision, units")
struct OutcomeTests {
    static func simulator(_ edit: (inout Scenario) -> Void = { _ in }) throws -> PanelSimulator {
        var s = Scenario(name: "outcome")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")]
        edit(&s)
        return try PanelSimulator(scenario: s)
    }

    @Test(
        "settle time is the first time after which every frame stays within the settle threshold of rest",
        arguments: [(nil, 1.5, #line), (nil, -2.5, #line), (2.0, 1.5, #line), (0.01, 0.5, #line)]
            as [(Double?, Double, Int)])
    func settleTimeDefinition(_ threshold: Double?, _ velocity: Double, _ line: Int) throws {
        let sim = try Self.simulator { $0.settleThreshold = threshold }
        let t = try sim.run(.release(atDisplayHeight: 400, velocity: velocity))
        let o = t.outcome
        // Stated: the scenario's value, or half a device pixel (scale 3 → 1/6 pt).
        #expect(o.settleThreshold == (threshold ?? 0.5 / 3), "row at line \(line)")
        let settledAt = o.releaseTime + o.settleTime
        let moving = t.frames.filter { $0.time > o.releaseTime }
        for f in moving where f.time >= settledAt - 1e-9 {
            #expect(abs(f.outerOffset - o.restingOuterOffset) <= o.settleThreshold, "row at line \(line) t \(f.time)")
        }
        if o.settleTime > 0 {
            // The frame just before is still outside the threshold.
            let before = moving.last { $0.time < settledAt - 1e-9 }
            #expect(before.map { abs($0.outerOffset - o.restingOuterOffset) > o.settleThreshold } ?? false)
        }
    }

    @Test("a larger settle threshold never settles later")
    func thresholdMonotone() throws {
        let gesture = Gesture.release(atDisplayHeight: 250, velocity: 1)
        var previous = Double.infinity
        for threshold in [0.01, 0.1, 0.5, 2, 10] {
            let o = try Self.simulator { $0.settleThreshold = threshold }.run(gesture).outcome
            #expect(o.settleTime <= previous, "threshold \(threshold)")
            previous = o.settleTime
        }
    }

    @Test("landing: detent index when on a detent, nil on a free panel; rest equals the last frame")
    func landing() throws {
        let onDetent = try Self.simulator().run(.release(atDisplayHeight: 380, velocity: 0)).outcome
        #expect(onDetent.landingHeight == 400 && onDetent.landingDetentIndex == 1)
        let free = try #require(Scenario.preset(named: "free"))
        let t = try PanelSimulator(scenario: free).run(.release(atDisplayHeight: 300, velocity: 0.3))
        #expect(t.outcome.landingDetentIndex == nil)
        let last = try #require(t.frames.last)
        #expect(t.outcome.restingOuterOffset == last.outerOffset && t.outcome.landingHeight == last.displayHeight)
        #expect(t.outcome.restingContentOffset(of: "table") == t.offset(frame: t.frames.count - 1, participant: 0))
        #expect(t.outcome.restingContentOffset(of: "nope") == nil)
    }

    @Test("comment pop-up: the decision is in the outcome and matches where the sheet goes")
    func popUpDecision() throws {
        let sheet = try PanelSimulator(scenario: try #require(Scenario.preset(named: "comment-popup")))
        // SEEDS §2: down, last event > 5 pt (60 Hz: 100 pt / 18 events) → dismissed; 120 Hz → shown.
        let down60 = try sheet.run(.drag(fromDisplayHeight: 560, distance: -100, duration: 0.3, sampleRate: 60))
        let down120 = try sheet.run(.drag(fromDisplayHeight: 560, distance: -100, duration: 0.3, sampleRate: 120))
        #expect(down60.outcome.popUp == .dismissed && down60.outcome.landingHeight == 0)
        #expect(down120.outcome.popUp == .shown && down120.outcome.landingHeight == 560)
        let panel = try Self.simulator().run(.release(atDisplayHeight: 400, velocity: 1))
        #expect(panel.outcome.popUp == nil)
    }

    @Test("units: release velocity in pt/ms and speeds in pt/s are distinct types with one conversion")
    func units() throws {
        #expect(PointsPerMillisecond(1.5).pointsPerSecond == PointsPerSecond(1500))
        #expect(PointsPerSecond(200).pointsPerMillisecond == PointsPerMillisecond(0.2))
        let o = try Self.simulator().run(.release(atDisplayHeight: 400, velocity: 1.5)).outcome
        #expect(o.releaseVelocity == PointsPerMillisecond(1.5))
        // A retargeted deceleration starts at v′; the jump is v′ − finger velocity in pt/s.
        #expect(
            o.peakSpeed.value >= abs(o.releaseVelocity.pointsPerSecond.value + o.velocityJumpAtRelease.value) - 1e-9)
    }

    @Test("a speed in a file is a bare number of pt/s: PointsPerSecond writes and reads one Double")
    func speedsAreBareNumbersInFiles() throws {
        for value in [0, 1500, -4515.100756050435, 1e-300, 123_456.789] {
            let data = try JSONEncoder().encode([PointsPerSecond(value)])
            #expect(
                String(decoding: data, as: UTF8.self)
                    == String(decoding: try JSONEncoder().encode([value]), as: UTF8.self))
            #expect(try JSONDecoder().decode([PointsPerSecond].self, from: data) == [PointsPerSecond(value)])
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([PointsPerSecond].self, from: Data(#"[{"value": 1}]"#.utf8))
        }
    }

    @Test("a bad scenario keeps its typed cause: the JSON path and the reason")
    func typedCause() throws {
        var s = Scenario(name: "bad")
        s.chain = [
            ChainLevel(contentHeight: 10, viewportHeight: 5, name: "list"),
            ChainLevel(contentHeight: 10, viewportHeight: 5, name: "list"),
        ]
        #expect(
            throws: SimulationError.invalidScenario(
                ScenarioError(path: "chain[1].name", reason: "\"list\" is already the name of chain[0]"))
        ) {
            try PanelSimulator(scenario: s)
        }
        s.chain[1].name = "a b"
        #expect(throws: SimulationError.self) { try PanelSimulator(scenario: s) }
        s.chain[1].name = nil  // default name "ancestor1"
        _ = try PanelSimulator(scenario: s)
        s.settleThreshold = 0
        #expect(
            throws: SimulationError.invalidScenario(
                ScenarioError(path: "settleThreshold", reason: "0 is not a finite number > 0"))
        ) {
            try PanelSimulator(scenario: s)
        }
    }
}
