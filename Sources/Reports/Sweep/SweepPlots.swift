// Reports/Sweep/SweepPlots: the pictures of a sweep, as PlotSpecs made from what the collector kept.
import Analysis
import PanelSimulator
import Plotting
import Scenario
import Support
import Sweep

/// The plots of a sweep. They are built from the rows only (through ``SweepPlotCollector``), so `bench render`
/// re-draws them from a saved `sweep.json` without simulating.
///
/// - `<metric>-<h>pt.png`, one per start height h: a heatmap of the metric over the gesture values (columns) ×
///   the first parameter (rows); with two parameters, one small heatmap per value of the second on one shared
///   scale. Categories (landing detent, sheet) get one labelled swatch each; continuous outcomes a colour bar with
///   the unit.
/// - `<curve>-by-<gesture>-<h>pt.png`, one per start height: the curve metric (the landing height for a
///   categorical metric) against the gesture value, one step line per selected value of the first parameter, each
///   step spanning its cell; detents as guides.
/// - `reach-by-<gesture>.png`, without detents and with a named list: where the panel and the list rest against
///   the gesture value, every start height in one picture (``reach(_:)``).
/// - `settle-time.png`: mean and maximum settle time over the cells that moved, against the first parameter, one
///   line per start height.
public enum SweepPlots {
    /// Throws when the heatmaps' outcome has no value in any cell they draw: a choice of outcome the system does
    /// not have (bad input, named by `--metric`), never an "invalid plot" failure of the machine.
    ///
    /// - Throws: ``SweepSpecError``.
    public static func checkDrawable(_ data: SweepPlotCollector) throws(SweepSpecError) {
        guard !data.values.contains(where: \.isFinite) else { return }
        throw SweepSpecError(
            "--metric \(data.metric.rawValue): no cell of this sweep has a \(data.metric.label) "
                + "(\(data.metric.absenceReason))")
    }

    /// The file name and spec of every plot, in a fixed order.
    public static func specs(_ data: SweepPlotCollector) -> [(file: String, spec: PlotSpec)] {
        let grid = data.header.grid
        var plots: [(String, PlotSpec)] = []
        for (h, index) in data.heights.enumerated() {
            let label = grid.startHeights.labels[index]
            plots.append(("\(data.metric.rawValue)-\(label)pt.png", heatmap(data, height: h)))
        }
        let gesture = grid.gesture.axisName.replacingOccurrences(of: " ", with: "-")
        for (h, index) in data.heights.enumerated() {
            let label = grid.startHeights.labels[index]
            plots.append(("\(data.curveMetric.rawValue)-by-\(gesture)-\(label)pt.png", curves(data, height: h)))
        }
        if drawsReach(data) { plots.append(("reach-by-\(gesture).png", reach(data))) }
        plots.append(("settle-time.png", settleChart(data)))
        return plots
    }

    /// `scenario default, system style` (the style only where it applies: BODragScroll), and for drag sweeps the
    /// drag's held settings (`0.1 s drags on the header`).
    static func scenarioNote(_ header: SweepHeader) -> String {
        let info = header.scenario
        var note = "scenario \(info.name)"
        if ReleasePolicy(rawValue: info.policy) == .boDragScroll { note += ", \(info.movementStyle) style" }
        let swept = Set(header.grid.parameters.map(\.parameter))
        if header.grid.gesture == .drag {
            if !swept.contains(.dragDuration), let duration = info.parameters[SweepParameter.dragDuration.rawValue] {
                note += ", \(SweepValues.format(duration)) s drags"
            }
            if !swept.contains(.dragOnContent), let onContent = info.parameters[SweepParameter.dragOnContent.rawValue] {
                note += onContent == 0 ? " on the header" : " on the content"
            }
        }
        return note
    }

    /// `name = value unit` for a parameter value.
    static func valueText(_ axis: SweepAxis, _ index: Int) -> String {
        let unit = axis.parameter.valueUnit.isEmpty ? "" : " " + axis.parameter.valueUnit
        return "\(axis.parameter.rawValue) = \(axis.values.labels[index])\(unit)"
    }

    /// `; other-param = v unit, …` for the parameters held at one value (beyond the first two).
    static func heldNote(_ data: SweepPlotCollector, from first: Int) -> String {
        let grid = data.header.grid
        guard grid.parameters.count > first else { return "" }
        let held = (first..<grid.parameters.count).map { valueText(grid.parameters[$0], data.held[$0]) }
        return "; " + held.joined(separator: ", ")
    }

    /// `(picked of total shown)` when a heatmap axis is subsampled.
    static func subsampleNote(_ shown: Int, _ total: Int, _ what: String) -> String {
        shown < total ? "; \(shown) of \(total) \(what) shown" : ""
    }

