// HarnessTests/InterleavedRunnerTests: the runner's interleaved mode: sized benchmarks of several suites measured
// together at each size, ordinary results, the same frames for every benchmark, the frame rounding.
import Synchronization
import Testing

@testable import Harness

@Suite struct InterleavedRunnerTests {
    /// Every batch call as (benchmark, size, frames), in call order.
    final class CallLog: Sendable {
        let calls = Mutex<[(name: String, size: Int, frames: Int)]>([])
        var items: [(name: String, size: Int, frames: Int)] { calls.withLock { $0 } }
    }

    /// A suite of sized batched benchmarks that log their calls, plus one unsized benchmark.
    static func suite(_ name: String, _ benchmarks: [String], log: CallLog) -> BenchmarkSuite {
        BenchmarkSuite(
            name: name,
            benchmarks: benchmarks.map { benchmark in
                Benchmark.batched(benchmark, sizes: [99]) { input in
                    let size = input.size ?? -1
                    return { frames in log.calls.withLock { $0.append((benchmark, size, frames)) } }
                }
            } + [Benchmark("unsized") { _ in {} }])
    }

    @Test func everySizedBenchmarkOfEverySuiteIsMeasuredAtEachSizeInOneResultsType() throws {
        let log = CallLog()
        let suites = [Self.suite("a", ["x", "y"], log: log), Self.suite("b", ["z"], log: log)]
        let runner = InterleavedRunner(sizes: [3, 7], frames: 11, samples: 4, warmupSamples: 1)
        var rounds: [Int] = []
        let results = try runner.run(suites) { rounds.append($0) }
        // Ordinary results: the suites in order, each sized benchmark once per size (declared sizes replaced),
        // unsized ones left out.
        #expect(results.suites.map(\.name) == ["a", "b"])
        #expect(
            results.allResults.map { "\($0.suite)/\($0.result.key)" } == [
                "a/x@3", "a/y@3", "a/x@7", "a/y@7", "b/z@3", "b/z@7",
            ])
        let plan = MeasurementPlan(warmupSamples: 1, samples: 4, frames: 11)
        #expect(results.allResults.allSatisfy { $0.result.plan == plan && $0.result.nanosecondsPerFrame.count == 4 })
        #expect(runner.rounds == 8)
        #expect(rounds == Array(1...8))
        // Size by size: one warm-up and four timed rounds of the three bodies in rotating order, all of 11 frames
        // (then one untimed batch each when another test has an allocation counter installed).
        let calls = log.items
        #expect(calls.allSatisfy { $0.frames == 11 })
        #expect(calls.map(\.size) == calls.map(\.size).sorted())
        let order = ["x", "y", "z", "x", "y", "z", "y", "z", "x", "z", "x", "y", "x", "y", "z"]
        for size in [3, 7] {
            #expect(calls.filter { $0.size == size }.prefix(15).map(\.name) == order, "size \(size)")
        }
    }

    @Test func automaticFramesAreTheSameForEveryBenchmarkOfASize() throws {
        let log = CallLog()
        let runner = InterleavedRunner(sizes: [2], samples: 3, warmupSamples: 0)
        let results = try runner.run([Self.suite("a", ["x", "y", "z"], log: log)])
        // Calibration: 8 untimed, then three times 32 timed frames of each body; then every sample holds the chosen
        // frames.
        let calls = log.items
        #expect(calls.prefix(12).map(\.frames) == [8, 32, 32, 32, 8, 32, 32, 32, 8, 32, 32, 32])
        #expect(calls.prefix(12).map(\.name) == ["x", "x", "x", "x", "y", "y", "y", "y", "z", "z", "z", "z"])
        let frames = try #require(results.allResults.first?.result.plan.frames)
        #expect((10...InterleavedRunner.maximumFrames).contains(frames))
        #expect(calls.dropFirst(12).allSatisfy { $0.frames == frames })
        #expect(results.allResults.allSatisfy { $0.result.plan.frames == frames })
    }

    /// "Rounds down to two significant digits, within 10…10 000" (the doc of `calibratedFrames`).
    @Test(arguments: [
        (34_482.7, 10_000, #line), (10_000, 10_000, #line), (9_999.9, 9_900, #line), (650.6, 650, #line),
        (1_234.5, 1_200, #line), (99.9, 99, #line), (12.7, 12, #line), (2, 10, #line), (0.3, 10, #line),
    ])
    func framesAreRoundedDownToTwoSignificantDigits(raw: Double, frames: Int, line: Int) {
        #expect(InterleavedRunner.roundedFrames(raw) == frames, "line \(line)")
    }

    @Test func aSetupErrorStopsTheRunAndBadDeclarationsAreRefusedFirst() {
        struct Refused: Error {}
        let failing = BenchmarkSuite(
            name: "f", benchmarks: [Benchmark.batched("x", sizes: [1]) { _ in throw Refused() }])
        #expect(throws: Refused.self) { try InterleavedRunner(sizes: [1], frames: 1, samples: 1).run([failing]) }
        let twice = BenchmarkSuite(name: "f", benchmarks: [])
        #expect(throws: BenchmarkDeclarationError.duplicateSuite("f")) {
            try InterleavedRunner(sizes: [1]).run([twice, twice])
        }
    }

    @Test func filteringKeepsTheMatchingBenchmarksAndDropsEmptySuites() {
        let log = CallLog()
        let suites = [Self.suite("a", ["x", "y"], log: log), Self.suite("b", ["z"], log: log)]
        let kept = suites.filtered(by: NamePattern("a/*y"))
        #expect(kept.map(\.name) == ["a"])
        #expect(kept.first?.benchmarks.map(\.name) == ["y"])
        #expect(suites.filtered(by: nil).map(\.benchmarks.count) == [3, 2])
    }
}
