import Scenario
// PanelSimulator/PanelSimulator+Release: the state at finger lift-off and the movement plan that follows it.
import ScrollAxis
import ScrollPhysics
import Units

/// The state at finger lift-off.
struct Release {
    /// Outer offset, points.
    var outerOffset: Double
    /// Velocity (UIKit's pt/ms): the finger's, as the host reports it to the solver.
    var velocity: PointsPerMillisecond
    /// How fast the shown axis moves at lift-off: the finger velocity times the tracker's slope (the rubber band's
    /// past an edge), so a movement that starts with it is continuous in position and velocity.
    var axisVelocity: PointsPerSecond
    /// The last frame was consumed by a participant segment (the host runs the inner rate).
    var insideParticipant: Bool
}

/// What happens after release.
struct MovementPlan {
    var motion: Motion
    /// Where the motion ends, outer offset in points.
    var target: Double
    /// The solver's target height, points (nil: read it from the axis at the target).
    var targetHeight: Double?
    var scrollType: ScrollType?
    /// The comment pop-up's decision (nil for other policies).
    var popUp: PopUpOutcome?
    /// Why the view-animation style fell back to deceleration.
    var viewAnimationFallback: ViewAnimationFallback?
    /// A bound on the motion's length, seconds (for reserving frames).
    var expectedDuration: Double
}

extension PanelSimulator {
    /// Chooses the target and the motion for `release` as `choice` says: the policy's own decision, a forced move
    /// (refused with the target named when it is outside the legal range, beyond the one-pixel band) or a rest.
    func movement(
        for release: Release, after choice: MovementChoice, policy: ReleasePolicy, axis: CapturedAxis,
        gesture: Gesture
    ) throws(SimulationError) -> MovementPlan {
        let range = axis.range
        if case .moving(let target, _) = choice,
            !(target >= range.minimum - axis.model.band && target <= range.maximum + axis.model.band)
        {
            throw .invalidGesture("target: outer offset \(target) pt is outside \(range.minimum)…\(range.maximum) pt")
        }
        do throws(PhysicsInputError) {
            switch (choice, policy) {
            case (.rest, _), (.policy, .thirtyLine):
                return MovementPlan(
                    motion: .rest(position: release.outerOffset), target: release.outerOffset, expectedDuration: 0)
            case (.policy, .commentPopUp):
                return try commentPopUpMovement(release, axis: axis, gesture: gesture)
            case (.policy, .boDragScroll), (.policy, .homeUnified), (.policy, .homeLegacy):
                return try solverMovement(release, policy: policy, axis: axis)
            case (.moving(let target, let movement), _):
                return try forcedMovement(release, to: target, by: movement)
            }
        } catch {
            throw .invalidMotion(error)
        }
    }

    /// BODragScroll: UIKit's prediction → the solver → retargeted deceleration, a view animation, or bounce-back.
    /// The home drivers use the same axis without detents (the solver passes UIKit's prediction through).
    func solverMovement(_ release: Release, policy: ReleasePolicy, axis: CapturedAxis) throws(PhysicsInputError)
        -> MovementPlan
    {
        let c = release.outerOffset
        let range = axis.range
        let rate = release.insideParticipant ? innerRate : panelRate
        // UIKit's targetContentOffset: the natural rest position (continuous closed form), clamped to the range.
        let natural = try DecelerationSimulation(
            position: c, velocity: release.velocity.pointsPerSecond.value, rate: rate)
        let proposal = range.clamp(natural.finalPosition)
        let decision = axis.model.solveRelease(
            ReleaseRequest(
                currentOuterOffset: c, proposedOuterOffset: proposal, velocity: release.velocity.value,
                minimumOuterOffset: range.minimum, maximumOuterOffset: range.maximum),
            feel: scenario.feel)
        let handoff = axis.model.participantSegmentIndices.first.map { axis.model.segments[$0].outerStart }

        let overscrolled = c < range.minimum || c > range.maximum
        if overscrolled || (decision.scrollType == .none && proposal != natural.finalPosition) {
            // Overscrolled at release: the spring starts at once with the axis's own velocity (finger × rubber-band
            // slope). A free fling that runs past an edge: decay to the edge, spring back.
            let motion =
                overscrolled
                ? try DecelerationSimulation(position: c, velocity: release.axisVelocity.value, rate: rate) : natural
            let bounce = try BounceBackSimulation(
                motion: motion, range: range.minimum...range.maximum,
                spring: bounceSpring)
            return MovementPlan(
                motion: .bounce(bounce), target: bounce.finalPosition, targetHeight: nil,
                scrollType: decision.scrollType,
                expectedDuration: bounce.settleTime)
        }

        var target = decision.targetOuterOffset
        if policy == .homeLegacy, let h = handoff,
            (c < h && natural.finalPosition > h) || (c > h && natural.finalPosition < h)
        {
            // Legacy driver: the outer view stops at the header/body edge; the table does not inherit the fling.
            let stop = natural.time(toReach: h)
            if stop.isFinite {
                target = h
                return MovementPlan(
                    motion: .truncated(natural, stopTime: stop, stopPosition: h), target: h,
                    targetHeight: nil, scrollType: decision.scrollType,
                    expectedDuration: stop)
            }
        }

        var plan: MovementPlan
        var fallback: ViewAnimationFallback?
        if scenario.movementStyle == .viewAnimation, target != c {
            if decision.scrollType != .panelToPanel {
                fallback = .notPanelToPanel(decision.scrollType)
            } else if let k = crossedParticipant(from: c, to: target, model: axis.model) {
                fallback = .touchesList(participantName(axis.model.segments[k].owner.participantID ?? 0))
            }
        }
        if scenario.movementStyle == .viewAnimation, target != c, fallback == nil {
            plan = try viewAnimationMovement(release, to: target)
        } else {
            plan = try decelerationMovement(release, to: target, rate: rate)
        }
        plan.viewAnimationFallback = fallback
        plan.targetHeight = decision.targetDisplayHeight
        plan.scrollType = decision.scrollType
        return plan
    }

