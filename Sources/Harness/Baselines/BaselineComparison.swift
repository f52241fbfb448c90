// Harness/BaselineComparison: which figures of a run got worse than the stored baseline.

/// One figure that got worse than its baseline by more than the thresholds allow.
public struct Regression: Sendable, Equatable {
    /// `suite/benchmark` or `suite/benchmark@size`.
    public var benchmark: String
    /// The figure: a percentile such as `p50 ns/frame`, or `allocations/frame`.
    public var figure: String
    /// The baseline's value.
    public var baseline: Double
    /// This run's value.
    public var now: Double
}

/// The thresholds rule: which figures of one benchmark count as regressions (``ResultsComparison`` applies it both
/// ways, for regressions and improvements).
public enum BaselineComparison {
    /// The figures of one benchmark that regressed.
    static func regressions(
        id: String, now: BenchmarkResult, baseline: BenchmarkResult, thresholds: Thresholds
    ) -> [Regression] {
        var found: [Regression] = []
        if let new = now.statistics, let old = baseline.statistics {
            for percentile in Percentile.allCases {
                guard let relative = thresholds.relativePercent[percentile],
                    new.supports(percentile), old.supports(percentile)
                else { continue }
                let absolute = thresholds.absoluteNanoseconds[percentile] ?? 0
                let (before, after) = (old[percentile], new[percentile])
                if after - before > before * relative / 100, after - before > absolute {
                    found.append(
                        Regression(
                            benchmark: id, figure: "\(percentile.rawValue) ns/frame", baseline: before, now: after))
                }
            }
        }
        if let allowed = thresholds.allocationsPerFrame,
            let before = baseline.allocationsPerFrame, let after = now.allocationsPerFrame,
            after - before > allowed
        {
            found.append(Regression(benchmark: id, figure: "allocations/frame", baseline: before, now: after))
        }
        return found
    }
}
