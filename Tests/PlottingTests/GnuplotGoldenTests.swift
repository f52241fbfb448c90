// PlottingTests: the gnuplot script and data for fixed specs match the committed golden text
// (GnuplotGolden.swift). On a mismatch the new text is written to the temporary folder for review; copy it
// into GnuplotGolden.swift only when the change is intended.
import Foundation
import Plotting
import Testing

@Suite("gnuplot golden files")
struct GnuplotGoldenTests {
    /// A fixed chart touching every script feature: two panels (one log), line/step/points, a gap, guides,
    /// markers, phases, quotes and a backslash in labels.
    static let chart = PlotSpec(
        title: "Golden \"chart\"", size: PlotSize(width: 640, height: 480),
        content: .chart(
            Chart(
                xAxis: PlotAxis("time", unit: "s"),
                panels: [
                    ChartPanel(
                        yAxis: PlotAxis("height", unit: "pt"),
                        series: [
                            PlotSeries("outer", x: [0, 0.1, 0.2, 0.3], y: [100, 180, .nan, 300]),
                            PlotSeries("steps", style: .step, x: [0, 0.15, 0.3], y: [120, 160, 200]),
                        ],
                        guides: [HorizontalGuide(y: 250, label: "detent \\ mid")]),
                    ChartPanel(
                        yAxis: PlotAxis("speed", unit: "pt/s", scale: .log),
                        series: [
                            PlotSeries(
                                "speed", style: .points, x: [0, 0.1, 0.2, 0.3], y: [2000, 400, 80, 16],
                                color: PlotColor(rgb: 0x123456), lineWidth: 1.5)
                        ]),
                ],
                markers: [VerticalMarker(x: 0.05, label: "release")],
                phases: [
                    ShadedInterval(from: 0, to: 0.05, label: "tracking", color: PlotColor(rgb: 0x808080, alpha: 40))
                ])))

    /// A fixed 2 × 3 heatmap with a missing cell.
    static let heatmap = PlotSpec(
        title: "Golden heatmap", size: PlotSize(width: 640, height: 480),
        content: .heatmap(
            Heatmap(
                xAxis: PlotAxis("threshold", unit: "pt/ms"), yAxis: PlotAxis("rate"),
                columnLabels: ["0.2", "0.5", "1"], rowLabels: ["0.99", "0.998"],
                values: [[0.25, 0.5, 0.75], [1, .nan, 1.5]], colorBar: PlotAxis("settle", unit: "s"))))

    /// Each golden case: its spec, script and data, by name.
    static let cases: [String: (spec: PlotSpec, script: String, data: String)] = [
        "chart": (chart, GnuplotGolden.chartScript, GnuplotGolden.chartData),
        "heatmap": (heatmap, GnuplotGolden.heatmapScript, GnuplotGolden.heatmapData),
    ]

    @Test(arguments: ["chart", "heatmap"])
    func matchesGolden(name: String) throws {
        let (spec, script, data) = try #require(Self.cases[name])
        let actualScript = try GnuplotScript.text(for: spec, dataFileName: "\(name).dat", outputFileName: "\(name).png")
        let actualData = GnuplotData.text(for: spec)
        for (kind, actual, golden) in [("gp", actualScript, script), ("dat", actualData, data)] where actual != golden {
            let path = NSTemporaryDirectory() + "golden-\(name).\(kind)"
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("\(name).\(kind) differs from GnuplotGolden.swift; the new text is in \(path)")
        }
    }

    @Test("the same spec gives the same script and data bytes twice")
    func deterministic() throws {
        for spec in [
            Self.chart, Self.heatmap, SampleSpecs.stackedChart(), SampleSpecs.smallChart(width: 1600, height: 1000),
        ] {
            #expect(
                try GnuplotScript.text(for: spec, dataFileName: "a.dat", outputFileName: "a.png")
                    == GnuplotScript.text(for: spec, dataFileName: "a.dat", outputFileName: "a.png"))
            #expect(GnuplotData.text(for: spec) == GnuplotData.text(for: spec))
        }
    }
}
