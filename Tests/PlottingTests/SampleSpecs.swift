// PlottingTests: the specs the tests draw, and helpers to look at decoded pixels.
import Foundation
import Plotting

/// Specs shared by the renderer, golden and determinism tests.
enum SampleSpecs {
    /// Fixed, well-separated series colours so tests can tell them apart.
    static let red = PlotColor(rgb: 0xD01010), green = PlotColor(rgb: 0x10A010), blue = PlotColor(rgb: 0x1030E0)

    /// A small chart: a line, a step and a point series, a guide, a marker and a phase band.
    static func smallChart(width: Int = 800, height: Int = 500) -> PlotSpec {
        let x = (0...20).map { Double($0) / 20 }
        return PlotSpec(
            title: "Sample: fling to the middle detent", size: PlotSize(width: width, height: height),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("time", unit: "s"),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis("height", unit: "pt"),
                            series: [
                                PlotSeries("linear", x: x, y: x.map { 100 * $0 }, color: red),
                                PlotSeries("steps", style: .step, x: x, y: x.map { 60 + 20 * $0 }, color: green),
                                PlotSeries("dots", style: .points, x: x, y: x.map { 90 - 70 * $0 }, color: blue),
                            ],
                            guides: [HorizontalGuide(y: 50, label: "middle")])
                    ],
                    markers: [VerticalMarker(x: 0.5, label: "release")],
                    phases: [
                        ShadedInterval(from: 0, to: 0.2, label: "tracking", color: PlotColor(rgb: 0x808080, alpha: 40))
                    ])))
    }

    /// Two stacked panels over one x axis; the lower one has a logarithmic y axis and a gap (NaN).
    static func stackedChart() -> PlotSpec {
        let x = (0...40).map { Double($0) / 40 }
        var lower = x.map { 1000 * pow(0.01, $0) }
        lower[20] = .nan
        return PlotSpec(
            title: "Stacked", size: PlotSize(width: 900, height: 700),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("time", unit: "s"),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis("height", unit: "pt"),
                            series: [PlotSeries("panel", x: x, y: x.map { 300 * $0 }, color: red)], weight: 2),
                        ChartPanel(
                            yAxis: PlotAxis("speed", unit: "pt/s", scale: .log),
                            series: [PlotSeries("speed", x: x, y: lower, color: blue)]),
                    ],
                    markers: [VerticalMarker(x: 0.25, label: "settle")])))
    }

    /// A 3 × 4 heatmap with one missing cell.
    static func heatmap() -> PlotSpec {
        PlotSpec(
            title: "Settle time", size: PlotSize(width: 700, height: 500),
            content: .heatmap(
                Heatmap(
                    xAxis: PlotAxis("velocity threshold", unit: "pt/ms"), yAxis: PlotAxis("rate"),
                    columnLabels: ["0.2", "0.5", "1.0", "2.2"], rowLabels: ["0.99", "0.995", "0.998"],
                    values: [[0.1, 0.2, 0.3, 0.4], [0.5, 0.6, .nan, 0.8], [0.9, 1.0, 1.1, 1.2]],
                    colorBar: PlotAxis("settle time", unit: "s"))))
    }
}

extension RGBAImage {
    /// Whether some pixel within `radius` pixels (a square) of (x, y) is within `tolerance` of `color` on every
    /// channel.
    func hasColor(_ color: PlotColor, near point: (x: Double, y: Double), radius: Int = 2, tolerance: Int = 40) -> Bool
    {
        let cx = Int(point.x.rounded(.down))
        let cy = Int(point.y.rounded(.down))
        for y in (cy - radius)...(cy + radius) {
            for x in (cx - radius)...(cx + radius) {
                guard let found = pixel(x: x, y: y) else { continue }
                if abs(Int(found.red) - Int(color.red)) <= tolerance
                    && abs(Int(found.green) - Int(color.green)) <= tolerance
                    && abs(Int(found.blue) - Int(color.blue)) <= tolerance
                {
                    return true
                }
            }
        }
        return false
    }
}

/// A fresh empty folder under the system's temporary folder, for one test.
func makeScratchFolder(_ name: String = #function) throws -> String {
    let folder = NSTemporaryDirectory() + "PlottingTests-\(name.filter(\.isLetter))-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}