    /// UIKit deceleration retargeted to come to rest on `target` at `rate` (rest at once when it is the release
    /// offset). Shared by releases and by forced comparison movements, so both run the same curve.
    func decelerationMovement(_ release: Release, to target: Double, rate: DecelerationRate) throws(PhysicsInputError)
        -> MovementPlan
    {
        let c = release.outerOffset
        if target == c { return MovementPlan(motion: .rest(position: c), target: c, expectedDuration: 0) }
        let retargeted = try RetargetedDeceleration(
            position: c, releaseVelocity: release.velocity.pointsPerSecond.value,
            target: target, rate: rate)
        return MovementPlan(
            motion: .deceleration(retargeted.deceleration), target: target,
            expectedDuration: retargeted.settleTime)
    }

    /// The scenario's view-animation spring from the release offset to `target` (docs/physics.md §6).
    func viewAnimationMovement(_ release: Release, to target: Double) throws(PhysicsInputError) -> MovementPlan {
        let c = release.outerOffset
        if target == c { return MovementPlan(motion: .rest(position: c), target: c, expectedDuration: 0) }
        let animation = try viewAnimationPlan.animation(
            from: c, to: target, releaseVelocity: release.velocity.pointsPerSecond.value,
            endTolerance: scenario.tolerance.settle)
        return MovementPlan(motion: .spring(animation), target: target, expectedDuration: animation.settleTime)
    }

    /// The first participant segment (index into the model's segments) the path from `c` to `t` touches, zero-length
    /// ones included, or nil.
    func crossedParticipant(from c: Double, to t: Double, model: AxisModel) -> Int? {
        let lo = min(c, t)
        let hi = max(c, t)
        return model.participantSegmentIndices.first { i in
            model.segments[i].outerStart <= hi && model.segments[i].outerEnd >= lo
        }
    }

    /// The comment pop-up: dismiss iff moving down, the last touch event moved more than 5 pt down, and the drag
    /// did not stay in the table; a fixed 0.25 s ease-in-out to the chosen state either way.
    func commentPopUpMovement(_ release: Release, axis: CapturedAxis, gesture: Gesture) throws(PhysicsInputError)
        -> MovementPlan
    {
        let downwardVelocity = -release.velocity.pointsPerSecond.value  // positive = finger moving down
        let lastEventDown = -gesture.lastEventTranslation  // pt
        let stayedInTable =
            Tracker.takeoverTime(gesture, tableOffset: primaryTable.contentOffset) > gesture.releaseTime
        let dismiss = downwardVelocity > 0 && lastEventDown > Self.commentPopUpDismissTranslation && !stayedInTable
        let target = dismiss ? axis.range.minimum : axis.range.maximum
        let c = release.outerOffset
        let popUp: PopUpOutcome = dismiss ? .dismissed : .shown
        guard target != c else {
            return MovementPlan(motion: .rest(position: c), target: c, popUp: popUp, expectedDuration: 0)
        }
        let curve = try TimingCurveAnimation(from: c, to: target)
        return MovementPlan(
            motion: .curve(curve), target: target, targetHeight: nil, scrollType: nil, popUp: popUp,
            expectedDuration: curve.settleTime)
    }

    /// The comment pop-up's last-event translation threshold, points.
    public static let commentPopUpDismissTranslation = 5.0
}
