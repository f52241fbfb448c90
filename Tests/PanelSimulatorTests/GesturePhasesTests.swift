import Scenario
import ScrollAxis
import TestSupport
import Testing

@testable import PanelSimulator

/// A recorded trajectory's phases (``Trajectory/phases``) against its own frames and outcome, from the phases'
/// definition (``GesturePhase``): the phases that span frames cover the frames in order, one after another; frame i
/// shows what the phase containing it shows, at the frame time the phases give; the tracking phase ends at the
/// release; a handoff lies between the last frame before the boundary and the first at or past it, at the crossing
/// the outcome reports, owner before to owner after; a bounce begins at the first movement frame at or past its
/// switch; the rest phase is the last frame, on the resting offset, at the outcome's settle time — or, cut at the cap,
/// there is none. And the phases the sweep path finds (events solved, ``FrameStepper/finish()``) are the frame
/// scan's (``OutcomeStepping/everyFrame``), bit for bit. Every preset, both movement styles, releases, drags on the
/// panel and on the content, overscrolled releases, seeded tunings.
@Suite("A trajectory's phases are its frames' phases")
struct GesturePhasesTests {
    static let seed: UInt64 = 0x9A5E5

    @Test(
        "every preset × movement style × gesture kind × seeded tuning",
        arguments: ScenarioPresets.names, MovementStyle.allCases)
    func phasesAgreeWithFrames(preset: String, style: MovementStyle) throws {
        var compared = 0
        var kinds: Set<String> = []
        _ = try EventOutcomeDifferentialTests.forEachSeededGesture(
            preset: preset, style: style,
            seed: Self.seed ^ UInt64(preset.utf8.count) ^ (style == .viewAnimation ? 0xB : 0),
            tunings: 5, trials: 16
        ) { sim, gesture, recorded, _, context in
            let phases = try #require(recorded.phases, "\(context)")
            Self.expectAgreement(phases, recorded, context)
            for phase in phases { kinds.insert(Self.name(phase.kind)) }
            // The sweep's path (solved) and the frame scan's find the same phases.
            var solved = try sim.stepper(for: gesture)
            solved.finish(.events)
            var scanned = try sim.stepper(for: gesture)
            scanned.finishEveryFrame()
            Self.expectBitEqual(solved.phases, phases, context)
            Self.expectBitEqual(scanned.phases, phases, context)
            compared += 1
        }
        #expect(compared >= 40, "\(preset) \(style): only \(compared) gestures compared")
        #expect(kinds.isSuperset(of: ["tracking", "rest"]), "\(preset) \(style): \(kinds)")
    }

    /// Release grids (both ends of the travel, and just past them) on every preset: each kind of phase occurs, and
    /// every trajectory's phases agree with its frames.
    @Test("every kind of phase occurs on the presets' release grids")
    func everyKindOccurs() throws {
        var seen: Set<String> = []
        for preset in ScenarioPresets.names {
            let scenario = try #require(Scenario.preset(named: preset))
            let sim = try PanelSimulator(scenario: scenario)
            let low = scenario.effectiveMinimumDisplayHeight
            let high = scenario.effectiveMaximumDisplayHeight
            let past = 0.4 / scenario.displayScale
            for step in -12...12 {
                for height in [low, high, low - past, high + past, (low + high) / 2] {
                    let gesture = Gesture.release(atDisplayHeight: height, velocity: Double(step) * 0.5)
                    guard let recorded = try? sim.run(gesture) else { continue }
                    let phases = try #require(recorded.phases)
                    Self.expectAgreement(phases, recorded, "\(preset) \(gesture)")
                    for phase in phases { seen.insert(Self.name(phase.kind)) }
                }
            }
        }
        #expect(seen == ["tracking", "movement", "handoff", "bounce", "rest"], "\(seen)")
    }

    static func name(_ kind: GesturePhase.Kind) -> String {
        switch kind {
        case .tracking: return "tracking"
        case .movement: return "movement"
        case .handoff: return "handoff"
        case .bounce: return "bounce"
        case .rest: return "rest"
        }
    }

