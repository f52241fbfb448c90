// AnalysisTests/SweepReadBackTests: `sweep.json` is read back as strictly as a sweep writes it (issue 29): every
// cell once, every value in its column's range, detents and the scenario agreeing with the rows and the stored
// scenario. Each edit below is one a user (or a disk) could make; each must be refused naming the field.
import Foundation
import PanelSimulator
import Scenario
import Sweep
import Testing

@testable import Analysis

@Suite("sweep.json read back strictly")
struct SweepReadBackTests {
    /// One edit of the document's JSON object.
    typealias Edit = (inout [String: Any]) -> Void

    /// Sets row `row`'s column `column` (by name) to `value`.
    static func cell(_ row: Int, _ column: String, _ value: Any) -> Edit {
        { object in
            let columns = object["columns"] as? [String] ?? []
            var rows = object["rows"] as? [[Any]] ?? []
            if let k = columns.firstIndex(of: column), row < rows.count { rows[row][k] = value }
            object["rows"] = rows
        }
    }

    /// Sets `key` of the object at `path` (nested object keys) to `value`.
    static func field(_ path: [String], _ key: String, _ value: Any?) -> Edit {
        { object in
            func set(_ dict: inout [String: Any], _ rest: ArraySlice<String>) {
                if let first = rest.first {
                    var inner = dict[first] as? [String: Any] ?? [:]
                    set(&inner, rest.dropFirst())
                    dict[first] = inner
                } else {
                    dict[key] = value
                }
            }
            set(&object, path[...])
        }
    }

