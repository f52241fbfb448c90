// Reports/Sweep/SweepPlots+Reach: how far a fling goes on a panel without detents — where the panel and the list
// come to rest, against the gesture value, for every start height at once.
import Analysis
import PanelSimulator
import Plotting
import Scenario
import Support

extension SweepPlots {
    /// Whether a sweep gets the reach plot: a system without detents (the free panel, the unified home container)
    /// whose rows name a list, so "where does it stop" is two numbers, the panel's height and the list's offset.
    static func drawsReach(_ data: SweepPlotCollector) -> Bool {
        data.header.scenario.detentsPt.isEmpty && !data.header.participants.isEmpty
            && ReleasePolicy(rawValue: data.header.scenario.policy) != .commentPopUp
    }

    /// One curve of the reach plot before coinciding curves are merged: its parameter value and start height
    /// (indices into the collector's series rows and picked heights) and its values per picked column.
    struct ReachCurve {
        var series: Int
        var height: Int
        var values: [Double]
    }

    /// `reach-by-<gesture>.png`: two panels over the gesture value — the display height the panel rests at, and
    /// the content offset the first list rests at — one line per value of the first parameter (colour) and start
    /// height (dash), each start height a guide in the panel's panel. Curves that coincide (within half a point
    /// everywhere) are one line named for all of them: in their parameter value's colour (a dark grey across
    /// values) and their start height's dash (solid across heights).
    static func reach(_ data: SweepPlotCollector) -> PlotSpec {
        data.heights.count <= maximumReachColumns ? reachByStartHeight(data) : reachOverlay(data)
    }

    /// The most start heights the reach plot draws as small multiples (a pair of panels each).
    static let maximumReachColumns = PlotSpec.maximumPanels / 2