    /// The phases against the trajectory's frames and outcome, from the definition (see the suite).
    static func expectAgreement(_ phases: GesturePhases, _ t: Trajectory, _ context: String) {
        let frames = t.frames
        let o = t.outcome
        #expect(phases.frameCount == frames.count && o.frameCount == frames.count, "\(context)")
        let all = Array(phases)
        let spanning = all.filter(\.spansFrames)
        // The spanning phases cover the frames in order, none empty, tracking first.
        #expect(spanning.first?.kind == .tracking && spanning.first?.firstFrame == 0, "\(context)")
        #expect(spanning.last?.lastFrame == frames.count - 1, "\(context)")
        for (a, b) in zip(spanning, spanning.dropFirst()) {
            #expect(b.firstFrame == a.lastFrame + 1, "\(a) then \(b): \(context)")
        }
        for phase in spanning {
            #expect(phase.firstFrame <= phase.lastFrame, "\(phase): \(context)")
            guard phase.firstFrame >= 0, phase.lastFrame < frames.count else { continue }
            #expect(phase.startSeconds.bitPattern == frames[phase.firstFrame].time.bitPattern, "\(phase): \(context)")
            #expect(phase.endSeconds.bitPattern == frames[phase.lastFrame].time.bitPattern, "\(phase): \(context)")
        }
        for (i, frame) in frames.enumerated() {
            let phase = phases.phase(containingFrame: i)
            #expect(
                phase?.framePhase == frame.phase,
                "frame \(i) \(frame.phase) in \(String(describing: phase)): \(context)")
            #expect(phases.frameTimeSeconds(ofFrame: i).bitPattern == frame.time.bitPattern, "frame \(i): \(context)")
        }
        // The tracking phase: touch-down to the release frame.
        if let tracking = spanning.first, tracking.lastFrame < frames.count {
            #expect(frames[tracking.lastFrame].time == o.releaseTime, "\(context)")
            #expect(frames[..<tracking.lastFrame].allSatisfy { $0.time < o.releaseTime }, "\(context)")
        }
        let movementStart = phases.trackingFrameCount - 1  // the release frame: movement frame 0
        let dt = phases.frameIntervalSeconds
        let handoffs = all.filter { !$0.spansFrames }
        var bounceStarted = false
        #expect(
            handoffs.count == (o.handoff == nil ? 0 : 1), "\(handoffs) vs \(String(describing: o.handoff)): \(context)")
        for phase in all {
            switch phase.kind {
            case .handoff(let crossing, let edge):
                guard let h = o.handoff, phase.lastFrame < frames.count, phase.firstFrame >= 0 else { continue }
                #expect(phase.lastFrame == phase.firstFrame + 1, "\(context)")
                #expect(crossing.bitPattern == h.time.bitPattern && edge == h.outerOffset, "\(context)")
                #expect((o.releaseTime + crossing).bitPattern == phase.startSeconds.bitPattern, "\(context)")
                #expect(t.name(of: frames[phase.firstFrame].owner) == h.from, "\(context)")
                #expect(t.name(of: frames[phase.lastFrame].owner) == h.to, "\(context)")
                // The crossing lies between the two frames' times (after release).
                let before = Double(phase.firstFrame - movementStart) * dt
                let after = Double(phase.lastFrame - movementStart) * dt
                #expect(before <= crossing && crossing <= after, "\(before) \(crossing) \(after): \(context)")
            case .bounce(let switchTime):
                // The first bounce phase (a handoff may split it) begins at the first movement frame at or past the
                // switch.
                if bounceStarted { continue }
                bounceStarted = true
                let j = phase.firstFrame - movementStart
                #expect(Double(j) * dt >= switchTime && (j == 1 || Double(j - 1) * dt < switchTime), "\(context)")
            case .rest(let settle):
                #expect(phase.lastFrame == frames.count - 1 && !o.unsettledAtCap, "\(context)")
                #expect(settle.bitPattern == o.settleTime.bitPattern, "\(settle) vs \(o.settleTime): \(context)")
                #expect(frames.last?.outerOffset == o.restingOuterOffset, "\(context)")
            case .tracking, .movement:
                break
            }
        }
        let rests = all.filter { if case .rest = $0.kind { return true } else { return false } }
        #expect(rests.count == (o.unsettledAtCap ? 0 : 1), "\(context)")
        #expect(phases.events.cut == o.unsettledAtCap, "\(context)")
        if phases.events.cut {
            // Cut at the cap: the settle time is that of the last movement frame.
            let cut = Double(phases.events.lastFrame) * phases.frameIntervalSeconds
            #expect(cut.bitPattern == o.settleTime.bitPattern, "\(context)")
        }
    }

    /// Equal, the floating-point fields by bit pattern.
    static func expectBitEqual(_ a: GesturePhases, _ b: GesturePhases, _ context: String) {
        #expect(a == b, "\(context)")
        let pairs: [(Double?, Double?)] = [
            (a.releaseSeconds, b.releaseSeconds), (a.frameIntervalSeconds, b.frameIntervalSeconds),
            (a.bounceSwitchSecondsAfterRelease, b.bounceSwitchSecondsAfterRelease),
            (a.handoffCrossingSecondsAfterRelease, b.handoffCrossingSecondsAfterRelease),
            (a.handoffBoundaryOuterOffset, b.handoffBoundaryOuterOffset),
            (a.events.overshoot, b.events.overshoot), (a.events.peakSpeed, b.events.peakSpeed),
        ]
        for (x, y) in pairs {
            #expect(x?.bitPattern == y?.bitPattern, "\(String(describing: x)) vs \(String(describing: y)): \(context)")
        }
    }
}
