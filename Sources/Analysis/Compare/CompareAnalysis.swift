// Analysis/Compare/CompareAnalysis: `bench compare`'s experiments as functions returning values: one release moved
// to each target, the same gesture through every release policy.
import PanelSimulator
import Scenario
import ScrollPhysics
import Support

/// The experiments of `bench compare`: each returns curves with their outcomes; nothing here draws or prints.
public enum CompareAnalysis {
    /// The default smallest velocity jump flagged as a discontinuity, points per second.
    public static let velocityJumpThreshold = 100.0

    /// What a comparison found.
    public struct Comparison: Sendable {
        /// The curves, in table order (targets ascending, styles in order; peers; then anything extra).
        public var curves: [CompareCurve]
        /// The targets (or detents, for policies) to draw as guides.
        public var targets: [CompareTarget]
        /// Lines worth telling the user (what was chosen, what was left out, which geometry was used).
        public var notes: [String]
        /// The names of the dash groups (movement styles), by ``CompareCurve/variant``.
        public var styles: [String]
        /// The whole simulated runs behind the curves, in curve order (policies only; empty for one release to
        /// each target, whose curves are movements: ``placedRuns(_:scenario:gesture:)`` places those on the axis).
        public var runs: [SimulatedRun] = []
    }

    /// The movement styles a release can be moved by, in dash order: UIKit deceleration at the panel rate, at the
    /// inner rate (when it differs), and the view-animation spring.
    static func styles(of scenario: Scenario, viewDamping: Double) -> [(
        id: String, name: String, movement: ForcedMovement
    )] {
        var styles: [(id: String, name: String, movement: ForcedMovement)] = [
            (
                "decel-\(NumberFormat.short(scenario.panelDecelerationRate))",
                "decel \(NumberFormat.short(scenario.panelDecelerationRate))/ms",
                .deceleration(ratePerMillisecond: scenario.panelDecelerationRate)
            )
        ]
        if scenario.innerDecelerationRate != scenario.panelDecelerationRate {
            styles.append(
                (
                    "decel-\(NumberFormat.short(scenario.innerDecelerationRate))",
                    "decel \(NumberFormat.short(scenario.innerDecelerationRate))/ms",
                    .deceleration(ratePerMillisecond: scenario.innerDecelerationRate)
                ))
        }
        let spring = viewDamping > 0 ? "spring z=\(NumberFormat.short(viewDamping))" : "spring"
        styles.append(
            (viewDamping > 0 ? "spring-z\(NumberFormat.short(viewDamping))" : "spring", spring, .viewAnimation))
        return styles
    }

