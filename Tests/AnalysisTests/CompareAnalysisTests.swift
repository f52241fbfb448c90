import Foundation
import PanelSimulator
import Scenario
import ScrollPhysics
import Sweep
import Testing

// AnalysisTests/CompareAnalysisTests: `bench compare`'s experiments, checked against the geometry and physics
// of the specs (FEEL.md, PHYSICS.md), not against their own output.
@testable import Analysis

@Suite struct CompareAnalysisTests {
    static let scenario = Scenario.preset(named: "default")!
    /// A bare release at the middle detent (400 pt), 1.5 pt/ms, expanding.
    static let release = Gesture(start: .displayHeight(400), releaseVelocity: 1.5)

    /// The velocity jump at release of each style, from PHYSICS.md §1.2: a deceleration retargeted to rest Δ
    /// away at rate d must start at −k·Δ with k = 1000·ln d; the view-animation spring starts at rest (FEEL §2.4).
    @Test func theJumpAtReleaseIsWhatThePhysicsSays() throws {
        let result = try CompareAnalysis.movements(
            scenario: Self.scenario, gesture: Self.release, targets: ["detent-2=table-start"], peers: [])
        let byStyle = Dictionary(uniqueKeysWithValues: result.curves.map { ($0.style.description, $0) })
        for (style, rate) in [("decel 0.99/ms", 0.99), ("decel 0.998/ms", 0.998)] {
            let curve = try #require(byStyle[style])
            let start = -1000 * log(rate) * 300
            #expect(abs(curve.outcome.releaseJump.value - (start - 1500)) < 1, "\(style): \(curve.outcome.releaseJump)")
            #expect(abs(curve.velocities[0] - 1500) < 1e-9, "the first velocity sample is the finger's")
            #expect(curve.outcome.discontinuities.first?.kind == .release)
        }
        let spring = try #require(byStyle["spring"])
        #expect(abs(spring.outcome.releaseJump.value + 1500) < 1e-9)
        #expect(abs((spring.positions.last ?? 0) - 700) <= 0.5 / 3)
    }

    /// The chosen curve is the solver's: a 1.5 pt/ms release at 400 pt goes one detent up (FEEL §2.2, > 0.2
    /// pt/ms, not > 2.2) to 700 pt, where the list starts, by system deceleration at the panel rate.
    @Test func exactlyOneCurveIsTheSolversChoice() throws {
        let result = try CompareAnalysis.movements(
            scenario: Self.scenario, gesture: Self.release, targets: nil, peers: Peer.allCases)
        let chosen = result.curves.filter(\.isChoice)
        #expect(chosen.count == 1)
        #expect(chosen.first?.id == "detent-2=table-start/decel-0.99")
        #expect(Set(result.curves.map(\.id)).count == result.curves.count)
    }

