// BenchCLITests/BaselineVerbTests: run → baseline update → check, with exit status 3 on a regression.
import Foundation
import SafeOutput
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
    static func results(_ nanoseconds: [Double], allocations: Double? = 0, machine: String = "m") throws -> Data {
        try ResultsCoding.encode(
            BenchmarkResults(
                suites: [
                    SuiteResults(
                        name: "solver",
                        benchmarks: [
                            BenchmarkResult(
                                name: "target", size: nil, plan: MeasurementPlan(samples: nanoseconds.count),
                                nanosecondsPerFrame: nanoseconds,
                                allocationsPerFrame: allocations, source: nil)
                        ])
                ],
                metadata: RunMetadata(
                    machine: machine, os: "os", toolchain: "Swift", commit: nil, date: "2026-12-01T00:00:00Z",
                    command: "bench run")))
    }

    @Test func updateThenCheckPassesThenRegresses() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dirs = ["--baselines-dir", folder, "--thresholds-dir", "\(folder)/none"]
        try FileManager.default.createDirectory(atPath: "\(folder)/none", withIntermediateDirectories: false)
        try AtomicFile.write(try Self.results([100, 101, 102, 103]), to: "\(folder)/old.json", overwrite: false)
        try AtomicFile.write(try Self.results([150, 151, 152, 153]), to: "\(folder)/slow.json", overwrite: false)

        let missing = bench(["baseline", "check", "\(folder)/old.json"] + dirs)
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("bench baseline check: no baseline 'default' at "))

        let update = bench(["baseline", "update", "\(folder)/old.json", "--baselines-dir", folder])
        #expect(update.status == 0)
        #expect(update.output.hasSuffix("1 benchmark in \(folder)/default.json\n"))

        let same = bench(["baseline", "check", "\(folder)/old.json"] + dirs)
        #expect(same.status == 0)
        #expect(same.error == "bench baseline check: 1 same\n")
        #expect(same.output.hasPrefix("benchmark      per              p50 ns"))
        #expect(same.output.contains("solver/target  frame  101.00 -> 101.00"))
        #expect(same.output.hasSuffix("0.0 %  same\n"))

        let slow = bench(["baseline", "check", "\(folder)/slow.json"] + dirs)
        #expect(slow.status == 3)
        #expect(slow.error == "bench baseline check: 1 regression\n")
        #expect(slow.output.contains("solver/target  frame  101.00 -> 151.00"))
        #expect(slow.output.contains("+49.5 %  regression (p25, p50, p75)"))

        let relaxed = bench(["baseline", "check", "\(folder)/slow.json", "--thresholds", "relaxed"] + dirs)
        #expect(relaxed.status == 3)
        #expect(relaxed.output.contains("regression (p50)"))

        // Allocation-only gating: time regressions warn, the status stays 0.
        let gated = bench(["baseline", "check", "\(folder)/slow.json", "--gate", "allocations"] + dirs)
        #expect(gated.status == 0)
        #expect(gated.error.hasPrefix("warning: solver/target: time regressed (p25, p50, p75), not gated\n"))
        // Faster: 4 (improvements only) when time gates, 0 when only allocations gate.
        try AtomicFile.write(try Self.results([50, 51, 52, 53]), to: "\(folder)/fast.json", overwrite: false)
        #expect(bench(["baseline", "check", "\(folder)/fast.json"] + dirs).status == 4)
        #expect(bench(["baseline", "check", "\(folder)/fast.json", "--gate", "allocations"] + dirs).status == 0)
        try AtomicFile.write(
            try Self.results([100, 101, 102, 103], allocations: 1), to: "\(folder)/alloc.json", overwrite: false)
        let allocations = bench(["baseline", "check", "\(folder)/alloc.json", "--gate", "allocations"] + dirs)
        #expect(allocations.status == 3)
        #expect(allocations.output.contains("0.00 -> 1.00"))
        #expect(allocations.output.contains("regression (allocations)"))
    }

    @Test func resultsCompareJudgesImprovementsAndWarnsAcrossMachines() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dirs = ["--thresholds-dir", "\(folder)/none"]
        try FileManager.default.createDirectory(atPath: "\(folder)/none", withIntermediateDirectories: false)
        try AtomicFile.write(try Self.results([150, 151, 152, 153]), to: "\(folder)/a.json", overwrite: false)
        try AtomicFile.write(
            try Self.results([100, 101, 102, 103], machine: "other"), to: "\(folder)/b.json", overwrite: false)
        let compare = bench(["results", "compare", "\(folder)/a.json", "\(folder)/b.json"] + dirs)
        #expect(compare.status == 4)  // improvements only
        #expect(
            compare.error
                == "warning: the two runs come from different machines ('m' and 'other'): timings may not compare\n"
                + "bench results compare: 1 improvement\n")
        #expect(compare.output.contains("-33.1 %  improvement (p25, p50, p75)"))
        let back = bench(["results", "compare", "\(folder)/b.json", "\(folder)/a.json"] + dirs)
        #expect(back.status == 3)

        let markdown = bench(["results", "compare", "\(folder)/a.json", "\(folder)/a.json", "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(
            markdown.output
                == "| benchmark | per | p50 ns | p90 ns | p99 ns | allocs | p50 delta | verdict |\n"
                + "|---|---|---:|---:|---:|---:|---:|---|\n"
                + "| solver/target | frame | 151.00 -> 151.00 |  |  | 0.00 -> 0.00 | 0.0 % | same |\n")
        let csv = bench(["results", "compare", "\(folder)/a.json", "\(folder)/a.json", "--format", "csv"])
        #expect(csv.output.hasPrefix("benchmark,per,p50 ns,p90 ns,p99 ns,allocs,p50 delta,verdict\n"))
        let json = bench(["results", "compare", "\(folder)/a.json", "\(folder)/b.json", "--format", "json"] + dirs)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.first?["verdict"] as? String == "improvement")
        #expect(rows.first?["unit"] as? String == "frame")
    }

    @Test func perSuiteThresholdsFileOverridesThePreset() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/t", withIntermediateDirectories: false)
        try AtomicFile.write(try Self.results([100]), to: "\(folder)/default.json", overwrite: false)
        try AtomicFile.write(try Self.results([150]), to: "\(folder)/slow.json", overwrite: false)
        /// `bench baseline check` of the slow results with `thresholds` as the solver suite's thresholds file.
        func check(thresholds: String) throws -> (status: Int32, output: String, error: String) {
            try AtomicFile.write(Data(thresholds.utf8), to: "\(folder)/t/solver.json", overwrite: true)
            return bench([
                "baseline", "check", "\(folder)/slow.json", "--baselines-dir", folder, "--thresholds-dir",
                "\(folder)/t",
            ])
        }
        #expect(try check(thresholds: #"{"version": 1, "relativePercent": {"p50": 60}}"#).status == 0)
        let broken = try check(thresholds: #"{"version": 1, "relativePercent": {"p51": 60}}"#)
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
        #expect(saved.version == 2 && saved.metadata?.toolchain.hasPrefix("Swift") == true)
        #expect(saved.allResults.allSatisfy { $0.result.unit == "frame" })

        // --filter keeps the matching benchmarks only; a pattern matching nothing is bad input.
        let filtered = bench(["run", "--suite", "all", "--filter", "overhead/*hole", "-n"])
        #expect(filtered == (0, "measurement-overhead/black-hole\n", ""))
        let none = bench(["run", "--suite", "solver", "--filter", "nothing"])
        #expect(none == (2, "", "bench run: --filter: 'nothing' matches no benchmark of the chosen suites\n"))
        // Units: the raster benchmark is per image, the sweep's per cell (solved, the frame floor) and per row.
        let units = Dictionary(
            uniqueKeysWithValues: BenchmarkCatalog.all.flatMap { suite in
                suite.benchmarks.map { ("\(suite.name)/\($0.name)", $0.unit) }
            })
        #expect(units["raster-plot/pngData.1600x1000"] == "image")
        #expect(units["sweep/cell"] == "cell" && units["sweep/floor"] == "cell" && units["sweep/write"] == "row")
        #expect(units["solver/solveRelease"] == "release")
        #expect(units["cursor-drag/cursor.drag"] == "frame")
    }
}
