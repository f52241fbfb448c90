// Reports/ProjectionPlot: the PlotSpec of `bench run --chain-depth … --plot`: projection cost against chain depth.
import Analysis
import Foundation
import Harness
import Plotting
import Support

/// Builds the plot `bench run --chain-depth N,… --plot FILE` draws from an interleaved projection run's results.
public enum ProjectionPlot {
    /// ns/frame against chain depth, both on log scales: per benchmark (by name) the median with markers and a
    /// whisker from its p10 to its p90 at each depth; x ticks at the sampled depths; y fitted to the data (whole
    /// decades); the 120 Hz frame budget drawn as a line when it falls within a decade of the data, else stated in a
    /// note. The jump benchmarks (`….jump`) are dashed.
    public static func spec(_ results: BenchmarkResults) -> PlotSpec {
        let depths = ProjectionTable.depths(results).sorted()
        let x = depths.map(Double.init)
        var names: [String] = []
        for (_, result) in results.allResults where !names.contains(result.name) { names.append(result.name) }
        var series: [PlotSeries] = []
        for (index, name) in names.enumerated() {
            let color = ComparePlot.palette[index % ComparePlot.palette.count]
            let figures = depths.map { depth in
                results.allResults.first { $0.result.name == name && $0.result.size == depth }?.result.statistics
            }
            let median = figures.map { $0?.median ?? .nan }
            let dash: LineDash = name.hasSuffix(".jump") ? .dashed : .solid
            series.append(PlotSeries(name, x: x, y: median, color: color, lineWidth: 2.5, dash: dash))
            series.append(PlotSeries("", style: .points, x: x, y: median, color: color, lineWidth: 3))
            // p10 to p90 as a whisker at each depth, nudged sideways per path so whiskers do not overlap.
            var wx: [Double] = []
            var wy: [Double] = []
            let nudge = pow(1.04, Double(index) - 2.5)
            for (depth, stats) in zip(x, figures) {
                guard let stats, stats.sorted.count >= 10, let p90 = stats.reported(.p90) else { continue }
                wx += [depth * nudge, depth * nudge, .nan]
                wy += [stats.percentile(10), p90, .nan]
            }
            if !wx.isEmpty { series.append(PlotSeries("", x: wx, y: wy, color: color, lineWidth: 1.5)) }
        }
        let low = (x.first ?? 1) / 1.3
        let high = max((x.last ?? 1) * 1.3, low * 2)
        let figures = series.flatMap(\.y).filter { $0 > 0 && $0.isFinite }
        let smallest = figures.min() ?? 1
        let largest = figures.max() ?? 10
        let budget = ProjectionTable.frameBudget120Hz
        let showsBudget = budget <= largest * 10
        let bottom = pow(10, log10(smallest).rounded(.down))
        let top = pow(10, log10(showsBudget ? max(largest, budget) * 1.5 : largest).rounded(.up))
        var notes = ["median per path with markers; whiskers from p10 to p90; dashed: the jump paths"]
        if !showsBudget {
            notes.append(
                "the 120 Hz frame budget (8.33 ms = 8.3e6 ns) is \(NumberFormat.short(budget / largest, decimals: 0))× "
                    + "the slowest figure here, far above the plot")
        }
        return PlotSpec(
            title: "Projection cost per frame against chain depth",
            size: PlotSize(width: 1600, height: 1000),
            content: .chart(
                Chart(
                    xAxis: PlotAxis(
                        "chain depth", unit: "nested scroll views", scale: .log, range: low...high, ticks: x),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis("time per frame", unit: "ns", scale: .log, range: bottom...top),
                            series: series,
                            guides: showsBudget
                                ? [HorizontalGuide(y: budget, label: "120 Hz frame budget (8.33 ms)")] : [])
                    ], legend: .outside)),
            notes: notes)
    }
}
