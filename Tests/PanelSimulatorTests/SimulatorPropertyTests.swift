import PanelSimulator
import Scenario
import ScrollAxis
import TestSupport
import Testing

@Suite("Panel simulator properties over every preset (seeded)")
struct SimulatorPropertyTests {
    static let seed: UInt64 = 0x51_2026

    @Test(
        "random gestures on every preset: time advances, frames are finite, the run ends on its target",
        arguments: ScenarioPresets.names)
    func randomGestures(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let sim = try PanelSimulator(scenario: scenario)
        var g = SeededGenerator(seed: Self.seed ^ UInt64(preset.utf8.count))
        let low = scenario.effectiveMinimumDisplayHeight
        let high = scenario.effectiveMaximumDisplayHeight
        for trial in 0..<40 {
            let start = Double.random(in: low...max(low, high), using: &g)
            let gesture: Gesture =
                Bool.random(using: &g)
                ? .release(atDisplayHeight: start, velocity: Double.random(in: -6...6, using: &g))
                : .drag(
                    fromDisplayHeight: start, distance: Double.random(in: -900...900, using: &g),
                    duration: Double.random(in: 0.05...0.6, using: &g), sampleRate: scenario.frameRate)
            let t = try sim.run(gesture)
            let context = "preset \(preset) seed \(Self.seed) trial \(trial) \(gesture)"
            #expect(!t.frames.isEmpty, "\(context)")
            for (a, b) in zip(t.frames, t.frames.dropFirst()) { #expect(b.time > a.time, "\(context)") }
            #expect(t.frames.allSatisfy { $0.displayHeight.isFinite && $0.outerOffset.isFinite }, "\(context)")
            let last = try #require(t.frames.last)
            #expect(last.outerOffset == t.outcome.restingOuterOffset && last.phase == .settled, "\(context)")
            #expect(
                t.outcome.settleTime >= 0 && t.outcome.settleTime <= Scenario.maximumMovementDuration,
                "\(context)")
            #expect(t.outcome.overshoot >= 0 && t.outcome.peakSpeed.value.isFinite, "\(context)")
            // Inside the legal range every frame satisfies H = V + Y − P.
            for f in t.frames where f.phase != .tracking && f.phase != .bouncing {
                let residue = abs(f.displayHeight - (scenario.viewportHeight + f.outerOffset - f.panelOriginY))
                #expect(residue <= 1e-6, "\(context) t \(f.time)")
            }
        }
    }
}

@Suite("Capture cache")
struct CaptureCacheTests {
    @Test("runs that reuse the captured axis equal fresh runs, frame for frame", arguments: ScenarioPresets.names)
    func cacheIsInvisible(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let sim = try PanelSimulator(scenario: scenario)
        let cache = CaptureCache()
        var g = SeededGenerator(seed: 0xCAC4E)
        let heights = [scenario.effectiveMinimumDisplayHeight, scenario.effectiveMaximumDisplayHeight]
        for trial in 0..<30 {
            let h = heights[trial % 7 == 0 ? 1 : 0]
            let gesture = Gesture.release(atDisplayHeight: h, velocity: Double.random(in: -5...5, using: &g))
            let cached = try sim.run(gesture, cache: cache)
            let fresh = try sim.run(gesture)
            #expect(
                cached.frames == fresh.frames && cached.participantOffsets == fresh.participantOffsets,
                "\(preset) trial \(trial)")
            #expect(cached.outcome == fresh.outcome, "\(preset) trial \(trial)")
        }
    }
}

@Suite("Outcome without frames")
struct OutcomeWithoutFramesTests {
    /// The sweep's path (``PanelSimulator/outcome(of:policy:cache:)``: no frames, the movement in one loop, the
    /// axis reused) against the recorded trajectory's outcome (every frame stepped one at a time, fresh axis).
    @Test("outcome(of:) equals run(_:).outcome on every preset", arguments: ScenarioPresets.names)
    func outcomeMatchesTrajectory(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let sim = try PanelSimulator(scenario: scenario)
        let cache = CaptureCache()
        let seed: UInt64 = 0x0B7C_0E12
        var g = SeededGenerator(seed: seed)
        let low = scenario.effectiveMinimumDisplayHeight
        let high = scenario.effectiveMaximumDisplayHeight
        for trial in 0..<40 {
            // Repeat start heights so the cache is hit as in a sweep (same touch-down, new velocity).
            let start = trial % 4 == 0 ? low : (trial % 4 == 1 ? high : Double.random(in: low...high, using: &g))
            let gesture: Gesture =
                trial % 3 == 2
                ? .drag(
                    fromDisplayHeight: start, distance: Double.random(in: -600...600, using: &g),
                    duration: Double.random(in: 0.05...0.4, using: &g), sampleRate: scenario.frameRate)
                : .release(atDisplayHeight: start, velocity: Double.random(in: -6...6, using: &g))
            let context = "\(preset) seed \(seed) trial \(trial) \(gesture)"
            let recorded = try sim.run(gesture)
            let outcome = try sim.outcome(of: gesture, cache: cache)
            #expect(outcome == recorded.outcome, "\(context)")
            #expect(outcome.frameCount == recorded.frames.count, "\(context)")
        }
    }
}

