// ScrollPhysics — a spring's displacement (or one of its derivatives) as a closed form whose zeros and decay
// envelope are known: where a frame sampler must look and from when it need not.

/// One of the three closed forms a damped spring's displacement, velocity or acceleration takes, t in seconds:
/// ```
/// critical     f(t) = (p + q·t)·e^(−βt)
/// underdamped  f(t) = e^(−βt)·(p·cos ωt + q·sin ωt)
/// overdamped   f(t) = p·e^(r₁t) + q·e^(r₂t)      (r₂ < r₁ < 0)
/// ```
/// Each is piecewise monotone between the zeros of its derivative (``derivative``, ``nextZero(after:)``), and
/// |f| is bounded by a non-increasing envelope (``bound(from:)``). ``SpringSimulation/displacementCurve`` and
/// ``SpringSimulation/velocityCurve`` are the spring's own coefficients (the same ones its position and velocity
/// are evaluated with).
public struct DampedCurve: Sendable, Hashable {
    /// The three forms, with their coefficients (β, ω, r₁, r₂ per second; p, q in the curve's unit, and q per
    /// second in the critical form).
    enum Form: Sendable, Hashable {
        /// (p + q·t)·e^(−βt).
        case critical(beta: Double, p: Double, q: Double)
        /// e^(−βt)·(p·cos ωt + q·sin ωt).
        case underdamped(beta: Double, omega: Double, p: Double, q: Double)
        /// p·e^(r₁t) + q·e^(r₂t).
        case overdamped(r1: Double, r2: Double, p: Double, q: Double)
    }

    /// Which form, with its coefficients.
    let form: Form

    /// The time derivative f′(t), in the curve's unit per second.
    public var derivative: DampedCurve {
        switch form {
        case .critical(let beta, let p, let q):
            return DampedCurve(form: .critical(beta: beta, p: q - beta * p, q: -beta * q))
        case .underdamped(let beta, let omega, let p, let q):
            return DampedCurve(
                form: .underdamped(beta: beta, omega: omega, p: q * omega - beta * p, q: -(p * omega + beta * q)))
        case .overdamped(let r1, let r2, let p, let q):
            return DampedCurve(form: .overdamped(r1: r1, r2: r2, p: p * r1, q: q * r2))
        }
    }

    /// The first zero of f strictly after `time` seconds (its analytic value, to rounding), seconds; `.infinity`
    /// if f has none there. An underdamped curve's zeros are π/ω apart (one within a billionth of that of `time`
    /// counts as at `time`).
    public func nextZero(after time: Double) -> Double {
        switch form {
        case .critical(_, let p, let q):
            guard q != 0 else { return .infinity }
            let zero = -p / q
            return zero > time ? zero : .infinity
        case .underdamped(_, let omega, let p, let q):
            guard p != 0 || q != 0, omega > 0 else { return .infinity }
            // p·cos θ + q·sin θ = R·cos(θ − φ), φ = atan2(q, p): zero at θ = φ + π/2 + kπ.
            let pi = 3.141592653589793
            let first = libmAtan2(q, p) + pi / 2
            let k = ((omega * time - first) / pi).rounded(.down) + 1
            var zero = (first + k * pi) / omega
            // A zero within a billionth of the spacing of `time` is the one at `time` (rounding), not the next.
            if zero <= time + 1e-9 * pi / omega { zero += pi / omega }
            return zero
        case .overdamped(let r1, let r2, let p, let q):
            // p·e^(r₁t) = −q·e^(r₂t)  ⇔  e^((r₁ − r₂)t) = −q/p.
            guard p != 0, -q / p > 0 else { return .infinity }
            let zero = libmLog(-q / p) / (r1 - r2)
            return zero > time ? zero : .infinity
        }
    }

    /// An upper bound on |f(u)| for every u ≥ `time` seconds (the analytic envelope, no rounding allowance),
    /// non-increasing in `time`: A·e^(−βt) with A = √(p² + q²) underdamped, (|p| + |q|·t)·e^(−βt) past its peak
    /// critical, |p|·e^(r₁t) + |q|·e^(r₂t) overdamped.
    public func bound(from time: Double) -> Double {
        let t = max(time, 0)
        switch form {
        case .critical(let beta, let p, let q):
            // (|p| + |q|u)·e^(−βu) rises until u = 1/β − |p|/|q|, then falls.
            let peak = q == 0 ? 0 : 1 / beta - p.magnitude / q.magnitude
            let u = max(t, peak)
            return (p.magnitude + q.magnitude * u) * libmExp(-beta * u)
        case .underdamped(let beta, _, let p, let q):
            return (p * p + q * q).squareRoot() * libmExp(-beta * t)
        case .overdamped(let r1, let r2, let p, let q):
            return p.magnitude * libmExp(r1 * t) + q.magnitude * libmExp(r2 * t)
        }
    }
}

extension SpringSimulation {
    /// The displacement position − target as a ``DampedCurve``, points.
    public var displacementCurve: DampedCurve {
        switch solution {
        case .critical(let beta, let a, let b): return DampedCurve(form: .critical(beta: beta, p: a, q: b))
        case .underdamped(let beta, let omega, let a, let b):
            return DampedCurve(form: .underdamped(beta: beta, omega: omega, p: a, q: b))
        case .overdamped(let r1, let r2, let a1, let a2):
            return DampedCurve(form: .overdamped(r1: r1, r2: r2, p: a1, q: a2))
        }
    }

    /// The velocity as a ``DampedCurve`` (the displacement's derivative), points per second.
    public var velocityCurve: DampedCurve { displacementCurve.derivative }
}
