// BenchCLITests/BadInputMatrix: every verb with bad input gets exit 2, one line on stderr naming the culprit,
// nothing on stdout, no stack trace, and no file left behind.
import Foundation
import Testing

@Suite("Bad input matrix: every verb")
struct BadInputMatrixTests {
    struct Row: Sendable, CustomStringConvertible {
        /// The command line after `bench`; `{dir}` is replaced by a scratch folder.
        var arguments: [String]
        /// A fragment the one stderr line must contain (the culprit).
        var culprit: String
        var line: Int
        var description: String { arguments.joined(separator: " ") }
        init(_ arguments: [String], _ culprit: String, line: Int = #line) {
            self.arguments = arguments
            self.culprit = culprit
            self.line = line
        }
    }

    /// Scenario files with problems, written into the scratch folder before a row runs.
    static let files: [String: String] = [
        "truncated.json": #"{"preset": "default", "detents": [100, 4"#,
        "notjson.json": "this is not JSON",
        "wrongtype.json": #"{"detents": [100, "400"]}"#,
        "unordered.json": #"{"detents": [100, 300, 300]}"#,
        "negative.json": #"{"viewportHeight": -800}"#,
        "nan.json": #"{"displayScale": "NaN"}"#,
        "hugechain.json": #"{"chain": [{"contentHeight": 1e300, "viewportHeight": 700}]}"#,
        "afile": "plain file, not a folder",
    ]

    static let rows: [Row] = [
        // bench run
        Row(["run", "--chain-depth"], "--chain-depth"),
        Row(["run", "--chain-depth", "0"], "--chain-depth"),
        Row(["run", "--chain-depth", "-3"], "--chain-depth"),
        Row(["run", "--chain-depth", "abc"], "--chain-depth"),
        Row(["run", "--chain-depth", "100000000"], "--chain-depth"),
        Row(["run", "--frames", "NaN"], "--frames"),
        Row(["run", "--bogus"], "--bogus"),
        Row(["run", "--suite", "nope"], "--suite"),
        Row(["run", "--output", "{dir}/missing/r.json"], "{dir}/missing"),
        Row(["run", "--output", "{dir}/afile/r.json"], "{dir}/afile"),
        // bench trajectory
        Row(["trajectory", "--velocity", "NaN"], "--velocity"),
        Row(["trajectory", "--velocity", "inf"], "--velocity"),
        Row(
            ["trajectory", "--start-height", "-50"],
            "start height: -50.0 pt is outside the panel's travel 100.0…700.0 pt"),
        Row(["trajectory", "--start-height", "701"], "start height: 701.0 pt is outside"),
        Row(["trajectory", "--frame-rate", "abc"], "--frame-rate"),
        Row(["trajectory", "--policy", "nope"], "--policy"),
        Row(["trajectory", "--style", "fast"], "--style"),
        Row(["trajectory", "--scenario", "{dir}/truncated.json"], "truncated.json"),
        Row(["trajectory", "--scenario", "{dir}/notjson.json"], "notjson.json"),
        Row(["trajectory", "--scenario", "{dir}/wrongtype.json"], "detents[1]"),
        Row(["trajectory", "--scenario", "{dir}/unordered.json"], "detents[2]"),
        Row(["trajectory", "--scenario", "{dir}/negative.json"], "viewportHeight"),
        Row(["trajectory", "--scenario", "{dir}/nan.json"], "displayScale"),
        Row(["trajectory", "--scenario", "{dir}/hugechain.json"], "chain[0].contentHeight"),
        Row(["trajectory", "--scenario", "{dir}/nothere.json"], "nothere.json"),
        Row(["trajectory", "--out", "{dir}/missing/t.png"], "{dir}/missing"),
        Row(["trajectory", "--csv", "{dir}/afile/t.csv", "--out", "{dir}/t.png"], "{dir}/afile"),
        Row(["trajectory", "--out"], "--out"),
        // bench compare
        Row(["compare", "--peers", "ios"], "--peers"),
        Row(["compare", "--targets", "x"], "--targets"),
        Row(["compare", "--velocity", "-inf"], "--velocity"),
        Row(["compare", "--scenario", "{dir}/notjson.json"], "notjson.json"),
        Row(["compare", "--out", "{dir}/missing/c.png"], "{dir}/missing"),
        // bench sweep
        Row(["sweep", "--param", "low-velocity-threshold=1:0:0.1", "--out", "{dir}/s"], "low-velocity-threshold"),
        Row(["sweep", "--param", "low-velocity-threshold=0:1:0", "--out", "{dir}/s"], "low-velocity-threshold"),
        Row(["sweep", "--param", "bogus=0:1:0.1", "--out", "{dir}/s"], "bogus"),
        Row(["sweep", "--param", "low-velocity-threshold=NaN", "--out", "{dir}/s"], "low-velocity-threshold"),
        Row(["sweep", "--param", "low-velocity-threshold", "--out", "{dir}/s"], "low-velocity-threshold"),
        Row(
            ["sweep", "--param", "low-velocity-threshold=0:1:0.001", "--velocities=-5:5:0.005", "--out", "{dir}/s"],
            "--force"),
        Row(
            ["sweep", "--param", "low-velocity-threshold=0:1:0.0001", "--velocities=-5:5:0.001", "--out", "{dir}/s"],
            "more than 50000000"),
        Row(["sweep", "--velocities", "fast", "--out", "{dir}/s"], "--velocities"),
        Row(
            ["sweep", "--start-heights", "-1", "--out", "{dir}/s"], "--start-heights -1: -1 pt: gesture: start height"),
        Row(["sweep", "--jobs", "0", "--out", "{dir}/s"], "--jobs"),
        Row(["sweep", "--shard", "3/2", "--out", "{dir}/s"], "--shard"),
        Row(["sweep", "--shard", "auto", "--out", "{dir}/s"], "--shard"),
        Row(["sweep", "--scenario", "{dir}/truncated.json", "--out", "{dir}/s"], "truncated.json"),
        Row(["sweep", "--out", "{dir}/missing/s"], "{dir}/missing"),
        Row(["sweep", "--out", "{dir}/afile"], "{dir}/afile"),
        // bench results merge, bench render
        Row(["results", "merge", "{dir}/nothere", "--out", "{dir}/m"], "nothere"),
        Row(["results", "merge", "{dir}/notjson.json", "--out", "{dir}/m"], "notjson.json"),
        Row(["results", "merge"], "shard"),
        Row(["render", "{dir}/nothere"], "nothere"),
        Row(["render", "{dir}/notjson.json"], "notjson.json"),
        // bench conformance
        Row(["conformance", "{dir}/nothere.json"], "nothere.json"),
        Row(["conformance", "{dir}/notjson.json"], "notjson.json"),
        Row(["conformance", "{dir}/truncated.json"], "truncated.json"),
        Row(["conformance"], "vectors"),
        // bench scenarios
        Row(["scenarios", "nope"], "nope"),
        Row(["scenarios", "{dir}/wrongtype.json"], "detents[1]"),
        Row(["scenarios", "a", "b"], "b"),
        // bench baseline
        Row(["baseline", "check", "{dir}/nothere.json"], "nothere.json"),
        Row(["baseline", "check", "{dir}/notjson.json"], "notjson.json"),
        Row(["baseline", "update", "{dir}/notjson.json", "--name", "x/y"], "--name"),
        Row(["baseline", "frobnicate"], "frobnicate"),
        // top level
        Row(["frobnicate"], "frobnicate"),
    ]

