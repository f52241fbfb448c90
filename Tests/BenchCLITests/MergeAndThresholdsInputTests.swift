// BenchCLITests/MergeAndThresholdsInput: `results merge` and the thresholds reader check every field against the
// grid and the schema (issue 16): exit 2, one line naming the field, nothing written.
import Foundation
import Testing

@testable import Analysis
@testable import BenchCLI
@testable import Harness

@Suite("Merge and thresholds input")
struct MergeAndThresholdsInputTests {
    /// An edit of a real one-shard `sweep.json`: on its text, one column of its first row, or its rows.
    enum Edit: Sendable {
        case text(@Sendable (String) -> String)
        case column(String, @Sendable () -> Any)
        case rows(@Sendable (inout [[Any]]) -> Void)
    }

    /// Edits of a shard file (two cells, the default scenario's three detents) and a fragment of the refusal.
    static let edits: [(name: String, edit: Edit, culprit: String, line: Int)] = [
        ("detent index 99", .column("landing_detent_index", { 99 }), "landing_detent_index: 99 is not one of", #line),
        ("detent index -5", .column("landing_detent_index", { -5 }), "landing_detent_index: -5 is not", #line),
        ("null landing height", .column("landing_height_pt", { NSNull() }), "landing_height_pt: not a number", #line),
        ("unknown movement", .column("movement", { "teleport" }), "movement: not one of", #line),
        ("unknown handoff", .column("handoff", { "sideways" }), "handoff: not a handoff type", #line),
        ("negative frames", .column("frames", { -1 }), "frames: not a whole number >= 0", #line),
        ("text for a number", .column("settle_time_s", { "soon" }), "settle_time_s: not a number or null", #line),
        ("cell outside the grid", .column("cell", { 7 }), "cell 7 is not in the grid", #line),
        ("extra column", .rows { $0[0].append(1) }, "columns, expected", #line),
        ("repeated row", .rows { $0.append($0[0]) }, "out of order or repeated", #line),
        (
            "duplicate top-level key",
            .text { $0.replacingOccurrences(of: "\"tool\":", with: "\"tool\": \"x\", \"tool\":") },
            "tool: duplicate key", #line
        ),
        (
            "duplicate grid key", .text { $0.replacingOccurrences(of: "\"cells\":", with: "\"cells\":2,\"cells\":") },
            "grid.cells: duplicate key", #line
        ),
        (
            "extra top-level field",
            .text { $0.replacingOccurrences(of: "\"seed\":", with: "\"extra\": 1, \"seed\":") }, "extra", #line
        ),
        (
            "extra grid field",
            .text { $0.replacingOccurrences(of: "\"cells\":", with: "\"bogus\":2,\"cells\":") }, "bogus", #line
        ),
        (
            "extra scenario field",
            .text { $0.replacingOccurrences(of: "\"chainDepth\":", with: "\"colour\":\"red\",\"chainDepth\":") },
            "colour", #line
        ),
        (
            "shard count near the largest integer",
            .text { $0.replacingOccurrences(of: "\"count\":1,", with: "\"count\":9223372036854775807,") },
            "more than 1000000", #line
        ),
    ]

    /// Writes a one-shard sweep into `folder/base` and returns its `sweep.json` text.
    static func baseShard(in folder: String) throws -> String {
        let made = bench([
            "sweep", "--param", "low-velocity-threshold=0.2", "--velocities", "-1,1", "--start-heights", "400",
            "--quiet", "--renderer", "raster", "--shard", "0/1", "--out", "\(folder)/base",
        ])
        #expect(made.status == 0, "\(made.error)")
        return try String(contentsOfFile: "\(folder)/base/sweep.json", encoding: .utf8)
    }

    @Test("the unedited shard merges (the edits below are the only fault)")
    func baseMerges() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.baseShard(in: folder)
        let merged = bench(["results", "merge", "\(folder)/base", "--out", "\(folder)/m", "--renderer", "raster"])
        #expect(merged.status == 0, "\(merged.error)")
    }

    @Test("merge refuses a shard with a bad field: exit 2, one line naming it, nothing written")
    func mergeRefuses() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = try Self.baseShard(in: folder)
        for row in Self.edits {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            var text: String
            switch row.edit {
            case .text(let edit):
                text = edit(base)
            case .column, .rows:
                var object = try #require(
                    try JSONSerialization.jsonObject(with: Data(base.utf8)) as? [String: Any], sourceLocation: location)
                var rows = try #require(object["rows"] as? [[Any]], sourceLocation: location)
                let columns = try #require(object["columns"] as? [String], sourceLocation: location)
                if case .column(let name, let value) = row.edit {
                    let index = try #require(columns.firstIndex(of: name), "\(name)", sourceLocation: location)
                    rows[0][index] = value()
                }
                if case .rows(let edit) = row.edit { edit(&rows) }
                object["rows"] = rows
                text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
            }
            #expect(text != base, "\(row.name): the edit changed nothing", sourceLocation: location)
            let file = "\(folder)/edited.json"
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            let result = bench(["results", "merge", file, "--out", "\(folder)/m", "--renderer", "raster"])
            #expect(result.status == 2, "\(row.name): \(result.error)", sourceLocation: location)
            #expect(result.error.contains(row.culprit), "\(row.name): \(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, "\(row.name)", sourceLocation: location)
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/m"), "\(row.name)", sourceLocation: location)
        }
    }

    /// Thresholds files with one fault each, and a fragment of the refusal.
    static let thresholds: [(text: String, culprit: String, line: Int)] = [
        (#"{"version": 1, "relativePercent": {"p50": -5}}"#, "relativePercent.p50: -5 is negative", #line),
        (#"{"version": 1, "absoluteNanoseconds": {"p50": -1e-9}}"#, "absoluteNanoseconds.p50", #line),
        (#"{"version": 1, "allocationsPerFrame": -1}"#, "allocationsPerFrame: -1 is negative", #line),
        (#"{"version": 1, "relativePercent": {"p50": 5, "p50": 7}}"#, "relativePercent.p50: duplicate key", #line),
        (
            #"{"version": 1, "allocationsPerFrame": 0, "allocationsPerFrame": 1}"#,
            "allocationsPerFrame: duplicate key", #line
        ),
        (
            #"{"version": 1, "relativePercent": {"p50": 5}, "relativPercent": {"p50": 5}}"#,
            "relativPercent: unknown key", #line
        ),
        (#"{"version": 1, "relativePercent": {"p42": 5}}"#, "relativePercent", #line),
        (#"{"version": 1, "relativePercent": {"p50": 1e400}}"#, "not valid JSON", #line),
        (#"{"relativePercent": {"p50": 5}}"#, "version: missing", #line),
        (#"{"version": 2, "relativePercent": {"p50": 5}}"#, "version: 2 is not supported", #line),
    ]

    @Test("the thresholds reader refuses negative values, duplicate keys and unknown keys: exit 2, one line")
    func thresholdsRefused() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/t", withIntermediateDirectories: false)
        try BaselineVerbTests.results([100, 101]).write(to: URL(fileURLWithPath: "\(folder)/r.json"))
        #expect(bench(["baseline", "update", "\(folder)/r.json", "--baselines-dir", folder]).status == 0)
        let check = [
            "baseline", "check", "\(folder)/r.json", "--baselines-dir", folder, "--thresholds-dir", "\(folder)/t",
        ]
        #expect(bench(check).status == 0)
        for row in Self.thresholds {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            try Data(row.text.utf8).write(to: URL(fileURLWithPath: "\(folder)/t/solver.json"))
            let result = bench(check)
            #expect(result.status == 2, "\(row.text): \(result.status) \(result.error)", sourceLocation: location)
            #expect(result.error.contains(row.culprit), "\(row.text): \(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, sourceLocation: location)
        }
    }

    /// Issue 45, "messages that mislead": shards of one sweep whose `--scenario` named one file by two spellings
    /// merge, because what a shard ran is its stored scenario (`scenarioFile`, docs/sweeps.md: the whole scenario
    /// run), not the path as typed; shards of another scenario are still refused, and the line shows paths and
    /// names as written (no JSON-escaped `\/`).
    @Test("merge compares the stored scenario, not the spelling of its path")
    func mergeIgnoresTheScenarioPathSpelling() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for sub in ["Scenarios", "sub"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: false)
        }
        let scenario = bench(["scenarios", "default"]).output
        try Data(scenario.utf8).write(to: URL(fileURLWithPath: "\(folder)/Scenarios/x.json"))
        try Data(scenario.replacingOccurrences(of: "\"default\"", with: "\"x/y\"").utf8).write(
            to: URL(fileURLWithPath: "\(folder)/Scenarios/y.json"))
        func shard(_ index: Int, _ scenario: String, _ out: String) {
            let made = bench([
                "sweep", "--scenario", scenario, "--param", "low-velocity-threshold=0.1,0.3", "--velocities=-1,1",
                "--start-heights", "400", "--shard", "\(index)/2", "--quiet", "--renderer", "raster", "--out",
                "\(folder)/\(out)",
            ])
            #expect(made.status == 0, "\(made.error)")
        }
        shard(0, "\(folder)/Scenarios/x.json", "a")
        shard(1, "\(folder)/sub/../Scenarios/x.json", "b")
        shard(1, "\(folder)/Scenarios/y.json", "c")
        let merged = bench([
            "results", "merge", "\(folder)/a", "\(folder)/b", "--out", "\(folder)/m", "--renderer", "raster",
        ])
        #expect(merged.status == 0, "\(merged.error)")
        let other = bench(["results", "merge", "\(folder)/a", "\(folder)/c", "--out", "\(folder)/n"])
        #expect(other.status == 2)
        #expect(other.error.contains("scenario.name is \"x/y\" here, \"default\" there"), "\(other.error)")
        #expect(!other.error.contains("\\/"), "\(other.error)")
    }
}
