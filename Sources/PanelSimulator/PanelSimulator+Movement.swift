// PanelSimulator/PanelSimulator+Movement: the places a release can come to rest and the movement the policy plans
// towards one.
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

/// How a movement forced onto a target runs (``PanelSimulator/run(_:movingTo:by:policy:)``).
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
    /// for it, without running any movement.
    public func releaseContext(for gesture: Gesture, policy: ReleasePolicy? = nil) throws(SimulationError)
        -> ReleaseContext
    {
        var context: ReleaseContext?
        _ = try simulate(gesture, policy: policy ?? scenario.policy, recordFrames: false) {
            _, release, axis, _, _ throws(SimulationError) in
            context = ReleaseContext(
                releaseTime: gesture.releaseTime, releaseOuterOffset: release.outerOffset,
                releaseHeight: axis.displayHeight, releaseVelocity: release.velocity,
                decelerationRate: (release.insideParticipant ? innerRate : panelRate).perMillisecond,
                outerRange: axis.range.minimum...axis.range.maximum, anchors: Self.anchors(of: axis))
            return MovementPlan(
                motion: .rest(position: release.outerOffset), target: release.outerOffset,
                expectedDuration: 0)
        }
        guard let context else { throw .invalidGesture("release: not reached") }
        return context
    }

    /// Simulates `gesture`, but after release moves to outer offset `target` (points, within the legal range) by
    /// `movement` instead of what the policy would choose. The outcome's scroll type is nil.
    public func run(
        _ gesture: Gesture, movingTo target: Double, by movement: ForcedMovement,
        policy: ReleasePolicy? = nil
    ) throws(SimulationError) -> Trajectory {
        var cache = CaptureCache()
        return try run(gesture, movingTo: target, by: movement, policy: policy, cache: &cache)
    }

    /// ``run(_:movingTo:by:policy:)`` reusing the axis `cache` captured for the same gesture (many
    /// targets of one release cost one capture); with `recordParticipantOffsets` false the trajectory has frames
    /// but no participant columns, so memory stays proportional to frames on a deep chain.
    public func run(
        _ gesture: Gesture, movingTo target: Double, by movement: ForcedMovement,
        policy: ReleasePolicy? = nil, recordParticipantOffsets: Bool = true,
        cache: inout CaptureCache
    ) throws(SimulationError) -> Trajectory {
        guard target.isFinite else { throw .invalidGesture("target: \(target) is not finite") }
        return try simulate(
            gesture, policy: policy ?? scenario.policy, recordFrames: true,
            recordParticipantOffsets: recordParticipantOffsets, cache: &cache
        ) {
            _, release, axis, _, _ throws(SimulationError) in
            let range = axis.range
            guard target >= range.minimum - axis.model.band, target <= range.maximum + axis.model.band else {
                throw .invalidGesture(
                    "target: outer offset \(target) pt is outside \(range.minimum)…\(range.maximum) pt")
            }
            do throws(PhysicsInputError) {
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
                        from: c, to: target, explicitDuration: duration,
                        endTolerance: scenario.tolerance.settle)
                    return MovementPlan(
                        motion: .spring(animation), target: target, expectedDuration: animation.settleTime)
                }
            } catch {
                throw .invalidMotion(error)
            }
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
