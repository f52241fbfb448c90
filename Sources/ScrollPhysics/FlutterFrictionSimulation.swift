// ScrollPhysics — Flutter's FrictionSimulation, the decay of its iOS-style BouncingScrollSimulation.

/// Flutter's `FrictionSimulation`: the velocity is multiplied by `drag` every second.
///
/// ```
/// x(t) = x₀ + v₀·(Dᵗ − 1)/ln D     dx(t) = v₀·Dᵗ     finalX = x₀ − v₀/ln D
/// timeAtX(x) = ln(ln D·(x − x₀)/v₀ + 1)/ln D
/// ```
/// `BouncingScrollSimulation` uses D = 0.135, Flutter's rounding of UIKit's 0.998^1000 = 0.13506, so its
/// fling travels 0.49938·v₀ instead of 0.4995·v₀ (docs/physics.md §9). Done when |dx| falls below
/// ``velocityTolerance``: Flutter's scroll tolerance 1/(0.050·dpr) px/s, i.e. 20 pt/s at dpr 1 (logical
/// pixels are taken as points). The newer `constantDeceleration` term (macOS `.fast`) is not modelled.
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/friction_simulation.dart`,
/// `widgets/scroll_simulation.dart` ("0.998^1000 = ~0.135"), `widgets/scroll_physics.dart` (`toleranceFor`).
public struct FlutterFrictionSimulation: InvertibleSimulation, Hashable {
    /// The drag D: velocity multiplier per second, in (0, 1).
    public let drag: Double
    /// Position at t = 0, logical pixels (points).
    public let startPosition: Double
    /// Velocity at t = 0, logical pixels (points) per second.
    public let startVelocity: Double
    /// Speed below which the simulation is done, points per second.
    public let velocityTolerance: Double
    /// Seconds until |dx| < ``velocityTolerance``.
    public let settleTime: Double

    /// `BouncingScrollSimulation`'s drag, 0.135.
    public static let iOSDrag = 0.135
    /// Flutter's scroll velocity tolerance at device pixel ratio 1: 1/(0.050·1) = 20 px/s.
    public static let scrollVelocityTolerance = 20.0

    private let decay: ExponentialDecay

    /// A friction simulation from `position` at `velocity` with `drag`.
    /// - Throws: ``PhysicsInputError`` naming `drag` (must be in (0, 1)), `position`, `velocity` or
    ///   `velocityTolerance` (> 0).
    public init(
        drag: Double = FlutterFrictionSimulation.iOSDrag, position: Double, velocity: Double,
        velocityTolerance: Double = FlutterFrictionSimulation.scrollVelocityTolerance
    ) throws(PhysicsInputError) {
        let d = try Check.finite(drag, "drag")
        guard d > 0, d < 1 else { throw .outOfRange(field: "drag", value: d, expected: "0 < drag < 1 (per s)") }
        self.drag = d
        startPosition = try Check.finite(position, "position")
        startVelocity = try Check.finite(velocity, "velocity")
        self.velocityTolerance = try Check.positive(velocityTolerance, "velocityTolerance")
        decay = ExponentialDecay(startPosition: startPosition, startVelocity: startVelocity, exponent: libmLog(d))
        settleTime = decay.time(toSpeed: self.velocityTolerance)
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double { decay.position(at: max(time, 0)) }
    /// Velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double { decay.velocity(at: max(time, 0)) }
    /// `finalX` = x₀ − v₀/ln D, points.
    public var finalPosition: Double { decay.finalPosition }
    /// `timeAtX`: seconds until `position`, or `.infinity` if never reached.
    public func time(toReach position: Double) -> Double { decay.time(toReach: position) }

    /// `FlutterFriction(cₓ: 0.135, x₀: 0.0 pt, v₀: 1000.0 pt/s, done below 20.0 pt/s)`, Flutter's own symbols.
    public var description: String {
        "FlutterFriction(cₓ: \(drag), x₀: \(startPosition) pt, v₀: \(startVelocity) pt/s, "
            + "done below \(velocityTolerance) pt/s)"
    }
}
