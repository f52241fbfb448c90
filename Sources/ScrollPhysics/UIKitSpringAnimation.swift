// ScrollPhysics — UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:) as a motion.

/// A UIKit spring view animation from `startPosition` to `targetPosition` that ends at `duration`.
///
/// The spring comes from ``SpringParameters/init(duration:dampingRatio:)`` (mass 1, envelope at 1/1500 of
/// the distance after `duration`). UIKit's `initialSpringVelocity` is relative — 1.0 means "the whole
/// distance per second" — so the absolute start velocity is `initialSpringVelocity × (target − start)`.
/// At `duration` the animation completes: the position snaps to the target (by ``endSnap``, a fraction of
/// a percent of the distance) and the velocity is 0. A duration of 0 jumps to the target at once.
///
/// This is the motion of BODragScroll's `.viewAnimation` style (docs/physics.md §6); see ``ViewAnimationPlan``.
public struct UIKitSpringAnimation: Simulation, Hashable {
    /// Position at t = 0, points.
    public let startPosition: Double
    /// Position at the end, points.
    public let targetPosition: Double
    /// Animation duration, seconds (≥ 0).
    public let duration: Double
    /// UIKit's damping ratio, in (0, 1].
    public let dampingRatio: Double
    /// UIKit's relative initial velocity: distances per second (BODragScroll always passes 0).
    public let initialSpringVelocity: Double
    /// The spring run during the animation; `nil` for a zero duration or a zero distance.
    public let spring: SpringSimulation?

    /// A UIKit spring animation.
    /// - Parameters:
    ///   - from: start position, points.
    ///   - to: target position, points.
    ///   - duration: seconds, ≥ 0.
    ///   - dampingRatio: ζ in (0, 1].
    ///   - initialSpringVelocity: UIKit's relative velocity (distances per second), default 0.
    ///   - endTolerance: nil for the plain UIKit form; else, for a move started at rest, the spring is stiffened
    ///     so that ``endSnap`` is at most this many points
    ///     (``SpringParameters/init(duration:dampingRatio:distance:endTolerance:)``).
    /// - Throws: ``PhysicsInputError`` naming the first bad field.
    public init(
        from start: Double, to target: Double, duration: Double, dampingRatio: Double,
        initialSpringVelocity: Double = 0, endTolerance: Double? = nil
    ) throws(PhysicsInputError) {
        startPosition = try Check.finite(start, "from")
        targetPosition = try Check.finite(target, "to")
        self.duration = try Check.nonNegative(duration, "duration")
        self.dampingRatio = try Check.positive(dampingRatio, "dampingRatio")
        self.initialSpringVelocity = try Check.finite(initialSpringVelocity, "initialSpringVelocity")
        let distance = targetPosition - startPosition
        if self.duration > 0, distance != 0 {
            let parameters =
                if let endTolerance, self.initialSpringVelocity == 0 {
                    try SpringParameters(
                        duration: self.duration, dampingRatio: self.dampingRatio, distance: distance,
                        endTolerance: endTolerance)
                } else {
                    try SpringParameters(duration: self.duration, dampingRatio: self.dampingRatio)
                }
            spring = try SpringSimulation(
                spring: parameters, position: startPosition,
                velocity: self.initialSpringVelocity * distance, target: targetPosition)
        } else {
            guard self.dampingRatio <= 1 else {
                throw .outOfRange(field: "dampingRatio", value: self.dampingRatio, expected: "0 < ratio <= 1")
            }
            spring = nil
        }
    }

    /// Position in points at `time` seconds; the target from `duration` on.
    public func position(at time: Double) -> Double {
        let t = max(time, 0)
        guard t < duration else { return targetPosition }
        return spring?.position(at: t) ?? startPosition
    }

    /// Velocity in points per second at `time` seconds; 0 from `duration` on.
    public func velocity(at time: Double) -> Double {
        guard let spring, time < duration else { return 0 }
        return spring.velocity(at: time)
    }

    /// The animation's duration: it is done exactly then.
    public var settleTime: Double { duration }

    /// The target position.
    public var finalPosition: Double { targetPosition }

    /// The jump at the end, target − spring position at `duration`, points (0 without a spring).
    public var endSnap: Double {
        guard let spring else { return 0 }
        return targetPosition - spring.position(at: duration)
    }

    /// `UIKitSpringAnimation(0.0 pt → 100.0 pt in 0.22 s, damping: 0.8, initial velocity: 0.0 /s)`.
    public var description: String {
        "UIKitSpringAnimation(\(startPosition) pt → \(targetPosition) pt in \(duration) s, "
            + "damping: \(dampingRatio), initial velocity: \(initialSpringVelocity) /s)"
    }
}
