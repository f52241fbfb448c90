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

    /// The change relative to the baseline, in percent (`+inf` when the baseline was 0).
    public var changePercent: Double {
        baseline == 0 ? (now == 0 ? 0 : .infinity) : (now - baseline) / baseline * 100
    }
}

/// The outcome of comparing results with a baseline.
public struct BaselineComparison: Sendable, Equatable {
    /// Figures that regressed, in results order.
    public var regressions: [Regression]
    /// Benchmarks the results have and the baseline lacks (`suite/key`); not a failure.
    public var notInBaseline: [String]
    /// Benchmarks the baseline has and the results lack (`suite/key`); not a failure.
    public var notInResults: [String]
    /// Benchmarks compared.
    public var comparedCount: Int

    /// Compares every benchmark present in both.
    ///
    /// - Parameters:
    ///   - results: this run.
    ///   - baseline: the stored baseline.
    ///   - thresholds: the tolerances for a suite, by suite name.
    public init(
        results: BenchmarkResults, baseline: BenchmarkResults, thresholds: (String) -> Thresholds
    ) {
        var stored: [String: BenchmarkResult] = [:]
        for (suite, result) in baseline.allResults { stored["\(suite)/\(result.key)"] = result }
        var seen = Set<String>()
        regressions = []
        notInBaseline = []
        comparedCount = 0
        for (suite, result) in results.allResults {
            let id = "\(suite)/\(result.key)"
            seen.insert(id)
            guard let old = stored[id] else {
                notInBaseline.append(id)
                continue
            }
            comparedCount += 1
            regressions += Self.regressions(id: id, now: result, baseline: old, thresholds: thresholds(suite))
        }
        notInResults = baseline.allResults.map { "\($0.suite)/\($0.result.key)" }.filter { !seen.contains($0) }
    }

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
