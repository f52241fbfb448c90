// AnalysisTests/ParameterTableTests: the one table of tunable parameters agrees with the scenario validator and
// with docs/feel-parameters.md; geometry sweeps; the scenario's tolerance reaches the peers' curves.
import Foundation
import PanelSimulator
import Scenario
import Support
import Sweep
import Testing
import Units

@testable import Analysis

@Suite struct ParameterTableTests {
    /// The `default` preset (detents 100/400/700 pt, one inner list), as `bench sweep` starts from it.
    static var scenario: Scenario { Scenario.preset(named: "default") ?? Scenario(name: "missing preset") }

    /// Every numeric row of the table, geometry included.
    static var numericRows: [ScenarioParameter] {
        (ScenarioParameter.tuning + ScenarioParameter.geometry + [.detentHeight(1)]).filter {
            if case .number = $0.values { return true }
            return false
        }
    }

    /// The values just outside each end of a range (the open end itself, the next double past a closed one).
    static func outside(_ range: LegalRange) -> [Double] {
        var values: [Double] = []
        switch range.lower {
        case .closed(let a): values.append(a.nextDown)
        case .open(let a): values.append(a)
        case .none: break
        }
        switch range.upper {
        case .closed(let b): values.append(b.nextUp)
        case .open(let b): values.append(b)
        case .none: break
        }
        return values
    }

    @Test("a value the table refuses is one the scenario validator refuses, naming the table's field")
    func tableRangesAreTheValidators() throws {
        for row in Self.numericRows {
            guard case .number(let range) = row.values else { continue }
            for value in Self.outside(range) {
                var scenario = Self.scenario
                row.apply(value, to: &scenario)
                #expect(!row.allows(value), "\(row) allows \(value)")
                #expect(throws: ScenarioError.self, "\(row) = \(value)") { try scenario.validate() }
                do { try scenario.validate() } catch {
                    #expect(error.path == row.field, "\(row) = \(value): \(error)")
                }
            }
            // The default (the scenario's own value) is legal.
            if let value = row.value(in: Self.scenario) {
                #expect(row.allows(value), "\(row) refuses its scenario's value \(value)")
            }
        }
    }

