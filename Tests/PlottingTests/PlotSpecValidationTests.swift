// PlottingTests: bad input becomes one typed error naming the field, never a crash.
import Foundation
import Plotting
import Testing

@Suite("Spec validation")
struct PlotSpecValidationTests {
    /// The small sample chart with its first panel changed by `edit`.
    static func chart(size: PlotSize = PlotSize(width: 800, height: 500), _ edit: (inout Chart) -> Void = { _ in })
        -> PlotSpec
    {
        var spec = SampleSpecs.smallChart()
        spec.size = size
        guard case .chart(var chart) = spec.content else { return spec }
        edit(&chart)
        spec.content = .chart(chart)
        return spec
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        let name: String
        let spec: PlotSpec
        let field: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadCase(name: "negative width", spec: chart(size: PlotSize(width: -5, height: 500)), field: "size.width"),
        BadCase(name: "absurd height", spec: chart(size: PlotSize(width: 800, height: 50_000)), field: "size.height"),
        BadCase(
            name: "one pixel more than maximumPixels", spec: chart(size: PlotSize(width: 8000, height: 5001)),
            field: "size.area"),
        BadCase(name: "no panels", spec: chart { $0.panels = [] }, field: "panels"),
        BadCase(
            name: "one panel more than maximumPanels",
            spec: chart { chart in chart.panels = Array(repeating: chart.panels[0], count: PlotSpec.maximumPanels + 1)
            },
            field: "panels"),
        BadCase(
            name: "empty series", spec: chart { $0.panels[0].series[1] = PlotSeries("empty", x: [], y: []) },
            field: "panels[0].series[1] \"empty\""),
        BadCase(
            name: "length mismatch", spec: chart { $0.panels[0].series[0].y.removeLast() },
            field: "panels[0].series[0] \"linear\""),
        BadCase(
            name: "all NaN", spec: chart { $0.panels[0].series[2] = PlotSeries("nan", x: [.nan], y: [1]) },
            field: "panels[0].series[2] \"nan\""),
        BadCase(
            name: "infinite y", spec: chart { $0.panels[0].series[0].y[3] = .infinity },
            field: "panels[0].series[0] \"linear\".y[3]"),
        BadCase(
            name: "log axis with zero", spec: chart { $0.panels[0].yAxis.scale = .log },
            field: "panels[0].series[0] \"linear\".y[0]"),
        BadCase(name: "inverted range", spec: chart { $0.xAxis.range = 1...1 }, field: "xAxis.range"),
        BadCase(name: "NaN guide", spec: chart { $0.panels[0].guides[0].y = .nan }, field: "panels[0].guides[0].y"),
        BadCase(
            name: "backwards phase",
            spec: chart { $0.phases[0] = ShadedInterval(from: 1, to: 0, label: "x", color: .black) },
            field: "phases[0]"),
        BadCase(
            name: "zero line width", spec: chart { $0.panels[0].series[0].lineWidth = 0 },
            field: "panels[0].series[0] \"linear\".lineWidth"),
        BadCase(
            name: "ragged heatmap",
            spec: {
                var spec = SampleSpecs.heatmap()
                if case .heatmap(var map) = spec.content {
                    map.values[1].removeLast()
                    spec.content = .heatmap(map)
                }
                return spec
            }(), field: "heatmap.panels[0].values[1]"),
    ])
    func rejected(_ row: BadCase) {
        do {
            try row.spec.validate()
            Issue.record("\(row.name) was accepted")
        } catch {
            guard case .invalidSpec(let field, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(field == row.field)
            #expect(!reason.isEmpty && !error.description.contains("\n"))
        }
        #expect(throws: PlotError.self) { try RasterRenderer.image(for: row.spec) }
    }

    @Test("huge but finite values draw without trapping", arguments: [1e308, -1e308, 1e-308])
    func hugeValues(value: Double) throws {
        let spec = Self.chart { $0.panels[0].series[0].y[2] = value }
        #expect(try RasterRenderer.image(for: spec).width == 800)
        let fixed = Self.chart {
            $0.xAxis.range = 0.4...0.6
            $0.panels[0].series[0].x[20] = value
        }
        #expect(try RasterRenderer.image(for: fixed).width == 800)
    }

    @Test("NaN points are gaps, not errors")
    func nanIsAGap() throws {
        let spec = Self.chart { $0.panels[0].series[0].y[4] = .nan }
        try spec.validate()
        #expect(GnuplotData.text(for: spec).contains("0.15\t15.0\n\n0.25\t25.0\n"))
        #expect(try RasterRenderer.image(for: spec).width == 800)
    }

    @Test("the error description is one line naming the field")
    func description() {
        let error = PlotError.invalidSpec(field: "size.width", reason: "-5 px is outside 200...20000 px")
        #expect(error.description == "invalid plot spec: size.width: -5 px is outside 200...20000 px")
    }

    /// The picture-size rule (`PlotSize.problem`, what `--size` and `validate()` apply): each side in 200…20000 px
    /// and at most 40 000 000 pixels; each bound met (drawn) and passed by one (refused), by its field.
    @Test(
        arguments: [
            (200, 200, nil), (20_000, 2_000, nil), (8_000, 5_000, nil), (20_000, 2_001, "area"), (8_001, 5_000, "area"),
            (20_000, 20_000, "area"), (199, 200, "width"), (200, 20_001, "height"),
        ] as [(Int, Int, String?)])
    func pictureSizeRule(width: Int, height: Int, field: String?) {
        #expect(PlotSize(width: width, height: height).problem?.field == field, "\(width)x\(height)")
    }
}
