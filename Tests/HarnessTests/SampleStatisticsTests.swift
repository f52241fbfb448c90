// HarnessTests/SampleStatisticsTests: nearest-rank percentiles on known samples.
import Testing

@testable import Harness

@Suite struct SampleStatisticsTests {
    @Test func emptyOrNaNSampleHasNoStatistics() {
        #expect(SampleStatistics([]) == nil)
        #expect(SampleStatistics([1, .nan]) == nil)
    }

    @Test func oneToTenNearestRank() throws {
        let stats = try #require(SampleStatistics([7, 3, 10, 1, 5, 2, 9, 4, 8, 6]))
        #expect(stats.min == 1)
        #expect(stats.max == 10)
        #expect(stats.median == 5)  // rank ⌈0.5·10⌉ = 5
        #expect(stats[.p25] == 3)  // rank ⌈2.5⌉ = 3
        #expect(stats[.p75] == 8)  // rank ⌈7.5⌉ = 8
        #expect(stats.p90 == 9)
        #expect(stats.p99 == 10)
        #expect(stats[.p0] == 1)
        #expect(stats[.p100] == 10)
        #expect(stats.mean == 5.5)
    }

    @Test(arguments: [
        (50.0, 50.0), (90.0, 90.0), (99.0, 99.0), (99.5, 100.0), (0.5, 1.0), (1.0, 1.0), (0.0, 1.0),
    ])
    func hundredValues(percentile: Double, expected: Double) throws {
        let stats = try #require(SampleStatistics((1...100).map(Double.init).reversed()))
        #expect(stats.percentile(percentile) == expected)
    }

    @Test func singleValueIsEveryPercentile() throws {
        let stats = try #require(SampleStatistics([42]))
        for p in Percentile.allCases { #expect(stats[p] == 42) }
    }

    @Test func measureCountsSamplesAndLeavesAllocationsUnavailableWithoutCounter() {
        var calls = 0
        let plan = MeasurementPlan(warmupSamples: 2, samples: 5, frames: 7)
        let m = measure(plan) { calls += 1 }
        #expect(calls == (2 + 5) * 7)
        #expect(m.nanosecondsPerFrame.count == 5)
        #expect(m.nanosecondsPerFrame.allSatisfy { $0 >= 0 })
        #expect(m.allocationsPerFrame == nil)
    }

    @Test func planClampsCounts() {
        let plan = MeasurementPlan(warmupSamples: -1, samples: 0, frames: 0)
        #expect(plan == MeasurementPlan(warmupSamples: 0, samples: 1, frames: 1))
    }
}
