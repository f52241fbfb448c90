// ScrollPhysics — the closed forms shared by every exponential deceleration (UIKit and Flutter).

/// x(t) = x₀ + v₀·(e^(k·t) − 1)/k and v(t) = v₀·e^(k·t), k < 0 (per second).
///
/// docs/physics.md §1 (super-ultra/ScrollMechanics `DecelerationTimingParameters.swift`, Compose-iOS
/// `CupertinoScrollDecayAnimationSpec`) and §9 (Flutter `FrictionSimulation`, k = ln drag). `expm1` and
/// `log1p` keep the closed forms accurate near t = 0.
@usableFromInline
struct ExponentialDecay: Sendable, Hashable {
    /// x₀, points.
    @usableFromInline let startPosition: Double
    /// v₀, points per second.
    @usableFromInline let startVelocity: Double
    /// k, per second (negative, finite).
    @usableFromInline let exponent: Double

    /// Position at `t` seconds (t ≥ 0).
    ///
    /// e^(k·t) − 1 comes from `expm1` near t = 0, where it keeps full accuracy; from k·t < −0.5 on it is
    /// `exp(k·t) − 1`, which loses nothing there (e^(k·t) < 0.61, so the subtraction adds at most half an ulp of a
    /// result of magnitude > 0.39) and costs a fraction of `expm1` — most frames of a deceleration lie there.
    @inlinable
    func position(at t: Double) -> Double {
        let x = exponent * t
        let growth = x < -0.5 ? libmExp(x) - 1 : libmExpm1(x)
        return startPosition + startVelocity * growth / exponent
    }

    /// Velocity at `t` seconds.
    @inlinable
    func velocity(at t: Double) -> Double { startVelocity * libmExp(exponent * t) }

    /// x∞ = x₀ − v₀/k.
    var finalPosition: Double { startPosition - startVelocity / exponent }

    /// t = ln(1 + k·(x − x₀)/v₀)/k when x lies between x₀ (inclusive) and x∞ (exclusive), else `.infinity`.
    func time(toReach position: Double) -> Double {
        if startVelocity == 0 { return position == startPosition ? 0 : .infinity }
        let fraction = exponent * (position - startPosition) / startVelocity
        guard fraction > -1, fraction <= 0 else { return .infinity }
        return libmLog1p(fraction) / exponent
    }

    /// First time at which the remaining distance |x∞ − x(t)| = |v(t)/k| is at most `distance` points.
    func time(toRemainingDistance distance: Double) -> Double {
        let remaining = (startVelocity / exponent).magnitude
        guard remaining > distance else { return 0 }
        guard distance > 0 else { return .infinity }
        return libmLog(distance / remaining) / exponent
    }

    /// First time at which |v(t)| is at most `speed` points per second.
    func time(toSpeed speed: Double) -> Double {
        guard startVelocity.magnitude > speed else { return 0 }
        guard speed > 0 else { return .infinity }
        return libmLog(speed / startVelocity.magnitude) / exponent
    }
}