    /// The metric's categories: one per detent (with its height) or shown / dismissed.
    static func categories(_ data: SweepPlotCollector) -> [HeatmapCategory] {
        let color = { (i: Int) in PlotTheme.standard.seriesColor(nil, index: i) }
        switch data.metric {
        case .landingDetent:
            return data.header.scenario.detentsPt.enumerated().map {
                HeatmapCategory(
                    value: Double($0), label: "detent \($0) (\(SweepValues.format($1)) pt)", color: color($0))
            }
        case .sheet:
            return [PopUpOutcome.shown, .dismissed].enumerated().map {
                HeatmapCategory(value: Double($0), label: $1.rawValue, color: color($0))
            }
        default: return []
        }
    }

    /// The metric over gesture values × first parameter at picked start height `h`, one panel per facet.
    static func heatmap(_ data: SweepPlotCollector, height h: Int) -> PlotSpec {
        let grid = data.header.grid
        let first = grid.parameters[0]
        var panels: [HeatmapPanel] = []
        var blank = false
        for (f, facet) in data.facets.enumerated() {
            let values = data.rows.indices.map { r in data.columns.indices.map { c in data.value(h, f, r, c) } }
            blank = blank || values.joined().contains { $0.isNaN }
            var title = grid.parameters.count > 1 ? valueText(grid.parameters[1], facet) : ""
            if grid.parameters.count > 1,
                grid.parameters[1].values.values[facet]
                    == data.header.scenario.parameters[grid.parameters[1].parameter.rawValue]
            {
                title += " (scenario)"
            }
            panels.append(
                HeatmapPanel(title: title, values: values, columnGuides: thresholdColumns(data, facet: facet)))
        }
        let categories = categories(data)
        let finite = panels.flatMap { $0.values.joined() }.filter { !$0.isNaN }
        let range = finite.isEmpty ? nil : colorRange(finite)
        let rowValues = data.rows.map { first.values.values[$0] }
        let columnValues = data.pickedGestureValues
        var map = Heatmap(
            xAxis: categoryAxis(
                grid.gesture.axisName, unit: grid.gesture.axisUnit, values: columnValues, what: "columns"),
            yAxis: categoryAxis(
                first.parameter.rawValue, unit: first.parameter.axisUnit, values: rowValues, what: "rows"),
            columnLabels: data.columns.map { grid.gestureValues.labels[$0] },
            rowLabels: data.rows.map { first.values.labels[$0] }, panels: panels,
            colorBar: PlotAxis(data.metric.label, unit: data.metric.unit, range: range), categories: categories,
            columnValues: columnValues, rowValues: rowValues)
        map.rowMark = scenarioMark(rowValues, data.header.scenario.parameters[first.parameter.rawValue])
        let blankNote =
            !blank
            ? ""
            : data.metric == .landingDetent
                ? "; blank: between detents" : "; blank: no \(data.metric.label)"
        let title =
            "\(capitalized(data.metric.label)) from \(grid.startHeights.labels[data.heights[h]]) pt "
            + "(\(scenarioNote(data.header)))\(heldNote(data, from: 2))\(blankNote)"
            + subsampleNote(data.rows.count, first.values.count, "rows")
            + subsampleNote(data.columns.count, grid.gestureValues.count, "columns")
            + (grid.parameters.count > 1
                ? subsampleNote(data.facets.count, grid.parameters[1].values.count, "panels") : "")
        // The width of every README picture (1600 px, so text reads alike); small multiples get more height.
        let height = panels.count > 1 ? 1300 : 1000
        let guideNote =
            panels.contains { !$0.columnGuides.isEmpty }
            ? ["dashed lines: each grid's own \(grid.parameters[1].parameter.rawValue), at ± its value"] : []
        return PlotSpec(
            title: title, size: PlotSize(width: 1600, height: height), content: .heatmap(map), notes: guideNote)
    }

    /// Where a grid of release velocities draws its own velocity threshold (the second parameter, when it is the
    /// low- or high-velocity threshold, which the release speed is compared with either way): at ± its value, as
    /// fractional column indices between the picked columns; none for other sweeps or values outside the columns.
    static func thresholdColumns(_ data: SweepPlotCollector, facet: Int) -> [Double] {
        let grid = data.header.grid
        guard grid.gesture == .release, grid.parameters.count > 1,
            [SweepParameter.lowVelocityThreshold, .highVelocityThreshold].contains(grid.parameters[1].parameter)
        else { return [] }
        let threshold = grid.parameters[1].values.values[facet]
        let xs = data.pickedGestureValues
        return Set([-threshold, threshold]).sorted().compactMap { v in
            guard let k = xs.indices.dropFirst().first(where: { xs[$0] >= v }), xs[k - 1] <= v, xs[k] > xs[k - 1]
            else { return nil }
            return Double(k - 1) + (v - xs[k - 1]) / (xs[k] - xs[k - 1])
        }
    }

