// ScrollPhysics — a fixed-duration animation along a timing curve (UIKit ease-in-out by default).

/// A UIKit curve animation from `startPosition` to `targetPosition` over exactly `duration` seconds:
/// x(t) = x₀ + (x₁ − x₀)·curve(t/duration).
///
/// Used by the "comment pop-up" system (docs/systems.md §2): a fixed 0.25 s ease-in-out
/// (``CubicBezierTimingCurve/easeInEaseOut``) between two positions, whatever the release velocity.
/// Done at `duration`, after which it holds the target. A duration of 0 jumps at once.
public struct TimingCurveAnimation: Simulation, Hashable {
    /// Position at t = 0, points.
    public let startPosition: Double
    /// Position at the end, points.
    public let targetPosition: Double
    /// Seconds (≥ 0).
    public let duration: Double
    /// The timing curve.
    public let curve: CubicBezierTimingCurve

    /// The comment pop-up's fixed duration, 0.25 s.
    public static let popUpDuration = 0.25

    /// An animation from `start` to `target` (points) over `duration` seconds along `curve`.
    /// - Throws: ``PhysicsInputError`` naming `from`, `to` or `duration`.
    public init(
        from start: Double, to target: Double, duration: Double = TimingCurveAnimation.popUpDuration,
        curve: CubicBezierTimingCurve = .easeInEaseOut
    ) throws(PhysicsInputError) {
        startPosition = try Check.finite(start, "from")
        targetPosition = try Check.finite(target, "to")
        self.duration = try Check.nonNegative(duration, "duration")
        self.curve = curve
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double {
        let t = max(time, 0)
        guard t < duration else { return targetPosition }
        return startPosition + (targetPosition - startPosition) * curve.progress(at: t / duration)
    }

    /// Velocity in points per second at `time` seconds (0 from `duration` on).
    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        guard t < duration else { return 0 }
        return (targetPosition - startPosition) / duration * curve.slope(at: t / duration)
    }

    /// Exactly ``duration``.
    public var settleTime: Double { duration }

    /// The target position.
    public var finalPosition: Double { targetPosition }

    /// `TimingCurveAnimation(0.0 pt → 100.0 pt in 0.25 s, CubicBezierTimingCurve(0.42, 0.0, 0.58, 1.0))`.
    public var description: String {
        "TimingCurveAnimation(\(startPosition) pt → \(targetPosition) pt in \(duration) s, \(curve))"
    }
}
