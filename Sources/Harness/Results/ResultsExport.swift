// Harness/ResultsExport: results in the formats dashboards read (JMH JSON, github-action-benchmark).
import Foundation
import Support

/// Converts ``BenchmarkResults`` into other tools' formats. Names are `suite/benchmark[@size]`.
public enum ResultsExport {
    /// One entry of github-action-benchmark's `customSmallerIsBetter` input.
    public struct GitHubActionEntry: Sendable, Equatable, Codable {
        /// `suite/benchmark[@size]`, with ` allocations` for the allocation entry.
        public var name: String
        /// `ns/frame`, `ns/release`, …, or `allocs/frame`.
        public var unit: String
        /// The median (or the allocations per unit).
        public var value: Double
        /// The p10…p90 spread, `± x` (absent for allocations or below 10 samples).
        public var range: String?
        /// The sample count and plan, for the tooltip.
        public var extra: String?
    }

    /// github-action-benchmark (`tool: customSmallerIsBetter`): per benchmark its median in ns per unit, and
    /// its allocations per unit when counted.
    public static func gitHubAction(_ results: BenchmarkResults) -> [GitHubActionEntry] {
        results.allResults.flatMap { suite, result -> [GitHubActionEntry] in
            guard let stats = result.statistics else { return [] }
            let name = "\(suite)/\(result.key)"
            var range: String?
            if stats.sorted.count >= 10 {
                range = "± " + NumberFormat.short((stats.percentile(90) - stats.percentile(10)) / 2, decimals: 2)
            }
            var entries = [
                GitHubActionEntry(
                    name: name, unit: "ns/\(result.perUnit)", value: stats.median, range: range,
                    extra: "\(stats.sorted.count) samples of \(result.plan.frames) \(result.perUnit)s")
            ]
            if let allocations = result.allocationsPerFrame {
                entries.append(
                    GitHubActionEntry(
                        name: name + " allocations", unit: "allocs/\(result.perUnit)", value: allocations, range: nil,
                        extra: nil))
            }
            return entries
        }
    }

    /// The primary metric of a JMH result.
    public struct JMHMetric: Sendable, Equatable, Codable {
        /// The mean, in ``scoreUnit``.
        public var score: Double
        /// Half the p10…p90 spread (JMH reports a confidence half-width here), in ``scoreUnit``.
        public var scoreError: Double
        /// `[p10, p90]`.
        public var scoreConfidence: [Double]
        /// Percentiles by JMH's keys (`"0.0"`, `"50.0"`, `"90.0"`, `"99.0"`, `"99.9"`, `"100.0"`, …).
        public var scorePercentiles: [String: Double]
        /// `ns/op` (one op = one unit of the benchmark: a frame, a release, an image).
        public var scoreUnit: String
        /// The samples: one fork, one list.
        public var rawData: [[Double]]
    }

    /// One JMH result (the array JMH's `-rf json` writes, which JMH visualizers and Jenkins plugins read).
    public struct JMHEntry: Sendable, Equatable, Codable {
        /// `suite.benchmark`.
        public var benchmark: String
        /// Always `avgt` (average time per op).
        public var mode: String
        /// Always 1.
        public var threads: Int
        /// Always 1.
        public var forks: Int
        /// Untimed samples.
        public var warmupIterations: Int
        /// Timed samples.
        public var measurementIterations: Int
        /// `{"size": "64"}` for a sized benchmark.
        public var params: [String: String]?
        /// The timing.
        public var primaryMetric: JMHMetric
        /// `{"allocations": …}` when counted (allocations per op, in `allocs/op`).
        public var secondaryMetrics: [String: JMHMetric]
    }

    /// JMH's JSON result format, one entry per benchmark and size.
    public static func jmh(_ results: BenchmarkResults) -> [JMHEntry] {
        results.allResults.compactMap { suite, result -> JMHEntry? in
            guard let stats = result.statistics else { return nil }
            var percentiles: [String: Double] = [:]
            for p in Percentile.allCases where stats.supports(p) {
                percentiles[NumberFormat.fixed(p.value, decimals: 1)] = stats[p]
            }
            let low = stats.percentile(10)
            let high = stats.percentile(90)
            let metric = JMHMetric(
                score: stats.mean, scoreError: (high - low) / 2, scoreConfidence: [low, high],
                scorePercentiles: percentiles, scoreUnit: "ns/op", rawData: [result.nanosecondsPerFrame])
            var secondary: [String: JMHMetric] = [:]
            if let allocations = result.allocationsPerFrame {
                secondary["allocations"] = JMHMetric(
                    score: allocations, scoreError: 0, scoreConfidence: [allocations, allocations],
                    scorePercentiles: [:], scoreUnit: "allocs/op", rawData: [[allocations]])
            }
            return JMHEntry(
                benchmark: "\(suite).\(result.name)", mode: "avgt", threads: 1, forks: 1,
                warmupIterations: result.plan.warmupSamples, measurementIterations: result.nanosecondsPerFrame.count,
                params: result.size.map { ["size": "\($0)"] }, primaryMetric: metric, secondaryMetrics: secondary)
        }
    }
}

extension ResultsExport {
    /// The dashboard formats results export to.
    public enum Format: String, CaseIterable, Sendable {
        /// JMH's JSON (`-rf json`).
        case jmh
        /// The input of benchmark-action/github-action-benchmark.
        case gitHubActionBenchmark = "github-action-benchmark"
    }

    /// `results` in `format`, as JSON (``ResultsCoding/encode(_:)``).
    ///
    /// - Throws: the encoder's error.
    public static func encoded(_ results: BenchmarkResults, as format: Format) throws -> Data {
        switch format {
        case .jmh: try ResultsCoding.encode(jmh(results))
        case .gitHubActionBenchmark: try ResultsCoding.encode(gitHubAction(results))
        }
    }
}
