// ScrollPhysics — a damped spring: mass, stiffness, damping, and the ways UI frameworks describe one.

/// The physical constants of a damped spring, m·x″ + c·x′ + k·x = 0.
///
/// Units: mass m is dimensionless (the motion is in points), stiffness k in 1/s² per unit mass, damping c in
/// 1/s per unit mass — the conventions of `UISpringTimingParameters(mass:stiffness:damping:)`,
/// `CASpringAnimation` and Flutter's `SpringDescription`. Damping ratio ζ = c/(2·√(m·k)); natural
/// frequency ω₀ = √(k/m) rad/s.
///
/// Built four ways:
/// - ``init(mass:stiffness:damping:)`` — directly;
/// - ``init(mass:stiffness:dampingRatio:)`` — Flutter's `withDampingRatio`, c = 2ζ√(mk);
/// - ``init(dampingRatio:response:mass:)`` — Apple/SwiftUI "response": k = (2π/response)²·m,
///   c = 4π·ζ·m/response (docs/physics.md §5);
/// - ``init(duration:dampingRatio:)`` — UIKit's `animate(withDuration:usingSpringWithDamping:…)` form,
///   for which Apple publishes no mapping; see that initialiser for the one chosen here.
public struct SpringParameters: Sendable, Hashable, CustomStringConvertible {
    /// The three solutions of the spring equation, chosen by the sign of c² − 4mk.
    public enum Regime: Sendable, Hashable {
        /// ζ < 1: decaying oscillation.
        case underdamped
        /// ζ = 1 (within ``SpringParameters/criticalTolerance``): fastest return without overshoot.
        case criticallyDamped
        /// ζ > 1: sum of two decaying exponentials.
        case overdamped
    }

    /// Mass m (> 0, dimensionless).
    public let mass: Double
    /// Stiffness k (> 0), per second squared per unit mass.
    public let stiffness: Double
    /// Damping coefficient c (≥ 0), per second per unit mass.
    public let damping: Double

    /// |ζ − 1| below which a spring is treated as critically damped (its ratio was meant to be exactly 1 and
    /// picked up rounding on the way to c).
    public static let criticalTolerance = 1e-9

    /// UIKit-form mapping constant: the spring's amplitude envelope e^(−ζω₀t) falls to 1/1500 of its start
    /// at t = duration (see ``init(duration:dampingRatio:)``).
    public static let uikitSettlingFraction = 1.0 / 1500

    /// A spring with mass `mass`, stiffness `stiffness` and damping coefficient `damping`.
    /// - Throws: ``PhysicsInputError`` unless mass > 0, stiffness > 0, damping ≥ 0, all finite.
    public init(mass: Double, stiffness: Double, damping: Double) throws(PhysicsInputError) {
        self.mass = try Check.positive(mass, "mass")
        self.stiffness = try Check.positive(stiffness, "stiffness")
        self.damping = try Check.nonNegative(damping, "damping")
    }