    /// One release moved to each target by each movement style, plus the peers' own curves; the policy's own
    /// movement is marked (or added when none of the candidates is it).
    ///
    /// - Parameters:
    ///   - targets: `--targets` tokens (names, axis positions or `all`), or nil for the default selection.
    ///   - threshold: the smallest velocity jump flagged, pt/s.
    /// - Complexity: O(targets × styles × frames) after one capture of the axis.
    /// - Throws: ``CompareInputError`` for a bad target, gesture or scenario.
    public static func movements(
        scenario: Scenario, gesture: Gesture, targets tokens: [String]?, peers: [Peer],
        tuning: PeerTuning = PeerTuning(),
        threshold: Double = velocityJumpThreshold
    ) throws(CompareInputError) -> Comparison {
        let simulator = try makeSimulator(scenario)
        let v = scenario.viewportHeight
        let context: ReleaseContext
        let solver: Trajectory
        let cache = CaptureCache()
        do throws(SimulationError) {
            context = try simulator.releaseContext(for: gesture)
            solver = try simulator.run(gesture, cache: cache)
        } catch {
            throw CompareInputError("gesture", error.description)
        }
        let everyTarget = CompareTarget.all(in: context, scenario: scenario)
        let (targets, note) = try CompareTarget.select(tokens, from: everyTarget, context: context, scenario: scenario)
        let viewDamping = tuning[.viewAnimationDamping]
        let styles = styles(of: scenario, viewDamping: viewDamping)
        let band = scenario.tolerance.pixel
        let s = solver.outcome
        let chosenMovement: ForcedMovement? =
            switch s.movement {
            case .decelerating: .deceleration(ratePerMillisecond: context.decelerationRate)
            case .animating: .viewAnimation
            default: nil
            }
        var curves: [CompareCurve] = []
        curves.reserveCapacity(targets.count * styles.count + peers.count + 1)
        for (group, target) in targets.enumerated() {
            for (variant, style) in styles.enumerated() {
                let id = "\(target.id)/\(style.id)"
                if style.movement == .viewAnimation, viewDamping > 0 {
                    curves.append(
                        try dampedSpringCurve(
                            to: target, damping: viewDamping, simulator: simulator, context: context, id: id,
                            style: style.name, group: group, variant: variant, threshold: threshold))
                    continue
                }
                let run: Trajectory
                do throws(SimulationError) {
                    run = try simulator.run(
                        gesture, then: .moving(to: target.outerOffset, by: style.movement), participantOffsets: false,
                        cache: cache)
                } catch {
                    throw CompareInputError(.targets, "\(target.label): \(error.description)")
                }
                let chosen =
                    abs(s.restingOuterOffset - target.outerOffset) <= band && chosenMovement == style.movement
                    && scenario.policy == .boDragScroll && !(style.movement == .viewAnimation && viewDamping > 0)
                curves.append(
                    .simulated(
                        run, fromRelease: true, id: id, targetID: target.id, target: target.label,
                        targetName: target.name, style: .named(style.name), movement: style.movement.placedPhase,
                        group: group, variant: variant, isChoice: chosen, viewport: v, threshold: threshold))
            }
        }
        var notes = note.map { [$0] } ?? []
        var styleNames = styles.map(\.name)
        if !curves.contains(where: \.isChoice) {
            // The policy does something none of the candidates does (bounce, rest, another target): show it as is.
            let name = scenario.policy.rawValue
            let landing = everyTarget.first { abs($0.outerOffset - s.restingOuterOffset) <= band }
            styleNames.append(name)
            curves.append(
                .simulated(
                    solver, fromRelease: true, id: "\(landing?.id ?? "own")/\(name)", targetID: landing?.id ?? "own",
                    target: landing?.label ?? "\(NumberFormat.short(s.landingHeight)) pt", targetName: landing?.name,
                    style: .named(name), movement: .animating,
                    group: targets.count, variant: styleNames.count - 1, isChoice: true, viewport: v,
                    threshold: threshold))
            notes.append(
                "the \(name) policy's own movement (\(s.movement.rawValue)) is not among the candidates; it is drawn "
                    + "as the '\(name)' curve")
        }
        for (k, peer) in peers.enumerated() {
            styleNames.append(peer.styleName)
            curves.append(
                try peerCurve(
                    peer, tuning: tuning, context: context, scenario: scenario, group: targets.count + 1 + k,
                    variant: styleNames.count - 1, threshold: threshold, targets: everyTarget))
        }
        if !peers.isEmpty {
            // Peers read from one source file are named together, so the note stays short enough for the canvas.
            var sources: [(names: [String], source: String)] = []
            for peer in peers {
                if let k = sources.firstIndex(where: { $0.source == peer.source }) {
                    sources[k].names.append(peer.rawValue)
                } else {
                    sources.append(([peer.rawValue], peer.source))
                }
            }
            notes.append(
                "peer versions: "
                    + sources.map { "\($0.names.joined(separator: ", ")) = \($0.source)" }.joined(separator: "; "))
        }
        if !tuning.changes.isEmpty { notes.append("peer settings: \(tuning.changes.joined(separator: ", "))") }
        CompareCurve.markCoinciding(&curves, tolerance: scenario.tolerance.halfPixel)
        return Comparison(curves: curves, targets: targets, notes: notes, styles: styleNames)
    }

    /// The view-animation spring to `target` with damping ζ for every release speed (the `view-damping` setting):
    /// the scenario's duration rule, UIKit's spring, sampled like a peer.
    static func dampedSpringCurve(
        to target: CompareTarget, damping: Double, simulator: PanelSimulator, context: ReleaseContext, id: String,
        style: String, group: Int, variant: Int, threshold: Double
    ) throws(CompareInputError) -> CompareCurve {
        let scenario = simulator.scenario
        let settings = scenario.viewAnimation
        let distance = target.outerOffset - context.releaseOuterOffset
        let duration = min(
            settings.maximumDuration,
            settings.baseDuration + abs(distance)
                / min(
                    max(settings.speed, ViewAnimationPlan.speedRange.lowerBound),
                    ViewAnimationPlan.speedRange.upperBound))
        do throws(PhysicsInputError) {
            let spring = try UIKitSpringAnimation(
                from: context.releaseOuterOffset, to: target.outerOffset, duration: duration, dampingRatio: damping)
            return sampledCurve(
                spring, context: context, scenario: scenario, id: id, targetID: target.id, target: target.label,
                targetName: target.name, style: .named(style), group: group, variant: variant, threshold: threshold)
        } catch {
            throw CompareInputError(.peerTuning, "view-damping: \(error)")
        }
    }

