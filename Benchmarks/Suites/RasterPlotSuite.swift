// BenchmarkSuites/RasterPlotSuite: the built-in raster renderer on a trajectory-sized chart (target < 50 ms).
import Foundation
import Harness
import Plotting

extension BenchmarkCatalog {
    /// `RasterRenderer.pngData(for:)` of a 1600 × 1000 px chart with three 2000-point series, three guides,
    /// two markers and two phase bands (what `bench trajectory` draws). One frame = one PNG, in memory.
    public static let rasterPlot = BenchmarkSuite(
        name: "raster-plot",
        summary: "built-in raster renderer: one 1600x1000 PNG of 3 x 2000-point series per frame (target < 50 ms)",
        benchmarks: [
            Benchmark(
                "pngData.1600x1000", unit: "image", plan: MeasurementPlan(warmupSamples: 1, samples: 10, frames: 1)
            ) { _ in
                let spec = trajectoryLikeSpec()
                return { blackHole(try? RasterRenderer.pngData(for: spec)) }
            }
        ])

    /// The chart the raster-plot suite draws: a decaying oscillation per series, like a bounce trajectory
    /// (1600 × 1000 px, 3 series of 2000 points, guides, markers, phases). The plotting tests draw it too.
    public static func trajectoryLikeSpec() -> PlotSpec {
        let x = (0..<2000).map { Double($0) / 1000 }
        let series = (0..<3).map { index in
            PlotSeries("series \(index)", x: x, y: x.map { 400 + 300 * exp(-3 * $0) * cos(8 * $0 + Double(index)) })
        }
        return PlotSpec(
            title: "Trajectory", size: PlotSize(width: 1600, height: 1000),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("time", unit: "s"),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis("height", unit: "pt"), series: series,
                            guides: [
                                HorizontalGuide(y: 200, label: "low"), HorizontalGuide(y: 400, label: "middle"),
                                HorizontalGuide(y: 650, label: "high"),
                            ])
                    ],
                    markers: [VerticalMarker(x: 0.1, label: "release"), VerticalMarker(x: 1.4, label: "settle")],
                    phases: [
                        ShadedInterval(from: 0, to: 0.1, label: "tracking", color: PlotColor(rgb: 0x808080, alpha: 40)),
                        ShadedInterval(
                            from: 0.1, to: 1.4, label: "animating", color: PlotColor(rgb: 0x4080F0, alpha: 30)),
                    ])))
    }
}
