// AnalysisTests/FeelGateTests: the feel gate's record, check and invariants, stated from the release rules
// (docs/feel-parameters.md; the subject's TargetSolver: a release faster than 0.2 pt/ms moves one detent in its
// direction, a slower one goes to the nearest detent) and from the physics of a UIKit deceleration (docs/physics.md §1).
import Foundation
import Scenario
import Testing
import Units

@testable import Analysis
@testable import PanelSimulator
@testable import ScrollAxis
@testable import ScrollPhysics

@Suite struct FeelGateTests {
    /// The `default` preset: detents 100/400/700 pt, one table.
    static var scenario: Scenario { Scenario.preset(named: "default")! }

    @Test func recordThenCheckOnTheSameScenarioChangesNoFigure() throws {
        let suite = FeelSuite.defaultSuite(for: Self.scenario, recorded: [])
        let made = try FeelGate.record(suite, on: Self.scenario, named: "default")
        let check = try FeelGate.check(made.record, on: Self.scenario)
        let comparisons: Set<String> = ["landing", "settle time", "overshoot", "release jump", "handoff jump", "run"]
        #expect(check.findings.filter { comparisons.contains($0.check) } == [])
        #expect(check.rows.count == suite.count)
        // The invariants a run breaks are the same on record and on check: the same gestures, the same scenario.
        #expect(check.findings == made.findings)
    }

    struct LandingCase: Sendable, CustomTestStringConvertible {
        var velocity: Double
        var threshold: Double
        var movesDetent: Bool
        var line: Int
        var testDescription: String { "\(velocity) pt/ms, threshold \(threshold) (line \(line))" }
    }

    /// From the 400 pt detent, with the low-velocity threshold at 0.2 (recorded) and raised: a release above the
    /// threshold goes one detent on, below it stays. The landing changes exactly when the raised threshold makes a
    /// moving release stationary.
    static let landingCases: [LandingCase] = [
        LandingCase(velocity: 0.5, threshold: 0.6, movesDetent: true, line: #line),
        LandingCase(velocity: -0.5, threshold: 0.6, movesDetent: true, line: #line),
        LandingCase(velocity: 0.5, threshold: 0.4, movesDetent: false, line: #line),
        LandingCase(velocity: 1.5, threshold: 0.6, movesDetent: false, line: #line),
        LandingCase(velocity: 0.1, threshold: 0.6, movesDetent: false, line: #line),
    ]

    @Test(arguments: landingCases)
    func aRaisedLowVelocityThresholdFailsTheLandingsItChanges(_ c: LandingCase) throws {
        let gesture = FeelGesture.release(at: 400, velocity: c.velocity)
        let made = try FeelGate.record([gesture], on: Self.scenario, named: "default")
        var tuned = Self.scenario
        tuned.feel.lowVelocityThreshold = c.threshold
        let check = try FeelGate.check(made.record, on: tuned)
        let landing = check.findings.filter { $0.check == "landing" }
        #expect(landing.count == (c.movesDetent ? 1 : 0), "line \(c.line)")
        if c.movesDetent {
            #expect(landing.first?.severity == .failure)
            #expect(check.failed)
            // The recorded landing is one detent on from 400; the new one stays on 400 (detent 1).
            #expect(check.rows.first?.now?.landingDetent == 1, "line \(c.line)")
            #expect(check.rows.first?.recorded.landingDetent == (c.velocity > 0 ? 2 : 0), "line \(c.line)")
        }
    }

    @Test func growthBeyondTheLimitsWarnsThenFails() {
        var old = FeelMeasure(Self.restingOutcome)
        old.settleTime = 0.30
        old.overshoot = 1
        var limits = FeelLimits()
        limits.settleTimeWarn = 0.02
        limits.settleTimeFail = 0.1
        for (settle, overshoot, expected, line) in [
            (0.31, 1.4, [], #line),
            (0.33, 1.4, [("settle time", FeelFinding.Severity.warning)], #line),
            (0.45, 1.4, [("settle time", .failure)], #line),
            (0.25, 2.0, [("overshoot", .warning)], #line),
            (0.25, 3.5, [("overshoot", .failure)], #line),
        ] as [(Double, Double, [(String, FeelFinding.Severity)], Int)] {
            var new = old
            new.settleTime = settle
            new.overshoot = overshoot
            let found = FeelGate.compare(old, new, gesture: "g", limits: limits)
            #expect(found.map(\.check) == expected.map(\.0), "line \(line)")
            #expect(found.map(\.severity) == expected.map(\.1), "line \(line)")
        }
    }

    /// An outcome resting at 400 pt on detent 1, for building measures.
    static var restingOutcome: Outcome {
        Outcome(
            releaseTime: 0, releaseHeight: 400, releaseOuterOffset: -400, releaseVelocity: PointsPerMillisecond(0),
            landingHeight: 400, landingDetentIndex: 1, restingOuterOffset: -400, restingContentOffsets: [],
            scrollType: nil, movement: .settled, settleTime: 0, settleThreshold: 0.5 / 3, overshoot: 0,
            peakSpeed: PointsPerSecond(0), velocityJumpAtRelease: PointsPerSecond(0), handoff: nil, popUp: nil,
            viewAnimationFallback: nil, offsetMismatch: nil, unsettledAtCap: false, frameCount: 0)
    }
}