    /// The same gesture through every release policy of `scenario`'s geometry (one geometry for all, said in the
    /// notes): whole trajectories, seconds since touch-down. Curves that coincide are marked, never dropped.
    public static func policies(scenario: Scenario, gesture: Gesture, threshold: Double = velocityJumpThreshold)
        throws(CompareInputError) -> Comparison
    {
        let v = scenario.viewportHeight
        let note =
            "every system runs on the geometry of scenario '\(scenario.name)' (viewport \(NumberFormat.short(v)) pt, "
            + "detents \(scenario.detents.map { NumberFormat.short($0) }.joined(separator: "/")) pt, "
            + "\(scenario.chain.count) nested scroll view\(scenario.chain.count == 1 ? "" : "s")); only the release "
            + "policy changes"
        return try systems(
            ReleasePolicy.allCases.map { (policy: $0, scenario: scenario, gesture: gesture) }, chosen: scenario.policy,
            guides: scenario, note: note, threshold: threshold)
    }

    /// The preset that models `policy`'s system: BODragScroll's is `default`, any other the first preset whose
    /// policy it is; `nil` when no preset has it.
    public static func ownPreset(for policy: ReleasePolicy) -> Scenario? {
        let preset =
            policy == .boDragScroll
            ? ScenarioPresets.preset(named: "default")
            : ScenarioPresets.all.first { $0.scenario.policy == policy }
        return preset?.scenario
    }

    /// Each system on its own scenario with its own gesture (`bench compare --policies --own-presets`): whole
    /// trajectories, seconds since touch-down, axis positions of each system's own geometry; `guides` gives the
    /// detents drawn. Systems that cannot run their gesture are named in the notes.
    public static func systems(
        _ runs: [(policy: ReleasePolicy, scenario: Scenario, gesture: Gesture)], chosen: ReleasePolicy,
        guides: Scenario, note: String, threshold: Double = velocityJumpThreshold
    ) throws(CompareInputError) -> Comparison {
        var curves: [CompareCurve] = []
        var simulated: [SimulatedRun] = []
        var notes = [note]
        for (index, entry) in runs.enumerated() {
            let policy = entry.policy
            let run: Trajectory
            do throws(SimulationError) {
                run = try PanelSimulator(scenario: entry.scenario).run(entry.gesture, policy: policy)
            } catch {
                notes.append("\(policy.rawValue): not simulated: \(error.description)")
                continue
            }
            let v = entry.scenario.viewportHeight
            let rest = (run.frames.last?.outerOffset ?? run.outcome.restingOuterOffset) + v
            let label = "rest \(NumberFormat.short(rest)) pt"
            let named = entry.scenario.name == guides.name || entry.scenario.name == policy.rawValue
            let style = policy.rawValue + (named ? "" : " (\(entry.scenario.name))")
            curves.append(
                .simulated(
                    run, fromRelease: false, id: "\(policy.rawValue)", targetID: "rest-\(NumberFormat.short(rest))",
                    target: label, style: .named(style), movement: .animating, group: index, variant: 0,
                    isChoice: policy == chosen,
                    viewport: v,
                    threshold: threshold))
            simulated.append(SimulatedRun(curveID: policy.rawValue, scenario: entry.scenario, trajectory: run))
        }
        guard !curves.isEmpty else {
            throw CompareInputError(.policies, "no release policy could simulate this gesture")
        }
        // Hold each panel at rest until the slowest one settles, so a policy that stops at once stays visible.
        let end = curves.compactMap(\.times.last).max() ?? 0
        for index in curves.indices where (curves[index].times.last ?? end) < end {
            curves[index].times.append(end)
            curves[index].positions.append(curves[index].outcome.restingPosition)
            curves[index].velocities.append(0)
        }
        CompareCurve.markCoinciding(&curves, tolerance: guides.tolerance.halfPixel)
        let v = guides.viewportHeight
        let targets = guides.detents.enumerated().map { index, h in
            CompareTarget(
                id: "detent-\(index)", name: "detent \(index)", label: "detent \(index) (\(NumberFormat.short(h)) pt)",
                outerOffset: h - v,
                displayHeight: h, axisPosition: h)
        }
        return Comparison(
            curves: curves, targets: targets, notes: notes, styles: ReleasePolicy.allCases.map(\.rawValue),
            runs: simulated)
    }

    /// A whole trajectory as a curve (seconds since touch-down, outer offsets in points): its frame-to-frame
    /// velocity (points per second) and every velocity jump of at least `threshold` pt/s, at release, at a measured
    /// handoff or between frames. `bench trajectory --velocity-panel` draws it.
    public static func velocityTrace(_ trajectory: Trajectory, threshold: Double = velocityJumpThreshold)
        -> CompareCurve
    {
        .simulated(
            trajectory, fromRelease: false, id: "trajectory", targetID: "", target: "", style: .named(""),
            movement: .animating,
            group: 0,
            variant: 0, isChoice: false, viewport: 0, threshold: threshold)
    }

    /// A simulator for `scenario`, or the scenario's problem as a ``CompareInputError``.
    static func makeSimulator(_ scenario: Scenario) throws(CompareInputError) -> PanelSimulator {
        do throws(SimulationError) {
            return try PanelSimulator(scenario: scenario)
        } catch {
            throw CompareInputError("scenario", error.description)
        }
    }
}
