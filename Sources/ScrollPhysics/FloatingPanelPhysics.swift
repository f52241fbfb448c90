// ScrollPhysics — scenee/FloatingPanel's momentum projection and attraction spring.

/// FloatingPanel's release physics (`FloatingPanelDefaultBehavior`, "fine-tuned to behave as a search panel
/// in Apple Maps"): a WWDC18 momentum projection to pick the target, then a spring toward it.
///
/// Source: scenee/FloatingPanel `Sources/Behavior.swift` (defaults) and `Sources/Core.swift`
/// (`project(initialVelocity:decelerationRate:)`, `NumericSpringAnimator`), snapshot 7efcc76 (docs/physics.md §11).
public enum FloatingPanelPhysics {
    /// `momentumProjectionRate`: UIKit `.normal`, 0.998 per ms.
    public static var momentumProjectionRate: DecelerationRate { .normal }
    /// `springDecelerationRate`: `.fast.rawValue + 0.001` = 0.991 per ms.
    public static let springDecelerationRate = 0.991
    /// `springResponseTime`: 0.4 s.
    public static let springResponseTime = 0.4
    /// Below this release speed the spring is critically damped: 300 pt/s.
    public static let criticalDampingVelocity = 300.0

    /// Where FloatingPanel projects a release: `position + project(velocity, rate)` with the WWDC18
    /// discrete formula (``DecelerationProjection/wwdc18Distance(velocity:rate:)``). Points, pt/s in.
    public static func projectedPosition(
        from position: Double, velocity: Double, rate: DecelerationRate = momentumProjectionRate
    ) -> Double {
        position + DecelerationProjection.wwdc18Distance(velocity: velocity, rate: rate)
    }

    /// The damping ratio `NumericSpringAnimator` derives from a deceleration rate:
    /// ζ = ln(rate)/(−2π·f·0.001 s) with f = 1/responseTime (so ω = 2πf). 0.991 with 0.4 s gives 0.576;
    /// ζ = 1 needs rate ≈ 0.9844 (FloatingPanel's doc comment says 0.979, which matches no current default).
    /// - Parameters:
    ///   - decelerationRate: per-millisecond rate in (0, 1).
    ///   - responseTime: seconds, > 0.
    public static func dampingRatio(decelerationRate: Double, responseTime: Double) -> Double {
        libmLog(decelerationRate) / (-2 * Double.pi / responseTime * 0.001)
    }

    /// The attraction spring for a release at `releaseVelocity` (pt/s): mass 1, ω = 2π/responseTime
    /// (15.71 rad/s for 0.4 s), ζ from ``dampingRatio(decelerationRate:responseTime:)`` when the speed
    /// exceeds 300 pt/s, else 1. FloatingPanel steps it per frame with a semi-implicit Euler update; this is
    /// the exact spring it approximates.
    /// - Throws: ``PhysicsInputError`` for a rate outside (0, 1), a non-positive response time, or a NaN
    ///   velocity.
    public static func spring(
        releaseVelocity: Double, decelerationRate: Double = springDecelerationRate,
        responseTime: Double = springResponseTime
    ) throws(PhysicsInputError) -> SpringParameters {
        let speed = try Check.finite(releaseVelocity, "releaseVelocity").magnitude
        let rate = try DecelerationRate(perMillisecond: decelerationRate).perMillisecond
        let response = try Check.positive(responseTime, "responseTime")
        let zeta = speed > criticalDampingVelocity ? dampingRatio(decelerationRate: rate, responseTime: response) : 1
        return try SpringParameters(dampingRatio: zeta, response: response)
    }
}
