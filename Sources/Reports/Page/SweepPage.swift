// Reports/Page/SweepPage: the page of `bench render DIR --html`: the sweep's heatmaps, each cell's outcome on
// hover, and a bounded set of cells whose trajectories are simulated again and embedded to play on click.
import Analysis
import PanelSimulator
import Support
import Sweep

/// Builds the sweep page's content from a saved sweep and a runner that replays its cells.
public enum SweepPage {
    /// Most heatmaps on one page (the first ones in file order: start heights, then panels of the second
    /// parameter).
    public static let maximumHeatmaps = 8
    /// Most trajectories embedded on one page, shared between its heatmaps.
    public static let maximumTrajectories = 64

    /// The page: one heatmap per picked start height (and value of the second parameter) over the picked rows and
    /// columns of ``SweepPlotCollector``, the metric of `options`; each cell's outcome in one line; on each heatmap
    /// an evenly spaced lattice of cells (first and last rows and columns included) whose trajectories are
    /// simulated again by `runner` and embedded, ``maximumTrajectories`` in all.
    ///
    /// - Throws: ``SweepCellError`` when a cell to embed cannot be simulated.
    public static func content(_ results: SweepResults, options: SweepPlotOptions, runner: SweepRunner)
        throws(SweepCellError) -> PageContent
    {
        var data = SweepPlotCollector(header: results.header, options: options)
        for row in results.rows { data.add(row) }
        let grid = results.header.grid
        let byCell = Dictionary(results.rows.map { ($0.cell, $0) }, uniquingKeysWith: { first, _ in first })
        let mapCount = min(maximumHeatmaps, data.heights.count * data.facets.count)
        let budget = max(1, maximumTrajectories / max(1, mapCount))
        let latticeRows = SweepPlotCollector.evenlyPicked(data.rows.count, Int(Double(budget).squareRoot()))
        let latticeColumns = SweepPlotCollector.evenlyPicked(data.columns.count, budget / max(1, latticeRows.count))
        var sheets: [PageSheet] = []
        var heatmaps: [PageHeatmap] = []
        var cellCount = 0
        for h in data.heights.indices {
            for f in data.facets.indices where heatmaps.count < mapCount {
                var values: [Double?] = []
                var keys: [String] = []
                var outcomes: [String] = []
                var sheetIndex: [Int?] = []
                for r in data.rows.indices {
                    for c in data.columns.indices {
                        let value = data.value(h, f, r, c)
                        values.append(value.isNaN ? nil : value)
                        let cell = Self.cell(data, height: h, facet: f, row: r, column: c)
                        keys.append(String(cell))
                        outcomes.append(
                            runner.describe(cell) + ": " + (byCell[cell].map(Self.outcomeLine) ?? "no row"))
                        if latticeRows.contains(r), latticeColumns.contains(c), sheets.count < maximumTrajectories {
                            let run = try runner.trajectory(ofCell: cell)
                            sheetIndex.append(sheets.count)
                            sheets.append(PageSheet(run, scenario: runner.scenario, label: runner.describe(cell)))
                        } else {
                            sheetIndex.append(nil)
                        }
                        cellCount += 1
                    }
                }
                let first = grid.parameters[0]
                let facet =
                    grid.parameters.count > 1
                    ? "; \(grid.parameters[1].parameter.rawValue) = \(grid.parameters[1].values.labels[data.facets[f]])"
                    : ""
                heatmaps.append(
                    PageHeatmap(
                        title: "\(data.metric.label) from \(grid.startHeights.labels[data.heights[h]]) pt\(facet)",
                        columnAxis: "\(grid.gesture.axisName) (\(grid.gesture.axisUnit))",
                        rowAxis: first.parameter.rawValue
                            + (first.parameter.axisUnit.isEmpty ? "" : " (\(first.parameter.axisUnit))"),
                        columns: data.columns.map { grid.gestureValues.labels[$0] },
                        rows: data.rows.map { first.values.labels[$0] }, values: values, unit: data.metric.unit,
                        keys: keys, outcomes: outcomes, sheetIndex: sheetIndex))
            }
        }
        let note =
            "Trajectories embedded for \(sheets.count) of the \(cellCount) cells shown (white dots: on each heatmap "
            + "\(latticeRows.count) evenly spaced rows × \(latticeColumns.count) columns, at most "
            + "\(maximumTrajectories) in all), simulated again from the sweep's scenario; every other cell shows its "
            + "outcome only. "
            + (mapCount < data.heights.count * data.facets.count
                ? "The first \(mapCount) of \(data.heights.count * data.facets.count) heatmaps are shown." : "")
        return PageContent(
            title: "sweep of \(results.header.scenario.name): \(data.metric.label) (\(results.rows.count) cells)",
            notes: ["point at a cell for its outcome; click a white dot to play that cell's trajectory"],
            sheets: sheets, sweep: PageSweep(heatmaps: heatmaps, embeddedNote: note))
    }

    /// The grid index of the cell at picked (height, facet, row, column) slots; parameters beyond the first two at
    /// their held values.
    static func cell(_ data: SweepPlotCollector, height h: Int, facet f: Int, row r: Int, column c: Int) -> Int {
        let grid = data.header.grid
        var combination = 0
        for (k, axis) in grid.parameters.enumerated() {
            let index = k == 0 ? data.rows[r] : k == 1 ? data.facets[f] : data.held[k]
            combination = combination * axis.values.count + index
        }
        return (combination * grid.startHeights.count + data.heights[h]) * grid.gestureValues.count + data.columns[c]
    }

    /// `lands at 700 pt (detent 2), settles 0.62 s after release, overshoot 3.1 pt, decelerating`.
    static func outcomeLine(_ row: SweepRow) -> String {
        let f = { (value: Double) in NumberFormat.short(value, decimals: 2) }
        var line = "lands at \(f(row.landingHeight)) pt" + (row.landingDetent.map { " (detent \($0))" } ?? "")
        line +=
            ", settles \(f(row.settleTime)) s after release, overshoot \(f(row.overshoot)) pt, \(row.movement.rawValue)"
        if let handoff = row.handoff { line += ", handoff \(handoff.rawValue)" }
        if let sheet = row.sheet { line += ", sheet \(sheet.rawValue)" }
        return line
    }
}