    /// The reach plot as small multiples: for each start height a pair of panels — where the panel rests, where
    /// the list rests — titled with the start height, each value of the first parameter in its colour and dash
    /// (named once in the legend, in the first pair it appears in), the pairs on shared y ranges. Lines that
    /// coincide within a panel are one line named for all their values (dark grey, solid). No guides and no labels
    /// beside the curves: nothing to lie on or to stack.
    static func reachByStartHeight(_ data: SweepPlotCollector) -> PlotSpec {
        let grid = data.header.grid
        let first = grid.parameters[0]
        let (xs, facet) = (data.pickedGestureValues, data.curveFacet)
        let valueLabels = reachValueLabels(data)
        let rows = data.seriesRows.map { index in data.rows.firstIndex(of: index) }
        func curves(_ h: Int, _ value: (Int, Int, Int, Int) -> Double) -> [ReachCurve] {
            rows.enumerated().compactMap { k, r in
                r.map { r in
                    ReachCurve(series: k, height: h, values: data.columns.indices.map { value(h, facet, r, $0) })
                }
            }
        }
        let panelCurves = data.heights.indices.map { curves($0, data.panelRest) }
        let listCurves = data.heights.indices.map { curves($0, data.listRest) }
        var named: Set<String> = []
        func series(_ curves: [ReachCurve]) -> [PlotSeries] {
            reachGroups(curves).map { group in
                let values = group.map(\.series)
                let color = values.count == 1 ? ComparePlot.color(group: values[0]) : ComparePlot.sharedColor
                let dash = values.count == 1 ? ComparePlot.dash(variant: values[0]) : .solid
                let name = values.map { valueLabels[$0] }.joined(separator: ", ")
                return PlotSeries(
                    named.insert(name).inserted ? name : "", x: xs, y: group[0].values, color: color,
                    lineWidth: ComparePlot.widths.normal, dash: dash)
            }
        }
        let panelRange = paddedRange(panelCurves.flatMap { $0.flatMap(\.values) }, step: false, zero: true)
        let listRange = paddedRange(listCurves.flatMap { $0.flatMap(\.values) }, step: false, zero: true)
        let list = data.header.participants[0]
        var panels: [ChartPanel] = []
        for h in data.heights.indices {
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis("panel at rest", unit: "pt", range: panelRange), series: series(panelCurves[h]),
                    title: "start \(grid.startHeights.labels[data.heights[h]]) pt"))
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis("\(list) at rest", unit: "pt", range: listRange), series: series(listCurves[h])))
        }
        let chart = Chart(
            xAxis: PlotAxis(grid.gesture.axisName, unit: grid.gesture.axisUnit), panels: panels, legend: .outside)
        let notes = [
            "one pair of panels per start height (the panel's rest above, the \(list)'s below); colour and dash: "
                + "\(first.parameter.rawValue); a line named for several values is all of them"
        ]
        let height = data.heights.count > 1 ? 1400 : 1000
        return PlotSpec(
            title: reachTitle(data), size: PlotSize(width: 1600, height: height), content: .chart(chart), notes: notes)
    }

    /// The reach plot for many start heights: one pair of panels for all of them, dash for the start height and
    /// each start height a guide.
    static func reachOverlay(_ data: SweepPlotCollector) -> PlotSpec {
        let grid = data.header.grid
        let first = grid.parameters[0]
        let (xs, facet) = (data.pickedGestureValues, data.curveFacet)
        var panelCurves: [ReachCurve] = []
        var listCurves: [ReachCurve] = []
        for (k, index) in data.seriesRows.enumerated() {
            guard let r = data.rows.firstIndex(of: index) else { continue }
            for h in data.heights.indices {
                let columns = data.columns.indices
                panelCurves.append(
                    ReachCurve(series: k, height: h, values: columns.map { data.panelRest(h, facet, r, $0) }))
                listCurves.append(
                    ReachCurve(series: k, height: h, values: columns.map { data.listRest(h, facet, r, $0) }))
            }
        }
        let heightLabels = data.heights.map { grid.startHeights.labels[$0] }
        let valueLabels = reachValueLabels(data)
        func series(_ curves: [ReachCurve]) -> [PlotSeries] {
            reachGroups(curves).map { group in
                let values = Set(group.map(\.series))
                let heights = Set(group.map(\.height))
                let color =
                    values.count == 1 ? ComparePlot.color(group: group[0].series) : ComparePlot.sharedColor
                let dash = heights.count == 1 ? ComparePlot.dash(variant: group[0].height) : .solid
                let name = reachName(group, values: valueLabels, heights: heightLabels)
                // A line for every start height is named by its values alone beside the curve (short, so it finds
                // room near the end); the legend gives the whole name.
                let everyHeight = heights.count == heightLabels.count && heightLabels.count > 1
                let label =
                    everyHeight && group.count == values.count * heights.count
                    ? valueLabels.indices.filter { values.contains($0) }.map { valueLabels[$0] }.joined(
                        separator: ", ") : name
                return PlotSeries(
                    name, x: xs, y: group[0].values, color: color, lineWidth: ComparePlot.widths.normal, dash: dash,
                    endLabel: label)
            }
        }
        let top = series(panelCurves)
        let bottom = series(listCurves)
        let startGuides = data.heights.map {
            HorizontalGuide(y: grid.startHeights.values[$0], label: "start \(grid.startHeights.labels[$0]) pt")
        }
        let list = data.header.participants[0]
        let chart = Chart(
            // Fitted to the gesture values, which sit on round ticks: the axis ends where the data does.
            xAxis: PlotAxis(grid.gesture.axisName, unit: grid.gesture.axisUnit),
            panels: [
                ChartPanel(
                    yAxis: PlotAxis(
                        "panel at rest", unit: "pt",
                        range: paddedRange(top.flatMap(\.y) + startGuides.map(\.y), step: false, zero: true)),
                    series: top, guides: startGuides),
                ChartPanel(
                    yAxis: PlotAxis(
                        "\(list) at rest", unit: "pt", range: paddedRange(bottom.flatMap(\.y), step: false, zero: true)),
                    series: bottom),
            ], legend: .outside)
        let dashes = heightLabels.indices.map { "\(dashName(ComparePlot.dash(variant: $0))) \(heightLabels[$0])" }
        let notes = [
            "colour: \(first.parameter.rawValue); dash: start height (\(dashes.joined(separator: ", ")) pt); "
                + "a line named for several curves is all of them"
        ]
        return PlotSpec(
            title: reachTitle(data), size: PlotSize(width: 1600, height: 1000), content: .chart(chart), notes: notes)
    }

    /// The reach plot's title: `How far a fling goes: where the panel and the <list> rest (<scenario note>)`.
    static func reachTitle(_ data: SweepPlotCollector) -> String {
        "How far a \(data.header.grid.gesture == .release ? "fling" : "drag") goes: where the panel and the "
            + "\(data.header.participants[0]) rest (\(scenarioNote(data.header)))" + heldNote(data, from: 1)
    }

    /// The names of the curves' parameter values, the scenario's marked: `0.998 (scenario)`.
    static func reachValueLabels(_ data: SweepPlotCollector) -> [String] {
        let values = data.header.grid.parameters[0].values
        return data.seriesRows.map { values.labels[$0] + ($0 == data.held[0] ? " (scenario)" : "") }
    }

    /// Curves grouped with those they coincide with (within half a point at every value, NaN matching NaN), in
    /// the order of each group's first curve.
    static func reachGroups(_ curves: [ReachCurve]) -> [[ReachCurve]] {
        var groups: [[ReachCurve]] = []
        for curve in curves {
            if let k = groups.firstIndex(where: { same($0[0].values, curve.values) }) {
                groups[k].append(curve)
            } else {
                groups.append([curve])
            }
        }
        return groups
    }

    /// Whether two value lists agree within half a point everywhere (NaN only where the other is NaN).
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { x, y in x.isNaN ? y.isNaN : (!y.isNaN && abs(x - y) <= 0.5) }
    }

    /// The name of a (merged) reach curve: `0.998 from 268 pt`, `0.99, 0.995 from 268 pt`,
    /// `0.998 from 268, 432, 596 pt`, or such names joined by ` = ` when neither is shared.
    static func reachName(_ group: [ReachCurve], values: [String], heights: [String]) -> String {
        let v = group.map(\.series).uniqued()
        let h = group.map(\.height).uniqued()
        if v.count == 1 || h.count == 1 || v.count * h.count == group.count {
            return v.map { values[$0] }.joined(separator: ", ") + " from "
                + h.map { heights[$0] }.joined(separator: ", ") + " pt"
        }
        return group.map { "\(values[$0.series]) from \(heights[$0.height]) pt" }.joined(separator: " = ")
    }

    /// A dash pattern's name in a note.
    static func dashName(_ dash: LineDash) -> String {
        switch dash {
        case .solid: "solid"
        case .dashed: "dashed"
        case .dotted: "dotted"
        case .dashDot: "dash-dot"
        }
    }
}
