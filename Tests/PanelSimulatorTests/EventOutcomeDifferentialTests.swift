import PanelSimulator
import Scenario
import ScrollAxis
import TestSupport
import Testing

/// The event-driven outcome (``PanelSimulator/outcome(of:policy:cache:into:)``: tracking frames counted, the movement's
/// events solved from its closed form, no frame stepped) against the frame-by-frame one (``OutcomeStepping/
/// everyFrame``: every frame placed on the axis, the movement's events found by evaluating its closed form at every
/// frame time) and the recorded trajectory's (``PanelSimulator/run(_:policy:then:participantOffsets:cache:)``: the solved phases
/// sampled at every frame), bit for bit, and against what the recorded frames themselves show.
/// The issue's requirement: every frame-valued outcome (settle frame, overshoot, peak speed, handoff) as sampling
/// every frame finds it, on every preset, both movement styles, every gesture kind and seeded random tunings.
@Suite("Event-driven outcomes equal frame-by-frame ones, bit for bit")
struct EventOutcomeDifferentialTests {
    static let seed: UInt64 = 0xE7E27

    /// The gesture kinds a scenario is replayed with: a bare release, a drag on the panel, a drag that starts on
    /// the inner content, a release from an outer offset past an edge (overscrolled: the bounce).
    enum Kind: CaseIterable { case release, drag, dragOnContent, overscrolledRelease }

    @Test(
        "every preset × movement style × gesture kind × seeded tuning",
        arguments: ScenarioPresets.names, MovementStyle.allCases)
    func eventsEqualFrames(preset: String, style: MovementStyle) throws {
        var compared = 0
        let refused = try Self.forEachSeededGesture(
            preset: preset, style: style,
            seed: Self.seed ^ UInt64(preset.utf8.count) ^ (style == .viewAnimation ? 0xA : 0),
            tunings: 6, trials: 24
        ) { sim, gesture, recorded, cache, context in
            let solved = try sim.outcome(of: gesture, cache: cache)
            let scanned = try sim.outcome(of: gesture, everyFrame: true, cache: cache)
            Self.expectBitEqual(solved, scanned, context)
            Self.expectBitEqual(solved, recorded.outcome, context)
            Self.expectFrameValues(solved, recorded, dt: sim.scenario.frameInterval, context)
            compared += 1
        }
        // Most draws are valid; a tuning the validation refuses is skipped, not counted.
        #expect(compared >= 60, "\(preset) \(style): only \(compared) gestures compared: \(refused)")
    }

    /// Replays `preset` in `style` under `tunings` tunings (the first as it ships, the others drawn at random by
    /// ``randomize(_:using:)``) × `trials` seeded gestures (every ``Kind`` in turn), each recorded as a trajectory,
    /// and hands each to `body` with its simulator, the tuning's capture cache and a context naming the draw (seed
    /// `seed`). Returns why the tunings and gestures the simulator refused were refused (they are skipped).
    static func forEachSeededGesture(
        preset: String, style: MovementStyle, seed: UInt64, tunings: Int, trials: Int,
        _ body: (PanelSimulator, Gesture, Trajectory, CaptureCache, String) throws -> Void
    ) throws -> Set<String> {
        let base = try #require(Scenario.preset(named: preset))
        var g = SeededGenerator(seed: seed)
        var refused: Set<String> = []
        for tuning in 0..<tunings {
            var scenario = base
            scenario.movementStyle = style
            // Tuning 0 is the preset as it ships; the others draw the feel and physics parameters at random.
            if tuning > 0 { Self.randomize(&scenario, using: &g) }
            let sim: PanelSimulator
            do { sim = try PanelSimulator(scenario: scenario) } catch {
                refused.insert("\(error)")
                continue
            }
            let cache = CaptureCache()
            let low = scenario.effectiveMinimumDisplayHeight
            let high = scenario.effectiveMaximumDisplayHeight
            for trial in 0..<trials {
                let kind = Kind.allCases[trial % Kind.allCases.count]
                let start = trial % 5 == 0 ? low : Double.random(in: low...max(low, high), using: &g)
                let gesture = Self.gesture(kind, from: start, scenario: scenario, using: &g)
                let context = "\(preset) \(style) seed \(seed) tuning \(tuning) trial \(trial) \(kind) \(gesture)"
                let recorded: Trajectory
                do { recorded = try sim.run(gesture) } catch {
                    refused.insert("\(error)")
                    continue
                }
                try body(sim, gesture, recorded, cache, context)
            }
        }
        return refused
    }

