// ScrollPhysics — UIScrollView's exponential deceleration.

/// UIKit's momentum scrolling: the velocity decays by ``DecelerationRate`` every millisecond.
///
/// ```
/// v(t) = v₀·e^(k·t)              k = 1000·ln d  (per second)
/// x(t) = x₀ + v₀·(e^(k·t) − 1)/k
/// x∞   = x₀ − v₀/k               (normal: x₀ + 0.4995·v₀, fast: x₀ + 0.0995·v₀)
/// ```
/// Sources: docs/physics.md §1 — super-ultra/ScrollMechanics `DecelerationTimingParameters.swift`, Compose-iOS
/// `CupertinoScrollDecayAnimationSpec`, Ilya Lobanov's "Deceleration mechanics of UIScrollView" (2019).
///
/// **Stop time.** The motion is done when the *remaining distance* |x∞ − x(t)| falls to
/// ``restDistance`` (0.5 pt by default): t = ln(θ·|k|/|v₀|)/k. This is the threshold ScrollMechanics and
/// Compose-iOS use (Compose calls it a velocity threshold, but algebraically it is a distance; docs/physics.md
/// §1). With `.normal`, v₀ = 1000 pt/s stops after 3.450 s. The pure velocity-threshold variant is
/// ``time(toSlowTo:)``.
///
/// Velocities here are points per **second**; UIKit's `willEndDragging` velocity (points per millisecond)
/// must be multiplied by 1000 first.
public struct DecelerationSimulation: InvertibleSimulation, Hashable {
    /// Position at t = 0, points.
    public let startPosition: Double
    /// Velocity at t = 0, points per second.
    public let startVelocity: Double
    /// The per-millisecond deceleration rate.
    public let rate: DecelerationRate
    /// Remaining distance (points) at which the motion counts as stopped.
    public let restDistance: Double

    /// ScrollMechanics' and Compose-iOS's stop threshold: 0.5 pt of remaining distance.
    public static let defaultRestDistance = 0.5

    @usableFromInline let decay: ExponentialDecay

    /// A deceleration from `position` (pt) at `velocity` (pt/s) with `rate`.
    /// - Parameters:
    ///   - position: start position, points.
    ///   - velocity: release velocity, points per second (UIKit pt/ms × 1000).
    ///   - rate: per-millisecond deceleration rate (`.normal`, `.fast` or any rate in (0, 1)).
    ///   - restDistance: remaining distance in points at which the motion is done (> 0).
    /// - Throws: ``PhysicsInputError`` naming `position`, `velocity` or `restDistance`.
    public init(
        position: Double, velocity: Double, rate: DecelerationRate = .normal,
        restDistance: Double = DecelerationSimulation.defaultRestDistance
    ) throws(PhysicsInputError) {
        startPosition = try Check.finite(position, "position")
        startVelocity = try Check.finite(velocity, "velocity")
        self.rate = rate
        self.restDistance = try Check.positive(restDistance, "restDistance")
        decay = ExponentialDecay(
            startPosition: startPosition, startVelocity: startVelocity, exponent: rate.decayExponent)
        settleTime = decay.time(toRemainingDistance: self.restDistance)
    }

    /// Position in points at `time` seconds.
    @inlinable
    public func position(at time: Double) -> Double { decay.position(at: max(time, 0)) }

    /// Velocity in points per second at `time` seconds.
    @inlinable
    public func velocity(at time: Double) -> Double { decay.velocity(at: max(time, 0)) }

    /// The rest position x∞ = x₀ − v₀/k, points (the continuous projection; see ``DecelerationProjection``).
    public var finalPosition: Double { decay.finalPosition }

    /// Seconds until the remaining distance is at most ``restDistance`` (0 if it already is).
    public let settleTime: Double

    /// Seconds until the position equals `position`, or `.infinity` ("never") if it lies behind the start or
    /// at/after the rest position: t = ln(1 + k·(x − x₀)/v₀)/k.
    public func time(toReach position: Double) -> Double { decay.time(toReach: position) }

    /// Seconds until the speed falls to `speed` points per second (velocity-threshold stop time,
    /// t = ln(speed/|v₀|)/k); 0 if already slower, `.infinity` for `speed` ≤ 0.
    public func time(toSlowTo speed: Double) -> Double { decay.time(toSpeed: speed) }

    /// `Deceleration(x₀: 0.0 pt, v₀: 1000.0 pt/s, rate: 0.998/ms, rest within 0.5 pt → x∞: 499.4998331664548 pt at …)`.
    public var description: String {
        "Deceleration(x₀: \(startPosition) pt, v₀: \(startVelocity) pt/s, "
            + "rate: \(rate.perMillisecond)/ms, rest within \(restDistance) pt"
            + " → x∞: \(finalPosition) pt at \(settleTime) s)"
    }
}