    /// The document's rows (4 cells of the default scenario: detents 100/400/700 pt; rows 0 and 1 move to
    /// detents 0 and 2, rows 2 and 3 stay on detent 1) edited one way each, and a fragment of the refusal.
    static var edits: [(name: String, edit: Edit, culprit: String, line: Int)] {
        [
            (
                "last row deleted", { $0["rows"] = ($0["rows"] as? [Any])?.dropLast().map { $0 } },
                "rows: 3 rows, but the grid of 4 cells has 4", #line
            ),
            (
                "first row deleted", { $0["rows"] = ($0["rows"] as? [Any])?.dropFirst().map { $0 } }, "rows: 3 rows",
                #line
            ),
            ("no rows at all", { $0["rows"] = [Any]() }, "rows: 0 rows", #line),
            ("landing 1e308", cell(0, "landing_height_pt", 1e308), "landing_height_pt: ", #line),
            ("landing far below", cell(2, "landing_height_pt", -5000.0), "is farther than 1600 pt", #line),
            (
                "detent that is not where it lands", cell(0, "landing_detent_index", 2),
                "detent 2 is at 700 pt, but the landing height is 100 pt", #line
            ),
            (
                "landing moved off its detent", cell(1, "landing_height_pt", 650.0),
                "detent 2 is at 700 pt, but the landing height is 650 pt", #line
            ),
            (
                "null detent on a detent", cell(2, "landing_detent_index", NSNull()),
                "null, but the landing height 400 pt is detent 1", #line
            ),
            ("rest outer offset 1e308", cell(0, "rest_outer_offset_pt", 1e308), "rest_outer_offset_pt: ", #line),
            ("content offset 1e300", cell(0, "rest_offset_table_pt", 1e300), "rest_offset_table_pt: ", #line),
            ("negative settle time", cell(0, "settle_time_s", -1.0), "settle_time_s: -1 is negative", #line),
            ("negative overshoot", cell(0, "overshoot_pt", -0.5), "overshoot_pt: -0.5 is negative", #line),
            ("negative peak speed", cell(0, "peak_speed_pt_per_s", -5.0), "peak_speed_pt_per_s: -5 is negative", #line),
            (
                "negative momentum kept", cell(0, "momentum_kept_ratio", -0.5), "momentum_kept_ratio: -0.5 is negative",
                #line
            ),
            (
                "scenario detents changed", field(["scenario"], "detentsPt", [100, 400, 650]), "scenario.detentsPt: ",
                #line
            ),
            (
                "scenario name changed", field(["scenario"], "name", "home-unified"),
                "scenario.name: home-unified is not", #line
            ),
            ("viewport 1e308", field(["scenario"], "viewportHeightPt", 1e308), "scenario.viewportHeightPt: ", #line),
            ("chain depth changed", field(["scenario"], "chainDepth", 3), "scenario.chainDepth: 3 is not", #line),
            ("policy changed", field(["scenario"], "policy", "comment-popup"), "scenario.policy: ", #line),
            (
                "style changed", field(["scenario"], "movementStyle", "view"), "scenario.movementStyle: view is not",
                #line
            ),
            (
                "parameter out of range", field(["scenario", "parameters"], "inner-deceleration-rate", 2),
                #"scenario.parameters["inner-deceleration-rate"]: 2 is not in (0, 1) per ms"#, #line
            ),
            (
                "parameter not the scenario's", field(["scenario", "parameters"], "high-velocity-threshold", 3),
                #"scenario.parameters["high-velocity-threshold"]: 3 is not the stored scenario's 2.2"#, #line
            ),
            (
                "unknown parameter", field(["scenario", "parameters"], "warp-speed", 1),
                #"scenario.parameters["warp-speed"]: unknown parameter"#, #line
            ),
            (
                "parameter missing", field(["scenario", "parameters"], "frame-rate", nil),
                #"scenario.parameters["frame-rate"]: missing"#, #line
            ),
            ("stored scenario missing", field([], "scenarioFile", nil), "scenarioFile: missing", #line),
            (
                "stored scenario's detents changed", field(["scenarioFile"], "detents", [100, 400, 650]),
                "scenario.detentsPt: [100.0, 400.0, 700.0] is not the stored scenario's [100.0, 400.0, 650.0]", #line
            ),
            // docs/sweeps.md, "6. Files": a scenario record that disagrees with the stored scenario is refused;
            // the settle threshold a sweep writes is its scenario's (hostile pass four, U2).
            (
                "settle threshold edited", field([], "settleThresholdPt", 5),
                "settleThresholdPt: 5 pt is not the stored scenario's", #line
            ),
            (
                "stored scenario's settle threshold edited", field(["scenarioFile"], "settleThreshold", 5),
                "settleThresholdPt: ", #line
            ),
            (
                "stored scenario invalid", field(["scenarioFile"], "displayScale", -2), "scenarioFile: displayScale",
                #line
            ),
            (
                "stored scenario unknown key", field(["scenarioFile"], "colour", "red"),
                "scenarioFile.colour: unknown key", #line
            ),
            (
                "shard header on a whole sweep's rows", field([], "shard", ["count": 2, "index": 0]),
                "rows[1]: cell 1 does not belong to shard 0/2", #line
            ),
        ]
    }

    @Test("each edit is refused in one line naming the field; the unedited document reads")
    func editsAreRefused() throws {
        let text = try SweepFileStrictnessTests.document()
        _ = try SweepDocument.decode(Data(text.utf8), source: "s.json")
        let base = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for row in Self.edits {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            var object = base
            row.edit(&object)
            let data = try JSONSerialization.data(withJSONObject: object)
            #expect(data != (try JSONSerialization.data(withJSONObject: base)), "\(row.name)", sourceLocation: location)
            do {
                _ = try SweepDocument.decode(data, source: "s.json")
                Issue.record("\(row.name): accepted", sourceLocation: location)
            } catch {
                #expect(error.description.hasPrefix("s.json: "), "\(error.description)", sourceLocation: location)
                #expect(
                    error.description.contains(row.culprit), "\(row.name): \(error.description)",
                    sourceLocation: location)
                #expect(!error.description.contains("\n"), sourceLocation: location)
            }
        }
    }

    @Test("a decoded sweep carries the whole scenario it ran, equal to the one it was made from")
    func theStoredScenarioComesBack() throws {
        let text = try SweepFileStrictnessTests.document()
        let decoded = try SweepDocument.decode(Data(text.utf8), source: "s.json")
        var made = try #require(Scenario.preset(named: "default"))
        made.settleThreshold = 0.25  // as SweepFileStrictnessTests.document() states it
        #expect(decoded.header.ranScenario == made)
        #expect(decoded.header.ranScenario.detents == decoded.header.scenario.detentsPt)
    }
}
