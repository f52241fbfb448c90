// BenchCLITests/StrictReadersVerbTests: issue 29 end to end. Every verb that reads a sweep folder, a results file
// or a vectors file refuses a damaged one (exit 2, one line naming the file and the field); no command writes over
// one of its own inputs, even with --force; --force replaces a folder only when bench's marker is in it; a sweep
// folder is self-contained; user choices that cannot apply are user errors naming the option given.
import Foundation
import SafeOutput
import Testing

@testable import BenchCLI

@Suite("strict readers, own inputs, user errors (verbs)")
struct StrictReadersVerbTests {
    /// A 4-cell sweep of the default scenario into `folder/name`.
    static func sweep(into folder: String, _ name: String = "s", extra: [String] = []) {
        let made = bench(
            [
                "sweep", "--param", "low-velocity-threshold=0.1,0.3", "--velocities=-0.2,0.2", "--start-heights",
                "400", "--quiet", "--renderer", "raster", "--out", "\(folder)/\(name)",
            ] + extra)
        #expect(made.status == 0, "\(made.error)")
    }

    /// `folder/s/sweep.json` after `edit` of its JSON object.
    static func damage(_ folder: String, _ edit: (inout [String: Any]) -> Void) throws {
        let path = "\(folder)/s/sweep.json"
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    /// What a sweep folder's reader refuses, whichever verb reads it.
    static let sweepDamage:
        [(name: String, edit: @Sendable (inout [String: Any]) -> Void, culprit: String, line: Int)] = [
            (
                "last row deleted", { $0["rows"] = ($0["rows"] as? [Any])?.dropLast().map { $0 } },
                "rows: 3 rows, but the grid of 4 cells has 4", #line
            ),
            (
                "landing 1e308",
                { o in
                    var rows = o["rows"] as? [[Any]] ?? []
                    rows[0][4] = 1e308
                    o["rows"] = rows
                }, "rows[0]: landing_height_pt: ", #line
            ),
            // Issue 45: rows the model cannot produce (SweepRowInvariants states each rule and where the model
            // states it). Column 17 is `sheet`, 14 the jump at release.
            (
                "a pop-up sheet value under bodragscroll",
                { o in
                    var rows = o["rows"] as? [[Any]] ?? []
                    rows[0][17] = "dismissed"
                    o["rows"] = rows
                }, "rows[0] (cell 0): sheet: the row has one, but only the comment pop-up", #line
            ),
            (
                "a 1e308 jump at release",
                { o in
                    var rows = o["rows"] as? [[Any]] ?? []
                    rows[0][14] = 1e308
                    o["rows"] = rows
                }, "rows[0] (cell 0): release_velocity_jump_pt_per_s: ", #line
            ),
            (
                "detents not the rows'",
                { o in
                    var info = o["scenario"] as? [String: Any] ?? [:]
                    info["detentsPt"] = [100, 400, 650]
                    o["scenario"] = info
                }, "scenario.detentsPt: ", #line
            ),
            (
                "preset name changed",
                { o in
                    var info = o["scenario"] as? [String: Any] ?? [:]
                    info["name"] = "free"
                    o["scenario"] = info
                }, "scenario.name: free is not the stored scenario's default", #line
            ),
        ]

    /// The verbs that read a whole sweep folder, with the options they need.
    static func sweepReaders(_ folder: String) -> [[String]] {
        [
            ["render", "\(folder)/s", "--renderer", "raster"],
            ["render", "\(folder)/s", "--out", "\(folder)/r", "--renderer", "raster"],
            ["results", "best", "\(folder)/s", "--by", "settle-time"],
            ["results", "pareto", "\(folder)/s", "--objective", "settle-time", "--objective", "overshoot"],
            ["export", "--from-sweep", "\(folder)/s", "--by", "settle-time"],
            ["results", "merge", "\(folder)/s", "--out", "\(folder)/m", "--renderer", "raster"],
        ]
    }

    @Test(
        "every verb reading a damaged sweep folder: exit 2, one line naming sweep.json and the field, nothing written")
    func damagedSweepsAreRefusedByEveryReader() throws {
        for row in Self.sweepDamage {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            Self.sweep(into: folder)
            try Self.damage(folder, row.edit)
            let before = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/s").sorted()
            for arguments in Self.sweepReaders(folder) {
                let result = bench(arguments)
                #expect(result.status == 2, "\(row.name) \(arguments): \(result.error)", sourceLocation: location)
                #expect(
                    result.error.contains("\(folder)/s/sweep.json: \(row.culprit)"),
                    "\(row.name) \(arguments): \(result.error)", sourceLocation: location)
                #expect(result.error.split(separator: "\n").count == 1, sourceLocation: location)
                #expect(result.output.isEmpty, "\(arguments)", sourceLocation: location)
            }
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: "\(folder)/s").sorted() == before,
                sourceLocation: location)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s"], sourceLocation: location)
        }
    }

    /// A results file of one benchmark with the given samples and allocations, as JSON text; its plan takes as
    /// many samples as it holds (at least one), as a run writes it.
    static func results(_ samples: String, allocations: String = "0", name: String = "target") -> String {
        let count = max(1, samples.split(separator: ",").count)
        return #"{"version": 2, "suites": [{"name": "solver", "benchmarks": [{"name": "\#(name)", "#
            + #""plan": {"warmupSamples": 1, "samples": \#(count), "frames": 10}, "nanosecondsPerFrame": \#(samples), "#
            + #""allocationsPerFrame": \#(allocations)}]}]}"#
    }

    /// Damaged results files and the field named.
    static let resultsDamage: [(text: String, culprit: String, line: Int)] = [
        (
            results("[10, -5, 11, 12]"), "suites[0].benchmarks[0].nanosecondsPerFrame[1]: -5.0 is not a finite time",
            #line
        ),
        (results("[]"), "suites[0].benchmarks[0].nanosecondsPerFrame: holds no sample", #line),
        (
            results("[10, 11]", allocations: "-1"),
            "suites[0].benchmarks[0].allocationsPerFrame: -1.0 is not a finite count", #line
        ),
        (
            results("[10, 11]", name: "tar\\nget"), "suites[0].benchmarks[0].name: holds the control character U+000A",
            #line
        ),
    ]

    @Test("results compare, results export, baseline check and update refuse a damaged results file")
    func damagedResultsAreRefusedByEveryReader() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = "\(folder)/good.json"
        try Data(Self.results("[10, 11, 12, 13]").utf8).write(to: URL(fileURLWithPath: good))
        #expect(bench(["baseline", "update", good, "--baselines-dir", "\(folder)/b1"]).status == 2)  // no folder
        try FileManager.default.createDirectory(atPath: "\(folder)/b", withIntermediateDirectories: false)
        #expect(bench(["baseline", "update", good, "--baselines-dir", "\(folder)/b"]).status == 0)
        let baseline = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/b/default.json"))
        for row in Self.resultsDamage {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let bad = "\(folder)/bad.json"
            try Data(row.text.utf8).write(to: URL(fileURLWithPath: bad))
            let runs: [[String]] = [
                ["results", "compare", good, bad], ["results", "compare", bad, good],
                ["results", "export", bad, "--to", "jmh"], ["results", "export", bad, "-o", "\(folder)/out.json"],
                ["baseline", "check", bad, "--baselines-dir", "\(folder)/b"],
                ["baseline", "update", bad, "--baselines-dir", "\(folder)/b"],
            ]
            for arguments in runs {
                let result = bench(arguments)
                #expect(result.status == 2, "\(arguments): \(result.error)", sourceLocation: location)
                #expect(
                    result.error.contains("'\(bad)': \(row.culprit)"), "\(arguments): \(result.error)",
                    sourceLocation: location)
                #expect(result.error.split(separator: "\n").count == 1, sourceLocation: location)
                #expect(result.output.isEmpty, sourceLocation: location)
            }
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out.json"), sourceLocation: location)
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: "\(folder)/b/default.json")) == baseline,
                sourceLocation: location)
        }
    }

    @Test("conformance refuses an unknown representation and an empty scenario list (exit 2)")
    func conformanceRefusesBadVectors() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [(text: String, culprit: String)] = [
            (#"{"format": "bodragscroll-parity-vectors/1", "scenarios": []}"#, "scenarios: holds no scenario"),
            (#"{"format": "bodragscroll-parity-vectors/1", "seed": -1, "scenarios": []}"#, "seed: not a whole number"),
            (
                #"{"format": "bodragscroll-parity-vectors/1", "scenarios": [{"index": 0, "kind": "handmade", "tag": "x", "inputs": {"viewportHeight": 600, "displayScale": 2, "detents": [{"value": 100, "repr": "float16"}], "participantSegments": [], "participantOrder": []}, "outputs": {}}]}"#,
                #"repr: "float16" is not one of"#
            ),
        ]
        for (k, row) in cases.enumerated() {
            let path = "\(folder)/v\(k).json"
            try Data(row.text.utf8).write(to: URL(fileURLWithPath: path))
            let result = bench(["conformance", path])
            #expect(result.status == 2, "\(result.error)")
            #expect(
                result.error.hasPrefix("bench conformance: \(path): ") && result.error.contains(row.culprit),
                "\(result.error)")
            #expect(result.output.isEmpty)
        }
    }

    // MARK: - Own inputs and --force

    @Test("no command writes over one of its own inputs, even with --force, whatever the path says")
    func inputsAreNeverOverwritten() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = "\(folder)/r.json"
        try Data(Self.results("[10, 11, 12, 13]").utf8).write(to: URL(fileURLWithPath: r))
        let original = try Data(contentsOf: URL(fileURLWithPath: r))
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.json", withDestinationPath: r)
        try FileManager.default.linkItem(atPath: r, toPath: "\(folder)/hard.json")
        Self.sweep(into: folder, "a", extra: ["--shard", "0/2"])
        Self.sweep(into: folder, "b", extra: ["--shard", "1/2"])
        Self.sweep(into: folder, "s")
        let shard = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/a/sweep.json"))
        let whole = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/s/sweep.json"))
        let cases: [(arguments: [String], output: String, line: Int)] = [
            (["results", "export", r, "-o", r, "--force"], r, #line),
            (["results", "export", r, "-o", "\(folder)/./r.json", "--force"], "\(folder)/./r.json", #line),
            (["results", "export", r, "-o", "\(folder)/link.json", "--force"], "\(folder)/link.json", #line),
            (["results", "export", r, "-o", "\(folder)/hard.json", "--force"], "\(folder)/hard.json", #line),
            (
                ["results", "merge", "\(folder)/a", "\(folder)/b", "--out", "\(folder)/a", "--force"], "\(folder)/a",
                #line
            ),
            (
                ["results", "merge", "\(folder)/b", "\(folder)/a/sweep.json", "--out", "\(folder)/a/", "--force"],
                "\(folder)/a/", #line
            ),
            (
                ["render", "\(folder)/s", "--out", "\(folder)/s", "--force", "--renderer", "raster"], "\(folder)/s",
                #line
            ),
            (
                [
                    "export", "--from-sweep", "\(folder)/s", "--by", "settle-time", "--json", "\(folder)/s/sweep.json",
                    "--force",
                ], "\(folder)/s/sweep.json", #line
            ),
        ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let result = bench(row.arguments)
            #expect(result.status == 2, "\(row.arguments): \(result.error)", sourceLocation: location)
            #expect(
                result.error.contains("'\(row.output)'") && result.error.contains("one of this command's inputs"),
                "\(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, sourceLocation: location)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: r)) == original)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/a/sweep.json")) == shard)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/s/sweep.json")) == whole)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }.isEmpty)
        // Writing elsewhere still works.
        #expect(bench(["results", "export", r, "-o", "\(folder)/other.json"]).status == 0)
    }

    @Test("--force replaces a folder only when bench's marker is in it, not because of a file name")
    func forceNeedsTheMarker() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sweepOptions = [
            "sweep", "--param", "low-velocity-threshold=0.1", "--velocities=0.2", "--start-heights", "400", "--quiet",
            "--renderer", "raster", "--force",
        ]
        let user: [(name: String, files: [String: String], line: Int)] = [
            ("a user's sweep.csv", ["sweep.csv": "my,data\n"], #line),
            ("a user's CSV and PNG", ["sweep.csv": "x\n", "plot.png": "not a png"], #line),
            ("a sweep.json that is not bench's", ["sweep.json": #"{"format": "mine"}"#], #line),
            ("a truncated marker", ["sweep.json": "{\n  \"format\": \"bench-"], #line),
        ]
        for row in user {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let dir = "\(folder)/u"
            try? FileManager.default.removeItem(atPath: dir)
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            for (name, text) in row.files { try Data(text.utf8).write(to: URL(fileURLWithPath: "\(dir)/\(name)")) }
            let result = bench(sweepOptions + ["--out", dir])
            #expect(result.status == 2, "\(row.name): \(result.error)", sourceLocation: location)
            #expect(result.error.contains("bench's marker is not there"), "\(result.error)", sourceLocation: location)
            for (name, text) in row.files {
                #expect(
                    (try? String(contentsOfFile: "\(dir)/\(name)", encoding: .utf8)) == text, sourceLocation: location)
            }
        }
        // bench's own folder (and an empty one) is replaced.
        Self.sweep(into: folder, "own")
        #expect(bench(sweepOptions + ["--out", "\(folder)/own"]).status == 0)
        try FileManager.default.createDirectory(atPath: "\(folder)/empty", withIntermediateDirectories: false)
        #expect(bench(sweepOptions + ["--out", "\(folder)/empty"]).status == 0)
    }

    @Test("export --from-sweep reads the scenario stored in the folder, not the file it came from")
    func sweepFoldersAreSelfContained() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = "\(folder)/mine.json"
        try Data(#"{"preset": "default", "name": "mine", "detents": [100, 400, 700]}"#.utf8).write(
            to: URL(fileURLWithPath: scenario))
        Self.sweep(into: folder, extra: ["--scenario", scenario])
        let export = ["export", "--from-sweep", "\(folder)/s", "--by", "settle-time"]
        let before = bench(export)
        #expect(before.status == 0, "\(before.error)")
        #expect(before.output.contains("\"name\" : \"mine\""))
        // The file changes (other detents), then disappears: the export stays the same.
        try Data(#"{"preset": "default", "name": "mine", "detents": [150, 450]}"#.utf8).write(
            to: URL(fileURLWithPath: scenario))
        #expect(bench(export).output == before.output)
        try FileManager.default.removeItem(atPath: scenario)
        let after = bench(export)
        #expect(after.status == 0, "\(after.error)")
        #expect(after.output == before.output)
        // The page replays cells on the stored scenario too.
        let page = bench(["render", "\(folder)/s", "--html", "--renderer", "raster"])
        #expect(page.status == 0, "\(page.error)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/s/sweep.html"))
    }

    // MARK: - User choices

    @Test("choices that cannot apply are user errors naming the option given")
    func userChoicesAreUserErrors() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"displayScale": 1e-400}"#.utf8).write(to: URL(fileURLWithPath: "\(folder)/tiny.json"))
        try Data(#"{"detents": "x"}"#.utf8).write(to: URL(fileURLWithPath: "\(folder)/bad.json"))
        try Data("0,100\n0.01,5\u{0} 90\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/nul.csv"))
        try Data("\u{FEFF}drag 100 0.2\r\nwait 0.5\r\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/bom.txt"))
        let png = ["--out", "\(folder)/x.png", "--renderer", "raster"]
        let small = ["--param", "low-velocity-threshold=0.1", "--velocities=0.2", "--start-heights", "400", "--quiet"]
        let cases: [(arguments: [String], status: Int32, message: String, line: Int)] = [
            (
                ["sweep", "--metric", "sheet", "--out", "\(folder)/s1"] + small, 2,
                "bench sweep: --metric sheet: only the comment pop-up (policy comment-popup) has a sheet outcome; "
                    + "this scenario's policy is bodragscroll", #line
            ),
            (
                ["sweep", "--scenario", "movement-lab", "--metric", "momentum-kept", "--out", "\(folder)/s2"] + small,
                2,
                "bench sweep: --metric momentum-kept: this scenario has no nested scroll view, so no release crosses a "
                    + "header/body handoff", #line
            ),
            (
                // The default scenario has a list, but no release of this grid crosses a handoff: known after running.
                ["sweep", "--metric", "handoff-jump", "--out", "\(folder)/s3"] + small, 2,
                "bench sweep: --metric handoff-jump: no cell of this sweep has a velocity jump at the handoff (no cell "
                    + "crosses a header/body handoff)", #line
            ),
            (
                ["compare", "--peer", "flutter-friction=0.2"] + png, 2,
                "bench compare: --peer: only applies with --peers (no peer curve is drawn without it)", #line
            ),
            (
                ["compare", "--set", "low-velocity-threshold=0.3", "--set", "low-velocity-threshold=0.4"] + png, 2,
                "bench compare: --set: low-velocity-threshold is given twice ('low-velocity-threshold=0.3' and "
                    + "'low-velocity-threshold=0.4'); give it once", #line
            ),
            (
                ["export", "--set", "capture-distance=10", "--set", "capture-distance=10"], 2,
                "bench export: --set: capture-distance is given twice ('capture-distance=10' and "
                    + "'capture-distance=10'); give it once", #line
            ),
            (
                ["compare", "--scenario-b", "nope", "--set", "capture-distance=10"] + png, 2,
                "bench compare: --scenario-b: 'nope' is neither a preset", #line
            ),
            (
                ["compare", "--scenario-b", "\(folder)/bad.json"] + png, 2,
                "bench compare: --scenario-b: detents: expected an array", #line
            ),
            (["scenarios", "nope"], 2, "bench scenarios: 'nope' is neither a preset", #line),
            (
                ["trajectory", "--touches", "\(folder)/nul.csv"] + png, 2,
                "bench trajectory: --touches: cannot read '\(folder)/nul.csv': line 2: holds a NUL byte (byte 7 of "
                    + "the line)", #line
            ),
            (
                ["export", "--from-sweep", "\(folder)/none", "--by", "settle-time"], 2,
                "bench export: --from-sweep: cannot read '\(folder)/none': no such file", #line
            ),
            (
                ["scenarios", "\(folder)/tiny.json"], 2,
                "bench scenarios: \(folder)/tiny.json: not valid JSON (displayScale: number 1e-400 is "
                    + "too small for a double (it would read as 0))", #line
            ),
        ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let result = bench(row.arguments)
            #expect(result.status == row.status, "\(row.arguments): \(result.error)", sourceLocation: location)
            #expect(result.error.hasPrefix(row.message), "\(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)", sourceLocation: location)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "bad.json", "bom.txt", "nul.csv", "tiny.json",
            ])
        // A script file with a BOM and CRLF line ends runs (the BOM is not part of the first action).
        let script = bench(["trajectory", "--script", "\(folder)/bom.txt"] + png)
        #expect(script.status == 0, "\(script.error)")
        #expect(script.output.contains("drag 100 0.2"), "\(script.output)")
    }

    @Test("results best with nothing qualifying: its own exit status 5, the table, and why")
    func bestWithNothingQualifying() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        Self.sweep(into: folder)
        let cases: [(arguments: [String], why: String, line: Int)] = [
            (["--by", "settle-time", "--where", "settle-time<0"], "no cell passes every --where", #line),
            (
                ["--by", "settle-time", "--require", "settle-time>100"],
                "every combination has cells that break a --require", #line
            ),
            (
                ["--by", "momentum-kept"],
                "--by momentum-kept has no value in the cells counted (no cell crosses a header/body handoff)", #line
            ),
        ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let result = bench(["results", "best", "\(folder)/s"] + row.arguments)
            #expect(result.status == 5, "\(row.arguments): \(result.error)", sourceLocation: location)
            #expect(result.output.contains("0 of 2 combinations qualify"), "\(result.output)", sourceLocation: location)
            #expect(
                result.error == "bench results best: no combination qualifies: \(row.why)\n", sourceLocation: location)
        }
        #expect(bench(["results", "best", "\(folder)/s", "--by", "settle-time"]).status == 0)
    }
}

@Suite("trace logs follow the text rules")
struct TraceLogTextTests {
    @Test("a BOM and CRLF line ends read as the plain log; a NUL is refused naming its line")
    func traceLogText() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Traces/round-trip-default.log").path
        let plain = try String(contentsOfFile: log, encoding: .utf8)
        let crlf = "\u{FEFF}" + plain.replacingOccurrences(of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: URL(fileURLWithPath: "\(folder)/crlf.log"))
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        let nul = lines[0] + "\n" + lines[1] + "\u{0}\n" + lines.dropFirst(2).joined(separator: "\n")
        try Data(nul.utf8).write(to: URL(fileURLWithPath: "\(folder)/nul.log"))
        let expected = bench(["trace", log])
        #expect(expected.status == 0, "\(expected.error)")
        #expect(bench(["trace", "\(folder)/crlf.log"]).output == expected.output)
        let refused = bench(["trace", "\(folder)/nul.log"])
        #expect(refused.status == 2)
        #expect(
            refused.error.hasPrefix("bench trace: cannot read '\(folder)/nul.log': line 2: holds a NUL byte"))
    }
}
