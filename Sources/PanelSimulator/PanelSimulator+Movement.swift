// PanelSimulator/PanelSimulator+Movement: what moves the panel after release when not the policy: the places a
// release can come to rest, a movement forced onto one of them, and a movement computed elsewhere placed on the axis.
import Scenario
import ScrollAxis
import ScrollPhysics
import Units

/// A place on the captured axis where a release can come to rest: a detent, either end of a participant
/// segment, or an end of the legal range. Points.
public struct ReleaseAnchor: Hashable, Sendable {
    /// What kind of place it is.
    public enum Kind: Hashable, Sendable {
        /// A detent (index into the model's detent heights).
        case detent(Int)
        /// Where a participant starts scrolling (its segment's start).
        case segmentStart(ParticipantID)
        /// Where a participant has scrolled its whole range on the axis (its segment's end).
        case segmentEnd(ParticipantID)
        /// The lowest (true) or highest (false) legal outer offset, when no detent or segment sits there.
        case rangeEdge(lowest: Bool)
    }

    /// The outer offset, points.
    public var outerOffset: Double
    /// The display height the panel shows there, points.
    public var displayHeight: Double
    /// What it is.
    public var kind: Kind
}

/// The state at finger lift-off and the places the release can go (for comparing movements to each).
public struct ReleaseContext: Hashable, Sendable {
    /// Seconds from touch-down to release.
    public var releaseTime: Double
    /// The outer offset at release, points.
    public var releaseOuterOffset: Double
    /// The display height at release, points.
    public var releaseHeight: Double
    /// The release velocity (UIKit's pt/ms; positive = expanding).
    public var releaseVelocity: PointsPerMillisecond
    /// The host's deceleration rate in force at lift-off, per millisecond: the inner rate when the last frame was
    /// consumed by a participant segment, else the panel rate (docs/feel-parameters.md §3).
    public var decelerationRate: Double
    /// The legal outer range, points.
    public var outerRange: ClosedRange<Double>
    /// The anchors of the captured axis, ascending by outer offset.
    public var anchors: [ReleaseAnchor]
}

/// What moves the panel after the finger lifts (``PanelSimulator/run(_:policy:then:participantOffsets:cache:)``).
public enum AfterRelease: Sendable {
    /// The policy's own decision.
    case policy
    /// A move to outer offset `target` (points, within the legal range) by `movement` instead of what the policy
    /// would choose; the outcome's scroll type is nil.
    case moving(to: Double, by: ForcedMovement)
    /// A movement computed elsewhere (a peer's curve, a retargeted deceleration) shown on this panel: the axis
    /// captured for the gesture placed at each of `outerOffsets` (points) at `timesSinceRelease` (seconds), so
    /// display height, panel origin, owner and every participant's offset come from the axis's own projection. The
    /// placed frames show `phase`, the last one ``Phase/settled``; the outcome rests at the last offset with the
    /// last time as its settle time and no handoff crossing.
    case placing(outerOffsets: [Double], timesSinceRelease: [Double], phase: Phase)
}

/// How a movement forced onto a target runs (``AfterRelease/moving(to:by:)``).
public enum ForcedMovement: Hashable, Sendable {
    /// UIKit deceleration retargeted to end on the target, at this rate per millisecond (0.99 `.fast`,
    /// 0.998 `.normal`).
    case deceleration(ratePerMillisecond: Double)
    /// The scenario's view-animation spring (docs/physics.md §6).
    case viewAnimation
    /// A programmatic move (docs/runtime.md, "Scripts"): `animated` runs the view-animation spring from rest, over
    /// `duration` seconds when given (capped at 0.9 s) else the scenario's formula; not animated jumps in the next
    /// frame.
    case programmatic(animated: Bool, duration: Double?)
}

extension PanelSimulator {
    /// The release state of `gesture` under `policy` (the scenario's when nil) and the anchors of the axis captured
    /// for it, without running any movement (the compare and feel analyses choose their targets from it).
    package func releaseContext(for gesture: Gesture, policy: ReleasePolicy? = nil) throws(SimulationError)
        -> ReleaseContext
    {
        let (_, axis, start) = try liftOff(gesture, policy: policy ?? scenario.policy, after: .rest)
        return ReleaseContext(
            releaseTime: gesture.releaseTime, releaseOuterOffset: start.release.outerOffset,
            releaseHeight: start.releaseHeight, releaseVelocity: start.release.velocity,
            decelerationRate: (start.release.insideParticipant ? innerRate : panelRate).perMillisecond,
            outerRange: axis.range.minimum...axis.range.maximum, anchors: Self.anchors(of: axis))
    }

