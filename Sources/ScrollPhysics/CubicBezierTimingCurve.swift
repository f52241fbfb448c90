// ScrollPhysics — a cubic Bézier timing curve (CAMediaTimingFunction) and its inverse.

/// A timing curve through (0, 0) and (1, 1) with control points (x₁, y₁), (x₂, y₂), as
/// `CAMediaTimingFunction(controlPoints:)` defines it: x is the fraction of time, y the fraction of
/// progress.
///
/// `progress(at:)` solves x(s) = u for the curve parameter s (Newton's method from s = u, then bisection if
/// Newton stalls; a fixed number of steps, no allocation) and returns y(s). x₁ and x₂ must lie in [0, 1] so
/// that x(s) is monotone and the inverse is unique.
///
/// UIKit's `.curveEaseInOut` is (0.42, 0, 0.58, 1) (`kCAMediaTimingFunctionEaseInEaseOut`). Android's
/// OverScroller spline is the same kind of curve (see ``AndroidSplineFling``).
public struct CubicBezierTimingCurve: Sendable, Hashable, CustomStringConvertible {
    /// First control point's time coordinate, in [0, 1].
    public let x1: Double
    /// First control point's progress coordinate.
    public let y1: Double
    /// Second control point's time coordinate, in [0, 1].
    public let x2: Double
    /// Second control point's progress coordinate.
    public let y2: Double

    /// UIKit's ease-in-ease-out, (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CubicBezierTimingCurve(validated: 0.42, 0, 0.58, 1)

    /// A curve with control points (x1, y1) and (x2, y2).
    /// - Throws: ``PhysicsInputError`` if a coordinate is not finite or x1/x2 lies outside [0, 1].
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(PhysicsInputError) {
        self.init(
            validated: try Self.timeCoordinate(x1, "x1"), try Check.finite(y1, "y1"),
            try Self.timeCoordinate(x2, "x2"), try Check.finite(y2, "y2"))
    }

    private static func timeCoordinate(_ value: Double, _ field: String) throws(PhysicsInputError) -> Double {
        guard try Check.finite(value, field) >= 0, value <= 1 else {
            throw .outOfRange(field: field, value: value, expected: "0 <= x <= 1")
        }
        return value
    }

    init(validated x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Progress fraction at time fraction `fraction` (clamped to [0, 1]).
    public func progress(at fraction: Double) -> Double {
        bezier(parameter(forTime: fraction), y1, y2)
    }

    /// d(progress)/d(time fraction) at `fraction`: multiply by distance/duration for a velocity.
    public func slope(at fraction: Double) -> Double {
        let s = parameter(forTime: fraction)
        let dx = derivative(s, x1, x2)
        let dy = derivative(s, y1, y2)
        if dx > 0 { return dy / dx }
        // dx = 0 only at an end whose control point sits on it (x1 = 0 or x2 = 1).
        if dy != 0 { return dy > 0 ? .infinity : -.infinity }
        let ddx = secondDerivative(s, x1, x2)
        return ddx == 0 ? 0 : secondDerivative(s, y1, y2) / ddx  // l'Hôpital
    }

    /// The curve parameter s in [0, 1] with x(s) = `time`.
    private func parameter(forTime time: Double) -> Double {
        let u = min(max(time, 0), 1)
        if u == 0 || u == 1 { return u }
        var s = u
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - u
            if error.magnitude < 1e-14 { return s }
            let dx = derivative(s, x1, x2)
            if dx.magnitude < 1e-9 { break }
            let next = s - error / dx
            guard next >= 0, next <= 1 else { break }
            s = next
        }
        var low = 0.0
        var high = 1.0
        s = u
        for _ in 0..<60 {
            let x = bezier(s, x1, x2)
            if (x - u).magnitude < 1e-15 { return s }
            if x < u { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// 3s(1−s)²·p₁ + 3s²(1−s)·p₂ + s³.
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * s * r * r * p1 + 3 * s * s * r * p2 + s * s * s
    }

    /// d/ds of ``bezier``: 3(1−s)²·p₁ + 6s(1−s)·(p₂ − p₁) + 3s²·(1 − p₂).
    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * s * r * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// d²/ds² of ``bezier``: 6(1−s)·(p₂ − 2p₁) + 6s·(1 − 2p₂ + p₁).
    private func secondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        6 * (1 - s) * (p2 - 2 * p1) + 6 * s * (1 - 2 * p2 + p1)
    }

    /// `CubicBezierTimingCurve(0.42, 0.0, 0.58, 1.0)`.
    public var description: String {
        "CubicBezierTimingCurve(\(x1), \(y1), \(x2), \(y2))"
    }
}