    /// Sweeps replay many cells through one cache: the solved outcomes of a grid equal the frames' too.
    @Test("a release grid through one capture cache, every preset", arguments: ScenarioPresets.names)
    func gridThroughCache(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let sim = try PanelSimulator(scenario: scenario)
        let cache = CaptureCache()
        for height in [scenario.effectiveMinimumDisplayHeight, scenario.effectiveMaximumDisplayHeight] {
            for step in -30...30 {
                let gesture = Gesture.release(atDisplayHeight: height, velocity: Double(step) * 0.2)
                let recorded = try sim.run(gesture)
                let solved = try sim.outcome(of: gesture, cache: cache)
                let scanned = try sim.outcome(of: gesture, everyFrame: true, cache: cache)
                Self.expectBitEqual(solved, scanned, "\(preset) \(gesture)")
                Self.expectBitEqual(solved, recorded.outcome, "\(preset) \(gesture)")
            }
        }
    }

    static func randomize(_ s: inout Scenario, using g: inout SeededGenerator) {
        s.feel.lowVelocityThreshold = Double.random(in: 0...1, using: &g)
        s.feel.highVelocityThreshold = Double.random(in: 1...5, using: &g)
        s.feel.adjacentAnchorDistance = Double.random(in: 0...200, using: &g)
        // Now and then a rate so slow that long moves are still far from rest at the 20 s cap (cut there).
        s.panelDecelerationRate =
            Int.random(in: 0..<5, using: &g) == 0 ? 0.9999 : Double.random(in: 0.95...0.999, using: &g)
        s.innerDecelerationRate =
            Int.random(in: 0..<5, using: &g) == 0 ? 0.9999 : Double.random(in: 0.95...0.999, using: &g)
        s.bounceStiffness = Double.random(in: 20...400, using: &g)
        s.frameRate = [60, 120, 240][Int.random(in: 0..<3, using: &g)]
        s.displayScale = [1, 2, 3][Int.random(in: 0..<3, using: &g)]
        s.settleThreshold = Bool.random(using: &g) ? nil : Double.random(in: 0.05...3, using: &g)
        s.viewAnimation.usesSpring = Int.random(in: 0..<4, using: &g) != 0
        s.viewAnimation.baseDuration = Double.random(in: 0...0.3, using: &g)
        s.viewAnimation.maximumDuration = Double.random(in: 0.3...0.9, using: &g)
    }

    static func gesture(_ kind: Kind, from start: Double, scenario: Scenario, using g: inout SeededGenerator)
        -> Gesture
    {
        let velocity = Double.random(in: -6...6, using: &g)
        switch kind {
        case .release:
            return .release(atDisplayHeight: start, velocity: velocity)
        case .drag, .dragOnContent:
            return .drag(
                fromDisplayHeight: start, distance: Double.random(in: -700...700, using: &g),
                duration: Double.random(in: 0.03...0.5, using: &g), sampleRate: scenario.frameRate,
                releaseVelocity: Bool.random(using: &g) ? nil : velocity, startsOnInnerContent: kind == .dragOnContent)
        case .overscrolledRelease:
            // Just past the lowest or the highest display height, within the one-pixel band a start may lie in.
            let past = Double.random(in: 0.05...0.9, using: &g) / scenario.displayScale
            let height =
                Bool.random(using: &g)
                ? scenario.effectiveMaximumDisplayHeight + past : scenario.effectiveMinimumDisplayHeight - past
            return .release(atDisplayHeight: height, velocity: velocity)
        }
    }

    /// Every field equal, the floating-point ones by bit pattern (== would let 0 and −0 pass).
    static func expectBitEqual(_ a: Outcome, _ b: Outcome, _ context: String) {
        let differences = outcomeBitDifferences(a, b)
        #expect(differences.isEmpty, "\(differences.joined(separator: "; ")): \(context)")
    }

    /// The frame-valued outcomes read off the recorded frames themselves (not the stepper's running numbers):
    /// the frame count, the overshoot past the resting offset, and the settle time one frame after the last
    /// movement frame farther than the threshold.
    static func expectFrameValues(_ o: Outcome, _ t: Trajectory, dt: Double, _ context: String) {
        #expect(o.frameCount == t.frames.count, "\(context)")
        // Cut at the cap, the outcome's numbers are the last frame's (no frame snaps): nothing more to read off.
        guard !o.unsettledAtCap else { return }
        let movement = t.frames.drop { $0.phase == .tracking }.dropLast()
        let target = o.restingOuterOffset
        let direction: Double = target > o.releaseOuterOffset ? 1 : (target < o.releaseOuterOffset ? -1 : 0)
        var overshoot = 0.0
        var lastFar = 0
        for (j, frame) in zip(1..., movement) {
            overshoot = max(overshoot, (frame.outerOffset - target) * direction)
            if abs(frame.outerOffset - target) > o.settleThreshold { lastFar = j }
        }
        #expect(overshoot.bitPattern == o.overshoot.bitPattern, "overshoot \(overshoot) vs \(o.overshoot): \(context)")
        let settle = lastFar > 0 ? Double(lastFar) * dt + dt : 0
        #expect(settle.bitPattern == o.settleTime.bitPattern, "settle \(settle) vs \(o.settleTime): \(context)")
    }
}
