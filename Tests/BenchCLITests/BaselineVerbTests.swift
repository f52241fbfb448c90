// BenchCLITests/BaselineVerbTests: run → baseline update → check, with exit status 3 on a regression.
import Foundation
import Testing

@testable import Analysis
@testable import BenchCLI
@testable import BenchmarkSuites
@testable import Harness

/// A fresh empty folder under the system temporary folder.
func makeScratchFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("benchcli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

@Suite struct BaselineVerbTests {
    /// Results for one benchmark whose samples are `nanoseconds`.
    static func results(_ nanoseconds: [Double], allocations: Double? = 0) throws -> Data {
        try ResultsCoding.encode(
            BenchmarkResults(suites: [
                SuiteResults(
                    name: "solver",
                    benchmarks: [
                        BenchmarkResult(
                            name: "target", size: nil, plan: MeasurementPlan(), nanosecondsPerFrame: nanoseconds,
                            allocationsPerFrame: allocations, source: nil)
                    ])
            ]))
    }

    @Test func updateThenCheckPassesThenRegresses() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dirs = ["--baselines-dir", folder, "--thresholds-dir", "\(folder)/none"]
        try AtomicFile.write(try Self.results([100, 101, 102, 103]), to: "\(folder)/old.json", overwrite: false)
        try AtomicFile.write(try Self.results([150, 151, 152, 153]), to: "\(folder)/slow.json", overwrite: false)

        let missing = bench(["baseline", "check", "\(folder)/old.json"] + dirs)
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("bench baseline check: no baseline 'default' at "))

        let update = bench(["baseline", "update", "\(folder)/old.json", "--baselines-dir", folder])
        #expect(update.status == 0)
        #expect(update.output.hasSuffix("1 benchmark in \(folder)/default.json\n"))

        #expect(
            bench(["baseline", "check", "\(folder)/old.json"] + dirs) == (
                0, "no regression: 1 benchmarks compared with baseline 'default'\n", ""
            ))

        let slow = bench(["baseline", "check", "\(folder)/slow.json"] + dirs)
        #expect(slow.status == 3)
        #expect(slow.error == "bench baseline check: 3 figures regressed\n")
        #expect(slow.output.contains("solver/target  p50 ns/frame    101.00  151.00     +49.5"))

        let relaxed = bench(["baseline", "check", "\(folder)/slow.json", "--thresholds", "relaxed"] + dirs)
        #expect(relaxed.status == 3)
        #expect(relaxed.error == "bench baseline check: 1 figure regressed\n")
    }

    @Test func perSuiteThresholdsFileOverridesThePreset() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/t", withIntermediateDirectories: false)
        try AtomicFile.write(try Self.results([100]), to: "\(folder)/default.json", overwrite: false)
        try AtomicFile.write(try Self.results([150]), to: "\(folder)/slow.json", overwrite: false)
        try AtomicFile.write(
            Data(#"{"relativePercent": {"p50": 60}}"#.utf8), to: "\(folder)/t/solver.json", overwrite: false)
        let check = bench([
            "baseline", "check", "\(folder)/slow.json", "--baselines-dir", folder, "--thresholds-dir", "\(folder)/t",
        ])
        #expect(check.status == 0)
        try AtomicFile.write(
            Data(#"{"relativePercent": {"p51": 60}}"#.utf8), to: "\(folder)/t/solver.json", overwrite: true)
        let broken = bench([
            "baseline", "check", "\(folder)/slow.json", "--baselines-dir", folder, "--thresholds-dir", "\(folder)/t",
        ])
        #expect(broken.status == 2)
        #expect(broken.error.hasPrefix("bench baseline check: '\(folder)/t/solver.json': "))
    }

    @Test func unsupportedResultsVersionIsBadInput() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Data(#"{"version": 9, "suites": []}"#.utf8), to: "\(folder)/r.json", overwrite: false)
        #expect(
            bench(["baseline", "update", "\(folder)/r.json", "--baselines-dir", folder]) == (
                2, "",
                "bench baseline update: '\(folder)/r.json': unsupported results version 9 (this bench reads versions 1-2)\n"
            ))
    }

    @Test func runRefusesAnExistingOutputBeforeMeasuring() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Data("keep".utf8), to: "\(folder)/r.json", overwrite: false)
        #expect(
            bench(["run", "-q", "-o", "\(folder)/r.json"]) == (
                2, "", "bench run: '\(folder)/r.json' already exists (use --force to replace it)\n"
            ))
        #expect(FileManager.default.contents(atPath: "\(folder)/r.json") == Data("keep".utf8))
        let ran = bench([
            "run", "--suite", "measurement-overhead", "-q", "--samples", "2", "--frames", "10", "--warmup", "0", "-o",
            "\(folder)/r.json", "--force",
        ])
        #expect(ran.status == 0)
        #expect(ran.output.contains("measurement-overhead/empty-closure"))
        #expect(ran.output.hasSuffix("results: \(folder)/r.json\n"))
        #expect(ran.output.contains("n/a"))  // no allocation counter in tests: unavailable, not 0
        let saved = try ResultsCoding.loadResults(at: "\(folder)/r.json")
        #expect(saved.allResults.count == BenchmarkCatalog.measurementOverhead.benchmarks.count)
        #expect(saved.allResults.allSatisfy { $0.result.allocationsPerFrame == nil })
    }
}
