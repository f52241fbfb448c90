// ScrollPhysics — Flutter's SpringSimulation and ScrollSpringSimulation: a spring done by its Tolerance.

/// Flutter's `SpringSimulation` and its `ScrollSpringSimulation` subclass: the closed-form spring of
/// ``SpringSimulation`` (x = end + displacement), done at the instant both the displacement and the velocity are
/// near zero within a ``FlutterTolerance``, and then optionally snapped.
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart` at 2be9bef. Its regime is
/// the sign of c² − 4mk, as here (``SpringParameters/regime``, which also calls ratios within 1e-9 of 1
/// critical). Its underdamped branch uses −(c/2·m) for the decay rate, which differs from c/(2m) only for
/// masses other than 1 (flutter#163858); this type keeps c/(2m), so an underdamped spring of mass 0.5 (a tuned
/// `flutter` peer below ζ = 1) is the physical one, not Flutter's.
public struct FlutterScrollSpringSimulation: Simulation, Hashable {
    /// What is snapped once done.
    public enum Snap: Sendable, Hashable {
        /// Nothing (`SpringSimulation` with `snapToEnd: false`).
        case none
        /// The position, to the end (`ScrollSpringSimulation`, which the bouncing scroll simulation uses).
        case position
        /// The position to the end and the velocity to 0 (`SpringSimulation(snapToEnd: true)`).
        case positionAndVelocity
    }

    /// The closed-form spring.
    public let spring: SpringSimulation
    /// The tolerance its `isDone` uses.
    public let tolerance: FlutterTolerance
    /// What is snapped once done.
    public let snap: Snap
    /// The first millisecond at which ``isDone(at:)`` holds (`.infinity` if none within 100 s): a stepped
    /// search, since Flutter's test is instantaneous and has no closed form.
    public let settleTime: Double

    /// `SpringSimulation(spring, start, end, velocity, tolerance:)` or its scroll subclass (`snap`).
    /// - Throws: ``PhysicsInputError`` naming a non-finite start, end or velocity.
    public init(
        spring: SpringParameters, start: Double, end: Double, velocity: Double,
        tolerance: FlutterTolerance = .standard, snap: Snap = .position
    ) throws(PhysicsInputError) {
        self.spring = try SpringSimulation(spring: spring, position: start, velocity: velocity, target: end)
        self.tolerance = tolerance
        self.snap = snap
        var done = Double.infinity
        for k in 0...100_000 {
            let t = Double(k) / 1000
            if Self.done(self.spring, tolerance, at: t) {
                done = t
                break
            }
        }
        settleTime = done
    }

    private static func done(_ spring: SpringSimulation, _ tolerance: FlutterTolerance, at time: Double) -> Bool {
        FlutterTolerance.nearZero(spring.position(at: time) - spring.targetPosition, tolerance.distance)
            && FlutterTolerance.nearZero(spring.velocity(at: time), tolerance.velocity)
    }

    /// Flutter's `isDone`: displacement and velocity both near zero at `time`.
    public func isDone(at time: Double) -> Bool { Self.done(spring, tolerance, at: time) }

    /// Position in points at `time` seconds (the end once done, unless ``snap`` is `.none`).
    public func position(at time: Double) -> Double {
        snap != .none && isDone(at: time) ? spring.targetPosition : spring.position(at: time)
    }

    /// Velocity in points per second at `time` seconds (0 once done with `.positionAndVelocity`).
    public func velocity(at time: Double) -> Double {
        snap == .positionAndVelocity && isDone(at: time) ? 0 : spring.velocity(at: time)
    }

    /// The end, points.
    public var finalPosition: Double { spring.targetPosition }

    /// `FlutterSpring(SpringSimulation(…), done within 1.0 pt and 20.0 pt/s, snaps position)`.
    public var description: String {
        "FlutterSpring(\(spring), done within \(tolerance.distance) pt and \(tolerance.velocity) pt/s, snaps \(snap))"
    }
}
