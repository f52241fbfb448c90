// AnalysisTests/SweepFileStrictnessTests: sweep.json is read strictly: unknown keys, other versions and impossible
// values are refused with one line naming the place.
import Foundation
import PanelSimulator
import Scenario
import Sweep
import Testing

@testable import Analysis

@Suite struct SweepFileStrictnessTests {
    static func document() throws -> String {
        // A stated settle threshold, so the header's (0.25) is the stored scenario's, as a sweep writes it.
        var scenario = try #require(Scenario.preset(named: "default"))
        scenario.settleThreshold = 0.25
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(parameter: .lowVelocityThreshold, values: try SweepValues.parse("0.1,0.3", label: "p"))
            ],
            startHeights: try SweepValues.parse("400", label: "h"),
            gestureValues: try SweepValues.parse("-0.2,0.2", label: "v"))
        let runner = try SweepRunner(scenario: scenario, grid: grid)
        let header = SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "default"), ranScenario: scenario,
            settleThresholdPt: 0.25,
            participants: runner.participants, grid: grid, shard: nil)
        let results = SweepResults(header: header, rows: try runner.run(shard: nil, jobs: 1))
        return String(decoding: try SweepDocument.json(results), as: UTF8.self)
    }

    @Test func theDocumentReadsBackToTheSameBytes() throws {
        let text = try Self.document()
        let decoded = try SweepDocument.decode(Data(text.utf8), source: "s.json")
        #expect(String(decoding: try SweepDocument.json(decoded), as: UTF8.self) == text)
        #expect(decoded.header.settleThresholdPt == 0.25)
        #expect(decoded.header.participants == ["table"])
    }

    @Test(arguments: [
        ("\"seed\": 0,", "\"seed\": 0, \"extra\": 1,", "s.json: not a sweep.json (extra: unknown key"),
        ("\"cells\":4", "\"cells\":4,\"colour\":\"red\"", "s.json: not a sweep.json (grid.colour: unknown key"),
        (
            "\"version\": 4", "\"version\": 3",
            "s.json: results format version 3; this bench reads version 4 (rowsCrc32, the rows' checksum, is new in "
                + "it: run the sweep again)"
        ),
        ("\"version\": 4", "\"version\": 5", "s.json: results format version 5; this bench reads version 4"),
        // Not JSON: the parser's reason and its place (line 1 is `{`, line 2 `  "format": …`).
        ("\"format\": ", "\"format\" ", "s.json: not a sweep.json (not valid JSON (line 2, column "),
        (
            "\"settleThresholdPt\": 0.25", "\"settleThresholdPt\": -1",
            "s.json: settleThresholdPt -1.0 is not a positive"
        ),
        ("\"panelToPanel\"", "\"sideways\"", "s.json: rows[0]: handoff: not a handoff type or null"),
    ])
    func badDocumentsAreRefusedInOneLine(find: String, replace: String, message: String) throws {
        let text = try Self.document()
        #expect(text.contains(find), "the document has no \(find)")
        let bad = text.replacingOccurrences(of: find, with: replace)
        do {
            _ = try SweepDocument.decode(Data(bad.utf8), source: "s.json")
            Issue.record("accepted: \(replace)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }
}
