// Reports/Page/PageSweep: a sweep's heatmaps on the page: one value per cell, what the cell came to, and which
// embedded sheet plays it.

/// One heatmap: a grid of cells (rows × columns), each with a value, a line of outcome text and, for a bounded set
/// of cells, the sheet that plays its trajectory.
public struct PageHeatmap: Sendable {
    /// The heatmap's title (`landing height at 400 pt`).
    public var title: String
    /// The column axis's name and unit (`release velocity (pt/ms)`).
    public var columnAxis: String
    /// The row axis's name and unit.
    public var rowAxis: String
    /// Column labels, left to right.
    public var columns: [String]
    /// Row labels, bottom to top.
    public var rows: [String]
    /// The cell values, row-major from the bottom row (`values[row * columns.count + column]`); nil = no value.
    public var values: [Double?]
    /// The value's unit (`pt`, `s`), or empty.
    public var unit: String
    /// One key per cell (for `#cell=KEY`), row-major like ``values``.
    public var keys: [String]
    /// One line per cell: what the cell came to, row-major like ``values``.
    public var outcomes: [String]
    /// The index into ``PageContent/sheets`` that plays each cell's trajectory, or nil when it is not embedded.
    public var sheetIndex: [Int?]
}

/// The sweep part of a page: its heatmaps and a sentence saying which cells' trajectories are embedded.
public struct PageSweep: Sendable {
    /// The heatmaps, in file order.
    public var heatmaps: [PageHeatmap]
    /// Which cells can be played (`every cell`, `every 4th column and row: 64 of 1024 cells`).
    public var embeddedNote: String

    /// `{"note","maps":[{title, cols, rows, axes, unit, v, keys, out, sheet}]}`; values at 3 decimals.
    var json: String {
        let maps = heatmaps.map { map in
            PageJSON.object([
                ("title", PageJSON.string(map.title)), ("colAxis", PageJSON.string(map.columnAxis)),
                ("rowAxis", PageJSON.string(map.rowAxis)), ("cols", PageJSON.strings(map.columns)),
                ("rows", PageJSON.strings(map.rows)), ("unit", PageJSON.string(map.unit)),
                ("v", PageJSON.array(map.values.map { $0.map { PageJSON.number($0, .value) } ?? "null" })),
                ("keys", PageJSON.strings(map.keys)), ("out", PageJSON.strings(map.outcomes)),
                ("sheet", PageJSON.array(map.sheetIndex.map { $0.map(String.init) ?? "null" })),
            ])
        }
        return PageJSON.object([("note", PageJSON.string(embeddedNote)), ("maps", PageJSON.array(maps))])
    }
}
