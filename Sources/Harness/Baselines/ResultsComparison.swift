// Harness/ResultsComparison: two results files side by side, one row and one verdict per benchmark.

/// What happened to one benchmark between two runs, judged by the thresholds.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// A figure got worse by more than the thresholds allow.
    case regression
    /// No figure regressed and one got better by more than the thresholds (mirrored).
    case improvement
    /// Within the thresholds either way.
    case same
    /// Only in the newer results.
    case added
    /// Only in the older results.
    case removed
}

/// The figures of one benchmark in one run: nanoseconds per unit (percentiles only where the sample count
/// supports them) and allocations per unit.
public struct ComparedFigures: Sendable, Equatable, Codable {
    /// Median, ns per unit.
    public var p50: Double
    /// 90th percentile, ns per unit (absent below 10 samples).
    public var p90: Double?
    /// 99th percentile, ns per unit (absent below 100 samples).
    public var p99: Double?
    /// Allocations per unit (absent when not counted).
    public var allocations: Double?

    /// The figures of `result`, or `nil` when it has no samples.
    public init?(_ result: BenchmarkResult) {
        guard let stats = result.statistics else { return nil }
        p50 = stats.median
        p90 = stats.reported(.p90)
        p99 = stats.reported(.p99)
        allocations = result.allocationsPerFrame
    }
}

/// One benchmark of a comparison.
public struct ComparedBenchmark: Sendable, Equatable, Codable {
    /// `suite/benchmark[@size]`.
    public var benchmark: String
    /// What one timed call is (`frame`, `release`, `image`).
    public var unit: String
    /// The older run's figures (`nil`: added).
    public var before: ComparedFigures?
    /// The newer run's figures (`nil`: removed).
    public var after: ComparedFigures?
    /// The median's change in percent (newer − older) / older · 100, when both exist.
    public var p50DeltaPercent: Double?
    /// The verdict.
    public var verdict: Verdict
    /// The figures that decided a regression or an improvement (for example `p50`, `allocations`).
    public var reasons: [String]
}

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

/// Two runs compared benchmark by benchmark (`bench results compare OLD NEW`, `bench baseline check`).
public struct ResultsComparison: Sendable, Equatable, Codable {
    /// The format version of the comparison JSON (`--format json`) this build writes.
    public static let currentVersion = 1

    /// The format version (``currentVersion``), written first in the JSON.
    public var version = ResultsComparison.currentVersion
    /// One row per benchmark: the newer run's order, then those only in the older run.
    public var rows: [ComparedBenchmark]
    /// Warnings about comparability (different machine or toolchain), one line each.
    public var warnings: [String]

    /// Compares `newer` with `older`, judging each suite by `thresholds(suite)`.
    public init(older: BenchmarkResults, newer: BenchmarkResults, thresholds: (String) -> Thresholds) {
        var stored: [String: (suite: String, result: BenchmarkResult)] = [:]
        for (suite, result) in older.allResults { stored["\(suite)/\(result.key)"] = (suite, result) }
        var seen = Set<String>()
        rows = []
        for (suite, result) in newer.allResults {
            let id = "\(suite)/\(result.key)"
            seen.insert(id)
            let before = stored[id]?.result
            rows.append(Self.row(id: id, before: before, after: result, thresholds: thresholds(suite)))
        }
        for (suite, result) in older.allResults where !seen.contains("\(suite)/\(result.key)") {
            rows.append(
                ComparedBenchmark(
                    benchmark: "\(suite)/\(result.key)", unit: result.perUnit, before: ComparedFigures(result),
                    after: nil, p50DeltaPercent: nil, verdict: .removed, reasons: []))
        }
        warnings = []
        if let a = older.metadata, let b = newer.metadata {
            for field in a.incomparableFields(with: b) {
                let (x, y) = field == "machine" ? (a.machine, b.machine) : (a.toolchain, b.toolchain)
                warnings.append(
                    "the two runs come from different \(field)s ('\(x)' and '\(y)'): timings may not compare")
            }
        } else {
            warnings.append("a results file has no metadata (version 1): machine and toolchain cannot be checked")
        }
    }

    /// Whether any benchmark regressed.
    public var hasRegression: Bool { rows.contains { $0.verdict == .regression } }
    /// Whether some benchmark improved and none regressed.
    public var hasOnlyImprovements: Bool { !hasRegression && rows.contains { $0.verdict == .improvement } }

    /// The row of one benchmark.
    static func row(id: String, before: BenchmarkResult?, after: BenchmarkResult, thresholds: Thresholds)
        -> ComparedBenchmark
    {
        guard let before else {
            return ComparedBenchmark(
                benchmark: id, unit: after.perUnit, before: nil, after: ComparedFigures(after), p50DeltaPercent: nil,
                verdict: .added, reasons: [])
        }
        let worse = Self.regressions(id: id, now: after, baseline: before, thresholds: thresholds)
        let better = Self.regressions(id: id, now: before, baseline: after, thresholds: thresholds)
        let name = { (r: Regression) in
            r.figure.hasPrefix("allocations") ? "allocations" : String(r.figure.prefix { $0 != " " })
        }
        let verdict: Verdict = !worse.isEmpty ? .regression : (!better.isEmpty ? .improvement : .same)
        let old = ComparedFigures(before)
        let new = ComparedFigures(after)
        var delta: Double?
        if let old, let new, old.p50 > 0 { delta = (new.p50 - old.p50) / old.p50 * 100 }
        return ComparedBenchmark(
            benchmark: id, unit: after.perUnit, before: old, after: new, p50DeltaPercent: delta, verdict: verdict,
            reasons: (verdict == .regression ? worse : verdict == .improvement ? better : []).map(name))
    }

    /// The figures of one benchmark that regressed: the thresholds rule, which ``row(id:before:after:thresholds:)``
    /// applies both ways (regressions and improvements).
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
