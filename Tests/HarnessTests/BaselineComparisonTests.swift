// HarnessTests/BaselineComparisonTests: which figures count as regressions.
import Testing

@testable import Harness

@Suite struct BaselineComparisonTests {
    /// The regressions of each benchmark of `results` against the same benchmark of `baseline` (the samples hold
    /// the same benchmarks in the same order), in results order.
    func regressions(_ results: BenchmarkResults, _ baseline: BenchmarkResults, _ thresholds: Thresholds)
        -> [Regression]
    {
        zip(results.allResults, baseline.allResults).flatMap { now, old in
            ResultsComparison.regressions(
                id: "\(now.suite)/\(now.result.key)", now: now.result, baseline: old.result, thresholds: thresholds)
        }
    }

    @Test func identicalResultsDoNotRegress() {
        #expect(regressions(sampleResults(), sampleResults(), ThresholdPreset.strict.thresholds).isEmpty)
    }

    @Test func slowerRunRegressesOnCheckedPercentiles() {
        let found = regressions(sampleResults(scale: 1.5), sampleResults(), ThresholdPreset.default.thresholds)
        #expect(
            found.map(\.figure)
                == Array(repeating: ["p25 ns/frame", "p50 ns/frame", "p75 ns/frame"], count: 2).flatMap { $0 })
        let first = found[0]
        #expect(first.benchmark == "solver/target")
        #expect(first.baseline == 10 && first.now == 15)
    }

    @Test func absoluteFloorAndRelativeToleranceBothMustBeExceeded() {
        // +4 % stays under the default 5 %; +50 % of 10 ns is 5 ns, under a 6 ns absolute floor.
        #expect(regressions(sampleResults(scale: 1.04), sampleResults(), ThresholdPreset.default.thresholds).isEmpty)
        let floor = Thresholds(relativePercent: [.p50: 5], absoluteNanoseconds: [.p50: 6])
        #expect(
            regressions(sampleResults(scale: 1.05 + 0.45), sampleResults(), floor).map(\.benchmark)
                == ["solver/cursor.drag@64"])
    }

    @Test func newAllocationRegressesButUnavailableDoesNot() {
        #expect(
            regressions(sampleResults(allocations: 1), sampleResults(), ThresholdPreset.default.thresholds)
                == [Regression(benchmark: "solver/target", figure: "allocations/frame", baseline: 0, now: 1)])
        #expect(
            regressions(sampleResults(allocations: nil), sampleResults(), ThresholdPreset.strict.thresholds).isEmpty)
    }
}
