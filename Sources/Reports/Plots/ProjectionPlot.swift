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
        let names = results.allResults.map(\.result.name).uniqued()
        var series: [PlotSeries] = []
        for (index, name) in names.enumerated() {
            let color = ComparePlot.palette[index % ComparePlot.palette.count]
            let figures = depths.map { depth in
                results.allResults.first { $0.result.name == name && $0.result.size == depth }?.result.statistics
            }
            let median = figures.map { $0?.median ?? .nan }
            let dash: LineDash = name.hasSuffix(".jump") ? .dashed : .solid
            // p10 to p90 as a whisker through the median at each depth, capped at both ends, under the median line.
            let whiskers = whiskerLines(depths: x, figures.map { $0.flatMap(Self.whisker) })
            if !whiskers.x.isEmpty {
                series.append(PlotSeries("", x: whiskers.x, y: whiskers.y, color: color, lineWidth: 1.5))
            }
            series.append(PlotSeries(name, x: x, y: median, color: color, lineWidth: 2.5, dash: dash))
            series.append(PlotSeries("", style: .points, x: x, y: median, color: color, lineWidth: 3))
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
        var notes = ["median per path with markers; capped whiskers from p10 to p90; dashed: the jump paths"]
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

    /// A cap's half width as a factor of its depth (the x axis is logarithmic, so every cap looks alike).
    static let capFactor = 1.03

    /// The p10 and p90 of `statistics`, ns per frame; nil with fewer than 10 samples (no p90 reported).
    static func whisker(_ statistics: SampleStatistics) -> (p10: Double, p90: Double)? {
        guard statistics.sorted.count >= 10, let p90 = statistics.reported(.p90) else { return nil }
        return (statistics.percentile(10), p90)
    }

    /// The whiskers as one broken polyline: at each depth with a whisker a vertical line from p10 to p90 at the depth
    /// itself (through the median) and a cap across each end, pieces separated by NaN.
    static func whiskerLines(depths: [Double], _ whiskers: [(p10: Double, p90: Double)?]) -> (x: [Double], y: [Double])
    {
        var x: [Double] = []
        var y: [Double] = []
        for (depth, whisker) in zip(depths, whiskers) {
            guard let whisker else { continue }
            let (left, right) = (depth / capFactor, depth * capFactor)
            x += [depth, depth, .nan, left, right, .nan, left, right, .nan]
            y += [whisker.p10, whisker.p90, .nan, whisker.p10, whisker.p10, .nan, whisker.p90, whisker.p90, .nan]
        }
        return (x, y)
    }
}
