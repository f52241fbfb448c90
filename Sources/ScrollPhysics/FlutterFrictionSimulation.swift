// ScrollPhysics — Flutter's FrictionSimulation, the decay of its iOS-style BouncingScrollSimulation.
import Units

/// Flutter's `FrictionSimulation`: the velocity is multiplied by `drag` every second.
///
/// ```
/// x(t) = x₀ + v₀·(Dᵗ − 1)/ln D     dx(t) = v₀·Dᵗ     finalX = x₀ − v₀/ln D
/// timeAtX(x) = ln(ln D·(x − x₀)/v₀ + 1)/ln D
/// ```
/// `BouncingScrollSimulation` uses D = 0.135, Flutter's rounding of UIKit's 0.998^1000 = 0.13506, so its
/// fling travels 0.49938·v₀ instead of 0.4995·v₀ (docs/physics.md §9). dx is evaluated as Flutter does,
/// v₀·`pow`(D, t), so exact values its tests expect (400·0.3² = 36) come out exact; x keeps the accurate
/// `expm1` form. Done, as Flutter's `isDone`, at the instant |dx| < ``velocityTolerance`` (a
/// `Tolerance.velocity`: Flutter's scroll tolerance is 1/(0.050·dpr), 20 pt/s at dpr 1). The newer
/// `constantDeceleration` term (used only by Flutter's macOS scroll physics) is not modelled.
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/friction_simulation.dart` at f203e3a (the
/// `constantDeceleration` version read alongside), `widgets/scroll_simulation.dart` at 095d6b9
/// ("0.998^1000 = ~0.135").
public struct FlutterFrictionSimulation: InvertibleSimulation, Hashable {
    /// The drag D: velocity multiplier per second, in (0, 1).
    public let drag: Double
    /// Position at t = 0, logical pixels (points).
    public let startPosition: Double
    /// Velocity at t = 0, logical pixels (points) per second.
    public let startVelocity: Double
    /// Speed below which the simulation is done, points per second.
    public let velocityTolerance: Double
    /// Seconds until |dx| < ``velocityTolerance`` (closed form; ``isDone(at:)`` asks the instant itself).
    public let settleTime: Double

    /// `BouncingScrollSimulation`'s drag, 0.135.
    public static let iOSDrag = 0.135
    /// Flutter's scroll velocity tolerance at device pixel ratio 1: 1/(0.050·1) = 20 px/s.
    public static let scrollVelocityTolerance = 20.0

    /// The legal drags, per second: the open interval (0, 1).
    public static let dragRange = LegalRange.open(0, 1, unit: "per s")

    private let decay: ExponentialDecay

    /// A friction simulation from `position` at `velocity` with `drag`.
    /// - Throws: ``PhysicsInputError`` naming `drag` (must be in (0, 1)), `position`, `velocity` or
    ///   `velocityTolerance` (> 0).
    public init(
        drag: Double = FlutterFrictionSimulation.iOSDrag, position: Double, velocity: Double,
        velocityTolerance: Double = FlutterFrictionSimulation.scrollVelocityTolerance
    ) throws(PhysicsInputError) {
        let d = try Check.finite(drag, "drag")
        guard Self.dragRange.contains(d) else {
            throw .outOfRange(field: "drag", value: d, expected: Self.dragRange.description)
        }
        self.drag = d
        startPosition = try Check.finite(position, "position")
        startVelocity = try Check.finite(velocity, "velocity")
        self.velocityTolerance = try Check.positive(velocityTolerance, "velocityTolerance")
        decay = ExponentialDecay(startPosition: startPosition, startVelocity: startVelocity, exponent: libmLog(d))
        settleTime = decay.time(toSpeed: self.velocityTolerance)
    }

    /// `FrictionSimulation.through(startPosition, endPosition, startVelocity, endVelocity)`: the drag
    /// e^((v₀ − v₁)/(x₀ − x₁)) that passes through both states, done below |v₁|.
    /// - Throws: ``PhysicsInputError`` unless both positions and velocities are finite, v₀ and v₁ share a sign,
    ///   |v₀| > |v₁| > 0 and the end lies in the direction of v₀ (Flutter asserts the same).
    public static func through(
        startPosition: Double, endPosition: Double, startVelocity: Double, endVelocity: Double
    ) throws(PhysicsInputError) -> FlutterFrictionSimulation {
        let x0 = try Check.finite(startPosition, "startPosition")
        let x1 = try Check.finite(endPosition, "endPosition")
        let v0 = try Check.finite(startVelocity, "startVelocity")
        let v1 = try Check.finite(endVelocity, "endVelocity")
        guard v1 != 0, (v0 > 0) == (v1 > 0), v0.magnitude > v1.magnitude else {
            throw .outOfRange(field: "endVelocity", value: v1, expected: "same sign as, and slower than, \(v0)")
        }
        guard x1 != x0, (x1 > x0) == (v0 > 0) else {
            throw .outOfRange(field: "endPosition", value: x1, expected: "beyond \(x0) in the direction of travel")
        }
        return try FlutterFrictionSimulation(
            drag: libmExp((v0 - v1) / (x0 - x1)), position: x0, velocity: v0, velocityTolerance: v1.magnitude)
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double { decay.position(at: max(time, 0)) }
    /// Velocity in points per second at `time` seconds: v₀·Dᵗ.
    public func velocity(at time: Double) -> Double { startVelocity * libmPow(drag, max(time, 0)) }
    /// Flutter's `isDone`: |dx(t)| < ``velocityTolerance``.
    public func isDone(at time: Double) -> Bool { velocity(at: time).magnitude < velocityTolerance }
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
