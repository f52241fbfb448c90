// ReportsTests/PictureRuleTests: what the README's pictures promise beyond the layout rules (issue 24): the A/B
// figure's difference panel, the free panel's reach picture for every start height, velocity panels that keep
// their scale when one spike would flatten them.
import Analysis
import PanelSimulator
import Plotting
import Scenario
import Sweep
import Testing

@testable import Reports

@Suite struct PictureRuleTests {
    static func location(_ line: Int) -> SourceLocation {
        SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
    }

    @Test("tunings get a B − A panel: one line per release, B's position minus A's, ending where they rest")
    func differencePanel() throws {
        let curves = try ComparePlotRuleTests.readmeTunings()
        let spec = ComparePlot.spec(
            curves: curves, guides: [], xLabel: "t", releaseTime: 0, maximumTime: nil, title: "t",
            size: PlotSize(width: 1600, height: 1000), directLabel: ComparePlot.tuningLabel)
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        #expect(chart.panels.count == 3)
        let difference = chart.panels[2]
        #expect(difference.yAxis.title == "B − A (pt)")
        #expect(difference.series.count == 3, "one line per release")
        // The README's verdicts: at 0.25 pt/ms A lands at 700 pt, B at 400 pt; at 1.5 pt/ms both land at 700 pt.
        // (release label, B − A at rest, line)
        for (release, rest, line) in [("0.25", -300.0, #line), ("1.5", 0.0, #line)] {
            let series = try #require(
                difference.series.first { $0.endLabel?.contains(release) == true },
                "\(difference.series.map(\.endLabel))", sourceLocation: Self.location(line))
            let last = try #require(series.y.last)
            #expect(abs(last - rest) <= 0.5, "\(release): \(last)", sourceLocation: Self.location(line))
        }
        // Dashed as B, coloured as its release in the position panel.
        #expect(difference.series.allSatisfy { $0.dash == .dashed })
        // Other comparisons (no A/B pair) get no third panel.
        let single = curves.filter { $0.tuning == "A" }
        let plain = ComparePlot.spec(
            curves: single, guides: [], xLabel: "t", releaseTime: 0, maximumTime: nil, title: "t",
            size: PlotSize(width: 1600, height: 1000))
        guard case .chart(let plainChart) = plain.content else { throw CancellationError() }
        #expect(plainChart.panels.count == 2)
    }

    @Test("a short fixed-range velocity axis keeps at least two labelled ticks")
    func shortAxisKeepsTicks() throws {
        // (range, panel height in pixels, line): a coarse step once left only 0 of -2000…4000.
        for (range, height, line) in [(-2000.0...4000.0, 120, #line), (-500.0...20_000.0, 90, #line)] {
            let spec = PlotSpec(
                title: "t", size: PlotSize(width: 1600, height: height + 260),
                content: .chart(
                    Chart(
                        xAxis: PlotAxis("x"),
                        panels: [
                            ChartPanel(
                                yAxis: PlotAxis("v", unit: "pt/s", range: range),
                                series: [PlotSeries("", x: [0, 1], y: [0, 1])])
                        ])))
            let layout = try PlotLayout(spec: spec)
            #expect(
                layout.panels[0].y.ticks.values.count >= 2, "\(layout.panels[0].y.ticks)",
                sourceLocation: Self.location(line))
        }
    }

    @Test("a spike far beyond the finger and the rest of the curve is clipped; an ordinary curve is not")
    func velocityOutlierClipped() {
        let ordinary = [0, 1500, 1200, 900, 600, 300, 100, 0.0]
        #expect(VelocityScale.clipped(ordinary, reference: [1500]).range == nil)
        var spiked = ordinary + Array(repeating: 50, count: 40)
        spiked.insert(20_000, at: 3)
        let scale = VelocityScale.clipped(spiked, reference: [1500])
        let range = scale.range
        #expect(range != nil)
        #expect((range?.upperBound ?? 0) >= 1500 && (range?.upperBound ?? .infinity) < 20_000)
        #expect(scale.peak == 20_000)
    }

    /// A small free-panel sweep: the list's rate at 0.99 and 0.998, from 268 and 596 pt, releases −3, 1 and 3 pt/ms.
    static func freeSweepPlot() throws -> PlotSpec {
        let scenario = try #require(Scenario.preset(named: "free"))
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(
                    parameter: .innerDecelerationRate,
                    values: try SweepValues.parse("0.99,0.998", boolean: false, label: "p"))
            ],
            startHeights: try SweepValues.parse("268,596", label: "h"),
            gestureValues: try SweepValues.parse("-3,1,3", label: "v"))
        let header = SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "free"), ranScenario: scenario,
            settleThresholdPt: 0.5 / 3, participants: ["table"], grid: grid, shard: nil)
        var collector = SweepPlotCollector(header: header, options: SweepPlotOptions())
        for row in try SweepRunner(scenario: scenario, grid: grid).run(shard: nil, jobs: 1) { collector.add(row) }
        let plots = SweepPlots.specs(collector)
        return try #require(plots.first { $0.file == "reach-by-release-velocity.png" }?.spec)
    }

    @Test("the free panel's reach picture: panel and list at rest, every start height, coinciding curves merged")
    func freeReach() throws {
        let spec = try Self.freeSweepPlot()
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        #expect(chart.panels.count == 2)
        let (panel, list) = (chart.panels[0], chart.panels[1])
        #expect(panel.guides.map(\.label) == ["start 268 pt", "start 596 pt"], "every start height")
        // Every (rate, start height) is named by some line of each panel.
        for name in ["0.99", "0.998 (scenario)"] {
            for height in ["268", "596"] {
                for series in [panel.series, list.series] {
                    #expect(
                        series.contains { $0.name.contains(name) && $0.name.contains(height) },
                        "\(name) from \(height) pt in \(series.map(\.name))")
                }
            }
        }
        // The free preset's list: 1400 pt of content in a 720 pt viewport ends at 680 pt; its panel is 760 pt tall.
        // A 3 pt/ms fling at the list's 0.998 rate (projected 3·0.998/0.002 ≈ 1497 pt) runs the list to its end and
        // the panel to the top, from either start height.
        let fast = try #require(list.series.first { $0.name.hasPrefix("0.998") && $0.name.contains("268, 596") })
        #expect(abs((fast.y.last ?? 0) - 680) <= 0.5, "\(fast.y)")
        for height in ["268", "596"] {
            let top = try #require(panel.series.first { $0.name == "0.998 (scenario) from \(height) pt" })
            #expect(abs((top.y.last ?? 0) - 760) <= 0.5, "from \(height) pt: \(top.y)")
        }
        // At 0.99 a 1 pt/ms fling projects 1·0.99/0.01 = 99 pt (docs/physics.md, UIKit's projection), within a
        // frame's step of it.
        let slow = try #require(list.series.first { $0.name.hasPrefix("0.99 from") })
        #expect(abs(slow.y[1] - 99) <= 1.5, "\(slow.y)")
        // Lines are told apart without colour: each is named beside its end; one start height keeps its dash.
        #expect((panel.series + list.series).allSatisfy { !($0.endLabel ?? "").isEmpty })
        for series in panel.series + list.series where !series.name.contains(",") {
            let expected: LineDash = series.name.contains("from 268") ? .solid : .dashed
            #expect(series.dash == expected, "\(series.name): \(series.dash)")
        }
    }
}
