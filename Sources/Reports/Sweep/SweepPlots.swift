// Reports/Sweep/SweepPlots: the pictures of a sweep, as PlotSpecs made from its results alone.
import Analysis
import Plotting

/// The plots of a sweep. They are built from ``SweepResults`` only, so `bench render` re-draws them from a saved
/// `sweep.json` without simulating.
///
/// - `landing-detent-<h>pt.png`, one per start height h: a heatmap of the landing detent index over release
///   velocity (columns) × parameter values (rows); cells that land off any detent are left blank.
/// - `landing-height-<h>pt.png`, one per start height: landing height against release velocity, one step line
///   per parameter value (at most ``maximumSeries``, evenly picked), detents as guides.
/// - `settle-time.png`: mean and maximum settle time (over velocities and any further parameters) against the
///   first parameter, one line per start height.
///
/// At most ``maximumHeights`` start heights get their own pictures (evenly picked, first and last included).
public enum SweepPlots {
    /// Most start heights drawn (heatmap and landing-height curve each).
    public static let maximumHeights = 8
    /// Most series in one chart.
    public static let maximumSeries = 8

    /// The file name and spec of every plot, in a fixed order.
    public static func specs(_ results: SweepResults) -> [(file: String, spec: PlotSpec)] {
        let grid = results.header.grid
        guard grid.count > 0, results.rows.count == grid.count else { return [] }
        let heights = evenlyPicked(grid.startHeights.count, maximumHeights)
        var plots: [(String, PlotSpec)] = []
        for h in heights {
            let label = grid.startHeights.labels[h]
            plots.append(("landing-detent-\(label)pt.png", heatmap(results, height: h)))
        }
        for h in heights {
            let label = grid.startHeights.labels[h]
            plots.append(("landing-height-\(label)pt.png", landingCurve(results, height: h)))
        }
        plots.append(("settle-time.png", settleChart(results, heights: heights)))
        return plots
    }

    /// `count` indices out of `0..<total`, evenly spread, first and last included.
    static func evenlyPicked(_ total: Int, _ count: Int) -> [Int] {
        guard total > count else { return Array(0..<total) }
        return (0..<count).map { ($0 * (total - 1) + (count - 1) / 2) / (count - 1) }
    }

    /// `name (unit) / name (unit)` for the parameters, and the combination labels `a / b`.
    static func parameterAxis(_ grid: SweepGrid) -> PlotAxis {
        if grid.parameters.count == 1 {
            let parameter = grid.parameters[0].parameter
            return PlotAxis(parameter.rawValue, unit: parameter.unit)
        }
        return PlotAxis(
            grid.parameters.map { "\($0.parameter.rawValue) (\($0.parameter.unit))" }.joined(separator: " / "))
    }

    /// The scenario name for titles.
    static func scenarioNote(_ results: SweepResults) -> String {
        let info = results.header.scenario
        return "scenario \(info.name), \(info.movementStyle)"
    }

    /// The row of cell (combination, height, velocity).
    static func row(_ results: SweepResults, _ combination: Int, _ height: Int, _ velocity: Int) -> SweepRow {
        let grid = results.header.grid
        return results.rows[(combination * grid.startHeights.count + height) * grid.velocities.count + velocity]
    }

    /// Landing detent over velocity × parameter combination at start height `height`.
    static func heatmap(_ results: SweepResults, height: Int) -> PlotSpec {
        let grid = results.header.grid
        let detents = results.header.scenario.detentsPt
        let detentKey = detents.enumerated().map { "\($0) = \(SweepValues.format($1))" }.joined(separator: ", ") + " pt"
        // A heatmap has at most `maximumHeatmapSide` cells a side: larger grids show evenly picked rows/columns.
        let side = PlotSpec.maximumHeatmapSide
        let combinations = evenlyPicked(grid.combinationCount, side)
        let velocities = evenlyPicked(grid.velocities.count, side)
        let values = combinations.map { c in
            velocities.map { v in row(results, c, height, v).landingDetent.map(Double.init) ?? .nan }
        }
        let rowLabels = combinations.map { grid.labels(ofCombination: $0).joined(separator: " / ") }
        let map = Heatmap(
            xAxis: PlotAxis("release velocity", unit: "pt/ms"), yAxis: parameterAxis(grid),
            columnLabels: velocities.map { grid.velocities.labels[$0] }, rowLabels: rowLabels, values: values,
            colorBar: PlotAxis("landing detent", unit: "index", range: 0...Double(max(1, detents.count - 1))))
        let subsampled = combinations.count < grid.combinationCount || velocities.count < grid.velocities.count
        let title =
            "Landing detent (\(detentKey)) from \(grid.startHeights.labels[height]) pt; \(scenarioNote(results))"
            + (values.joined().contains { $0.isNaN } ? "; blank: off detents" : "")
            + (subsampled
                ? "; \(rowLabels.count)×\(velocities.count) of \(grid.combinationCount)×\(grid.velocities.count) cells shown"
                : "")
        return PlotSpec(title: title, size: PlotSize(width: 1400, height: 900), content: .heatmap(map))
    }

