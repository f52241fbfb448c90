// ReportsTests/LegendEntryRuleTests: issue 44's legend rule, "no two legend entries with the same label and
// symbol", for the plots of representative commands (trajectory, compare, trace, sweep): a repeated entry names
// nothing new and makes the reader look for a difference that is not there.
import Analysis
import DeviceTrace
import Foundation
import PanelSimulator
import Plotting
import Scenario
import Sweep
import Testing

@testable import Reports

@Suite struct LegendEntryRuleTests {
    /// A legend entry's symbol: how its sample is drawn (style, colour, dash). A series without a colour takes the
    /// theme's next one, so it never shares a symbol (its panel and index stand in for the colour).
    struct Symbol: Hashable {
        var style: SeriesStyle
        var color: String
        var dash: LineDash
    }

    /// The legend entries of `spec` (every named series of every panel) that repeat an earlier entry's label and
    /// symbol, as `label` strings; empty when the rule holds.
    static func repeatedEntries(_ spec: PlotSpec) -> [String] {
        guard case .chart(let chart) = spec.content else { return [] }
        var seen = Set<[String]>()
        var repeated: [String] = []
        for (p, panel) in chart.panels.enumerated() {
            for (k, series) in panel.series.enumerated() where !series.name.isEmpty {
                let color = series.color.map { "\($0)" } ?? "palette \(p).\(k)"
                let key = [series.name, series.style.rawValue, color, series.dash.rawValue]
                if !seen.insert(key).inserted { repeated.append(series.name) }
            }
        }
        return repeated
    }

    /// The named series of `spec` that share a symbol with an earlier named series (the trace picture's rule: one
    /// entry per kind of mark).
    static func sharedSymbols(_ spec: PlotSpec) -> [String] {
        guard case .chart(let chart) = spec.content else { return [] }
        var seen = Set<Symbol>()
        var shared: [String] = []
        for series in chart.panels.flatMap(\.series) where !series.name.isEmpty {
            guard let color = series.color else { continue }
            if !seen.insert(Symbol(style: series.style, color: "\(color)", dash: series.dash)).inserted {
                shared.append(series.name)
            }
        }
        return shared
    }

    static let size = PlotSize(width: 1600, height: 1000)

    /// The trajectory plots: the pop-up pull-down of docs/systems.md §2 at 60 and 120 Hz, and the README's drag on
    /// the content of the default preset (a content-offset panel).
    static func trajectorySpecs() throws -> [(String, PlotSpec)] {
        var specs: [(String, PlotSpec)] = []
        for rate in [60.0, 120.0] {
            var popUp = try #require(Scenario.preset(named: "comment-popup"))
            popUp.frameRate = rate
            let gesture = Gesture.drag(fromDisplayHeight: 560, distance: -60, duration: 0.1, sampleRate: rate)
            let trajectory = try PanelSimulator(scenario: popUp).run(gesture)
            specs.append(("pop-up \(rate) Hz", TrajectoryPlot.spec(for: trajectory, title: "t", size: size)))
        }
        let scenario = try #require(Scenario.preset(named: "default"))
        let drag = Gesture.drag(
            fromDisplayHeight: 400, distance: 200, duration: 0.15, sampleRate: scenario.frameRate,
            startsOnInnerContent: true)
        let trajectory = try PanelSimulator(scenario: scenario).run(drag)
        specs.append(("drag on content", TrajectoryPlot.spec(for: trajectory, title: "t", size: size)))
        return specs
    }

    /// The README's trace picture: the round-trip log replayed in the default preset, with tuning B.
    static func traceSpec() throws -> PlotSpec {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let log = try TraceLog(file: root.appendingPathComponent("Traces/round-trip-default.log").path)
        let a = try #require(Scenario.preset(named: "default"))
        let b = TuningOverrides.apply([(.panelDecelerationRate, 0.996)], to: a)
        let selected = try TraceReplay.select(log, session: nil, gesture: nil)
        let (comparisons, skipped) = try TraceReplay.replay(log, selected: selected, a: a, b: b)
        let report = try #require(
            TraceReport.Replay(comparisons, skipped: skipped, log: log, scenario: a.name, candidate: "B"))
        return report.plot(size: size)
    }

    @Test("no plot of trajectory, compare, trace or sweep has two legend entries with the same label and symbol")
    func noRepeatedLegendEntry() throws {
        let curves = try ComparePlotRuleTests.readmeTunings()
        let compare = ComparePlot.spec(
            curves: curves, guides: [], xLabel: "t", releaseTime: 0, maximumTime: nil, title: "t", size: Self.size,
            directLabel: ComparePlot.tuningLabel)
        let specs =
            try Self.trajectorySpecs()
            + [
                ("compare tunings", compare), ("trace", try Self.traceSpec()),
                ("sweep free reach", try PictureRuleTests.freeSweepPlot()),
            ]
        for (name, spec) in specs {
            #expect(Self.repeatedEntries(spec).isEmpty, "\(name): \(Self.repeatedEntries(spec))")
        }
    }

    @Test("the trace picture names each kind of mark once: trace, simulation, tuning B")
    func traceOneEntryPerSymbol() throws {
        let spec = try Self.traceSpec()
        #expect(Self.sharedSymbols(spec).isEmpty, "\(Self.sharedSymbols(spec))")
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        let names = chart.panels.flatMap(\.series).map(\.name).filter { !$0.isEmpty }
        #expect(names.count == 3, "\(names)")
        // The offset panel says whose offset it is: the default preset's one list, the table.
        #expect(chart.panels.map(\.yAxis.title).contains("table offset (pt)"), "\(chart.panels.map(\.yAxis.title))")
    }

    @Test("the rule catches a repeated entry and lets a repeated label with another symbol pass")
    func ruleCatchesRepeats() {
        let line = PlotSeries("simulation", x: [0, 1], y: [0, 1], color: PlotColor(rgb: 0x0072B2))
        var dashed = line
        dashed.dash = .dashed
        func spec(_ panels: [[PlotSeries]]) -> PlotSpec {
            PlotSpec(
                title: "t", size: Self.size,
                content: .chart(
                    Chart(
                        xAxis: PlotAxis("x"), panels: panels.map { ChartPanel(yAxis: PlotAxis("y"), series: $0) })))
        }
        // (panels, repeated labels expected, line)
        for (panels, expected, line): ([[PlotSeries]], [String], Int) in [
            ([[line], [line]], ["simulation"], #line),
            ([[line, line]], ["simulation"], #line),
            ([[line], [dashed]], [], #line),
        ] {
            #expect(
                Self.repeatedEntries(spec(panels)) == expected,
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
    }
}
