// Plotting: an axis of a plot: label, unit, scale and optional fixed range.

/// How data values map to distance along an axis.
public enum AxisScale: String, Sendable, Codable, CaseIterable {
    /// Equal distances for equal differences.
    case linear
    /// Equal distances for equal ratios (base 10); every value drawn on it must be positive.
    case log
}

/// One axis: what it measures, in which unit, on which scale and over which range.
public struct PlotAxis: Sendable, Codable, Hashable {
    /// What the axis measures, e.g. "time" or "panel height".
    public var label: String
    /// The unit, e.g. "s" or "pt"; shown as "label (unit)". Empty for none.
    public var unit: String
    /// Linear or logarithmic.
    public var scale: AxisScale
    /// A fixed range in data units; `nil` fits the data and widens it to round tick values.
    public var range: ClosedRange<Double>?

    /// Creates an axis.
    /// - Parameters:
    ///   - label: what the axis measures.
    ///   - unit: the unit of its values (empty for none).
    ///   - scale: `.linear` (default) or `.log`.
    ///   - range: a fixed range in data units, or `nil` (default) to fit the data.
    public init(_ label: String, unit: String = "", scale: AxisScale = .linear, range: ClosedRange<Double>? = nil) {
        self.label = label
        self.unit = unit
        self.scale = scale
        self.range = range
    }

    /// The label as printed: "label (unit)", or just "label" without a unit.
    public var title: String { unit.isEmpty ? label : "\(label) (\(unit))" }
}
