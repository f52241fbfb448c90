// Units/VelocityUnits: velocities in points per millisecond and per second, and the conversion between them.

/// A velocity in points per **millisecond**, UIKit's `scrollViewWillEndDragging` unit (release velocities and the
/// solver's thresholds: 0.2 = 200 pt/s). Positive = outer offset increasing (expanding).
///
/// A distinct type from ``PointsPerSecond`` so the two cannot be mixed silently; ``pointsPerSecond`` and
/// ``PointsPerSecond/pointsPerMillisecond`` are the one conversion.
public struct PointsPerMillisecond: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The value, points per millisecond.
    public var value: Double

    /// The legal release velocities, points per millisecond: ±100 pt/ms (±100 000 pt/s, far past any flick; the
    /// one range `--velocity`, `--velocities`, scripts and sweeps accept).
    public static let legalRange = LegalRange.closed(-100, 100, unit: "pt/ms")

    /// A velocity of `value` points per millisecond.
    @inlinable public init(_ value: Double) { self.value = value }

    /// The same velocity in points per second (× 1000).
    @inlinable public var pointsPerSecond: PointsPerSecond { PointsPerSecond(value * 1000) }

    /// Orders by value.
    @inlinable public static func < (a: Self, b: Self) -> Bool { a.value < b.value }

    /// `1.5 pt/ms`.
    public var description: String { "\(value) pt/ms" }
}

/// A velocity or speed in points per **second** (everything but release velocities: peak speeds, velocity jumps,
/// motion velocities). Positive = outer offset increasing, where a sign applies.
public struct PointsPerSecond: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The value, points per second.
    public var value: Double

    /// A velocity of `value` points per second.
    @inlinable public init(_ value: Double) { self.value = value }

    /// The same velocity in points per millisecond (÷ 1000).
    @inlinable public var pointsPerMillisecond: PointsPerMillisecond { PointsPerMillisecond(value / 1000) }

    /// Orders by value.
    @inlinable public static func < (a: Self, b: Self) -> Bool { a.value < b.value }

    /// `1500 pt/s`.
    public var description: String { "\(value) pt/s" }
}

extension PointsPerSecond: Codable {
    /// Reads a bare number (points per second), as ``encode(to:)`` writes it.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Double.self)
    }

    /// Writes the value as a bare number (points per second): a file's field is as a `Double` would write it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
