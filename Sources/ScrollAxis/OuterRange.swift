// ScrollAxis/OuterRange: the legal outer-offset range the host scroll view allows, in points.

/// The legal outer-offset range the host scroll view allows (docs/model.md §4.3), in points.
public struct OuterRange: Hashable, Sendable, CustomStringConvertible {
    /// The display height used as the lower end when there are no detents and no minimum is given, in points.
    public static let defaultMinimumDisplayHeight: Double = 66

    /// The lowest legal outer offset (−contentInset.top), points.
    public var minimum: Double
    /// The highest legal outer offset, points; never below ``minimum``.
    public var maximum: Double

    /// Creates a range; `maximum` is raised to `minimum` when it is lower.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = max(maximum, minimum)
    }

    /// The range the UIKit layer lays out for `model`: minimum = H_min − V with H_min the first detent, else
    /// `minimumDisplayHeight`, else 66 pt; maximum = H_max − V + Σ participant lengths with H_max the last detent,
    /// else `panelHeight` (else V).
    public init(model: AxisModel, minimumDisplayHeight: Double? = nil, panelHeight: Double? = nil) {
        let v = model.viewportHeight
        let low = model.detentHeights.first ?? minimumDisplayHeight ?? OuterRange.defaultMinimumDisplayHeight
        let high = model.detentHeights.last ?? panelHeight ?? v
        self.init(minimum: low - v, maximum: high - v + model.totalParticipantLength)
    }

    /// True when `y` lies in [minimum, maximum].
    @inlinable public func contains(_ y: Double) -> Bool { y >= minimum && y <= maximum }

    /// `y` clamped into the range.
    @inlinable public func clamp(_ y: Double) -> Double { Swift.min(Swift.max(y, minimum), maximum) }

    /// `outer offset -500.0…200.0 pt`.
    public var description: String { "outer offset \(minimum)…\(maximum) pt" }
}
