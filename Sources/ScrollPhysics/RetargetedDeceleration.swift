// ScrollPhysics — a UIKit deceleration forced to stop on a rewritten target.

/// The same exponential decay as ``DecelerationSimulation``, with the initial velocity rescaled so that the
/// rest position is exactly `target`: v′ = −k·(target − x₀).
///
/// This is how a `.systemScroll` release reaches the solver's target (docs/physics.md §3): the app rewrites
/// `targetContentOffset` and UIKit decelerates there with the host's rate. The model assumes UIKit keeps the
/// decay exponent and changes the start velocity. ``velocityJump`` (v′ − v) says how unnatural the target
/// feels: 0 when the target is UIKit's own projection, large when the motion starts visibly faster, slower
/// or even backwards compared with the finger.
public struct RetargetedDeceleration: InvertibleSimulation, Hashable {
    /// The finger's velocity at release, points per second.
    public let releaseVelocity: Double
    /// The rewritten rest position, points.
    public let target: Double
    /// The decay actually run (its start velocity is the rescaled one).
    public let deceleration: DecelerationSimulation

    /// A deceleration from `position` (pt) that comes to rest exactly on `target` (pt).
    /// - Parameters:
    ///   - position: start position, points.
    ///   - releaseVelocity: finger velocity at release, points per second (only reported, see ``velocityJump``).
    ///   - target: rest position, points.
    ///   - rate: per-millisecond deceleration rate of the host.
    ///   - restDistance: remaining distance (points) at which the motion is done.
    /// - Throws: ``PhysicsInputError`` naming the first bad field.
    public init(
        position: Double, releaseVelocity: Double, target: Double, rate: DecelerationRate,
        restDistance: Double = DecelerationSimulation.defaultRestDistance
    ) throws(PhysicsInputError) {
        self.releaseVelocity = try Check.finite(releaseVelocity, "releaseVelocity")
        self.target = try Check.finite(target, "target")
        let start = try Check.finite(position, "position")
        let rescaled = -rate.decayExponent * (self.target - start)
        deceleration = try DecelerationSimulation(
            position: start, velocity: rescaled, rate: rate, restDistance: restDistance)
    }

    /// The start velocity that lands on ``target``, v′ = −k·(target − x₀), points per second.
    public var rescaledVelocity: Double { deceleration.startVelocity }

    /// v′ − v: how much faster (positive) or slower the motion starts than the finger, points per second.
    public var velocityJump: Double { rescaledVelocity - releaseVelocity }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double { deceleration.position(at: time) }
    /// Velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double { deceleration.velocity(at: time) }
    /// Seconds until within the rest distance of ``target``.
    public var settleTime: Double { deceleration.settleTime }
    /// Equal to ``target`` up to rounding.
    public var finalPosition: Double { deceleration.finalPosition }
    /// Seconds until `position` is reached, or `.infinity`.
    public func time(toReach position: Double) -> Double { deceleration.time(toReach: position) }

    /// `RetargetedDeceleration(x₀: 0.0 pt → target: 300.0 pt, release: 1000.0 pt/s, rescaled: 600.6… pt/s, …)`.
    public var description: String {
        "RetargetedDeceleration(x₀: \(deceleration.startPosition) pt → target: \(target) pt, "
            + "release: \(releaseVelocity) pt/s, rescaled: \(rescaledVelocity) pt/s, "
            + "jump: \(velocityJump) pt/s, rate: \(deceleration.rate.perMillisecond)/ms)"
    }
}
