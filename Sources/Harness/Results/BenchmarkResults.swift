// Harness/BenchmarkResults: the results of a run, as stored in a versioned JSON file.
import Support

/// The results of one `bench run`: every sample of every benchmark, grouped by suite.
///
/// Stored as JSON `{"version": 2, "metadata": {...}, "suites": [...]}` (see ``ResultsCoding``). Raw samples are
/// kept; percentiles are computed when read. Version 1 files (no metadata) are still read. Every object is read
/// strictly: a key the format does not list is refused with its path. Every mode of `bench run` writes this and
/// nothing else (the interleaved mode, ``InterleavedRunner``, too).
public struct BenchmarkResults: Sendable, Equatable, Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case version, metadata, suites }

    /// The format version this build writes.
    public static let currentVersion = 2
    /// Every format version this build reads (1: no metadata).
    public static let readableVersions = 1...2

    /// The format version (``currentVersion``).
    public var version: Int
    /// Where and how the results were produced; `nil` in version 1 files.
    public var metadata: RunMetadata?
    /// The suites, each holding its benchmarks' results.
    public var suites: [SuiteResults]

    /// Results holding `suites`, at the current version.
    public init(suites: [SuiteResults], metadata: RunMetadata? = nil) {
        self.version = Self.currentVersion
        self.metadata = metadata
        self.suites = suites
    }

    /// Reads results, refusing any key besides `version`, `metadata` and `suites`.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        metadata = try c.decodeIfPresent(RunMetadata.self, forKey: .metadata)
        suites = try c.decode([SuiteResults].self, forKey: .suites)
    }

    /// Every benchmark result with its suite name, in file order.
    public var allResults: [(suite: String, result: BenchmarkResult)] {
        suites.flatMap { suite in suite.benchmarks.map { (suite.name, $0) } }
    }

    /// These results with every benchmark of `newer` replacing the one with the same id (added when
    /// new). Suites and benchmarks keep their order; new ones are appended.
    public func merging(_ newer: BenchmarkResults) -> BenchmarkResults {
        var merged = suites
        for suite in newer.suites {
            guard let s = merged.firstIndex(where: { $0.name == suite.name }) else {
                merged.append(suite)
                continue
            }
            for result in suite.benchmarks {
                if let b = merged[s].benchmarks.firstIndex(where: { $0.key == result.key }) {
                    merged[s].benchmarks[b] = result
                } else {
                    merged[s].benchmarks.append(result)
                }
            }
        }
        return BenchmarkResults(suites: merged, metadata: newer.metadata ?? metadata)
    }
}

/// The results of one suite.
public struct SuiteResults: Sendable, Equatable, Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case name, benchmarks }

    /// The suite's name.
    public var name: String
    /// Its benchmarks' results, in run order; (name, size) pairs are unique.
    public var benchmarks: [BenchmarkResult]

    /// Results of the suite `name`.
    public init(name: String, benchmarks: [BenchmarkResult]) {
        self.name = name
        self.benchmarks = benchmarks
    }

    /// Reads a suite, refusing unknown keys.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        benchmarks = try c.decode([BenchmarkResult].self, forKey: .benchmarks)
    }
}

/// The measurement of one benchmark at one size.
public struct BenchmarkResult: Sendable, Equatable, Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, size, plan, nanosecondsPerFrame, allocationsPerFrame, source, unit, percentiles
    }

    /// The benchmark's name.
    public var name: String
    /// The size measured (for example chain depth), or `nil` for an unsized benchmark.
    public var size: Int?
    /// The plan the samples were taken with.
    public var plan: MeasurementPlan
    /// One figure per sample, in run order, in nanoseconds per frame.
    public var nanosecondsPerFrame: [Double]
    /// Heap allocations per frame; absent when the run had no allocation counter (unavailable, not 0).
    public var allocationsPerFrame: Double?
    /// Where the benchmark is declared, `path:line` relative to the package.
    public var source: String?
    /// What one timed call is (`frame`, `release`, `image`); `nil` in version 1 files, which means `frame`.
    public var unit: String?
    /// The percentiles of the samples the sample count supports, by name (`p0`, `p25`, `p50`, `p75`, `p90`,
    /// `p99`, `p99.9`, `p100`; see ``Percentile/minimumSampleCount``), ns per unit. Written for readers of the
    /// file; recomputed from the samples, never trusted, when read.
    public var percentiles: [String: Double]? { statistics.map(Self.percentiles(of:)) }

    /// Reads a stored result, refusing unknown keys; `percentiles`, when present, is ignored (recomputed from the
    /// samples).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        size = try c.decodeIfPresent(Int.self, forKey: .size)
        plan = try c.decode(MeasurementPlan.self, forKey: .plan)
        nanosecondsPerFrame = try c.decode([Double].self, forKey: .nanosecondsPerFrame)
        allocationsPerFrame = try c.decodeIfPresent(Double.self, forKey: .allocationsPerFrame)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        unit = try c.decodeIfPresent(String.self, forKey: .unit)
    }

    /// Writes the result with its supported percentiles.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encode(plan, forKey: .plan)
        try c.encode(nanosecondsPerFrame, forKey: .nanosecondsPerFrame)
        try c.encodeIfPresent(allocationsPerFrame, forKey: .allocationsPerFrame)
        try c.encodeIfPresent(source, forKey: .source)
        try c.encodeIfPresent(unit, forKey: .unit)
        try c.encodeIfPresent(percentiles, forKey: .percentiles)
    }

    /// A result.
    public init(
        name: String, size: Int?, plan: MeasurementPlan, nanosecondsPerFrame: [Double],
        allocationsPerFrame: Double?, source: String?, unit: String? = nil
    ) {
        self.unit = unit
        self.name = name
        self.size = size
        self.plan = plan
        self.nanosecondsPerFrame = nanosecondsPerFrame
        self.allocationsPerFrame = allocationsPerFrame
        self.source = source
    }

    /// The name, followed by `@size` for a sized benchmark (for example `cursor.drag@64`); unique in a suite.
    public var key: String { size.map { "\(name)@\($0)" } ?? name }

    /// The supported percentiles of `stats` by name.
    static func percentiles(of stats: SampleStatistics) -> [String: Double] {
        var table: [String: Double] = [:]
        for p in Percentile.allCases where stats.supports(p) { table[p.rawValue] = stats[p] }
        return table
    }

    /// The unit its figures are per (``unit``, `frame` when absent).
    public var perUnit: String { unit ?? "frame" }

    /// Order statistics of the samples (nanoseconds per frame); `nil` when there are none.
    public var statistics: SampleStatistics? { SampleStatistics(nanosecondsPerFrame) }
}
