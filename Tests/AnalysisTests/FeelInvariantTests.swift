// AnalysisTests/FeelInvariantTests: each invariant on hand-made frames that hold it and frames that break it.
// The restart invariant is stated from the decay itself (docs/physics.md §1: x(t) = x0 + v0·(e^(kt) − 1)/k, so a
// deceleration restarted from any of its states ends at the same x∞).
import Foundation
import Testing
import Units

@testable import Analysis
@testable import PanelSimulator
@testable import ScrollAxis
@testable import ScrollPhysics

@Suite struct FeelInvariantTests {
    /// A trajectory of `frames` (one participant, `list`, whose offsets are `offsets`) resting at `rest`.
    static func trajectory(
        _ frames: [Frame], offsets: [Double]? = nil, rest: Double, movement: Phase = .decelerating,
        peakSpeed: Double = 0, releaseJump: Double = 0
    ) -> Trajectory {
        var outcome = FeelGateTests.restingOutcome
        outcome.restingOuterOffset = rest
        outcome.movement = movement
        outcome.peakSpeed = PointsPerSecond(peakSpeed)
        outcome.velocityJumpAtRelease = PointsPerSecond(releaseJump)
        return Trajectory(
            scenarioName: "t", participantIDs: [1], participantNames: ["list"], frames: frames,
            participantOffsets: offsets ?? Array(repeating: 0, count: frames.count), policy: .boDragScroll,
            detents: [], outcome: outcome)
    }

    static func frame(_ t: Double, _ y: Double, height: Double? = nil, owner: AxisOwner = .panel, phase: Phase)
        -> Frame
    {
        Frame(
            time: t, outerOffset: y, displayHeight: height ?? y + 800, panelOriginY: 0, owner: owner, phase: phase)
    }

    static let still = FeelGesture(
        id: "g", startHeight: 400, path: [FingerSample(time: 0, translation: 0)], releaseVelocity: 0)

    static func checks(_ t: Trajectory, gesture: FeelGesture = still, rate: Double = 0.99) -> [String] {
        FeelInvariants.check(t, gesture: gesture, limits: FeelLimits(), decelerationRate: rate, legalRange: -700...100)
            .map(\.check)
    }

