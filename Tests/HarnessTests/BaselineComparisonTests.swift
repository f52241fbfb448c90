// HarnessTests/BaselineComparisonTests: which figures count as regressions.
import Testing

@testable import Harness

@Suite struct BaselineComparisonTests {
    @Test func identicalResultsDoNotRegress() {
        let c = BaselineComparison(results: sampleResults(), baseline: sampleResults()) { _ in
            ThresholdPreset.strict.thresholds
        }
        #expect(c.regressions.isEmpty)
        #expect(c.comparedCount == 2)
    }

    @Test func slowerRunRegressesOnCheckedPercentiles() {
        let c = BaselineComparison(results: sampleResults(scale: 1.5), baseline: sampleResults()) { _ in
            ThresholdPreset.default.thresholds
        }
        #expect(
            c.regressions.map(\.figure)
                == Array(repeating: ["p25 ns/frame", "p50 ns/frame", "p75 ns/frame"], count: 2).flatMap { $0 })
        let first = c.regressions[0]
        #expect(first.benchmark == "solver/target")
        #expect(first.baseline == 10 && first.now == 15)
        #expect(first.changePercent == 50)
    }

    @Test func absoluteFloorAndRelativeToleranceBothMustBeExceeded() {
        // +4 % stays under the default 5 %; +50 % of 10 ns is 5 ns, under a 6 ns absolute floor.
        let small = BaselineComparison(results: sampleResults(scale: 1.04), baseline: sampleResults()) { _ in
            ThresholdPreset.default.thresholds
        }
        #expect(small.regressions.isEmpty)
        let floor = Thresholds(relativePercent: [.p50: 5], absoluteNanoseconds: [.p50: 6])
        let fast = BaselineComparison(results: sampleResults(scale: 1.05 + 0.45), baseline: sampleResults()) { _ in
            floor
        }
        #expect(fast.regressions.map(\.benchmark) == ["solver/cursor.drag@64"])
    }

    @Test func newAllocationRegressesButUnavailableDoesNot() {
        let c = BaselineComparison(results: sampleResults(allocations: 1), baseline: sampleResults()) { _ in
            ThresholdPreset.default.thresholds
        }
        #expect(
            c.regressions == [Regression(benchmark: "solver/target", figure: "allocations/frame", baseline: 0, now: 1)])
        #expect(c.regressions[0].changePercent == .infinity)
        let unavailable = BaselineComparison(results: sampleResults(allocations: nil), baseline: sampleResults()) { _ in
            ThresholdPreset.strict.thresholds
        }
        #expect(unavailable.regressions.isEmpty)
    }

    @Test func missingBenchmarksAreListedNotFailed() {
        var results = sampleResults()
        results.suites[0].benchmarks.removeLast()
        results.suites.append(SuiteResults(name: "plot", benchmarks: [sampleResults().suites[0].benchmarks[0]]))
        let c = BaselineComparison(results: results, baseline: sampleResults()) { _ in ThresholdPreset.strict.thresholds
        }
        #expect(c.notInBaseline == ["plot/target"])
        #expect(c.notInResults == ["solver/cursor.drag@64"])
        #expect(c.regressions.isEmpty)
    }
}