    @Test("defaults are the model's: docs/feel-parameters.md §1–3 (0.2, 2.2, 86, 140 pt; UIKit .fast/.normal)")
    func defaultsAreTheDocumentedReferenceValues() {
        // docs/feel-parameters.md §1 (the library's literals) and §3 (UIKit's rates).
        let cases: [(SweepParameter, Double, UInt)] = [
            (.lowVelocityThreshold, 0.2, #line), (.highVelocityThreshold, 2.2, #line),
            (.adjacentAnchorDistance, 86, #line), (.captureDistance, 140, #line),
            (.panelDecelerationRate, 0.99, #line), (.innerDecelerationRate, 0.998, #line),
            (.animationSpeed, 1000, #line), (.animationBaseDuration, 0.12, #line),
            (.animationMaximumDuration, 0.32, #line), (.frameRate, 120, #line), (.dragDuration, 0.1, #line),
        ]
        for (parameter, expected, line) in cases {
            #expect(
                parameter.defaultValue == expected, "\(parameter.rawValue)",
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: Int(line), column: 1))
        }
    }

    @Test("docs/feel-parameters.md §10 is the table as the code reads it")
    func documentHoldsTheTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/feel-parameters.md"), encoding: .utf8)
        #expect(
            page.contains(SweepParameter.markdownTable),
            "docs/feel-parameters.md §10 should read:\n\(SweepParameter.markdownTable)")
    }

    @Test("names: detent-N-height for a detent by its compare name, geometry round-trips")
    func geometryNames() {
        #expect(SweepParameter(rawValue: "detent-2-height")?.scenarioParameter?.field == "detents[2]")
        #expect(SweepParameter(rawValue: "panel-height")?.isGeometry == true)
        #expect(SweepParameter(rawValue: "content-height")?.scenarioParameter?.field == "chain[0].contentHeight")
        for bad in ["detent--1-height", "detent-01-height", "detent-x-height", "detent-1"] {
            #expect(SweepParameter(rawValue: bad) == nil, "\(bad)")
        }
        // Geometry is recorded in the sweep's own fields, not among the tuned parameters.
        #expect(!SweepParameter.allCases.contains { $0.isGeometry })
    }

    @Test("a swept detent height moves a slow release's landing onto it (AXIS_MODEL.md §6: |v| < low → nearest)")
    func sweptDetentMovesTheLanding() throws {
        // From 10 pt above detent 1 at 0.1 pt/ms (< the 0.2 threshold) the nearest anchor is detent 1 itself.
        for height in [350.0, 450.0] {
            let grid = try SweepGrid(
                parameters: [
                    SweepAxis(parameter: .detentHeight(1), values: try SweepValues.parse("\(height)", label: "p"))
                ],
                startHeights: try SweepValues.parse("\(height + 10)", label: "h"),
                gestureValues: try SweepValues.parse("0.1", label: "v"))
            let rows = try SweepRunner(scenario: Self.scenario, grid: grid).run(shard: nil, jobs: 1)
            #expect(rows.count == 1)
            #expect(abs((rows.first?.landingHeight ?? 0) - height) < 1e-9, "detent 1 at \(height)")
            #expect(rows.first?.landingDetent == 1)
        }
    }

    @Test("invalid geometry is one error naming the parameter (validated as the scenario file is)")
    func invalidGeometryNamesTheParameter() throws {
        let cases: [(String, String, String, UInt)] = [
            ("detent-1-height", "50", "detents[1]", #line),  // below detent 0: not increasing
            ("detent-7-height", "400", "has no detents[7]", #line),
            ("panel-height", "-1", "in (0, 1000000] pt", #line),
            ("content-height", "2e6", "in [0, 1000000] pt", #line),
        ]
        for (name, value, reason, line) in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: Int(line), column: 1)
            do {
                let parameter = try #require(SweepParameter(rawValue: name), sourceLocation: location)
                let grid = try SweepGrid(
                    parameters: [SweepAxis(parameter: parameter, values: try SweepValues.parse(value, label: "p"))],
                    startHeights: try SweepValues.parse("400", label: "h"),
                    gestureValues: try SweepValues.parse("1", label: "v"))
                _ = try SweepRunner(scenario: Self.scenario, grid: grid)
                Issue.record("\(name)=\(value) was accepted", sourceLocation: location)
            } catch let error as SweepGridError {
                let field = SweepParameter(rawValue: name).map { SweepGridError.Field.parameter($0, values: value) }
                #expect(error.field == field, "\(error)", sourceLocation: location)
                #expect(error.description.contains(reason), "\(error)", sourceLocation: location)
                #expect(!error.description.contains("\n"), sourceLocation: location)
            }
        }
    }

    @Test("the view-damping spring measures its settle with the scenario's threshold (--settle-threshold)")
    func peerCurveHonoursTheSettleThreshold() throws {
        for threshold in [nil, 0.5, 4.0] {
            var scenario = Self.scenario
            scenario.movementStyle = .viewAnimation
            scenario.settleThreshold = threshold
            let simulator = try PanelSimulator(scenario: scenario)
            let gesture = Gesture.release(atDisplayHeight: 400, velocity: 1.5)
            let context = try simulator.releaseContext(for: gesture)
            let target = try #require(CompareTarget.all(in: context, scenario: scenario).last)
            let curve = try CompareAnalysis.dampedSpringCurve(
                to: target, damping: 0.3, simulator: simulator, context: context, id: "t", style: "view", group: 0,
                variant: 0, threshold: CompareAnalysis.velocityJumpThreshold)
            // Settled = one frame after the last sample further from the rest than the threshold in force.
            let limit = threshold ?? 0.5 / scenario.displayScale
            let rest = curve.outcome.restingPosition
            let last = Array(zip(curve.times, curve.positions)).last { abs($0.1 - rest) > limit }?.0
            let expected = min((last ?? -scenario.frameInterval) + scenario.frameInterval, curve.times.last ?? 0)
            #expect(
                abs(curve.outcome.settleTime - max(expected, 0)) < 1e-12, "threshold \(String(describing: threshold))")
        }
    }
}

extension SweepParameter {
    /// The Markdown table of every parameter `--param` and `--set` take, geometry and the drag's included, and of
    /// the peers' parameters (`--peer`): name, scenario key, default, unit and legal values, read from the tables
    /// (``ScenarioParameter``, ``PeerParameter``). docs/feel-parameters.md §10 holds this text verbatim.
    static var markdownTable: String {
        func cell(_ text: String) -> String { text.replacingAll("|", with: "\\|") }
        var lines = [
            "| Name | Scenario key | Default | Unit | Legal values | Meaning |",
            "|---|---|---|---|---|---|",
        ]
        for p in allCases + geometry {
            let d = p.defaultValue
            let value = d.isNaN ? "the scenario's" : p.isBoolean ? (d == 0 ? "0" : "1") : p.text(of: d)
            let key = p.scenarioParameter.map { "`\($0.field)`" } ?? "— (the drag)"
            lines.append(
                "| `\(p.rawValue)` | \(key) | \(value) | \(p.unit) | \(cell(p.legalRange.description)) | "
                    + "\(cell(p.summary)) |")
        }
        lines += [
            "",
            "| Peer parameter | Default | Unit | Legal values | Meaning |",
            "|---|---|---|---|---|",
        ]
        for p in PeerParameter.allCases {
            lines.append(
                "| `\(p.rawValue)` | \(NumberFormat.short(p.defaultValue)) | \(p.unit) | "
                    + "\(cell(p.legalRange.description)) | \(cell(p.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (no Foundation).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