/// The capture cache's key is what the capture reads (docs/model.md §13: the axis is captured at touch-down from the
/// panel's geometry, the chain and the touch): the scenario's capture geometry and the gesture after touch slop.
@Suite struct CaptureCacheKeyTests {
    /// A capture cache handed to a simulator of other detents captures again: the outcome is that simulator's
    /// own, not one on the first one's axis.
    @Test func aCacheDoesNotServeAnotherGeometry() throws {
        let base = try #require(Scenario.preset(named: "default"))
        var moved = base
        moved.detents[0] += 60
        let gesture = Gesture.release(atDisplayHeight: 400, velocity: -1.5)
        let cache = CaptureCache()
        _ = try PanelSimulator(scenario: base).outcome(of: gesture, cache: cache)
        let expected = try PanelSimulator(scenario: moved).run(gesture).outcome
        EventOutcomeDifferentialTests.expectBitEqual(
            try PanelSimulator(scenario: moved).outcome(of: gesture, cache: cache), expected, "moved detent 0")
        // The two axes land the release differently, so an outcome on the wrong one would show.
        #expect(expected.landingHeight != (try PanelSimulator(scenario: base).run(gesture).outcome.landingHeight))
    }

    /// Every row of the parameter table, changed from the preset's value to another legal one: a cache filled by
    /// the preset's simulator then serves the changed scenario's simulator, and each outcome through it is
    /// bit-equal to a fresh recorded run of the changed scenario — whether the row is a feel parameter (the axis is
    /// shared) or moves the geometry (the axis is captured again). Releases both ways and a drag on the list.
    @Test(
        "a cache shared across scenarios never changes an outcome, for every parameter of the table",
        arguments: ["default", "table-handoff"])
    func sharedCacheIsExactForEveryParameter(preset: String) throws {
        let base = try #require(Scenario.preset(named: preset))
        let gestures: [Gesture] = [
            .release(atDisplayHeight: 400, velocity: -1.5), .release(atDisplayHeight: 400, velocity: 0.4),
            .drag(
                fromDisplayHeight: 400, distance: 60, duration: 0.1, sampleRate: base.frameRate,
                startsOnInnerContent: true),
        ]
        var checked = 0
        for parameter in ScenarioParameter.tuning + ScenarioParameter.geometry {
            guard let current = parameter.value(in: base) else { continue }
            let candidates: [Double]
            switch parameter.values {
            case .number: candidates = [current * 1.05, current * 0.95, current + 1, current - 1]
            case .flag: candidates = [1 - current]
            case .choice(let names):
                candidates = (1..<names.count).map {
                    (current + Double($0)).truncatingRemainder(dividingBy: Double(names.count))
                }
            case .oneOf(let values): candidates = values.filter { $0 != current }
            }
            for value in candidates where value != current && parameter.allows(value) {
                var changed = base
                parameter.apply(value, to: &changed)
                guard let other = try? PanelSimulator(scenario: changed) else { continue }
                let first = try PanelSimulator(scenario: base)
                for gesture in gestures {
                    let cache = CaptureCache()
                    guard (try? first.outcome(of: gesture, cache: cache)) != nil,
                        let expected = try? other.run(gesture).outcome
                    else { continue }
                    EventOutcomeDifferentialTests.expectBitEqual(
                        try other.outcome(of: gesture, cache: cache), expected, "\(parameter.name)=\(value)")
                    checked += 1
                }
                break
            }
        }
        #expect(checked >= 3 * 12, "too few parameters could be changed: \(checked) outcomes")
    }

    /// Drags on the list from one height, one inside the 10 pt slop and one beyond it, in both orders through one
    /// cache, against a fresh simulator's recorded outcome: a finger that never leaves the slop moves nothing, so
    /// it must not share an axis with one that does (table-handoff from 250 pt: rest −320.2 pt, not −410).
    @Test("a drag inside the touch slop and one beyond it do not share an axis", arguments: [[5.0, 40], [40, 5]])
    func slopDecidesTheAxis(distances: [Double]) throws {
        var scenario = try #require(Scenario.preset(named: "table-handoff"))
        scenario.handoffMode = .innerFirstAtBoundary
        scenario.touchSlop = 10
        let sim = try PanelSimulator(scenario: scenario)
        let cache = CaptureCache()
        for distance in distances {
            let gesture = Gesture.drag(
                fromDisplayHeight: 250, distance: distance, duration: 0.1, sampleRate: scenario.frameRate,
                startsOnInnerContent: true)
            EventOutcomeDifferentialTests.expectBitEqual(
                try sim.outcome(of: gesture, cache: cache), try sim.run(gesture).outcome, "drag \(distance) pt")
        }
    }
}