    /// Landing height against velocity at start height `height`, one step line per picked combination.
    static func landingCurve(_ results: SweepResults, height: Int) -> PlotSpec {
        let grid = results.header.grid
        let velocities = grid.velocities.values
        let series = evenlyPicked(grid.combinationCount, maximumSeries).map { c in
            PlotSeries(
                grid.labels(ofCombination: c).joined(separator: " / "), style: velocities.count > 1 ? .step : .points,
                x: velocities, y: (0..<velocities.count).map { row(results, c, height, $0).landingHeight })
        }
        let guides = results.header.scenario.detentsPt.enumerated().map {
            HorizontalGuide(y: $1, label: "detent \($0)")
        }
        let chart = Chart(
            xAxis: PlotAxis("release velocity", unit: "pt/ms"),
            panels: [ChartPanel(yAxis: PlotAxis("landing height", unit: "pt"), series: series, guides: guides)])
        let title =
            "Landing height from \(grid.startHeights.labels[height]) pt by \(parameterAxis(grid).label) (\(scenarioNote(results)))"
        return PlotSpec(title: title, size: PlotSize(width: 1400, height: 900), content: .chart(chart))
    }

    /// Mean and maximum settle time against the first parameter, one line per start height.
    static func settleChart(_ results: SweepResults, heights: [Int]) -> PlotSpec {
        let grid = results.header.grid
        let first = grid.parameters[0]
        let x = first.values.values
        var means: [PlotSeries] = []
        var maxima: [PlotSeries] = []
        let style: SeriesStyle = x.count > 1 ? .line : .points
        let palette = PlotTheme.standard.seriesColors
        for (i, h) in heights.prefix(maximumSeries).enumerated() {
            let color = palette.isEmpty ? nil : palette[i % palette.count]
            var sum = Array(repeating: 0.0, count: x.count)
            var count = Array(repeating: 0, count: x.count)
            var peak = Array(repeating: 0.0, count: x.count)
            for c in 0..<grid.combinationCount {
                let k = grid.valueIndices(ofCombination: c)[0]
                for v in 0..<grid.velocities.count {
                    let settle = row(results, c, h, v).settleTime
                    guard settle.isFinite else { continue }
                    sum[k] += settle
                    count[k] += 1
                    peak[k] = max(peak[k], settle)
                }
            }
            let name = "from \(grid.startHeights.labels[h]) pt"
            means.append(
                PlotSeries(
                    name, style: style, x: x, y: zip(sum, count).map { $1 > 0 ? $0 / Double($1) : .nan }, color: color))
            maxima.append(PlotSeries(name, style: style, x: x, y: peak, color: color))
        }
        let chart = Chart(
            xAxis: PlotAxis(first.parameter.rawValue, unit: first.parameter.unit),
            panels: [
                ChartPanel(yAxis: PlotAxis("mean settle time", unit: "s"), series: means),
                ChartPanel(yAxis: PlotAxis("max settle time", unit: "s"), series: maxima),
            ])
        let over = grid.parameters.count > 1 ? "velocities and other parameters" : "velocities"
        let title = "Settle time by \(first.parameter.rawValue), over \(over) (\(scenarioNote(results)))"
        return PlotSpec(title: title, size: PlotSize(width: 1400, height: 1000), content: .chart(chart))
    }
}
