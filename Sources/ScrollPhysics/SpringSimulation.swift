// ScrollPhysics — a damped spring moving toward a target, solved in closed form.

/// A ``SpringParameters`` spring released at `startPosition` with `startVelocity`, pulling toward
/// `targetPosition`; the displacement x = position − target solves m·x″ + c·x′ + k·x = 0 exactly.
///
/// With β = c/(2m), ω₀ = √(k/m), x₀ and v₀ the initial displacement and velocity:
/// ```
/// underdamped  x = e^(−βt)·(x₀·cos ω_d t + ((v₀ + βx₀)/ω_d)·sin ω_d t),   ω_d = ω₀√(1 − ζ²)
/// critical     x = e^(−βt)·(x₀ + (v₀ + βx₀)·t)
/// overdamped   x = a₁e^(r₁t) + a₂e^(r₂t),   r₁,₂ = (−c ∓ √(c² − 4mk))/(2m)
/// ```
/// Sources: super-ultra/ScrollMechanics `SpringTimingParameters.swift`, Flutter `physics/spring_simulation.dart`
/// (docs/physics.md §5). Unlike Flutter's underdamped branch (issue #163858, `-(c / 2.0 * m)`), β is c/(2m)
/// for every mass.
///
/// **Settle time** is a closed-form bound on when the displacement envelope falls to ``restThreshold``
/// (0.5 pt by default): underdamped ln(A/θ)/β with A = √(a² + b²) the exact amplitude; critical
/// max(ln(2|x₀|/θ), 2·ln(4|v₀ + βx₀|/(eβθ)))/β (ScrollMechanics); overdamped the later of
/// ln(2|aᵢ|/θ)/|rᵢ|. After it, |position − target| ≤ θ for good.
public struct SpringSimulation: Simulation, Hashable {
    /// The spring's constants.
    public let spring: SpringParameters
    /// Position at t = 0, points.
    public let startPosition: Double
    /// Velocity at t = 0, points per second.
    public let startVelocity: Double
    /// The equilibrium position, points.
    public let targetPosition: Double
    /// Displacement (points) within which the spring counts as at rest.
    public let restThreshold: Double
    /// Seconds after which |position − target| ≤ ``restThreshold`` for good (closed-form bound).
    public let settleTime: Double

    /// Half a point, the rest threshold of ScrollMechanics' bounce and Compose-iOS's springs (at scale 1).
    public static let defaultRestThreshold = 0.5

    /// The displacement's closed form (its regime's coefficients).
    let solution: Solution

    /// A spring from `position` (pt) at `velocity` (pt/s) toward `target` (pt).
    /// - Throws: ``PhysicsInputError`` naming `position`, `velocity`, `target` or `restThreshold`.
    public init(
        spring: SpringParameters, position: Double, velocity: Double, target: Double,
        restThreshold: Double = SpringSimulation.defaultRestThreshold
    ) throws(PhysicsInputError) {
        self.spring = spring
        startPosition = try Check.finite(position, "position")
        startVelocity = try Check.finite(velocity, "velocity")
        targetPosition = try Check.finite(target, "target")
        self.restThreshold = try Check.positive(restThreshold, "restThreshold")
        solution = Solution(spring: spring, displacement: startPosition - targetPosition, velocity: startVelocity)
        settleTime = solution.settleTime(threshold: self.restThreshold)
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double { targetPosition + solution.displacement(at: max(time, 0)) }

    /// Velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double { solution.velocity(at: max(time, 0)) }

    /// The target: where the spring comes to rest, points.
    public var finalPosition: Double { targetPosition }

    /// `SpringSimulation(x₀: 0.0 pt → 100.0 pt, v₀: 0.0 pt/s, Spring(…), rest within 0.5 pt at …)`.
    public var description: String {
        "SpringSimulation(x₀: \(startPosition) pt → \(targetPosition) pt, "
            + "v₀: \(startVelocity) pt/s, \(spring), rest within \(restThreshold) pt "
            + "at \(settleTime) s)"
    }
}

/// The displacement x(t) of one regime, with its coefficients computed once.
enum Solution: Sendable, Hashable {
    /// x = (a + b·t)·e^(−βt).
    case critical(beta: Double, a: Double, b: Double)
    /// x = e^(−βt)·(a·cos ωt + b·sin ωt).
    case underdamped(beta: Double, omega: Double, a: Double, b: Double)
    /// x = a₁·e^(r₁t) + a₂·e^(r₂t).
    case overdamped(r1: Double, r2: Double, a1: Double, a2: Double)

