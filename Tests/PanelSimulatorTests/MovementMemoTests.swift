// PanelSimulatorTests/MovementMemoTests: an outcome taken from a movement memo is the outcome the frames give, and
// only simulators whose scenarios differ in nothing but their feel parameters share memos and captured axes.
import ScrollAxis
import TestSupport
import Testing

@testable import PanelSimulator

@Suite struct MovementMemoTests {
    static let seed: UInt64 = 0x3E30_0A11

    /// New feel parameters for `s` (thresholds, distances, the two switches), drawn at random; the rest of the
    /// scenario is left as it is.
    static func drawFeel(_ s: inout Scenario, using g: inout SeededGenerator) {
        s.feel.lowVelocityThreshold = Double.random(in: 0...1.5, using: &g)
        s.feel.highVelocityThreshold = Double.random(in: 0.5...5, using: &g)
        s.feel.adjacentAnchorDistance = Double.random(in: 0...250, using: &g)
        s.feel.panelToParticipantCaptureDistance = Double.random(in: 0...300, using: &g)
        s.feel.collapseResistance = Bool.random(using: &g)
        s.feel.disableInnerMomentumTransfer = Bool.random(using: &g)
    }

    /// The spec's rule, stated as a sweep meets it: simulators made one after another whose feel parameters change
    /// (and, every third, stay as they were) share one memo and one capture cache per gesture; every outcome,
    /// taken from the memo or solved, equals the recorded trajectory's of a fresh simulator, bit for bit. The memo
    /// must be taken some of the time (else the test proves nothing), and is always taken when nothing changed.
    @Test(
        "memo outcomes equal recorded ones across feel-only changes: every preset × style",
        arguments: ScenarioPresets.names, MovementStyle.allCases)
    func memoEqualsRecordedAcrossFeel(preset: String, style: MovementStyle) throws {
        var base = try #require(Scenario.preset(named: preset))
        base.movementStyle = style
        var g = SeededGenerator(seed: Self.seed ^ UInt64(preset.utf8.count) ^ (style == .systemScroll ? 0 : 0xFF))
        let low = base.effectiveMinimumDisplayHeight
        let high = base.effectiveMaximumDisplayHeight
        let kinds = EventOutcomeDifferentialTests.Kind.allCases
        let gestures = (0..<16).map { trial in
            EventOutcomeDifferentialTests.gesture(
                kinds[trial % kinds.count], from: trial % 4 == 0 ? low : Double.random(in: low...high, using: &g),
                scenario: base, using: &g)
        }
        var memos = Array(repeating: MovementMemo(), count: gestures.count)
        var caches = Array(repeating: CaptureCache(), count: gestures.count)
        var previous: PanelSimulator?
        var scenario = base
        var uses: [MovementMemo.Use: Int] = [:]
        for tuning in 0..<9 {
            let unchanged = tuning % 3 == 2
            if tuning > 0, !unchanged { Self.drawFeel(&scenario, using: &g) }
            let sim: PanelSimulator
            do { sim = try PanelSimulator(scenario: scenario, after: previous.map { [$0] } ?? []) } catch { continue }
            if let previous { #expect(sim.movesLike(previous), "\(preset) \(style) tuning \(tuning)") }
            for (k, gesture) in gestures.enumerated() {
                let context = "\(preset) \(style) seed \(Self.seed) tuning \(tuning) gesture \(k) \(gesture)"
                guard let recorded = try? PanelSimulator(scenario: scenario).run(gesture).outcome else { continue }
                var record = Outcome()
                let use = try sim.outcome(of: gesture, cache: &caches[k], memo: &memos[k], into: &record)
                uses[use, default: 0] += 1
                EventOutcomeDifferentialTests.expectBitEqual(record, recorded, context)
                if use != .bypassed { #expect(memos[k].outcome == record, "\(context)") }
                if unchanged, tuning > 0 { #expect(use == .taken, "nothing changed, yet solved again: \(context)") }
            }
            previous = sim
        }
        #expect((uses[.taken] ?? 0) > 0, "\(preset) \(style): \(uses)")
        #expect((uses[.stored] ?? 0) > 0, "\(preset) \(style): \(uses)")
    }

    /// One field changed outside the feel parameters: a frame rate, a deceleration rate, a detent, the viewport,
    /// the movement style, the settle threshold, a list's content height. Each makes a simulator that does not
    /// move like the one before, so its releases are solved (never taken from the memo) and its axis captured
    /// anew; the outcomes still equal the recorded ones.
    @Test("a change outside the feel parameters shares nothing")
    func nonFeelChangeSharesNothing() throws {
        let base = try #require(Scenario.preset(named: "default"))
        let changes: [(String, (inout Scenario) -> Void)] = [
            ("frame rate", { $0.frameRate = 60 }),
            ("panel deceleration rate", { $0.panelDecelerationRate = 0.995 }),
            ("inner deceleration rate", { $0.innerDecelerationRate = 0.99 }),
            ("detent", { $0.detents[1] += 10 }),
            ("viewport", { $0.viewportHeight += 20 }),
            ("movement style", { $0.movementStyle = .viewAnimation }),
            ("settle threshold", { $0.settleThreshold = 2 }),
            ("content height", { $0.chain[0].contentHeight += 100 }),
        ]
        let gestures = [-4.0, -1, -0.1, 0, 0.3, 2.5].map { Gesture.release(atDisplayHeight: 400, velocity: $0) }
        for (name, change) in changes {
            var changed = base
            change(&changed)
            #expect(!MovementIdentity.sameMovement(changed, base), "\(name)")
            let first = try PanelSimulator(scenario: base)
            let second = try PanelSimulator(scenario: changed, after: [first])
            #expect(!second.movesLike(first), "\(name)")
            var memos = Array(repeating: MovementMemo(), count: gestures.count)
            var cache = CaptureCache()
            for (k, gesture) in gestures.enumerated() {
                var record = Outcome()
                try first.outcome(of: gesture, cache: &cache, memo: &memos[k], into: &record)
            }
            for (k, gesture) in gestures.enumerated() {
                var record = Outcome()
                let use = try second.outcome(of: gesture, cache: &cache, memo: &memos[k], into: &record)
                #expect(use != .taken, "\(name) gesture \(k)")
                EventOutcomeDifferentialTests.expectBitEqual(
                    record, try PanelSimulator(scenario: changed).run(gesture).outcome, "\(name) gesture \(k)")
            }
        }
    }

    /// Only feel changed: the identity is shared by a simulator made after the other, never by one made on its
    /// own (``PanelSimulator/init(scenario:)``), even of the very same scenario.
    @Test func identityIsSharedOnlyWhenMadeAfter() throws {
        let base = try #require(Scenario.preset(named: "default"))
        var feel = base
        feel.feel.lowVelocityThreshold = 0.7
        feel.feel.adjacentAnchorDistance = 10
        #expect(MovementIdentity.sameMovement(feel, base))
        let first = try PanelSimulator(scenario: base)
        #expect(try PanelSimulator(scenario: feel, after: [first]).movesLike(first))
        #expect(try PanelSimulator(scenario: base, after: [first]).movesLike(first))
        #expect(try !PanelSimulator(scenario: base).movesLike(first))
        #expect(try !PanelSimulator(scenario: feel, after: []).movesLike(first))
    }

    /// A capture cache handed to a simulator that moves differently (other detents) captures again: the outcome is
    /// that simulator's own, not one on the other's axis.
    @Test func captureCacheIsNotSharedAcrossIdentities() throws {
        let base = try #require(Scenario.preset(named: "default"))
        var moved = base
        moved.detents[0] += 60
        let gesture = Gesture.release(atDisplayHeight: 400, velocity: -1.5)
        var cache = CaptureCache()
        _ = try PanelSimulator(scenario: base).outcome(of: gesture, cache: &cache)
        let other = try PanelSimulator(scenario: moved)
        let expected = try PanelSimulator(scenario: moved).run(gesture).outcome
        EventOutcomeDifferentialTests.expectBitEqual(
            try other.outcome(of: gesture, cache: &cache), expected, "moved detent 0")
        // The two axes land the release differently, so an outcome on the wrong one would show.
        #expect(expected.landingHeight != (try PanelSimulator(scenario: base).run(gesture).outcome.landingHeight))
    }
}

/// The captured axis is keyed by the direction of the gesture after touch slop, the gesture the axis is captured
/// for: a drag that never leaves the slop moves nothing, so it must not share an axis with one that does.
@Suite struct CaptureCacheTouchSlopTests {
    /// Drags on the list from one height, one inside the 10 pt slop and one beyond it, in both orders through one
    /// cache (and one memo), against a fresh simulator's recorded outcome. With the raw gesture's direction in the
    /// key, the second drag ran on the first one's axis (table-handoff from 250 pt: rest −410 pt instead of −320.2).
    @Test("a drag inside the touch slop and one beyond it do not share an axis", arguments: [[5.0, 40], [40, 5]])
    func slopDecidesTheAxis(distances: [Double]) throws {
        var scenario = try #require(Scenario.preset(named: "table-handoff"))
        scenario.handoffMode = .innerFirstAtBoundary
        scenario.touchSlop = 10
        let sim = try PanelSimulator(scenario: scenario)
        var cache = CaptureCache()
        var memo = MovementMemo()
        for distance in distances {
            let gesture = Gesture.drag(
                fromDisplayHeight: 250, distance: distance, duration: 0.1, sampleRate: scenario.frameRate,
                startsOnInnerContent: true)
            let expected = try sim.run(gesture).outcome
            EventOutcomeDifferentialTests.expectBitEqual(
                try sim.outcome(of: gesture, cache: &cache), expected, "drag \(distance) pt, cache")
            var record = Outcome()
            try sim.outcome(of: gesture, cache: &cache, memo: &memo, into: &record)
            EventOutcomeDifferentialTests.expectBitEqual(record, expected, "drag \(distance) pt, memo")
        }
    }
}
