// ScrollPhysics — how far a deceleration travels: the continuous integral and WWDC18's discrete sum.
import Units

/// The distance a deceleration travels before it stops, in the two forms found in the wild.
///
/// They differ by the factor −d·ln d/(1 − d): 0.9990 for `.normal` (0.1 %) and 0.9950 for `.fast`
/// (0.5 %). v₀ = 1000 pt/s travels 499.5 pt (continuous) vs 499.0 pt (WWDC18) with `.normal`. Which one a
/// comparison uses must be named; this module's motions use the continuous form (docs/physics.md §2).
public enum DecelerationProjection {
    /// Continuous form, the limit of ``DecelerationSimulation``: Δ = −v/(1000·ln d) = −v/k.
    ///
    /// Source: super-ultra/ScrollMechanics `DecelerationTimingParameters.swift`; Compose-iOS
    /// `CupertinoScrollDecayAnimationSpec` (docs/physics.md §1).
    /// - Parameters:
    ///   - velocity: release velocity, points per second.
    ///   - rate: per-millisecond deceleration rate.
    /// - Returns: signed distance in points.
    public static func continuousDistance(velocity: Double, rate: DecelerationRate) -> Double {
        -velocity / rate.decayExponent
    }

    /// WWDC18 "Designing Fluid Interfaces" (session 803) `project(initialVelocity:decelerationRate:)`:
    /// Δ = (v/1000)·d/(1 − d), the geometric sum of one step per millisecond, Σₙ≥₁ (v/1000)·dⁿ.
    ///
    /// Source: asciiwwdc.com/2018/sessions/803; copied in scenee/FloatingPanel `Sources/Core.swift` and
    /// jtrivedi/Wave `UIMathUtilities.swift` (docs/physics.md §2).
    /// - Parameters:
    ///   - velocity: release velocity, points per second.
    ///   - rate: per-millisecond deceleration rate.
    /// - Returns: signed distance in points.
    public static func wwdc18Distance(velocity: Double, rate: DecelerationRate) -> Double {
        let d = rate.perMillisecond
        return PointsPerSecond(velocity).pointsPerMillisecond.value * d / (1 - d)
    }
}