    /// A heatmap axis over sampled `values`: `name (unit)`, and when the samples are unevenly spaced (0.99, 0.995,
    /// 0.998), `name (unit), uneven steps: rows not to scale`, so equal cells are not read as a linear axis.
    static func categoryAxis(_ name: String, unit: String, values: [Double], what: String) -> PlotAxis {
        guard !PlotLayout.isEvenlySpaced(values) else { return PlotAxis(name, unit: unit) }
        return PlotAxis("\(name)\(unit.isEmpty ? "" : " (\(unit))"), uneven steps: \(what) not to scale")
    }

    /// The heatmap row of the scenario's own value `value` among the rows' values `rows` (bottom first): its
    /// index, fractional between two sampled rows, labelled `0.2 (scenario)`; `nil` when the scenario has no value
    /// for the parameter or it lies outside the swept rows.
    static func scenarioMark(_ rows: [Double], _ value: Double?) -> HeatmapMark? {
        guard let value, value.isFinite, rows.count > 0 else { return nil }
        let label = "\(SweepValues.format(value)) (scenario)"
        if let exact = rows.firstIndex(where: { abs($0 - value) <= 1e-12 * max(1, abs(value)) }) {
            return HeatmapMark(row: Double(exact), label: label)
        }
        for index in rows.indices.dropFirst() {
            let (a, b) = (rows[index - 1], rows[index])
            guard min(a, b) < value, value < max(a, b) else { continue }
            return HeatmapMark(row: Double(index - 1) + (value - a) / (b - a), label: label)
        }
        return nil
    }

    /// A colour range over `values` with round ends that include 0 when the values do not straddle far from it.
    static func colorRange(_ values: [Double]) -> ClosedRange<Double>? {
        guard let low = values.min(), let high = values.max() else { return nil }
        let ticks = NiceTicks.linear(lower: min(low, 0), upper: max(high, 0), targetCount: 5)
        return ticks.lower < ticks.upper ? ticks.lower...ticks.upper : nil
    }

    /// The curve metric against the gesture value at picked start height `h`, one step line per series value.
    static func curves(_ data: SweepPlotCollector, height h: Int) -> PlotSpec {
        let grid = data.header.grid
        let first = grid.parameters[0]
        let (xs, facet) = (data.pickedGestureValues, data.curveFacet)
        var series: [PlotSeries] = []
        var all: [Double] = []
        let palette = PlotTheme.standard.seriesColors
        for (k, index) in data.seriesRows.enumerated() {
            guard let r = data.rows.firstIndex(of: index) else { continue }
            let ys = data.columns.indices.map { data.curve(h, facet, r, $0) }
            all += ys.filter { !$0.isNaN }
            let (x, y) = cellSteps(xs, ys)
            let isDefault = index == data.held[0]
            let name = "\(first.values.labels[index])\(isDefault ? " (scenario)" : "")"
            // Colours first, then dash patterns once the palette is used up: every curve told apart.
            let dash = LineDash.allCases[(k / palette.count) % LineDash.allCases.count]
            series.append(
                PlotSeries(
                    name, style: xs.count > 1 ? .step : .points, x: x, y: y, color: palette[k % palette.count],
                    dash: dash))
        }
        if series.isEmpty || all.isEmpty {
            series = [PlotSeries("no data", style: .points, x: [xs[0]], y: [0])]
        }
        let detents = data.header.scenario.detentsPt
        let guides: [HorizontalGuide] =
            data.curveMetric != .landingHeight
            ? []
            : data.metric == .sheet && detents.count == 2
                ? zip(detents, ["dismissed", "shown"]).map {
                    HorizontalGuide(y: $0, label: "\($1) (\(SweepValues.format($0)) pt)")
                }
                : detents.enumerated().map {
                    HorizontalGuide(y: $1, label: "detent \($0) (\(SweepValues.format($1)) pt)")
                }
        let yValues = all + guides.map(\.y)
        let chart = Chart(
            xAxis: PlotAxis(
                grid.gesture.axisName, unit: grid.gesture.axisUnit, range: paddedRange(xs, step: true, zero: true)),
            panels: [
                ChartPanel(
                    yAxis: PlotAxis(
                        data.curveMetric.label, unit: data.curveMetric.unit,
                        range: paddedRange(yValues, step: false, zero: true)),
                    series: series, guides: guides)
            ], legend: .outside)
        let shown = data.seriesRows.count
        let selection =
            shown < first.values.count
            ? "; \(shown) of \(first.values.count) \(first.parameter.rawValue) values (--plot-values chooses)" : ""
        let facetNote = grid.parameters.count > 1 ? heldNote(data, from: 1) : ""
        let title =
            "\(capitalized(data.curveMetric.label)) from \(grid.startHeights.labels[data.heights[h]]) pt "
            + "by \(first.parameter.rawValue) (\(scenarioNote(data.header)))\(facetNote)\(selection)"
        return PlotSpec(title: title, size: PlotSize(width: 1600, height: 1000), content: .chart(chart))
    }

