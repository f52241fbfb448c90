// HarnessTests/RunEntryPointTests: the measure stage of a run (BenchmarkSchedule), a baseline stored and required
// (BaselineStore.update, requireBaseline), and results exported by format (ResultsExport.encoded).
import Foundation
import Testing

@testable import Harness

@Suite struct RunEntryPointTests {
    /// Two sized benchmarks doing nothing (an interleaved run measures sized benchmarks only).
    static let suite = BenchmarkSuite(
        name: "s",
        benchmarks: ["a", "b"].map { name in Benchmark.batched(name, sizes: [1]) { _ in { _ in } } })
    static let metadata = RunMetadata(
        machine: "m", os: "o", toolchain: "t", commit: nil, date: "2026-12-02T00:00:00Z", command: "bench run")
    static let plan = MeasurementPlan(warmupSamples: 0, samples: 2, frames: 3)

    @Test func aSequentialScheduleNamesWhatTheRunnerMeasuresAndStampsTheMetadata() throws {
        let runner = BenchmarkRunner(plan: Self.plan)
        let schedule = BenchmarkSchedule.sequential(runner)
        // Its dry run lists what the runner itself would measure, in order.
        #expect(schedule.names(of: [Self.suite]) == runner.names(of: [Self.suite]))
        let results = try schedule.measure(
            [Self.suite], progress: .quiet, write: { _ in }, metadata: { Self.metadata })
        #expect(results.metadata == Self.metadata)
        #expect(results.allResults.map(\.result.name) == ["a", "b"])
        #expect(results.allResults.allSatisfy { $0.result.nanosecondsPerFrame.count == Self.plan.samples })
    }

    @Test func anInterleavedScheduleMeasuresEveryBenchmarkAtEachSize() throws {
        let runner = InterleavedRunner(sizes: [1, 2], frames: 3, samples: 2, warmupSamples: 0)
        let schedule = BenchmarkSchedule.interleaved(runner)
        #expect(schedule.names(of: [Self.suite]) == ["a", "b"])
        let results = try schedule.measure(
            [Self.suite], progress: .quiet, write: { _ in }, metadata: { Self.metadata })
        #expect(results.metadata == Self.metadata)
        // One result per benchmark and size: 2 × 2.
        #expect(results.allResults.count == 4)
    }

    @Test func exportedResultsAreTheFormatsOwnEncoding() throws {
        let results = ComparisonAndExportTests.results([10, 11, 12])
        #expect(try ResultsExport.encoded(results, as: .jmh) == ResultsCoding.encode(ResultsExport.jmh(results)))
        #expect(
            try ResultsExport.encoded(results, as: .gitHubActionBenchmark)
                == ResultsCoding.encode(ResultsExport.gitHubAction(results)))
        #expect(ResultsExport.Format.allCases.map(\.rawValue) == ["jmh", "github-action-benchmark"])
    }

    @Test func aBaselineIsMergedUnlessReplacedAndRequiredByName() throws {
        let folder = NSTemporaryDirectory() + "run-entry-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = BaselineStore(baselinesFolder: folder)
        // No baseline yet: the error names it, its path and how to create it.
        #expect(
            throws: ResultsFileError(
                "no baseline 'x' at '\(folder)/x.json' (create it with bench baseline update)")
        ) { try store.requireBaseline(named: "x") }
        let old = ComparisonAndExportTests.results([100])
        let other = ComparisonAndExportTests.results([50], size: 4)  // another id: kept beside the first
        let first = try store.update(named: "x", with: old, replacing: false)
        #expect(first == ("\(folder)/x.json", 1))
        #expect(try store.update(named: "x", with: other, replacing: false).count == 2)
        #expect(try store.requireBaseline(named: "x") == old.merging(other))
        // Replacing: only the new results are left.
        #expect(try store.update(named: "x", with: other, replacing: true).count == 1)
        #expect(try store.requireBaseline(named: "x") == other)
    }
}
