// Analysis/RunResultsFile: the one results file every `bench run` mode writes and every results reader reads.
import Harness
import Support

/// The results file of `bench run`, in any mode: the harness's ``BenchmarkResults`` (`version`, `metadata`,
/// `suites`, which `bench baseline` and `bench results` read) and, from `bench run --chain-depth`, the per-depth
/// table under `projection` (``ProjectionResult``: each depth's paths by name with `p50` and
/// `allocationsPerFrame`), whose raw samples are also the suite `projection` (`floor@5`, `cursor-drag@64`, …).
///
/// Read strictly: a key neither the harness nor this section lists is refused with its path.
public struct RunResultsFile: Sendable, Equatable, Codable, ResultsFileContents {
    /// The suite name of the projection paths in the harness results.
    public static let suiteName = "projection"

    /// The harness results.
    public var results: BenchmarkResults
    /// The per-depth table of `bench run --chain-depth`; `nil` for a suite run.
    public var projection: ProjectionResults?

    /// A file holding `results` and, optionally, a projection table.
    public init(results: BenchmarkResults, projection: ProjectionResults? = nil) {
        self.results = results
        self.projection = projection
    }

    /// The file of a projection run: `projection`, whose raw samples are `measurements[depth index][path index]`,
    /// as one harness suite (``suiteName``) plus the table.
    public init(projection: ProjectionResults, measurements: [[Harness.Measurement]], metadata: RunMetadata?) {
        var benchmarks: [BenchmarkResult] = []
        for (result, paths) in zip(projection.results, measurements) {
            for (path, measured) in zip(ProjectionPath.allCases, paths) {
                benchmarks.append(
                    BenchmarkResult(
                        name: path.rawValue, size: result.chainDepth,
                        plan: MeasurementPlan(
                            warmupSamples: 0, samples: result.samples, frames: result.framesPerSample),
                        nanosecondsPerFrame: measured.nanosecondsPerFrame,
                        allocationsPerFrame: measured.allocationsPerFrame, source: nil))
            }
        }
        self.init(
            results: BenchmarkResults(
                suites: [SuiteResults(name: Self.suiteName, benchmarks: benchmarks)], metadata: metadata),
            projection: projection)
    }

    /// Reads and decodes the results file at `path` (see ``ResultsCoding/decode(_:from:path:)``).
    ///
    /// - Throws: ``ResultsFileError`` naming the path and, for a bad field, its JSON path.
    public static func load(at path: String) throws(ResultsFileError) -> RunResultsFile {
        try ResultsCoding.load(RunResultsFile.self, at: path)
    }

    private enum Keys: String, CodingKey { case projection }

    /// Reads the harness's keys and the optional `projection` table, refusing any other key.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, known: BenchmarkResults.keys + [Keys.projection.stringValue])
        results = try BenchmarkResults(fieldsOf: decoder)
        let container = try decoder.container(keyedBy: Keys.self)
        projection = try container.decodeIfPresent([ProjectionResult].self, forKey: .projection).map {
            ProjectionResults(results: $0)
        }
    }

    /// The harness results' keys, then `projection` when present.
    public func encode(to encoder: any Encoder) throws {
        try results.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(projection?.results, forKey: .projection)
    }
}
