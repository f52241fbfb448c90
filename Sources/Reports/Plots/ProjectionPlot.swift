// Reports/ProjectionPlot: the PlotSpec of `bench run --chain-depth … --plot`: projection cost against chain depth.
import Analysis
import Foundation
import Plotting

/// Builds the plot `bench run --chain-depth N,… --plot FILE` draws from a ``ProjectionResults`` table.
public enum ProjectionPlot {
    /// ns/frame against chain depth, both on log scales: per path the median with markers and its p10 and p90
    /// (dotted, same colour) as a band, the x range fitted to the depths, and the 120 Hz frame budget as a line.
    public static func spec(_ report: ProjectionResults) -> PlotSpec {
        let results = report.results.sorted { $0.chainDepth < $1.chainDepth }
        let x = results.map { Double($0.chainDepth) }
        let colors = PlotTheme.standard.seriesColors
        var series: [PlotSeries] = []
        for (index, path) in ProjectionPath.allCases.enumerated() {
            let color = colors[index % colors.count]
            let figures = results.map { $0[path] }
            let median = figures.map { $0?.p50 ?? .nan }
            let dash: LineDash = path == .oracleJump || path == .cursorJump ? .dashed : .solid
            series.append(PlotSeries(path.rawValue, x: x, y: median, color: color, dash: dash))
            series.append(PlotSeries("", style: .points, x: x, y: median, color: color, lineWidth: 3))
            for band in [figures.map { $0?.p10 ?? .nan }, figures.map { $0?.p90 ?? .nan }]
            where band.contains(where: { !$0.isNaN }) {
                series.append(PlotSeries("", x: x, y: band, color: color, lineWidth: 1, dash: .dotted))
            }
        }
        let low = x.first ?? 1
        let high = max((x.last ?? 1) * 1.15, low * 2)  // room for the last tick label
        // y: from the decade under the smallest figure to a decade above the 120 Hz budget, so its line and label
        // sit inside the panel.
        let smallest = series.flatMap(\.y).filter { $0 > 0 && $0.isFinite }.min() ?? 1
        let bottom = pow(10, log10(smallest).rounded(.down))
        let top = pow(10, log10(ProjectionResults.frameBudget120Hz).rounded(.up) + 1)
        return PlotSpec(
            title: "Projection cost per frame vs chain depth (median; dotted: p10, p90; dashed: jumps)",
            size: PlotSize(width: 1200, height: 800),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("chain depth", unit: "nested scroll views", scale: .log, range: low...high),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis("time per frame", unit: "ns", scale: .log, range: bottom...top),
                            series: series,
                            guides: [
                                HorizontalGuide(
                                    y: ProjectionResults.frameBudget120Hz, label: "120 Hz frame budget (8.33 ms)")
                            ])
                    ])))
    }
}