    init(spring: SpringParameters, displacement x0: Double, velocity v0: Double) {
        let m = spring.mass
        let c = spring.damping
        let k = spring.stiffness
        let beta = c / (2 * m)
        switch spring.regime {
        case .criticallyDamped:
            self = .critical(beta: beta, a: x0, b: v0 + beta * x0)
        case .underdamped:
            let omega = (k / m - beta * beta).squareRoot()
            self = .underdamped(beta: beta, omega: omega, a: x0, b: (v0 + beta * x0) / omega)
        case .overdamped:
            let root = (c * c - 4 * m * k).squareRoot()
            let fast = (-c - root) / (2 * m)  // no cancellation
            let slow = (k / m) / fast  // r₁·r₂ = k/m avoids −c + root cancelling
            let a2 = (v0 - slow * x0) / (fast - slow)
            self = .overdamped(r1: slow, r2: fast, a1: x0 - a2, a2: a2)
        }
    }

    /// Displacement from the target at `t` seconds, points.
    func displacement(at t: Double) -> Double {
        switch self {
        case .critical(let beta, let a, let b):
            return (a + b * t) * libmExp(-beta * t)
        case .underdamped(let beta, let omega, let a, let b):
            return libmExp(-beta * t) * (a * libmCos(omega * t) + b * libmSin(omega * t))
        case .overdamped(let r1, let r2, let a1, let a2):
            return a1 * libmExp(r1 * t) + a2 * libmExp(r2 * t)
        }
    }

    /// Velocity at `t` seconds, points per second.
    func velocity(at t: Double) -> Double {
        switch self {
        case .critical(let beta, let a, let b):
            return (b - beta * (a + b * t)) * libmExp(-beta * t)
        case .underdamped(let beta, let omega, let a, let b):
            let cosine = libmCos(omega * t)
            let sine = libmSin(omega * t)
            return libmExp(-beta * t) * ((b * omega - beta * a) * cosine - (a * omega + beta * b) * sine)
        case .overdamped(let r1, let r2, let a1, let a2):
            return a1 * r1 * libmExp(r1 * t) + a2 * r2 * libmExp(r2 * t)
        }
    }

    /// Closed-form time after which the displacement envelope stays within `threshold`.
    func settleTime(threshold: Double) -> Double {
        switch self {
        case .critical(let beta, let a, let b):
            // |a + b·t|·e^(−βt) ≤ |a|e^(−βt) + |b|·t·e^(−βt) and t·e^(−βt/2) ≤ 2/(eβ): each half ≤ θ/2.
            let first = decayTime(amplitude: 2 * a.magnitude, rate: beta, threshold: threshold)
            let second =
                2
                * decayTime(
                    amplitude: 4 * b.magnitude / (2.718281828459045 * beta), rate: beta, threshold: threshold)
            return max(first, second)
        case .underdamped(let beta, _, let a, let b):
            return decayTime(amplitude: (a * a + b * b).squareRoot(), rate: beta, threshold: threshold)
        case .overdamped(let r1, let r2, let a1, let a2):
            return max(
                decayTime(amplitude: 2 * a1.magnitude, rate: -r1, threshold: threshold),
                decayTime(amplitude: 2 * a2.magnitude, rate: -r2, threshold: threshold))
        }
    }

    /// Time for `amplitude`·e^(−rate·t) to fall to `threshold` (0 if it already is, ∞ if rate is 0).
    private func decayTime(amplitude: Double, rate: Double, threshold: Double) -> Double {
        guard amplitude > threshold else { return 0 }
        guard rate > 0 else { return .infinity }
        return libmLog(amplitude / threshold) / rate
    }
}
