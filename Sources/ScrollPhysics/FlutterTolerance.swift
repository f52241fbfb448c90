// ScrollPhysics — Flutter's Tolerance: when its simulations count as done.

/// Flutter's `Tolerance` (`packages/flutter/lib/src/physics/tolerance.dart` at 69bed28): the magnitudes below
/// which a distance, a time or a velocity counts as zero. Its simulations ask it at the instant asked
/// (`isDone(t)`), not over the rest of the motion.
public struct FlutterTolerance: Sendable, Hashable {
    /// Distance, logical pixels (points).
    public var distance: Double
    /// Time, seconds.
    public var time: Double
    /// Velocity, logical pixels (points) per second.
    public var velocity: Double

    /// A tolerance of the given magnitudes (each ±1e-3 unless given, as Flutter's constructor).
    public init(distance: Double = 1e-3, time: Double = 1e-3, velocity: Double = 1e-3) {
        self.distance = distance
        self.time = time
        self.velocity = velocity
    }

    /// `Tolerance.defaultTolerance`: 1e-3 for all three.
    public static let standard = FlutterTolerance()

    /// `ScrollPhysics.toleranceFor(metrics)` (`widgets/scroll_physics.dart`): velocity 1/(0.050·dpr) px/s,
    /// distance 1/dpr px, time 1e-3 s — 20 pt/s and 1 pt at dpr 1, 6.67 pt/s and 1/3 pt at dpr 3.
    /// - Throws: ``PhysicsInputError`` (field `devicePixelRatio`) unless finite and > 0.
    public static func scroll(devicePixelRatio: Double) throws(PhysicsInputError) -> FlutterTolerance {
        let dpr = try Check.positive(devicePixelRatio, "devicePixelRatio")
        return FlutterTolerance(distance: 1 / dpr, velocity: 1 / (0.050 * dpr))
    }

    /// Flutter's `nearZero(value, epsilon)` (`physics/utils.dart`): −ε < value < ε, or exactly 0.
    public static func nearZero(_ value: Double, _ epsilon: Double) -> Bool {
        (value > -epsilon && value < epsilon) || value == 0
    }
}
