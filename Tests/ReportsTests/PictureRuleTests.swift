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

    @Test("a whole run's velocity is drawn as it moves: a sheet that stays put draws no spike at its release")
    func wholeRunVelocityFollowsTheMotion() throws {
        // The README's own-presets figure: a 150 pt drag in 0.1 s at 120 Hz, each system from its preset's start.
        // (policy, start height pt, line): the pop-up, already fully shown, stays at 560 pt (ReleasePolicy: it moves
        // only to dismiss, on a downward drag); thirty-line follows the finger and stops where it leaves it.
        for (policy, start, line) in [(ReleasePolicy.commentPopUp, 560.0, #line), (.thirtyLine, 800.0, #line)] {
            let scenario = try #require(CompareAnalysis.ownPreset(for: policy), sourceLocation: Self.location(line))
            let gesture = Gesture.drag(fromDisplayHeight: start, distance: 150, duration: 0.1, sampleRate: 120)
            let comparison = try CompareAnalysis.systems(
                [(policy, scenario, gesture)], chosen: policy, guides: scenario, note: "")
            let curve = try #require(comparison.curves.first, sourceLocation: Self.location(line))
            let drawn = ComparePlot.velocitySamples(curve, count: curve.times.count)
            // The velocity the positions give over each frame is what the motion does; the drawn curve stays
            // within it (a value outside would be a speed the sheet never had).
            var moved: [Double] = [0]
            for k in 1..<curve.times.count where curve.times[k] > curve.times[k - 1] {
                moved.append((curve.positions[k] - curve.positions[k - 1]) / (curve.times[k] - curve.times[k - 1]))
            }
            let low = try #require(moved.min()) - 1e-6
            let high = try #require(moved.max()) + 1e-6
            let outside = zip(drawn.x, drawn.y).filter { $0.1 < low || $0.1 > high }
            #expect(
                outside.isEmpty, "\(policy): \(outside) outside \(low)...\(high)", sourceLocation: Self.location(line))
            // After the release both stand still: every drawn velocity after it is 0.
            let after = zip(drawn.x, drawn.y).filter { $0.0 > curve.outcome.releaseTime + 1e-9 }.map(\.1)
            #expect(
                after.allSatisfy { abs($0) < 1e-6 }, "\(policy): \(after.prefix(4))",
                sourceLocation: Self.location(line))
        }
    }

    @Test("curves the chosen line hides while the finger is down are named in a note; a flat one is not")
    func hiddenWhileDraggingIsSaid() throws {
        // The README's own-presets drag: BODragScroll (chosen) from 400 pt; thirty-line, which follows the finger
        // (ReleasePolicy: its content stays where the finger left it), from 800 pt; the pop-up, fully shown and
        // not moving on an upward drag, from 560 pt.
        var runs: [CompareAnalysis.SystemRun] = []
        for (policy, start) in [(ReleasePolicy.boDragScroll, 400.0), (.thirtyLine, 800), (.commentPopUp, 560)] {
            let scenario = try #require(CompareAnalysis.ownPreset(for: policy))
            runs.append(
                (
                    policy, scenario,
                    Gesture.drag(fromDisplayHeight: start, distance: 150, duration: 0.1, sampleRate: 120)
                ))
        }
        let comparison = try CompareAnalysis.systems(
            runs, chosen: .boDragScroll, guides: runs[0].scenario, note: "")
        let note = ComparePlot.hiddenWhileDragging(comparison.curves, releaseTime: 0.1)
        #expect(note == "while the finger is down, thirty-line moves at bodragscroll's velocity (under its line)")
        // With nothing under the chosen line: no note.
        #expect(
            ComparePlot.hiddenWhileDragging(comparison.curves.filter { $0.id != "thirty-line" }, releaseTime: 0.1)
                == nil)
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

    @Test("the free panel's reach picture: a pair of panels per start height, shared ranges, nothing on a guide")
    func freeReach() throws {
        let spec = try Self.freeSweepPlot()
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        // Issue 44: curves lay on the start guides and labels stacked when every start height shared one panel.
        #expect(chart.panels.count == 4, "a pair of panels per start height (268, 596 pt)")
        #expect(chart.panels.map(\.title) == ["start 268 pt", nil, "start 596 pt", nil])
        #expect(chart.panels.allSatisfy { $0.guides.isEmpty }, "no guide for a curve to lie on")
        let all = chart.panels.flatMap(\.series)
        #expect(all.allSatisfy { ($0.endLabel ?? "").isEmpty }, "no labels beside curves to stack")
        let names = all.map(\.name).filter { !$0.isEmpty }
        #expect(names.count == Set(names).count, "each legend entry once: \(names)")
        #expect(Set(names).isSuperset(of: ["0.99", "0.998 (scenario)"]), "\(names)")
        #expect(chart.panels[0].yAxis.range == chart.panels[2].yAxis.range, "the panel's rests on one range")
        #expect(chart.panels[1].yAxis.range == chart.panels[3].yAxis.range, "the list's rests on one range")
        // The line of the k-th rate (0.99, 0.998) in a panel: its colour and dash.
        func line(_ panel: Int, rate k: Int) throws -> PlotSeries {
            try #require(
                chart.panels[panel].series.first {
                    $0.color == ComparePlot.color(group: k) && $0.dash == ComparePlot.dash(variant: k)
                })
        }
        // The free preset's list: 1400 pt of content in a 720 pt viewport ends at 680 pt; its panel is 760 pt tall.
        // A 3 pt/ms fling at the list's 0.998 rate (projected 3·0.998/0.002 ≈ 1497 pt) runs the list to its end and
        // the panel to the top, from either start height.
        for (pair, start) in [(0, 268.0), (2, 596.0)] {
            #expect(abs((try line(pair + 1, rate: 1).y.last ?? 0) - 680) <= 0.5, "list from \(start) pt")
            #expect(abs((try line(pair, rate: 1).y.last ?? 0) - 760) <= 0.5, "panel from \(start) pt")
            // At 0.99 a 1 pt/ms fling projects 1·0.99/0.01 = 99 pt (docs/physics.md, UIKit's projection), within a
            // frame's step of it; the list takes it and the panel stays at its start.
            #expect(abs(try line(pair + 1, rate: 0).y[1] - 99) <= 1.5, "list from \(start) pt")
            #expect(abs(try line(pair, rate: 0).y[1] - start) <= 0.5, "panel from \(start) pt")
        }
    }
}

