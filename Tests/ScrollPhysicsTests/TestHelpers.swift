// ScrollPhysicsTests — shared helpers: approximate equality, numerical integration, finite differences.
import ScrollPhysics
import Testing

/// Expects |actual − expected| ≤ tolerance, reporting both values on failure.
func expectClose(
    _ actual: Double, _ expected: Double, within tolerance: Double, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        (actual - expected).magnitude <= tolerance,
        "\(what) \(actual) vs \(expected) (tolerance \(tolerance))", sourceLocation: sourceLocation)
}

/// Integrates x″ = acceleration(x, x′) with classic fourth-order Runge–Kutta from (x₀, v₀) to `time`.
func integrate(
    from x0: Double, velocity v0: Double, to time: Double, step: Double = 1e-4,
    acceleration: (Double, Double) -> Double
) -> (position: Double, velocity: Double) {
    var x = x0
    var v = v0
    let steps = Int((time / step).rounded())
    let h = time / Double(steps)
    for _ in 0..<steps {
        let a1 = acceleration(x, v)
        let x2 = x + 0.5 * h * v
        let v2 = v + 0.5 * h * a1
        let a2 = acceleration(x2, v2)
        let x3 = x + 0.5 * h * v2
        let v3 = v + 0.5 * h * a2
        let a3 = acceleration(x3, v3)
        let x4 = x + h * v3
        let v4 = v + h * a3
        let a4 = acceleration(x4, v4)
        x += h / 6 * (v + 2 * v2 + 2 * v3 + v4)
        v += h / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
    }
    return (x, v)
}

/// Central difference of `f` at `t` with step `h`.
func derivative(at t: Double, step h: Double = 1e-5, _ f: (Double) -> Double) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
}

/// Evenly spaced times 0, Δ, …, `end`.
func times(to end: Double, count: Int) -> [Double] {
    (0...count).map { end * Double($0) / Double(count) }
}