    /// Target axis positions from the geometry (see PlotVerbTests.twoLevelChain): unique ids and labels, and the
    /// selection takes names and positions exactly, in the order given.
    @Test func targetsOnANestedChainAreNamedUniquelyAndSelectedExactly() throws {
        var scenario = Scenario(name: "two-level")
        scenario.detents = [150, 390, 600, 780]
        scenario.chain = [
            ChainLevel(contentHeight: 2000, viewportHeight: 500),
            ChainLevel(contentHeight: 1600, viewportHeight: 720, childMinY: 300),
        ]
        let gesture = Gesture(start: .displayHeight(390), releaseVelocity: 1)
        let context = try PanelSimulator(scenario: scenario).releaseContext(for: gesture)
        let all = CompareTarget.all(in: context, scenario: scenario)
        #expect(all.map(\.axisPosition) == [150, 390, 600, 900, 2400, 2980, 3160])
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(Set(all.map(\.label)).count == all.count)
        #expect(Set(all.map(\.name)).count == all.count)
        let picked = try CompareTarget.select(
            ["2980", "DETENT-0", "1000"], from: all, context: context, scenario: scenario)
        #expect(picked.targets.map(\.axisPosition) == [2980, 150, 1000])
        #expect(picked.targets[2].id == "axis-1000")
        #expect(throws: CompareInputError.self) {
            try CompareTarget.select(["5000"], from: all, context: context, scenario: scenario)
        }
        // Two tokens naming one target are refused, not collapsed (docs/hostile-pass.md S8: no list item is
        // dropped silently): by name in another case, or by name and its axis position.
        for tokens in [["DETENT-0", "detent-0"], ["detent-0", "150"], ["2980", "2980.0"]] {
            #expect(throws: CompareInputError.self, "\(tokens)") {
                try CompareTarget.select(tokens, from: all, context: context, scenario: scenario)
            }
        }
        // The default keeps every target but the release's own.
        let defaults = try CompareTarget.select(nil, from: all, context: context, scenario: scenario)
        #expect(defaults.targets.count == 6 && defaults.note == nil)
    }

    @Test func smoothDecayHasNoFrameJumpButAStepHasOne() {
        let times = (0..<60).map { Double($0) / 120 }
        let decay = times.map { 3000 * exp(-10 * $0) }
        #expect(
            CompareCurve.frameJumps(times: times, positions: times.map { _ in 0 }, velocities: decay, threshold: 100)
                .isEmpty)
        var stepped = decay
        for index in 30..<60 { stepped[index] = 0 }
        let jumps = CompareCurve.frameJumps(
            times: times, positions: times.map { _ in 0 }, velocities: stepped, threshold: 100)
        #expect(jumps.count == 1)
        #expect(jumps.first.map { abs($0.time - times[29]) < 1e-12 } == true)
    }

    /// FloatingPanel's target rule on its WWDC18 projection (PHYSICS.md §1.3, §5.1): Δ = v/1000·d/(1−d), and it goes
    /// to the next detent once the projection is past half-way there (scenee/FloatingPanel `Core.swift` @010d248,
    /// `targetState(from:with:)`). At 1.5 pt/ms from 400 pt: d = 0.998 projects 748.5 pt, past 550, so 700 pt;
    /// d = 0.99 projects 148.5 pt, short of 150, so it stays at 400 pt.
    @Test func floatingPanelsProjectionRateMovesItsGoal() throws {
        let context = try PanelSimulator(scenario: Self.scenario).releaseContext(for: Self.release)
        for (rate, goal) in [(0.998, -100.0), (0.99, -400.0)] {
            let found = try CompareAnalysis.floatingPanelGoal(
                context: context, scenario: Self.scenario, velocity: 1500, projectionRate: rate)
            #expect(found.outerOffset == goal, "rate \(rate)")
        }
    }

    /// Flutter's friction rests at x0 − v/ln D (PHYSICS.md §3.1), within its 20 px/s stopping tolerance (≤ 20/|ln D|
    /// pt short); Android's fling travels less with more friction; a view damping below 1 overshoots.
    @Test func peerParametersChangeThePeersCurves() throws {
        for drag in [0.135, 0.3] {
            var tuning = PeerTuning()
            tuning[.flutterFriction] = drag
            let flutter = try CompareAnalysis.movements(
                scenario: Self.scenario, gesture: Self.release, targets: ["detent-0"], peers: [.flutter], tuning: tuning
            ).curves.first { $0.style == .named(Peer.flutter.styleName) }
            let rest = 400 - 1500 / log(drag)
            let found = try #require(flutter?.outcome.restingPosition)
            #expect(found <= rest + 0.01 && found >= rest - 20 / abs(log(drag)) - 0.5, "drag \(drag): \(found)")
        }
        var distances: [Double] = []
        for friction in [0.015, 0.03] {
            var tuning = PeerTuning()
            tuning[.androidFriction] = friction
            let android = try CompareAnalysis.movements(
                scenario: Self.scenario, gesture: Self.release, targets: ["detent-0"], peers: [.android], tuning: tuning
            ).curves.first { $0.style == .named(Peer.android.styleName) }
            distances.append(try #require(android?.outcome.restingPosition) - 400)
        }
        #expect(distances[1] < distances[0])
        var damped = PeerTuning()
        damped[.viewAnimationDamping] = 0.5
        for (tuning, overshoots) in [(damped, true), (PeerTuning(), false)] {
            let springs = try CompareAnalysis.movements(
                scenario: Self.scenario, gesture: Self.release, targets: ["detent-2=table-start"], peers: [],
                tuning: tuning
            ).curves.filter { $0.style.description.hasPrefix("spring") }
            // ζ 0.5 overshoots; the tiers give ζ 1 below 2.2 pt/ms (FEEL.md §2.4), which does not.
            #expect(springs.count == 1)
            #expect((springs.first.map { $0.outcome.overshoot > 1 } ?? false) == overshoots)
        }
    }

    /// `view-damping` takes 0 (the tiers) or a ratio in 0.05…1, `flutter-friction` a drag in (0, 1)
    /// (docs/compare.md, "Tunable peers"); anything else, and text that is no finite number, is refused.
    @Test(arguments: [
        (PeerParameter.viewAnimationDamping, "0", 0.0 as Double?, #line),
        (.viewAnimationDamping, "0.05", 0.05, #line),
        (.viewAnimationDamping, "1", 1, #line),
        (.viewAnimationDamping, "0.01", nil, #line),
        (.viewAnimationDamping, "3", nil, #line),
        (.flutterFriction, "0.2", 0.2, #line),
        (.flutterFriction, "1", nil, #line),
        (.flutterFriction, "abc", nil, #line),
        (.flutterFriction, "nan", nil, #line),
    ])
    func peerValuesAreReadWithinTheirRange(parameter: PeerParameter, text: String, value: Double?, line: Int) {
        #expect(parameter.value(fromText: text) == value, "row at line \(line)")
    }

    /// Tuning B's name (docs/compare.md, "Tuning A against tuning B"): the name given, else its own scenario's,
    /// else — B being A's scenario with changes — the values it changed, `name value` joined by commas.
    @Test func tuningBIsNamedByWhatItChanges() throws {
        let a = Self.scenario
        let b = TuningOverrides.apply([(.lowVelocityThreshold, 0.3), (.panelDecelerationRate, 0.995)], to: a)
        #expect(
            TuningOverrides.name(ofB: b, against: a, given: nil)
                == "low-velocity-threshold 0.3, panel-deceleration-rate 0.995")
        #expect(TuningOverrides.name(ofB: b, against: a, given: "candidate") == "candidate")
        #expect(TuningOverrides.name(ofB: a, against: a, given: nil) == "\(a.name) (B)")
        let other = try #require(Scenario.preset(named: "comment-popup"))
        #expect(TuningOverrides.name(ofB: other, against: a, given: nil) == "comment-popup")
    }

    /// `--velocities` releases the same gesture at each velocity, labelled `v pt/ms`; without them, the gesture's own.
    @Test func tuningReleasesAreTheGestureAtEachVelocity() {
        let own = CompareAnalysis.releases(of: Self.release, atVelocities: nil)
        #expect(own.map(\.label) == ["1.5 pt/ms"])
        let each = CompareAnalysis.releases(of: Self.release, atVelocities: [0.25, -3])
        #expect(each.map(\.label) == ["0.25 pt/ms", "-3 pt/ms"])
        #expect(each.map(\.gesture.releaseVelocity) == [0.25, -3])
        #expect(each.allSatisfy { $0.gesture.start == Self.release.start })
    }

    /// `--own-presets` (docs/compare.md, "Every system"): BODragScroll runs on `default`, every other policy on a
    /// preset whose policy it is.
    @Test func everyPolicyHasAPresetModellingIt() throws {
        for policy in ReleasePolicy.allCases {
            let preset = try #require(CompareAnalysis.ownPreset(for: policy), "\(policy)")
            #expect(preset.policy == policy)
        }
        #expect(CompareAnalysis.ownPreset(for: .boDragScroll)?.name == "default")
    }

    /// Settings are applied in order: a later value of one parameter wins; the others keep their defaults.
    @Test func peerTuningTakesTypedSettingsInOrder() {
        let tuning = PeerTuning([(.flutterFriction, 0.2), (.androidFriction, 0.03), (.flutterFriction, 0.3)])
        #expect(tuning[.flutterFriction] == 0.3)
        #expect(tuning[.androidFriction] == 0.03)
        #expect(tuning[.viewAnimationDamping] == PeerParameter.viewAnimationDamping.defaultValue)
    }

    /// Policies on one geometry: every curve kept; the ones that do the same thing are marked, never dropped.
    @Test func policiesKeepCoincidingCurvesAndMarkThem() throws {
        let drag = Gesture.drag(fromDisplayHeight: 400, distance: 150, duration: 0.1, sampleRate: 120)
        let result = try CompareAnalysis.policies(scenario: Self.scenario, gesture: drag)
        #expect(result.curves.count == ReleasePolicy.allCases.count)
        for curve in result.curves {
            guard let base = curve.coincidesWith else { continue }
            let other = try #require(result.curves.first { $0.id == base })
            #expect(zip(curve.positions, other.positions).allSatisfy { abs($0 - $1) <= 0.5 / 3 })
        }
        #expect(result.notes.contains { $0.contains("every system runs on the geometry of scenario 'default'") })
    }

    /// FloatingPanel's default behaviour moves at most to the neighbouring detent ("block projecting to tip at half",
    /// scenee/FloatingPanel `Tests/CoreTests.swift` @71621f5, test_targetState_3positionsFromFull); with
    /// `shouldProjectMomentum` it goes where the projection lands. From 100 pt at 3 pt/ms the WWDC18 projection is
    /// 1497 pt, past the 700 pt detent: default 400 pt, projecting 700 pt. Each rests exactly on its detent (the
    /// animator's completion lays the panel out there) at the frame its stop test fired.
    @Test func floatingPanelsTwoBehavioursPickDifferentDetents() throws {
        let gesture = Gesture(start: .displayHeight(100), releaseVelocity: 3)
        let result = try CompareAnalysis.movements(
            scenario: Self.scenario, gesture: gesture, targets: ["detent-0"],
            peers: [.floatingpanel, .floatingPanelProjectable])
        let byStyle = Dictionary(uniqueKeysWithValues: result.curves.map { ($0.style.description, $0) })
        let neighbour = try #require(byStyle[Peer.floatingpanel.styleName])
        let projected = try #require(byStyle[Peer.floatingPanelProjectable.styleName])
        #expect(neighbour.outcome.restingPosition == 400)
        #expect(projected.outcome.restingPosition == 700)
        for curve in [neighbour, projected] {
            #expect(curve.outcome.settleTime == curve.times.last)
            let frames = curve.outcome.settleTime / Self.scenario.frameInterval
            #expect(abs(frames - frames.rounded()) < 1e-9, "stops on a frame")
        }
    }

    /// Flutter's curve ends at the first frame where its own `isDone` holds: |dx| below its scroll tolerance,
    /// 1/(0.050 · dpr) = 6.67 pt/s at the default scenario's @3x (flutter `widgets/scroll_physics.dart`).
    @Test func fluttersCurveEndsWhenItsToleranceSaysDone() throws {
        let result = try CompareAnalysis.movements(
            scenario: Self.scenario, gesture: Self.release, targets: ["detent-0"], peers: [.flutter])
        let flutter = try #require(result.curves.first { $0.style == .named(Peer.flutter.styleName) })
        let friction = try FlutterFrictionSimulation(position: 0, velocity: 1500)
        let tolerance = 1 / (0.050 * Self.scenario.displayScale)
        let h = Self.scenario.frameInterval
        let stop = flutter.outcome.settleTime
        #expect(abs(friction.velocity(at: stop)) < tolerance)
        #expect(abs(friction.velocity(at: stop - h)) >= tolerance)
    }
}