    /// The plan of a move from `release` to outer offset `target` (points, within the legal range) by `movement`.
    func forcedMovement(_ release: Release, to target: Double, by movement: ForcedMovement) throws(PhysicsInputError)
        -> MovementPlan
    {
        switch movement {
        case .deceleration(let perMillisecond):
            return try decelerationMovement(
                release, to: target, rate: try DecelerationRate(perMillisecond: perMillisecond))
        case .viewAnimation:
            return try viewAnimationMovement(release, to: target)
        case .programmatic(let animated, let duration):
            let c = release.outerOffset
            guard animated, target != c else {
                return MovementPlan(motion: .rest(position: target), target: target, expectedDuration: 0)
            }
            let animation = try viewAnimationPlan.animation(
                from: c, to: target, explicitDuration: duration, endTolerance: scenario.tolerance.settle)
            return MovementPlan(motion: .spring(animation), target: target, expectedDuration: animation.settleTime)
        }
    }

    /// Detents, participant segment ends and uncovered range ends, ascending by outer offset.
    static func anchors(of axis: CapturedAxis) -> [ReleaseAnchor] {
        let model = axis.model
        var anchors: [ReleaseAnchor] = []
        for segment in model.segments {
            if segment.isPanelAnchor {
                let index = model.detentHeights.firstIndex { abs($0 - segment.displayHeight) <= model.band } ?? 0
                anchors.append(
                    ReleaseAnchor(
                        outerOffset: segment.outerStart, displayHeight: segment.displayHeight,
                        kind: .detent(index)))
            } else if let id = segment.owner.participantID {
                anchors.append(
                    ReleaseAnchor(
                        outerOffset: segment.outerStart, displayHeight: segment.displayHeight,
                        kind: .segmentStart(id)))
                if segment.outerEnd - segment.outerStart > model.band {
                    anchors.append(
                        ReleaseAnchor(
                            outerOffset: segment.outerEnd, displayHeight: segment.displayHeight,
                            kind: .segmentEnd(id)))
                }
            }
        }
        var probe = axis
        for (edge, lowest) in [(axis.range.minimum, true), (axis.range.maximum, false)]
        where !anchors.contains(where: { abs($0.outerOffset - edge) <= model.band }) {
            probe.place(edge)
            anchors.append(
                ReleaseAnchor(
                    outerOffset: edge, displayHeight: probe.displayHeight,
                    kind: .rangeEdge(lowest: lowest)))
        }
        return anchors.sorted { $0.outerOffset < $1.outerOffset }
    }
}

extension PanelSimulator {
    /// `gesture` tracked to its release (those frames first), then the axis captured for it placed at each of
    /// `outerOffsets` at `timesSinceRelease` (``AfterRelease/placing(outerOffsets:timesSinceRelease:phase:)``).
    func placing(
        _ gesture: Gesture, policy: ReleasePolicy, outerOffsets: [Double], timesSinceRelease: [Double], phase: Phase,
        cache: CaptureCache
    ) throws(SimulationError) -> Trajectory {
        guard !outerOffsets.isEmpty, outerOffsets.count == timesSinceRelease.count,
            outerOffsets.allSatisfy(\.isFinite), timesSinceRelease.allSatisfy(\.isFinite)
        else {
            throw .invalidGesture("placed offsets: \(outerOffsets.count) offsets for \(timesSinceRelease.count) times")
        }
        let tracked = try record(gesture, policy: policy, participantOffsets: true, cache: cache, after: .rest)
        var (_, probe, _) = try liftOff(gesture, policy: policy, after: .rest)
        var placed: [Frame] = []
        var placedOffsets: [Double] = []
        let n = probe.participantIDs.count
        for (index, (y, t)) in zip(outerOffsets, timesSinceRelease).enumerated() {
            probe.place(y)
            placed.append(
                Frame(
                    time: gesture.releaseTime + t, outerOffset: probe.outerOffset, displayHeight: probe.displayHeight,
                    panelOriginY: probe.panelOriginY, owner: probe.owner,
                    phase: index == outerOffsets.count - 1 ? .settled : phase))
            for k in 0..<n { placedOffsets.append(probe.participantOffset(k)) }
        }
        let before = tracked.frames.prefix { $0.time < tracked.outcome.releaseTime }
        var trajectory = tracked
        trajectory.frames = Array(before) + placed
        trajectory.participantOffsets = Array(tracked.participantOffsets.prefix(before.count * n)) + placedOffsets
        if let last = placed.last {
            trajectory.outcome.restingOuterOffset = last.outerOffset
            trajectory.outcome.landingHeight = last.displayHeight
            trajectory.outcome.settleTime = timesSinceRelease.last ?? 0
            trajectory.outcome.movement = phase
            trajectory.outcome.handoff = nil
        }
        return trajectory
    }
}
