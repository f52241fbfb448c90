// ScrollPhysics — BODragScroll's view-animation plan (duration and damping of a `.viewAnimation` move).
import Units

/// How BODragScroll sizes a `.viewAnimation` move (OC `__liteAnimateToOffset`, Swift `startViewAnimation`;
/// docs/physics.md §6).
///
/// - **Duration:** `min(maximumDuration, baseDuration + |Δ| / speed)` — with the defaults 0.12 s + Δ/1000,
///   capped at 0.32 s (reached at Δ = 200 pt). An explicit duration replaces it, clamped to 0…0.9 s.
/// - **Damping:** 1.0 below the high velocity threshold (2.2 pt/ms), 0.8 from it, 0.6 from twice it
///   (4.4 pt/ms); always 1 when the spring is off.
/// - **Initial spring velocity:** always 0 (the release velocity only picks the damping tier).
/// - **Which velocity:** on release, the release speed if the animation heads the same way as the flick,
///   else 0.
///
/// Out-of-range settings are normalised as the component does (base floored at 0, speed clamped to
/// 100…100 000 pt/s, maximum never below base); NaN or infinite settings throw.
public struct ViewAnimationPlan: Sendable, Hashable, CustomStringConvertible {
    /// Fixed part of the duration, seconds (≥ 0). Default 0.12.
    public let baseDuration: Double
    /// Distance per second added to the duration, points per second (100…100 000). Default 1000.
    public let speed: Double
    /// Cap on the computed duration, seconds (≥ ``baseDuration``). Default 0.32.
    public let maximumDuration: Double
    /// Whether the animation uses the damping tiers; `false` means damping 1 always. Default `true`.
    public let usesSpring: Bool
    /// The solver's high velocity threshold, points per **millisecond** (UIKit's `willEndDragging` unit).
    /// Default 2.2; the second damping tier starts at twice it.
    public let highVelocityThreshold: Double

    /// Cap on an explicit (caller-supplied) duration, seconds: 0.9.
    public static let explicitDurationCap = 0.9
    /// Allowed `speed` range, points per second.
    public static let speedRange: ClosedRange<Double> = 100...100_000

    /// The component's default fixed part of the duration, seconds (docs/feel-parameters.md §2).
    public static let defaultBaseDuration = 0.12
    /// The component's default speed, points per second (docs/feel-parameters.md §2).
    public static let defaultSpeed = 1000.0
    /// The component's default cap on the duration, seconds (docs/feel-parameters.md §2).
    public static let defaultMaximumDuration = 0.32

    /// A plan with the given settings (see the type's documentation for the normalisation); the high velocity
    /// threshold is the solver's (ScrollAxis `FeelParameters`), so it has no default here.
    /// - Throws: ``PhysicsInputError`` if a setting is NaN or infinite, or the threshold is not > 0.
    public init(
        baseDuration: Double = defaultBaseDuration, speed: Double = defaultSpeed,
        maximumDuration: Double = defaultMaximumDuration, usesSpring: Bool = true, highVelocityThreshold: Double
    ) throws(PhysicsInputError) {
        let base = max(0, try Check.finite(baseDuration, "baseDuration"))
        let clampedSpeed = min(
            max(try Check.finite(speed, "speed"), Self.speedRange.lowerBound), Self.speedRange.upperBound)
        let maximum = max(base, try Check.finite(maximumDuration, "maximumDuration"))
        let high = try Check.positive(highVelocityThreshold, "highVelocityThreshold")
        self.init(validatedBase: base, speed: clampedSpeed, maximum: maximum, usesSpring: usesSpring, high: high)
    }

    private init(validatedBase: Double, speed: Double, maximum: Double, usesSpring: Bool, high: Double) {
        baseDuration = validatedBase
        self.speed = speed
        maximumDuration = maximum
        self.usesSpring = usesSpring
        highVelocityThreshold = high
    }

    /// The duration in seconds for a move of `distance` points (sign ignored), or the explicit duration
    /// clamped to 0…0.9 s when one is given. A NaN or infinite explicit duration is ignored.
    public func duration(forDistance distance: Double, explicitDuration: Double? = nil) -> Double {
        if let explicitDuration, explicitDuration.isFinite {
            return min(max(explicitDuration, 0), Self.explicitDurationCap)
        }
        return min(maximumDuration, baseDuration + distance.magnitude / speed)
    }

    /// The damping ratio for a release speed of `velocity` points per **second** (sign ignored), compared
    /// with the thresholds in points per millisecond: 1 below 2.2, 0.8 below 4.4, else 0.6.
    public func dampingRatio(forVelocity velocity: Double) -> Double {
        guard usesSpring else { return 1 }
        let perMillisecond = PointsPerSecond(velocity.magnitude).pointsPerMillisecond.value
        if perMillisecond < highVelocityThreshold { return 1 }
        if perMillisecond < 2 * highVelocityThreshold { return 0.8 }
        return 0.6
    }

    /// The animation of a move from `start` to `target` (points) released at `releaseVelocity` (points per
    /// second, signed; only a velocity heading toward the target counts), optionally with an explicit
    /// duration in seconds; with `endTolerance` (points) the spring ends within it of the target
    /// (``UIKitSpringAnimation/init(from:to:duration:dampingRatio:initialSpringVelocity:endTolerance:)``).
    /// - Throws: ``PhysicsInputError`` if `start` or `target` is not finite.
    public func animation(
        from start: Double, to target: Double, releaseVelocity: Double = 0, explicitDuration: Double? = nil,
        endTolerance: Double? = nil
    ) throws(PhysicsInputError) -> UIKitSpringAnimation {
        let distance = try Check.finite(target, "to") - (try Check.finite(start, "from"))
        let headsSameWay = releaseVelocity.isFinite && releaseVelocity * distance > 0
        return try UIKitSpringAnimation(
            from: start, to: target,
            duration: duration(forDistance: distance, explicitDuration: explicitDuration),
            dampingRatio: dampingRatio(forVelocity: headsSameWay ? releaseVelocity : 0),
            initialSpringVelocity: 0, endTolerance: endTolerance)
    }

    /// `ViewAnimationPlan(0.12 s + Δ/1000.0 pt/s, max 0.32 s, spring on, tiers 2.2/4.4 pt/ms)`.
    public var description: String {
        "ViewAnimationPlan(\(baseDuration) s + Δ/\(speed) pt/s, max \(maximumDuration) s, "
            + "spring \(usesSpring ? "on" : "off"), tiers \(highVelocityThreshold)/\(2 * highVelocityThreshold) pt/ms)"
    }
}
