// ReportsTests/StartHeightRuleTests: issue 44's rule "a subtitle's 'from N pt' matches every curve's start", checked
// on the README's compare pictures (policies on one geometry, each system on its own preset, one release to each
// target), and what the own-presets picture owes its reader: each start beside its curve, a flat curve explained,
// the time axis not stretched by one slow motion.
import Analysis
import Foundation
import PanelSimulator
import Plotting
import Scenario
import Testing

@testable import Reports

@Suite struct StartHeightRuleTests {
    static let size = PlotSize(width: 1600, height: 1000)

    /// The start height `text` claims, the number of its first `from N pt` (points); nil without one.
    static func claimedStart(_ text: String) -> Double? {
        guard let range = text.range(of: #"from -?[0-9]+(\.[0-9]+)? pt"#, options: .regularExpression) else {
            return nil
        }
        return Double(text[range].dropFirst("from ".count).dropLast(" pt".count))
    }

    /// Lines of `spec`'s title and notes whose `from N pt` some line of `curves` does not start at (within
    /// `tolerance` points); empty when the rule holds.
    static func falseStartClaims(_ spec: PlotSpec, curves: [CompareCurve], tolerance: Double = 0.5) -> [String] {
        ([spec.title] + spec.notes).filter { text in
            guard let claimed = Self.claimedStart(text) else { return false }
            return curves.contains { abs(ComparePlot.start(of: $0) - claimed) > tolerance }
        }
    }

    /// The README's `bench compare --policies [--own-presets]`: the default request (a synthesized drag).
    static func policiesReport(ownPresets: Bool) throws -> (CompareReport, GestureSetup) {
        let request = GestureRequest()
        let scenario = try #require(Scenario.preset(named: "default"))
        let setup = try request.setup(on: scenario, synthesizeDrag: true)
        let comparison: CompareAnalysis.Comparison
        if ownPresets {
            let runs = try CompareAnalysis.ownPresetRuns(setup) { _, preset in
                try request.setup(on: try #require(preset), synthesizeDrag: true)
            }
            comparison = try CompareAnalysis.ownPresets(runs, setup: setup, threshold: 100)
        } else {
            comparison = try CompareAnalysis.policies(scenario: setup.scenario, gesture: setup.gesture)
        }
        return (CompareReport.policies(comparison, setup: setup, ownPresets: ownPresets), setup)
    }

    @Test("no title or note of a README compare picture claims a start some curve does not start at")
    func subtitleStartMatchesCurves() throws {
        var cases: [(String, CompareReport, GestureSetup)] = []
        for own in [false, true] {
            let (report, setup) = try Self.policiesReport(ownPresets: own)
            cases.append(("policies own-presets \(own)", report, setup))
        }
        let scenario = try #require(Scenario.preset(named: "default"))
        let setup = try GestureRequest(startHeight: 400, velocity: 1.5).setup(on: scenario)
        let movements = try CompareAnalysis.movements(
            scenario: scenario, gesture: setup.gesture, targets: nil, peers: Peer.allCases)
        cases.append(("movements", try CompareReport.movements(movements, setup: setup, page: false), setup))
        for (name, report, setup) in cases {
            let spec = report.plot(setup: setup, maximumTime: nil, size: Self.size)
            let bad = Self.falseStartClaims(spec, curves: report.curves)
            #expect(bad.isEmpty, "\(name): \(bad)")
        }
    }

    @Test("each system on its own preset: every line names its start, every flat line says why, no 4 s squeeze")
    func ownPresetsPicture() throws {
        let (report, setup) = try Self.policiesReport(ownPresets: true)
        #expect(ComparePlot.startsDiffer(report.curves), "the presets start at different heights (400, 560, 800 pt)")
        let spec = report.plot(setup: setup, maximumTime: nil, size: Self.size)
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        let labelled = chart.panels[0].series.filter { $0.style == .line && !($0.endLabel ?? "").isEmpty }
        #expect(labelled.count == ComparePlot.coincidenceGroups(report.curves).count, "every line named")
        for line in labelled {
            let claimed = try #require(Self.claimedStart(line.endLabel ?? ""), "\(line.endLabel ?? "")")
            #expect(abs(claimed - (line.y.first ?? .nan)) <= 0.5, "\(line.endLabel ?? "") starts at \(line.y[0])")
        }
        for curve in report.curves {
            let flat = (curve.positions.max() ?? 0) - (curve.positions.min() ?? 0) <= 0.5
            let explained = spec.notes.contains { $0.hasPrefix("\(curve.id) stays flat") }
            #expect(flat == explained, "\(curve.id): flat \(flat), explained \(explained)")
        }
        // The home container's unified driver settles about 4.3 s after touch-down, the others within 0.8 s: the
        // axis ends where those end, and a note says where the slow one goes.
        let upper = try #require(chart.xAxis.range?.upperBound)
        #expect(upper < 2, "time axis up to \(upper) s")
        #expect(spec.notes.contains { $0.hasPrefix("home-unified goes on past the axis") }, "\(spec.notes)")
    }

    @Test("claimedStart reads the first 'from N pt' of a line")
    func claimedStartReading() {
        for (text, expected, line): (String, Double?, Int) in [
            ("gesture: drag 150 pt in 0.1 s from 400 pt (synthesized)", 400, #line),
            ("release at 400 pt, 1.5 pt/ms", nil, #line),
            ("home-unified from 560.5 pt", 560.5, #line),
            ("gesture: drag 150 pt in 0.1 s (synthesized), each system from its own start", nil, #line),
        ] {
            #expect(
                Self.claimedStart(text) == expected,
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
    }
}
