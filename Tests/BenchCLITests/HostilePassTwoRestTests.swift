// BenchCLITests/HostilePassTwoRestTests: the three shortfalls the second hostile pass left open (docs/hostile-pass.md
// rows S6, S7, S8), each held against the rule it broke: docs/output.md, "Inputs" and "File formats" (a file read
// back is held to what the tool writes; what is wrong is said in one line naming the JSON path) and "Exit
// statuses" (bad input is one line naming the option or field, exit 2).
import Foundation
import Testing

@Suite("hostile pass two, the rest: whole numbers, read-back counts, list items twice")
struct HostilePassTwoRestTests {
    /// `value` at `path` (keys and array indices) inside the JSON value `json`.
    static func setting(_ json: Any, at path: ArraySlice<Any>, to value: Any) -> Any {
        guard let step = path.first else { return value }
        if var array = json as? [Any], let index = step as? Int {
            array[index] = setting(array[index], at: path.dropFirst(), to: value)
            return array
        }
        var object = json as? [String: Any] ?? [:]
        let key = step as? String ?? "\(step)"
        object[key] = setting(object[key] as Any, at: path.dropFirst(), to: value)
        return object
    }

    /// Writes the JSON file `source` with `value` at `path` to `target`.
    static func edit(_ source: String, _ path: [Any], to value: Any, into target: String) throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: source)))
        let edited = setting(json, at: path[...], to: value)
        try JSONSerialization.data(withJSONObject: edited).write(to: URL(fileURLWithPath: target))
    }

    static func repoPath(_ relative: String) -> String { HostilePassTwoTests.repoPath(relative) }

    /// The files one of each reader reads, made by the verbs that write them, in `folder`.
    static func makeInputs(in folder: String) throws {
        let runs: [[String]] = [
            ["run", "--chain-depth", "2", "--samples", "3", "--frames", "100", "--output", "\(folder)/r.json"],
            ["scenarios", "default"],
            ["feel", "record", "--gestures", "\(folder)/suite.txt", "--out", "\(folder)/feel.json"],
            [
                "sweep", "--param", "low-velocity-threshold=0.1,0.2", "--out", "\(folder)/sw", "--renderer", "raster",
            ],
            [
                "fit", repoPath("Traces/device-like-default.log"), "--scenario", "default", "--free",
                "low-velocity-threshold=0:1", "--json", "\(folder)/fit.json",
            ],
        ]
        try Data("release 400 1\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/suite.txt"))
        for arguments in runs {
            let result = bench(arguments)
            try #require(result.status == 0, "\(arguments): \(result.error)")
            if arguments[0] == "scenarios" {
                try Data(result.output.utf8).write(to: URL(fileURLWithPath: "\(folder)/sc.json"))
            }
        }
        let log = try String(contentsOfFile: repoPath("Traces/device-like-default.log"), encoding: .utf8)
        try Data(log.split(separator: "\n").prefix(3).joined(separator: "\n").utf8)
            .write(to: URL(fileURLWithPath: "\(folder)/t.log"))
    }

    /// S6: a fraction (or a number beyond ±2^63) where a reader's format has a whole number was "not valid JSON"
    /// without the field, in every reader (Foundation's decoder gives no path). Every reader now names it.
    @Test("a fraction in a whole-number field: exit 2 naming the field, in every reader")
    func wholeNumberFieldsAreNamed() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.makeInputs(in: folder)
        let e = "\(folder)/e.json"
        try FileManager.default.createDirectory(atPath: "\(folder)/sw6", withIntermediateDirectories: false)
        let rows: [(file: String, path: [Any], value: Any, arguments: [String], says: String, line: Int)] = [
            (
                "sc.json", ["version"], 1.5, ["scenarios", e], "bench scenarios: version: 1.5 is not a whole number",
                #line
            ),
            (
                "sc.json", ["version"], 1e19, ["scenarios", e],
                "bench scenarios: version: 1e+19 is too large for a whole number",
                #line
            ),
            (
                "r.json", ["suites", 0, "benchmarks", 0, "size"], 2.5, ["results", "compare", "\(folder)/r.json", e],
                "suites[0].benchmarks[0].size: 2.5 is not a whole number", #line
            ),
            (
                "feel.json", ["entries", 0, "outcome", "landingDetent"], 0.5, ["feel", "check", e],
                "entries[0].outcome.landingDetent: 0.5 is not a whole number", #line
            ),
            (
                "sw/sweep.json", ["grid", "cells"], 4.5, ["results", "best", "\(folder)/sw6"],
                "grid.cells: 4.5 is not a whole number", #line
            ),
            (
                "fit.json", ["evaluations"], 2.5, ["export", "--from-fit", e],
                "evaluations: 2.5 is not a whole number", #line
            ),
        ]
        for row in rows {
            let target = row.file.hasPrefix("sw/") ? "\(folder)/sw6/sweep.json" : e
            try Self.edit("\(folder)/\(row.file)", row.path, to: row.value, into: target)
            HostilePassTwoTests.refused(row.arguments, row.says, line: row.line)
        }
        // A trace log line: the batch's events[0].sequence.
        let lines = try String(contentsOfFile: "\(folder)/t.log", encoding: .utf8).split(separator: "\n").map(
            String.init)
        let prefix = "BODRAG_TRACE_BATCH "
        let batch = try JSONSerialization.jsonObject(with: Data(lines[1].dropFirst(prefix.count).utf8))
        let edited = Self.setting(batch, at: ["events", 0, "sequence"], to: 3.5)
        let line = prefix + String(decoding: try JSONSerialization.data(withJSONObject: edited), as: UTF8.self)
        try Data(([lines[0], line] + lines[2...]).joined(separator: "\n").utf8)
            .write(to: URL(fileURLWithPath: "\(folder)/t6.log"))
        HostilePassTwoTests.refused(
            ["trace", "\(folder)/t6.log"], "line 2: events[0].sequence: 3.5 is not a whole number")
    }

    /// S7: files read back are held to what the tool writes (docs/output.md, "Inputs"): a run takes exactly its
    /// plan's samples, and a fit replays at least one tuning.
    @Test("a results plan.samples not its sample count, a fit's evaluations -1: exit 2 naming the field")
    func readBackCountsAreChecked() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.makeInputs(in: folder)
        let e = "\(folder)/e.json"
        try Self.edit("\(folder)/r.json", ["suites", 0, "benchmarks", 0, "plan", "samples"], to: 99, into: e)
        HostilePassTwoTests.refused(
            ["results", "compare", "\(folder)/r.json", e],
            "suites[0].benchmarks[0].plan.samples: 99, but nanosecondsPerFrame holds 3")
        let rows: [(path: [Any], value: Any, says: String, line: Int)] = [
            (["evaluations"], -1, "evaluations: -1 is less than 1", #line),
            (["tolerance_pt"], -0.5, "tolerance_pt: -0.5 is less than 0", #line),
            (["gestures", 0, "samples"], 0, "gestures[0].samples: 0 is less than 1", #line),
            (["parameters", 0, "value"], 2, "parameters[0].value: 2 is outside low…high (0…1)", #line),
            (["parameters", 0, "extra"], 1, "parameters[0].extra: unknown key", #line),
        ]
        for row in rows {
            try Self.edit("\(folder)/fit.json", row.path, to: row.value, into: e)
            HostilePassTwoTests.refused(["export", "--from-fit", e], row.says, line: row.line)
        }
        #expect(bench(["export", "--from-fit", "\(folder)/fit.json"]).status == 0)
    }

    /// S8: one rule for every list option (ArgumentParsing's list kinds, in the sweep's words): an item given twice
    /// is refused, never collapsed silently.
    @Test(
        "a list item given twice: exit 2 naming the option, in every list option",
        arguments: [
            (
                ["compare", "--targets", "detent-1,detent-1"],
                "bench compare: --targets: 'detent-1,detent-1' lists detent-1 twice"
            ),
            (
                ["compare", "--targets", "detent-1,DETENT-1"],
                "bench compare: --targets: 'detent-1' and 'DETENT-1' name the same target"
            ),
            (
                ["compare", "--peers", "flutter,flutter"],
                "bench compare: --peers: 'flutter,flutter' lists flutter twice"
            ),
            (["run", "--chain-depth", "2,2"], "bench run: --chain-depth: '2,2' lists 2 twice"),
            (
                [
                    "fit", "Traces/device-like-default.log", "--scenario", "default", "--free",
                    "low-velocity-threshold", "--gesture", "1,1",
                ],
                "bench fit: --gesture: '1,1' lists 1 twice"
            ),
            (["sweep", "--param", "low-velocity-threshold=1,1", "--out", "{dir}/sw"], "lists 1 twice"),
        ])
    func repeatedListItemsAreRefused(arguments: [String], says: String) throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = arguments[0] == "compare" ? ["--out", "\(folder)/c.png", "--renderer", "raster"] : []
        let resolved = arguments.map {
            $0.hasPrefix("Traces/") ? Self.repoPath($0) : $0.replacingOccurrences(of: "{dir}", with: folder)
        }
        HostilePassTwoTests.refused(resolved + out, says)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