    @Test func aDecelerationRestartedFromItsOwnFramesEndsWhereItEnds() throws {
        for (rate, v0, line) in [(0.99, 1500.0, #line), (0.998, -900.0, #line), (0.99, 40.0, #line)] {
            let d = try DecelerationSimulation(
                position: -400, velocity: v0, rate: try DecelerationRate(perMillisecond: rate))
            var frames = [Self.frame(0, -400, phase: .tracking)]
            for i in 1...Int(d.settleTime * 60) {
                frames.append(Self.frame(Double(i) / 60, d.position(at: Double(i) / 60), phase: .decelerating))
            }
            let restart = try #require(FeelInvariants.restartedEnd(frames: frames, after: 0, ratePerMillisecond: rate))
            #expect(abs(restart.end - d.finalPosition) < 1e-6, "line \(line)")
            let t = Self.trajectory(frames, rest: d.finalPosition, peakSpeed: abs(v0))
            #expect(!Self.checks(t, rate: rate).contains("restart end"), "line \(line)")
            // Frames of a slower decay (rate 0.998) read as the fast one do not restart to the same end.
            if rate == 0.99, abs(v0) > 1000 {
                let slow = try DecelerationSimulation(position: -400, velocity: v0, rate: .normal)
                var other = [Self.frame(0, -400, phase: .tracking)]
                for i in 1...120 {
                    other.append(Self.frame(Double(i) / 60, slow.position(at: Double(i) / 60), phase: .decelerating))
                }
                let u = Self.trajectory(other, rest: slow.finalPosition, peakSpeed: abs(v0))
                #expect(Self.checks(u, rate: 0.99).contains("restart end"), "line \(line)")
            }
        }
    }

    @Test func anOwnerThatComesBackAfterReleaseIsAFlipFlop() {
        let list = AxisOwner.participant(1)
        // Owners frame by frame after release, and the axis step per frame (0: ping-pong at one boundary; 10: a
        // relay that keeps going up, as with a list split in two segments around a detent).
        let cases: [([AxisOwner], Double, Bool, Int)] = [
            ([.panel, .panel, list, list], 0, false, #line),
            ([.panel, list, .panel], 0, true, #line),
            ([list, .panel, .panel, list], 0, true, #line),
            ([.panel, .panel, .panel], 0, false, #line),
            ([list, list, .panel, .panel, list, list], 10, false, #line),
            ([list, .panel, list], -10, false, #line),
        ]
        for (owners, step, flips, line) in cases {
            var frames = [Self.frame(0, -400, owner: owners[0], phase: .tracking)]
            for (i, owner) in owners.enumerated() {
                frames.append(
                    Self.frame(Double(i + 1) / 60, -400 + step * Double(i + 1), owner: owner, phase: .decelerating))
            }
            let t = Self.trajectory(frames, rest: frames.last?.outerOffset ?? -400, movement: .settled, peakSpeed: 600)
            #expect(Self.checks(t).contains("owner flip-flop") == flips, "line \(line)")
        }
    }

    @Test func aFrameThatMovesFartherThanTheSpeedAllowsIsAPositionJump() {
        // 100 pt/s for 1/60 s allows 1.67 pt, +1 pt: a 2 pt step passes, a 3 pt one fails; the list counts too.
        for (step, listStep, jumps, line) in [
            (2.0, 0.0, false, #line), (3.0, 0.0, true, #line), (0.0, 3.0, true, #line), (0.0, 2.5, false, #line),
        ] {
            let frames = [
                Self.frame(0, -400, phase: .tracking), Self.frame(1.0 / 60, -400, phase: .decelerating),
                Self.frame(2.0 / 60, -400 + step, phase: .decelerating),
            ]
            let t = Self.trajectory(
                frames, offsets: [0, 0, listStep], rest: -400 + step, movement: .settled, peakSpeed: 100)
            #expect(Self.checks(t).contains("position continuity") == jumps, "line \(line)")
        }
    }

    @Test func whileTrackingTheAxisMovesAsFarAsTheFingerAndItsParts() {
        let drag = FeelGesture(
            id: "d", startHeight: 400,
            path: [FingerSample(time: 0, translation: 0), FingerSample(time: 2.0 / 60, translation: 20)],
            releaseVelocity: 0)
        // Finger +10 pt per frame. Kept: the axis +10, the panel +10. Broken: the axis +10 but the panel +4 and
        // the list +4 (8 of 10 pt); or the axis only +7 inside the legal range.
        for (axis, panel, list, conserved, line) in [
            (10.0, 10.0, 0.0, true, #line), (10.0, 4.0, 6.0, true, #line), (10.0, 4.0, 4.0, false, #line),
            (7.0, 7.0, 0.0, false, #line),
        ] {
            let frames = [
                Self.frame(0, -400, height: 400, phase: .tracking),
                Self.frame(1.0 / 60, -400 + axis, height: 400 + panel, phase: .tracking),
                Self.frame(2.0 / 60, -400 + 2 * axis, height: 400 + 2 * panel, phase: .tracking),
                Self.frame(3.0 / 60, -400 + 2 * axis, height: 400 + 2 * panel, phase: .settled),
            ]
            let t = Self.trajectory(
                frames, offsets: [0, list, 2 * list, 2 * list], rest: -400 + 2 * axis, movement: .settled,
                peakSpeed: 600)
            #expect(Self.checks(t, gesture: drag).contains("finger conserved") == !conserved, "line \(line)")
        }
    }

    /// The stated limit (Analysis/Feel/FeelLimits.swift: `fingerConservation`, "default 0.001 pt" per frame; README,
    /// "the finger's travel shared out exactly between the panel and the lists while tracking"): a share off by
    /// 1/256 pt (0.0039 pt, above 0.001 and below ten times it) fails, one off by 1/2048 pt (0.0005 pt) passes.
    /// Binary fractions, so the frames hold the break exactly.
    @Test func theFingerConservationLimitIsAThousandthOfAPoint() {
        #expect(FeelLimits().fingerConservation == 0.001)
        let drag = FeelGesture(
            id: "d", startHeight: 400,
            path: [FingerSample(time: 0, translation: 0), FingerSample(time: 2.0 / 60, translation: 20)],
            releaseVelocity: 0)
        for (error, conserved, line) in [
            (1.0 / 256, false, #line), (-1.0 / 256, false, #line), (1.0 / 2048, true, #line), (0.0, true, #line),
        ] {
            // Finger +10 pt per frame; the axis +10, the panel +10 + error in the first frame.
            let frames = [
                Self.frame(0, -400, height: 400, phase: .tracking),
                Self.frame(1.0 / 60, -390, height: 410 + error, phase: .tracking),
                Self.frame(2.0 / 60, -380, height: 420 + error, phase: .tracking),
                Self.frame(3.0 / 60, -380, height: 420 + error, phase: .settled),
            ]
            let t = Self.trajectory(frames, rest: -380, movement: .settled, peakSpeed: 600)
            #expect(Self.checks(t, gesture: drag).contains("finger conserved") == !conserved, "line \(line)")
        }
    }
}