    /// A step series whose every value spans its cell: from halfway to the previous x to halfway to the next.
    static func cellSteps(_ xs: [Double], _ ys: [Double]) -> (x: [Double], y: [Double]) {
        guard xs.count > 1 else { return (xs, ys) }
        var x: [Double] = []
        var y: [Double] = []
        for i in xs.indices {
            let left = i == 0 ? xs[0] - (xs[1] - xs[0]) / 2 : (xs[i - 1] + xs[i]) / 2
            x.append(left)
            y.append(ys[i])
        }
        let n = xs.count - 1
        x.append(xs[n] + (xs[n] - xs[n - 1]) / 2)
        y.append(ys[n])
        return (x, y)
    }

    /// A range with round ends around `values` (and 0 when `zero`), with room at an end the data reaches so
    /// nothing sits on the frame: half a cell for steps, 5 % of the span otherwise.
    static func paddedRange(_ values: [Double], step: Bool, zero: Bool) -> ClosedRange<Double>? {
        let finite = values.filter(\.isFinite)
        guard let dataLow = finite.min(), let dataHigh = finite.max() else { return nil }
        let low = zero ? min(dataLow, 0) : dataLow
        let high = zero ? max(dataHigh, 0) : dataHigh
        let sorted = Array(Set(finite)).sorted()
        let cell = sorted.count > 1 ? zip(sorted.dropFirst(), sorted).map { $0 - $1 }.min() ?? 0 : 0
        let pad = step ? cell / 2 + (high - low) * 0.02 : max((high - low) * 0.05, abs(high) * 1e-6, 1e-9)
        let ticks = NiceTicks.linear(
            lower: dataLow <= low ? low - pad : low, upper: dataHigh >= high ? high + pad : high, targetCount: 8)
        return ticks.lower < ticks.upper ? ticks.lower...ticks.upper : nil
    }

    /// Mean and maximum settle time against the first parameter, one line per start height.
    static func settleChart(_ data: SweepPlotCollector) -> PlotSpec {
        let grid = data.header.grid
        let first = grid.parameters[0]
        let x = data.rows.map { first.values.values[$0] }
        let style: SeriesStyle = x.count > 1 ? .line : .points
        var means: [PlotSeries] = []
        var maxima: [PlotSeries] = []
        for (h, index) in data.heights.enumerated() {
            let color = PlotTheme.standard.seriesColor(nil, index: h)
            // A dash per start height too: heights that settle alike draw on top of each other.
            let dash = LineDash.allCases[h % LineDash.allCases.count]
            let stats = data.rows.indices.map { data.settle(h, $0) }
            let name = "from \(grid.startHeights.labels[index]) pt"
            means.append(PlotSeries(name, style: style, x: x, y: stats.map(\.mean), color: color, dash: dash))
            maxima.append(PlotSeries("", style: style, x: x, y: stats.map(\.maximum), color: color, dash: dash))
        }
        let moved = (means + maxima).contains { $0.y.contains { !$0.isNaN } }
        if !moved {
            means = [PlotSeries("no cell moved", style: .points, x: [x[0]], y: [0])]
            maxima = means
        }
        let all = (means + maxima).flatMap(\.y)
        let yRange = paddedRange(all, step: false, zero: true)
        let chart = Chart(
            xAxis: PlotAxis(
                first.parameter.rawValue, unit: first.parameter.axisUnit,
                range: paddedRange(x, step: false, zero: false)),
            panels: [
                ChartPanel(yAxis: PlotAxis("mean settle time", unit: "s", range: yRange), series: means),
                ChartPanel(yAxis: PlotAxis("max settle time", unit: "s", range: yRange), series: maxima),
            ], legend: .outside)
        let threshold = NumberFormat.fixed(data.header.settleThresholdPt, decimals: 3)
        let title =
            "Settle time (within \(threshold) pt of rest) by \(first.parameter.rawValue), over the cells that moved "
            + "(\(scenarioNote(data.header)))\(heldNote(data, from: 1))"
            + subsampleNote(data.rows.count, first.values.count, "values")
        return PlotSpec(title: title, size: PlotSize(width: 1600, height: 1000), content: .chart(chart))
    }

    /// `text` with its first letter in upper case.
    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
