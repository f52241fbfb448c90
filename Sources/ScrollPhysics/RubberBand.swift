// ScrollPhysics — UIScrollView's rubber band (overscroll resistance).

/// The rubber-band curve: a finger `x` points past an edge shows the content `b(x)` points past it.
///
/// ```
/// b(x) = (1 − 1/(x·c/d + 1))·d = c·x·d/(d + c·x)      c = 0.55, d = dimension
/// x(b) = b·d/(c·(d − b))                              (the inverse, for |b| < d)
/// ```
/// Initial slope c; b → d as x → ∞; b(d) = 0.3548·d. For d = 960: b(100) = 52.02, b(400) = 178.98.
/// Odd in x: negative overscroll (past the leading edge) gives a negative offset.
///
/// Source: Grant Paul (@chpwn), analysed in "Analysis of Apple's rubber band scrolling" (2013, gist
/// originell/6961057); same coefficient in super-ultra/ScrollMechanics `RubberBand.swift`, Compose-iOS
/// `CupertinoOverscrollEffect`, FloatingPanel `Layout.swift` (docs/physics.md §4).
public struct RubberBand: Sendable, Hashable, CustomStringConvertible {
    /// The coefficient c (dimensionless); UIKit's is 0.55.
    public let coefficient: Double
    /// The viewport dimension d along the axis, points.
    public let dimension: Double

    /// UIKit's coefficient, 0.55.
    public static let uikitCoefficient = 0.55

    /// A rubber band over `dimension` points with `coefficient`.
    /// - Throws: ``PhysicsInputError`` if either is not finite and > 0.
    public init(coefficient: Double = RubberBand.uikitCoefficient, dimension: Double) throws(PhysicsInputError) {
        self.coefficient = try Check.positive(coefficient, "coefficient")
        self.dimension = try Check.positive(dimension, "dimension")
    }

    /// The visible overscroll, points, for a finger `overscroll` points past the edge (signed).
    public func offset(forOverscroll overscroll: Double) -> Double {
        let x = overscroll.magnitude
        let b = coefficient * x * dimension / (dimension + coefficient * x)
        return overscroll < 0 ? -b : b
    }

    /// The finger distance past the edge, points, that shows `offset` points of overscroll (signed).
    /// `±infinity` when |offset| ≥ ``dimension`` (the asymptote is never reached).
    public func overscroll(forOffset offset: Double) -> Double {
        let b = offset.magnitude
        guard b < dimension else { return offset < 0 ? -.infinity : .infinity }
        let x = b * dimension / (coefficient * (dimension - b))
        return offset < 0 ? -x : x
    }

    /// db/dx at a finger overscroll of `overscroll` points: c·d²/(d + c·|x|)² (c at the edge, → 0 far out).
    /// Multiplies a finger velocity into the visible velocity.
    public func slope(atOverscroll overscroll: Double) -> Double {
        let denominator = dimension + coefficient * overscroll.magnitude
        return coefficient * dimension * dimension / (denominator * denominator)
    }

    /// `position` if it lies in `range`; otherwise the nearest edge plus the rubber-banded excess
    /// (ScrollMechanics' `rubberBandClamp` with limits). Points in, points out.
    public func clamp(_ position: Double, to range: ClosedRange<Double>) -> Double {
        if position < range.lowerBound {
            return range.lowerBound + offset(forOverscroll: position - range.lowerBound)
        }
        if position > range.upperBound {
            return range.upperBound + offset(forOverscroll: position - range.upperBound)
        }
        return position
    }

    /// `RubberBand(c: 0.55, d: 960.0 pt)`.
    public var description: String { "RubberBand(c: \(coefficient), d: \(dimension) pt)" }
}
