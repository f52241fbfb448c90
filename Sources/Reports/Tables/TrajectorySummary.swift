// Reports/Tables/TrajectorySummary: the title and the aligned outcome lines `bench trajectory` prints for one run.
import Analysis
import PanelSimulator
import Scenario
import Support

/// The text that names and summarizes one simulated gesture.
public enum TrajectorySummary {
    /// `default at 60 Hz: release at 400 pt, 1.5 pt/ms; bodragscroll, system scroll`. The frame rate (also the
    /// touch sampling rate) is always named, so two runs that differ only in it have different titles. The policy
    /// is left out when it has the scenario's name; the movement style is named only for BODragScroll, the one
    /// system that has styles. A drag that starts on the content names the handoff mode (`…, on the content,
    /// coordinated handoff`): it decides who takes the drag.
    public static func title(_ setup: GestureSetup, policy: ReleasePolicy) -> String {
        let style =
            policy == .boDragScroll
            ? (setup.scenario.movementStyle == .viewAnimation ? ", view animation" : ", system scroll") : ""
        let system = policy.rawValue == setup.scenario.name ? "" : "; \(policy.rawValue)\(style)"
        let handoff =
            setup.gesture.startsOnInnerContent && !setup.scenario.chain.isEmpty
            ? ", \(handoffName(setup.scenario.handoffMode)) handoff" : ""
        return "\(setup.scenario.name) at \(NumberFormat.short(setup.scenario.frameRate)) Hz: \(setup.description)"
            + handoff + system
    }

    /// A handoff mode as a title says it: `coordinated`, `inner-first`, `inner-first-at-its-edge`.
    static func handoffName(_ mode: HandoffMode) -> String {
        switch mode {
        case .coordinated: "coordinated"
        case .innerFirst: "inner-first"
        case .innerFirstAtBoundary: "inner-first-at-its-edge"
        }
    }

    /// The trajectory's outcome as aligned `name  value unit` lines.
    public static func text(
        _ trajectory: Trajectory, setup: GestureSetup, policy: ReleasePolicy,
        jumps: (found: [VelocityJump], threshold: Double)? = nil
    ) -> String {
        let s = trajectory.outcome
        let f = { (value: Double) in NumberFormat.short(value) }
        let detent = s.landingDetentIndex.map { " (detent \($0))" } ?? ""
        var rows: [(String, String)] = [
            (
                "scenario",
                "\(setup.scenario.name) (policy \(policy.rawValue)"
                    + (policy == .boDragScroll ? ", style \(setup.scenario.movementStyle.rawValue)" : "")
                    + ", \(f(setup.scenario.frameRate)) Hz)"
            ),
            ("gesture", setup.description),
            (
                "release",
                "t \(f(s.releaseTime)) s, height \(f(s.releaseHeight)) pt, outer offset \(f(s.releaseOuterOffset)) pt, "
                    + "velocity \(f(s.releaseVelocity.value)) pt/ms"
            ),
            ("landing", "height \(f(s.landingHeight)) pt\(detent), outer offset \(f(s.restingOuterOffset)) pt"),
        ]
        for rest in s.restingContentOffsets {
            rows.append(("\(rest.name) offset", "\(f(rest.contentOffset)) pt at rest"))
        }
        if let popUp = s.popUp { rows.append(("pop-up", popUp.rawValue)) }
        if let mismatch = s.offsetMismatch { rows.append(("list offset", mismatch.description)) }
        rows += [
            ("scroll type", s.scrollType.map { "\($0)" } ?? "n/a"),
            ("movement", s.movement.rawValue + (s.viewAnimationFallback.map { " (\($0))" } ?? "")),
            (
                "settle time",
                s.unsettledAtCap
                    ? "not settled: stopped by the \(f(Scenario.maximumMovementDuration)) s cap "
                        + "\(f(s.remainingAtCap)) pt short of its target (the landing is where it stopped)"
                    : "\(f(s.settleTime)) s after release (within \(f(s.settleThreshold)) pt of rest)"
            ),
            ("overshoot", "\(f(s.overshoot)) pt"),
            ("peak speed", "\(f(s.peakSpeed.value)) pt/s"),
            ("velocity jump", "\(f(s.velocityJumpAtRelease.value)) pt/s at release (motion start − finger)"),
        ]
        if let h = s.handoff {
            let kept = h.momentumKept.map { "\(f($0 * 100)) % kept" } ?? "arrived at rest"
            rows.append(
                (
                    "handoff",
                    "\(h.from) → \(h.to) at outer offset \(f(h.outerOffset)) pt, +\(f(h.time)) s: "
                        + "\(f(h.speedBefore.value)) → \(f(h.speedAfter.value)) pt/s, \(kept)"
                ))
        } else {
            rows.append(("handoff", "none crossed after release"))
        }
        if let jumps {
            let list = jumps.found.map {
                "\($0.kind.rawValue) \(f($0.jump)) pt/s at \(f($0.time)) s (outer offset \(f($0.position)) pt)"
            }
            rows.append(
                (
                    "jumps flagged",
                    (list.isEmpty ? "none" : list.joined(separator: "; "))
                        + " (flagged from \(f(jumps.threshold)) pt/s)"
                ))
        }
        rows.append(("frames", "\(s.frameCount)"))
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 + "\n" }.joined()
    }
}
