// ScrollPhysics — Flutter's BouncingScrollSimulation, as a bounce-back of its friction simulation.

/// Flutter's iOS-style scroll ballistics: ``FlutterFrictionSimulation`` with drag 0.135, handed at the edge to
/// the default scroll spring with a velocity capped at 5000 px/s.
public typealias FlutterBouncingScrollSimulation = BounceBackSimulation<FlutterFrictionSimulation>

extension SpringParameters {
    /// Flutter's `ScrollPhysics._kDefaultSpring`: mass 0.5, stiffness 100 /s², damping ratio 1.1
    /// (c ≈ 15.556 /s, overdamped). Source: flutter `widgets/scroll_physics.dart` (docs/physics.md §9).
    public static let flutterScrollSpring = SpringParameters(
        uncheckedMass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())
}

extension BounceBackSimulation where Motion == FlutterFrictionSimulation {
    /// `BouncingScrollSimulation.maxSpringTransferVelocity`: 5000 px/s.
    public static var flutterMaximumTransferVelocity: Double { 5000 }

    /// Flutter's `BouncingScrollSimulation(position:velocity:leadingExtent:trailingExtent:spring:)` with its
    /// defaults: friction drag 0.135, scroll tolerance 20 px/s, spring ``SpringParameters/flutterScrollSpring``,
    /// transfer velocity capped at 5000. Flutter caps with `min(dx, 5000)`, which leaves negative velocities
    /// uncapped; here the cap is symmetric.
    ///
    /// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart`.
    /// - Throws: ``PhysicsInputError`` for non-finite inputs or `leadingExtent > trailingExtent`.
    public static func flutter(
        position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double
    ) throws(PhysicsInputError) -> Self {
        let leading = try Check.finite(leadingExtent, "leadingExtent")
        let trailing = try Check.finite(trailingExtent, "trailingExtent")
        guard leading <= trailing else {
            throw .outOfRange(field: "leadingExtent", value: leading, expected: "<= trailingExtent \(trailing)")
        }
        let friction = try FlutterFrictionSimulation(position: position, velocity: velocity)
        return try Self(
            motion: friction, range: leading...trailing, spring: .flutterScrollSpring,
            maximumHandoffVelocity: flutterMaximumTransferVelocity)
    }
}