    @Test("one-character output names in the current folder work (no path-splitting trap)")
    func oneCharacterNames() throws {
        // The real executable in its own working folder: changing this process's folder would race other tests.
        let bench = try InterruptedSweepTests.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [
            ["trajectory", "--out", "b", "--renderer", "raster"],
            [
                "sweep", "--param", "low-velocity-threshold=0.2", "--velocities", "1", "--start-heights", "400",
                "--renderer", "raster", "--quiet", "--out", "s",
            ],
        ] {
            let process = Process()
            process.executableURL = bench
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["b", "s"])
    }

    @Test("exit 2, one line naming the culprit, nothing on stdout, nothing written", arguments: rows)
    func badInput(_ row: Row) throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in Self.files { try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)")) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let arguments = row.arguments.map { $0.replacingOccurrences(of: "{dir}", with: folder) }
        let result = bench(arguments)
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(result.status == 2, "\(row): status \(result.status), stderr \(result.error)", sourceLocation: location)
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(row): stderr was \(result.error.debugDescription)", sourceLocation: location)
        #expect(
            result.error.contains(row.culprit.replacingOccurrences(of: "{dir}", with: folder)),
            "\(row): '\(row.culprit)' not named in \(result.error.debugDescription)", sourceLocation: location)
        #expect(result.output.isEmpty, "\(row): stdout \(result.output.debugDescription)", sourceLocation: location)
        #expect(!result.error.contains("Fatal error") && !result.error.contains("Stack"), sourceLocation: location)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            after == before, "\(row): files left behind: \(Set(after).subtracting(before))", sourceLocation: location)
    }
}
