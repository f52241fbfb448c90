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
        /// The environment (array-job variables), replacing the process's.
        var environment: [String: String]?
        var line: Int
        var description: String { arguments.joined(separator: " ") }
        init(_ arguments: [String], _ culprit: String, environment: [String: String]? = nil, line: Int = #line) {
            self.arguments = arguments
            self.culprit = culprit
            self.environment = environment
            self.line = line
        }
    }

    /// Names that already hold something, made in the scratch folder before a row runs: links, a FIFO, a
    /// folder bench did not write, a plain existing output.
    static func makeSpecials(in folder: String) throws {
        let files = FileManager.default
        try files.createSymbolicLink(atPath: "\(folder)/dangling.png", withDestinationPath: "nowhere")
        try files.createSymbolicLink(atPath: "\(folder)/dangling", withDestinationPath: "nowhere")
        try files.createSymbolicLink(atPath: "\(folder)/null.png", withDestinationPath: "/dev/null")
        #expect(mkfifo("\(folder)/fifo.json", 0o644) == 0)
        try files.createDirectory(atPath: "\(folder)/home", withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: "\(folder)/home/notes.txt"))
        try Data("png".utf8).write(to: URL(fileURLWithPath: "\(folder)/existing.png"))
    }

    /// A sweep small enough for the rows below (so a late check would still show as files written).
    static let tinySweep = [
        "sweep", "--param", "low-velocity-threshold=0.2", "--velocities", "1", "--start-heights", "400", "--quiet",
        "--renderer", "raster",
    ]
    /// A grid of 6 006 003 cells (with --force): checks that come before any work answer at once.
    static let hugeSweep = [
        "sweep", "--param", "low-velocity-threshold=0:1:0.001", "--velocities=-5:5:0.005", "--force", "--quiet",
    ]

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
        // Geometry is validated as the scenario file is (issue 26 item 3): the line names the parameter.
        Row(["sweep", "--param", "detent-1-height=50,400", "--out", "{dir}/s"], "detent-1-height"),
        Row(["sweep", "--param", "detent-7-height=400", "--out", "{dir}/s"], "detent-7-height"),
        Row(["sweep", "--param", "panel-height=-1", "--out", "{dir}/s"], "panel-height"),
        Row(["sweep", "--param", "content-height=2e6", "--out", "{dir}/s"], "content-height"),
        Row(["sweep", "--velocities", "150", "--out", "{dir}/s"], "--velocities"),
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

        // Issue 16 — traps: output names with trailing slashes and dots, counts near the largest integer.
        Row(["trajectory", "--out", "x/"], "ends in '/'"),
        Row(["trajectory", "--out", "{dir}/"], "ends in '/'"),
        Row(["trajectory", "--csv", "{dir}/t/", "--out", "{dir}/t.png"], "ends in '/'"),
        Row(["compare", "--out", "{dir}/."], "no file name"),
        Row(["run", "--output", "{dir}/..", "--dry-run"], "no file name"),
        Row(tinySweep + ["--out", "{dir}/."], "does not name a new folder"),
        Row(tinySweep + ["--out", "/"], "does not name a new folder"),
        Row(tinySweep + ["--shard", "0/9223372036854775807", "--out", "{dir}/s"], "more than 1000000"),
        Row(tinySweep + ["--shard", "9223372036854775806/9223372036854775807", "--out", "{dir}/s"], "--shard"),
        Row(tinySweep + ["--shard", "-1/2", "--out", "{dir}/s"], "shard index -1"),
        Row(
            tinySweep + ["--shard", "auto", "--out", "{dir}/s"], "SLURM_ARRAY_TASK_ID=9223372036854775807",
            environment: ["SLURM_ARRAY_TASK_ID": "9223372036854775807", "SLURM_ARRAY_TASK_COUNT": "2"]),
        Row(
            tinySweep + ["--shard", "auto", "--out", "{dir}/s"], "SLURM_ARRAY_TASK_MIN",
            environment: [
                "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_COUNT": "2",
                "SLURM_ARRAY_TASK_MIN": "-9223372036854775808",
            ]),
        Row(
            tinySweep + ["--shard", "auto", "--out", "{dir}/s"], "SLURM_ARRAY_TASK_COUNT=9223372036854775807",
            environment: ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "9223372036854775807"]),
        Row(
            tinySweep + ["--shard", "auto", "--out", "{dir}/s"], "JOB_COMPLETIONS=9223372036854775807",
            environment: ["JOB_COMPLETION_INDEX": "1", "JOB_COMPLETIONS": "9223372036854775807"]),
        Row(
            tinySweep + ["--shard", "auto", "--shard-count", "5000000", "--out", "{dir}/s"], "--shard-count",
            environment: ["JOB_COMPLETION_INDEX": "1"]),
        Row(["compare", "--targets", "1e19"], "--targets: 1e+19 pt is outside"),
        Row(["compare", "--targets", "-1e308"], "--targets: -1e+308 pt is outside"),

        // Issue 16 — existing names: any name that exists counts, dangling links included; only regular files are
        // ever replaced, even with --force.
        Row(["trajectory", "--out", "{dir}/existing.png"], "already exists"),
        Row(["trajectory", "--out", "{dir}/dangling.png"], "already exists"),
        Row(["trajectory", "--out", "{dir}/dangling.png", "--force"], "leads nowhere"),
        Row(["compare", "--out", "{dir}/dangling.png", "--force"], "leads nowhere"),
        Row(["run", "--output", "{dir}/dangling.png", "--dry-run"], "already exists"),
        Row(["trajectory", "--out", "{dir}/null.png", "--force"], "character device"),
        Row(["trajectory", "--out", "/dev/null", "--force"], "'/dev/null': it is a character device"),
        Row(["trajectory", "--csv", "{dir}/fifo.json", "--out", "{dir}/t.png", "--force"], "a FIFO"),
        Row(tinySweep + ["--out", "{dir}/dangling"], "already exists"),
        Row(tinySweep + ["--out", "{dir}/dangling", "--force"], "leads nowhere"),
        Row(tinySweep + ["--out", "{dir}/home", "--force"], "'notes.txt', which bench did not write"),
        Row(tinySweep + ["--out", "{dir}/existing.png", "--force"], "a file has that name"),
        Row(tinySweep + ["--out", "/dev/null", "--force"], "a character device"),

        // Issue 16 — checks after the work: the output folder is checked before a grid of six million cells.
        Row(hugeSweep + ["--out", ""], "the path is empty"),
        Row(hugeSweep + ["--out", "{dir}/missing/s"], "folder '{dir}/missing' does not exist"),
        Row(hugeSweep + ["--out", "{dir}/" + String(repeating: "n", count: 256)], "256 bytes long"),
        Row(hugeSweep + ["--out", "{dir}/dangling"], "leads nowhere"),
        Row(hugeSweep + ["--out", "{dir}/afile/s"], "is not a folder"),

        // Issue 16 — one answer per class in every verb: the same missing folder is exit 2 everywhere, a path with a
        // newline stays one line, an input that is not a regular file says what it is.
        Row(["run", "--plot", "{dir}/missing/p.png", "--chain-depth", "5,6", "--dry-run"], "{dir}/missing"),
        Row(["results", "merge", "{dir}/afile", "--out", "{dir}/missing/m"], "afile"),
        Row(["trajectory", "--out", "{dir}/a\nb/t.png"], "a\\nb"),
        Row(tinySweep + ["--out", "{dir}/a\nb/s"], "a\\nb"),
        Row(["trajectory", "--scenario", "{dir}/fifo.json"], "'{dir}/fifo.json': it is a FIFO (named pipe)"),
        Row(["trajectory", "--scenario", "{dir}/home"], "it is a folder"),
        Row(["sweep", "--scenario", "{dir}/fifo.json", "--out", "{dir}/s"], "a FIFO"),
        Row(["results", "merge", "{dir}/fifo.json", "--out", "{dir}/m"], "a FIFO"),
        Row(["render", "{dir}/fifo.json"], "a FIFO"),
        Row(["conformance", "{dir}/fifo.json"], "a FIFO"),
        Row(["baseline", "check", "{dir}/fifo.json"], "a FIFO"),
        Row(["scenarios", "{dir}/fifo.json"], "a FIFO"),
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
        try Self.makeSpecials(in: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let home = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/home")
        let arguments = row.arguments.map { $0.replacingOccurrences(of: "{dir}", with: folder) }
        let result = bench(arguments, environment: row.environment)
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
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/home") == home, sourceLocation: location)
    }
}
