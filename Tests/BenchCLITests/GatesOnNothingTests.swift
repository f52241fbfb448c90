// BenchCLITests/GatesOnNothingTests: the benchmark gates never pass on nothing (docs/benchmarks.md, "Exit status"):
// a results file without benchmarks, a unit no benchmark declares and a missing --thresholds-dir are bad input
// (exit 2, one line naming the file or option); `baseline update` merges into an existing baseline as its help says
// (BenchCLI/CLI+Baseline.swift: "Benchmarks in the results replace those of the same suite, name and size; others
// stay unless --replace").
import Foundation
import Harness
import SafeOutput
import Testing

@Suite("gates that would pass on nothing")
struct GatesOnNothingTests {
    /// Results of suite `solver` holding one benchmark per name, samples `nanoseconds`, in `unit`.
    static func results(_ names: [String], nanoseconds: [Double] = [100, 101, 102], unit: String? = nil) throws -> Data
    {
        try ResultsCoding.encode(
            BenchmarkResults(
                suites: [
                    SuiteResults(
                        name: "solver",
                        benchmarks: names.map {
                            BenchmarkResult(
                                name: $0, size: nil, plan: MeasurementPlan(samples: nanoseconds.count),
                                nanosecondsPerFrame: nanoseconds,
                                allocationsPerFrame: 0, source: nil, unit: unit)
                        })
                ],
                metadata: RunMetadata(
                    machine: "m", os: "os", toolchain: "Swift", commit: nil, date: "2026-12-01T00:00:00Z",
                    command: "bench run")))
    }

    @Test("bad results and thresholds folders: exit 2, one line naming the file or the option")
    func refused() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = "\(folder)/r.json"
        try AtomicFile.write(try Self.results(["a"]), to: r, overwrite: false)
        try Data(#"{"version": 2, "suites": []}"#.utf8).write(to: URL(fileURLWithPath: "\(folder)/empty.json"))
        try AtomicFile.write(try Self.results(["a"], unit: "parsec"), to: "\(folder)/parsec.json", overwrite: false)
        #expect(bench(["baseline", "update", r, "--baselines-dir", folder]).status == 0)
        let rows: [(arguments: [String], message: String, line: Int)] = [
            (
                ["baseline", "check", "\(folder)/empty.json", "--baselines-dir", folder],
                "'\(folder)/empty.json': suites: holds no benchmark", #line
            ),
            (
                ["results", "compare", r, "\(folder)/empty.json"], "'\(folder)/empty.json': suites: holds no benchmark",
                #line
            ),
            (
                ["results", "compare", r, "\(folder)/parsec.json"],
                "'\(folder)/parsec.json': suites[0].benchmarks[0].unit: 'parsec' is not a unit", #line
            ),
            (
                ["results", "compare", r, r, "--thresholds-dir", "\(folder)/nope"],
                "--thresholds-dir: '\(folder)/nope' does not exist", #line
            ),
            (["results", "compare", r, r, "--thresholds-dir", r], "--thresholds-dir: '\(r)' is not a folder", #line),
            (
                ["baseline", "check", r, "--baselines-dir", folder, "--thresholds-dir", "\(folder)/nope"],
                "--thresholds-dir: '\(folder)/nope' does not exist", #line
            ),
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let result = bench(row.arguments)
            #expect(result.status == 2, "\(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)", sourceLocation: location)
            #expect(result.error.contains(row.message), "\(result.error)", sourceLocation: location)
            #expect(result.output.isEmpty, sourceLocation: location)
        }
    }

    @Test("baseline update merges into an existing baseline: same name replaced, others kept; --replace replaces")
    func mergeIntoExisting() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stored = "\(folder)/default.json"
        try AtomicFile.write(try Self.results(["a", "b"]), to: "\(folder)/first.json", overwrite: false)
        try AtomicFile.write(
            try Self.results(["b", "c"], nanoseconds: [7, 8, 9]), to: "\(folder)/second.json", overwrite: false)
        #expect(bench(["baseline", "update", "\(folder)/first.json", "--baselines-dir", folder]).status == 0)
        let merged = bench(["baseline", "update", "\(folder)/second.json", "--baselines-dir", folder])
        #expect(merged.status == 0, "\(merged.error)")
        #expect(merged.output.hasSuffix("3 benchmarks in \(stored)\n"), "\(merged.output)")
        let baseline = try ResultsCoding.loadResults(at: stored)
        let samples = Dictionary(
            uniqueKeysWithValues: baseline.allResults.map { ($0.result.name, $0.result.nanosecondsPerFrame) })
        #expect(samples == ["a": [100, 101, 102], "b": [7, 8, 9], "c": [7, 8, 9]])
        let replaced = bench(["baseline", "update", "\(folder)/second.json", "--baselines-dir", folder, "--replace"])
        #expect(replaced.status == 0, "\(replaced.error)")
        #expect(try ResultsCoding.loadResults(at: stored).allResults.map(\.result.name) == ["b", "c"])
        // The stored baseline is never the results being stored: updating it from itself stays refused.
        let itself = bench(["baseline", "update", stored, "--baselines-dir", folder])
        #expect(itself.status == 2)
        #expect(itself.error.contains("it is one of this command's inputs"), "\(itself.error)")
    }
}
