// ReportsTests/ComparePlotRuleTests: the encodings `bench compare` pictures promise (issue 24), checked on the
// README's tuning comparison: the title and README say "A solid, B dashed", one colour per release.
import Analysis
import PanelSimulator
import Plotting
import Scenario
import Sweep
import Testing

@testable import Reports

@Suite struct ComparePlotRuleTests {
    /// The README's tuning comparison: default against low-velocity-threshold 0.3 and panel rate 0.995, from
    /// 400 pt at 0.25, 1.5 and 3 pt/ms.
    static func readmeTunings() throws -> [CompareCurve] {
        let a = try #require(Scenario.preset(named: "default"))
        var b = TuningOverrides.apply([(.lowVelocityThreshold, 0.3), (.panelDecelerationRate, 0.995)], to: a)
        b.name = "default+set"
        let releases = [0.25, 1.5, 3].map { (v: Double) in
            ("\(v) pt/ms", Gesture(start: .displayHeight(400), releaseVelocity: v))
        }
        return try CompareAnalysis.tunings(a: a, b: b, releases: releases).curves
    }

    @Test("A solid, B dashed holds for every line, also where curves coincide; coinciding curves are one line")
    func dashRuleOnCoincidentCurves() throws {
        let curves = try Self.readmeTunings()
        let groups = ComparePlot.coincidenceGroups(curves)
        #expect(groups.flatMap { $0.map(\.id) }.sorted() == curves.map(\.id).sorted(), "every curve in one group")
        // The README's run: tuning A lands all three releases on the same curve to 700 pt.
        #expect(groups.contains { $0.count > 1 }, "some curves coincide")
        let spec = ComparePlot.spec(
            curves: curves, guides: [], xLabel: "t", releaseTime: 0, maximumTime: nil, title: "t",
            size: PlotSize(width: 1600, height: 1000), directLabel: ComparePlot.tuningLabel)
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        let lines = chart.panels[0].series
        #expect(lines.count == groups.count, "one line per group of coinciding curves")
        for group in groups {
            let name = ComparePlot.combinedName(group)
            let line = try #require(lines.first { $0.name == name }, "a line named \(name)")
            let expected: LineDash = group.contains { $0.tuning == "A" } ? .solid : .dashed
            #expect(line.dash == expected, "\(name): \(line.dash)")
            for curve in group { #expect(name.contains(curve.targetName.split(separator: " ")[0])) }
        }
        // Direct labels name every line, so lines read without colour.
        #expect(lines.allSatisfy { !($0.endLabel ?? "").isEmpty })
    }

    @Test("the heatmap marks the scenario's own value: its row, fractional between sampled rows, none outside")
    func scenarioValueMarked() {
        let rows = stride(from: 0.0, through: 1.0, by: 0.05).map { ($0 * 100).rounded() / 100 }
        // (scenario value, row index expected or nil, line)
        for (value, row, line): (Double?, Double?, Int) in [
            (0.2, 4, #line), (0.0, 0, #line), (1.0, 20, #line), (0.225, 4.5, #line), (1.5, nil, #line),
            (nil, nil, #line),
        ] {
            let mark = SweepPlots.scenarioMark(rows, value)
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
            #expect(mark.map(\.row).map { abs($0 - (row ?? -1)) < 1e-9 } ?? (row == nil), sourceLocation: location)
            if let value, row != nil {
                #expect(mark?.label == "\(SweepValues.format(value)) (scenario)", sourceLocation: location)
            }
        }
    }
}

/// Issue 22: the compare picture names the peer versions. The styles are the peers' own names with the commit of the
/// source each is read from (docs/physics.md §13: Flutter's scroll_simulation.dart @095d6b9 for both Flutter peers).
@Suite struct ComparePeerVersionNoteTests {
    @Test(
        "peers of one version are named together, in order; styles without a version are left out",
        arguments: [
            (
                ["decel 0.99/ms", "flutter @095d6b9", "flutter-clamping @095d6b9", "android @9b56a60"],
                "peer versions: flutter, flutter-clamping @095d6b9; android @9b56a60" as String?, #line
            ),
            (["spring z=1", "decel 0.998/ms"], nil, #line),
            (["floatingpanel @010d248", "floatingpanel @010d248"], "peer versions: floatingpanel @010d248", #line),
            (["not @a-version"], nil, #line),
        ])
    func note(styles: [String], expected: String?, line: Int) {
        #expect(
            ComparePlot.peerVersionsNote(styles) == expected,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }
}

/// Issue 24: a comparison of one release to each target, read without colour: each colour is named once beside a
/// curve — by its target ("colour says where to", README), by the peer's name on the peers' own rests.
@Suite struct CompareColourLabelTests {
    @Test("each colour of the README's one-release-to-each-target picture is named beside exactly one line")
    func everyColourNamedOnce() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let curves = try CompareAnalysis.movements(
            scenario: scenario, gesture: Gesture(start: .displayHeight(400), releaseVelocity: 1.5), targets: nil,
            peers: Peer.allCases
        ).curves
        let spec = ComparePlot.spec(
            curves: curves, guides: [], xLabel: "t", releaseTime: 0, maximumTime: 1.5, title: "t",
            size: PlotSize(width: 1600, height: 1000))
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        let lines = chart.panels[0].series.filter { $0.style != .points }
        let labelled = lines.filter { !($0.endLabel ?? "").isEmpty }
        let colours = Set(lines.map(\.color)).subtracting([ComparePlot.sharedColor])
        #expect(Set(labelled.map(\.color)) == colours, "every colour named")
        #expect(labelled.count == Set(labelled.map(\.color)).count, "once each")
        let names = Set(labelled.compactMap(\.endLabel))
        for expected in ["detent 0", "table end", "flutter", "android"] {
            #expect(names.contains(expected), "\(expected) in \(names.sorted())")
        }
        #expect(!names.contains("own rest"), "the peers' own rests are named by the peer")
    }
}
