// Plotting: an axis of a plot: label, unit, scale and optional fixed range.

/// How data values map to distance along an axis.
public enum AxisScale: String, Sendable, CaseIterable {
    /// Equal distances for equal differences.
    case linear
    /// Equal distances for equal ratios (base 10); every value drawn on it must be positive.
    case log
}

/// One axis: what it measures, in which unit, on which scale and over which range.
public struct PlotAxis: Sendable, Hashable {
    /// What the axis measures, e.g. "time" or "panel height".
    public var label: String
    /// The unit, e.g. "s" or "pt"; shown as "label (unit)". Empty for none.
    public var unit: String
    /// Linear or logarithmic.
    public var scale: AxisScale
    /// A fixed range in data units; `nil` fits the data and widens it to round tick values.
    public var range: ClosedRange<Double>?
    /// Values the axis must reach besides the data, in data units, when `range` is `nil`: the span is widened
    /// to take them in and then to round ticks (room beside the data that still ends on a tick).
    public var extent: ClosedRange<Double>?
    /// Tick values to use instead of round ones (the depths a benchmark sampled, say), in data units; ticks
    /// outside the range are left out. `nil`: round values.
    public var ticks: [Double]?

    /// Creates an axis.
    /// - Parameters:
    ///   - label: what the axis measures.
    ///   - unit: the unit of its values (empty for none).
    ///   - scale: `.linear` (default) or `.log`.
    ///   - range: a fixed range in data units, or `nil` (default) to fit the data.
    ///   - extent: values to reach besides the data, widened to round ticks (default none).
    ///   - ticks: tick values to use instead of round ones (default: round ones).
    public init(
        _ label: String, unit: String = "", scale: AxisScale = .linear, range: ClosedRange<Double>? = nil,
        extent: ClosedRange<Double>? = nil, ticks: [Double]? = nil
    ) {
        self.ticks = ticks
        self.label = label
        self.unit = unit
        self.scale = scale
        self.range = range
        self.extent = extent
    }

    /// The label as printed: "label (unit)", or just "label" without a unit.
    public var title: String { unit.isEmpty ? label : "\(label) (\(unit))" }
}
