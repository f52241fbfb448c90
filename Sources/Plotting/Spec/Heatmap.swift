// Plotting: grids of values shown through a colour map or as labelled categories.

/// One grid of a heatmap: `values[row][column]`, with an optional title above it (small multiples).
public struct HeatmapPanel: Sendable, Hashable {
    /// Printed above the grid (empty: none).
    public var title: String
    /// `values[row][column]`, all rows as long as the heatmap's `columnLabels`; NaN marks a missing cell.
    public var values: [[Double]]
    /// Vertical dashed lines across this grid at these column positions (column indices, fractional between two
    /// columns, finite): a setting that differs from grid to grid, such as a threshold on the column quantity.
    public var columnGuides: [Double]

    /// Creates a panel with `columnGuides` (column indices; default none).
    public init(title: String = "", values: [[Double]], columnGuides: [Double] = []) {
        self.title = title
        self.values = values
        self.columnGuides = columnGuides
    }
}

/// A value a categorical heatmap shows with its own colour and a labelled swatch.
public struct HeatmapCategory: Sendable, Hashable {
    /// The cell value meaning this category.
    public var value: Double
    /// The swatch's label (e.g. `detent 1 (400 pt)`).
    public var label: String
    /// The cells' and the swatch's colour.
    public var color: PlotColor

    /// Creates a category.
    public init(value: Double, label: String, color: PlotColor) {
        self.value = value
        self.label = label
        self.color = color
    }
}

/// A row of a heatmap pointed out: where it is and the tick label that names it.
public struct HeatmapMark: Sendable, Hashable {
    /// The row, as a row index (0 = bottom row); fractional between two sampled rows.
    public var row: Double
    /// The tick label drawn at it, e.g. `0.2 (scenario)`.
    public var label: String

    /// Creates a mark at row index `row` (fractional between rows) labelled `label`.
    public init(row: Double, label: String) {
        self.row = row
        self.label = label
    }
}

/// One or more grids of values over the same rows and columns (small multiples share one scale), coloured through
/// a colour map with a labelled colour bar, or, when ``categories`` is not empty, one colour per category with a
/// legend of labelled swatches.
///
/// `values[row][column]`: row 0 is drawn at the bottom, column 0 at the left. Cell centres sit at the integer data
/// coordinates (column, row), so `PlotLayout` maps a cell like any data point. A NaN value means "no data": its
/// cell shows the background colour.
///
/// ```swift
/// let map = Heatmap(xAxis: PlotAxis("velocity threshold", unit: "pt/ms"), yAxis: PlotAxis("rate"),
///                   columnLabels: ["0.2", "0.5", "1.0"], rowLabels: ["0.99", "0.998"],
///                   values: [[0.31, 0.35, 0.4], [0.52, 0.6, 0.71]],
///                   colorBar: PlotAxis("settle time", unit: "s"))
/// let spec = PlotSpec(title: "Settle time", size: PlotSize(width: 900, height: 700), content: .heatmap(map))
/// ```
public struct Heatmap: Sendable, Hashable {
    /// The horizontal axis (its label and unit; scale and range are ignored, columns are categories).
    public var xAxis: PlotAxis
    /// The vertical axis (its label and unit; scale and range are ignored, rows are categories).
    public var yAxis: PlotAxis
    /// One tick label per column, left to right.
    public var columnLabels: [String]
    /// One tick label per row, bottom to top.
    public var rowLabels: [String]
    /// The grids, drawn left to right, then top to bottom (at least one).
    public var panels: [HeatmapPanel]
    /// The colour scale: its label, unit and optional fixed value range (scale must be linear). With categories,
    /// its label (and unit) titles the swatches.
    public var colorBar: PlotAxis
    /// The categories; empty for a continuous colour bar.
    public var categories: [HeatmapCategory]
    /// The number each column stands for, when the columns are samples of a quantity (ticks then fall on round
    /// values, 0 included when sampled); nil for plain categories.
    public var columnValues: [Double]?
    /// The number each row stands for, as ``columnValues``.
    public var rowValues: [Double]?
    /// A row to point out (the scenario's own value of the swept parameter): outlined in every grid and given a
    /// tick label of its own; `nil` for none.
    public var rowMark: HeatmapMark?

    /// A heatmap of one grid; see the properties for each argument.
    public init(
        xAxis: PlotAxis, yAxis: PlotAxis, columnLabels: [String], rowLabels: [String],
        values: [[Double]], colorBar: PlotAxis
    ) {
        self.init(
            xAxis: xAxis, yAxis: yAxis, columnLabels: columnLabels, rowLabels: rowLabels,
            panels: [HeatmapPanel(values: values)], colorBar: colorBar)
    }

    /// A heatmap of one or more grids; see the properties for each argument.
    public init(
        xAxis: PlotAxis, yAxis: PlotAxis, columnLabels: [String], rowLabels: [String],
        panels: [HeatmapPanel], colorBar: PlotAxis, categories: [HeatmapCategory] = [], columnValues: [Double]? = nil,
        rowValues: [Double]? = nil
    ) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.columnLabels = columnLabels
        self.rowLabels = rowLabels
        self.panels = panels
        self.colorBar = colorBar
        self.categories = categories
        self.columnValues = columnValues
        self.rowValues = rowValues
    }

    /// The first grid's values (setting them replaces the first grid's).
    public var values: [[Double]] {
        get { panels.first?.values ?? [] }
        set {
            if panels.isEmpty { panels = [HeatmapPanel(values: newValue)] } else { panels[0].values = newValue }
        }
    }

    /// The colour of a cell holding `value`: its category's (a grey for a value no category has), else the colour
    /// map at the value's place in `lower...upper`; nil for NaN (no cell).
    public func color(of value: Double, lower: Double, upper: Double) -> PlotColor? {
        guard !value.isNaN else { return nil }
        if !categories.isEmpty {
            return categories.first { $0.value == value }?.color ?? PlotColor(red: 160, green: 160, blue: 160)
        }
        return ColorMap.viridis.color(at: (value - lower) / (upper - lower))
    }
}