    /// For constants known to be valid (module-internal presets).
    init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring with damping coefficient c = 2ζ·√(m·k) (Flutter `SpringDescription.withDampingRatio`).
    /// - Throws: ``PhysicsInputError`` unless mass > 0, stiffness > 0, dampingRatio ≥ 0.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) throws(PhysicsInputError) {
        let m = try Check.positive(mass, "mass")
        let k = try Check.positive(stiffness, "stiffness")
        let zeta = try Check.nonNegative(dampingRatio, "dampingRatio")
        try self.init(mass: m, stiffness: k, damping: 2 * zeta * (m * k).squareRoot())
    }

    /// Apple's (damping ratio, response) form: the undamped period is `response` seconds, so
    /// k = (2π/response)²·m and c = 4π·ζ·m/response (Wave `Spring.swift`, OverlayContainer's
    /// `UISpringTimingParameters(damping:response:mass:)`; docs/physics.md §5).
    /// - Throws: ``PhysicsInputError`` unless response > 0 s, dampingRatio ≥ 0, mass > 0.
    public init(dampingRatio: Double, response: Double, mass: Double = 1) throws(PhysicsInputError) {
        let zeta = try Check.nonNegative(dampingRatio, "dampingRatio")
        let period = try Check.positive(response, "response")
        let m = try Check.positive(mass, "mass")
        let omega = 2 * Double.pi / period
        try self.init(mass: m, stiffness: omega * omega * m, damping: 2 * zeta * omega * m)
    }

    /// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` form.
    ///
    /// Apple does not publish how UIKit turns (duration, damping ratio) into a spring, and the animation's
    /// completion fires after `duration`, so the curve must be essentially at rest by then. Chosen mapping
    /// (the "relaxation time" reconstruction used by framer/SpringsExample and widely copied): mass 1 and
    /// ω₀ such that the amplitude envelope e^(−ζ·ω₀·t) reaches ``uikitSettlingFraction`` (1/1500) at
    /// t = duration:
    /// ```
    /// ζ·ω₀ = ln(1500)/duration     k = ω₀²     c = 2ζω₀
    /// ```
    /// So the decay rate depends on the duration only, and ζ shapes the oscillation. What is left of the
    /// displacement at `duration` is ≤ 0.55 % of the distance for ζ = 1 (at most 0.11 % for 0.8 and 0.6);
    /// ``UIKitSpringAnimation`` snaps that remainder at the end, as UIKit's completion does.
    /// - Parameters:
    ///   - duration: animation duration, seconds (> 0).
    ///   - dampingRatio: ζ in (0, 1], as UIKit accepts it.
    /// - Throws: ``PhysicsInputError`` naming `duration` or `dampingRatio`.
    public init(duration: Double, dampingRatio: Double) throws(PhysicsInputError) {
        let seconds = try Check.positive(duration, "duration")
        let zeta = try Check.positive(dampingRatio, "dampingRatio")
        guard zeta <= 1 else { throw .outOfRange(field: "dampingRatio", value: zeta, expected: "0 < ratio <= 1") }
        let omega = -libmLog(SpringParameters.uikitSettlingFraction) / (zeta * seconds)
        try self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// The UIKit form (``init(duration:dampingRatio:)``) stiffened just enough that a move of `distance` points
    /// started at rest ends within `endTolerance` points of its target at t = `duration`, so the snap UIKit's
    /// completion makes there is at most `endTolerance` (half a device pixel in the simulator).
    ///
    /// Derivation (mass 1, released at rest, a = ζ·ω₀·duration): what is left of the displacement at `duration`
    /// is at most `distance · R(a)` with
    /// ```
    /// ζ < 1:  R(a) = e^(−a) / √(1 − ζ²)     (x(t)/Δ = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t), |…| ≤ 1/√(1 − ζ²))
    /// ζ = 1:  R(a) = (1 + a)·e^(−a)          (x(t)/Δ = e^(−ω₀t)(1 + ω₀t), exact)
    /// ```
    /// so a = max(ln 1500, the smallest a with distance · R(a) ≤ endTolerance): for ζ < 1 that is
    /// ln(distance / (endTolerance·√(1 − ζ²))); for ζ = 1 it is found by bisection (R is decreasing for a > 0).
    /// Short moves keep the UIKit form unchanged; e.g. 370 pt at ζ = 1 with a 1/6 pt tolerance needs a ≈ 9.97
    /// instead of 7.31, so the end snap falls from 2.05 pt to 1/6 pt.
    /// - Parameters:
    ///   - duration: seconds (> 0); dampingRatio: ζ in (0, 1]; distance: points (sign ignored);
    ///     endTolerance: points (> 0).
    /// - Throws: ``PhysicsInputError`` naming the first bad field.
    public init(duration: Double, dampingRatio: Double, distance: Double, endTolerance: Double)
        throws(PhysicsInputError)
    {
        let seconds = try Check.positive(duration, "duration")
        let zeta = try Check.positive(dampingRatio, "dampingRatio")
        guard zeta <= 1 else { throw .outOfRange(field: "dampingRatio", value: zeta, expected: "0 < ratio <= 1") }
        let tolerance = try Check.positive(endTolerance, "endTolerance")
        let ratio = tolerance / (try Check.finite(distance, "distance")).magnitude
        var a = -libmLog(SpringParameters.uikitSettlingFraction)
        if ratio < 1 {
            if 1 - zeta > SpringParameters.criticalTolerance {
                a = max(a, -libmLog(ratio * (1 - zeta * zeta).squareRoot()))
            } else if (1 + a) * libmExp(-a) > ratio {
                var lo = a
                var hi = a
                while (1 + hi) * libmExp(-hi) > ratio { hi *= 2 }
                for _ in 0..<200 where hi - lo > 1e-12 * hi {
                    let mid = (lo + hi) / 2
                    if (1 + mid) * libmExp(-mid) > ratio { lo = mid } else { hi = mid }
                }
                a = hi
            }
        }
        let omega = a / (zeta * seconds)
        try self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// Damping ratio ζ = c/(2√(mk)), dimensionless.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// Undamped natural frequency ω₀ = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Which closed-form solution applies.
    public var regime: Regime {
        let zeta = dampingRatio
        if (zeta - 1).magnitude <= SpringParameters.criticalTolerance { return .criticallyDamped }
        return zeta < 1 ? .underdamped : .overdamped
    }

    /// `Spring(m: 1.0, k: 100.0 /s², c: 20.0 /s, ζ: 1.0, ω₀: 10.0 rad/s)`.
    public var description: String {
        "Spring(m: \(mass), k: \(stiffness) /s², c: \(damping) /s, "
            + "ζ: \(dampingRatio), ω₀: \(naturalFrequency) rad/s)"
    }
}