/// Issue 44: a heatmap per value of a velocity threshold draws that grid's own threshold, so the column where the
/// landing changes reads against it (the README's sweep-two-parameters).
@Suite struct ThresholdGuideTests {
    @Test("each grid of release velocities × low threshold draws its own high-velocity threshold at ± its value")
    func eachGridDrawsItsThreshold() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(
                    parameter: .lowVelocityThreshold, values: try SweepValues.parse("0,0.2", boolean: false, label: "p")
                ),
                SweepAxis(
                    parameter: .highVelocityThreshold, values: try SweepValues.parse("1,4", boolean: false, label: "q")),
            ],
            startHeights: try SweepValues.parse("350", label: "h"),
            gestureValues: try SweepValues.parse("-5,-2.5,0,2.5,5", label: "v"))
        let header = SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "default"), ranScenario: scenario,
            settleThresholdPt: 0.5 / 3, participants: ["table"], grid: grid, shard: nil)
        var collector = SweepPlotCollector(header: header, options: SweepPlotOptions())
        for row in try SweepRunner(scenario: scenario, grid: grid).run(shard: nil, jobs: 1) { collector.add(row) }
        let spec = try #require(SweepPlots.specs(collector).first { $0.file == "landing-detent-350pt.png" }?.spec)
        guard case .heatmap(let map) = spec.content else { throw CancellationError() }
        let columns = [-5.0, -2.5, 0, 2.5, 5]
        /// A fractional column index as the release velocity it stands for (pt/ms).
        func velocity(_ column: Double) -> Double {
            let k = min(Int(column), columns.count - 2)
            return columns[k] + (column - Double(k)) * (columns[k + 1] - columns[k])
        }
        // (panel, threshold in pt/ms)
        for (panel, threshold) in [(0, 1.0), (1, 4.0)] {
            let drawn = map.panels[panel].columnGuides.map(velocity)
            #expect(drawn.count == 2, "panel \(panel): \(drawn)")
            for (got, expected) in zip(drawn, [-threshold, threshold]) {
                #expect(abs(got - expected) < 1e-9, "panel \(panel): \(drawn)")
            }
        }
        #expect(spec.notes.contains { $0.contains("high-velocity-threshold") }, "the note says what the lines are")
    }
}
