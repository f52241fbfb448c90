// Plotting: a grid of values shown through a colour map.

/// A grid of values, one coloured cell each, with a labelled colour bar.
///
/// `values[row][column]`: row 0 is drawn at the bottom, column 0 at the left. Cell centres sit at the
/// integer data coordinates (column, row), so `PlotLayout` maps a cell like any data point.
/// A NaN value means "no data": its cell shows the background colour.
///
/// ```swift
/// let map = Heatmap(xAxis: PlotAxis("velocity threshold", unit: "pt/ms"), yAxis: PlotAxis("rate"),
///                   columnLabels: ["0.2", "0.5", "1.0"], rowLabels: ["0.99", "0.998"],
///                   values: [[0.31, 0.35, 0.4], [0.52, 0.6, 0.71]],
///                   colorBar: PlotAxis("settle time", unit: "s"))
/// let spec = PlotSpec(title: "Settle time", size: PlotSize(width: 900, height: 700), content: .heatmap(map))
/// ```
public struct Heatmap: Sendable, Codable, Hashable {
    /// The horizontal axis (its label and unit; scale and range are ignored, columns are categories).
    public var xAxis: PlotAxis
    /// The vertical axis (its label and unit; scale and range are ignored, rows are categories).
    public var yAxis: PlotAxis
    /// One tick label per column, left to right.
    public var columnLabels: [String]
    /// One tick label per row, bottom to top.
    public var rowLabels: [String]
    /// `values[row][column]`, all rows as long as `columnLabels`; NaN marks a missing cell.
    public var values: [[Double]]
    /// The colour bar: its label, unit and optional fixed value range (scale must be linear).
    public var colorBar: PlotAxis

    /// Creates a heatmap; see the properties for each argument.
    public init(
        xAxis: PlotAxis, yAxis: PlotAxis, columnLabels: [String], rowLabels: [String],
        values: [[Double]], colorBar: PlotAxis
    ) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.columnLabels = columnLabels
        self.rowLabels = rowLabels
        self.values = values
        self.colorBar = colorBar
    }
}
