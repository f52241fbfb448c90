// Analysis/ProjectionRunFile: the results file `bench run --chain-depth` writes: the harness results plus the table.
import Harness

/// What `bench run --chain-depth … --output FILE` writes: the harness's results (``BenchmarkResults``: version,
/// metadata, and a `projection` suite holding every path's raw samples as `floor@5`, `cursor-drag@64`, …, which
/// `bench baseline` reads) with the per-depth table added under `projection` (``ProjectionResult``: each depth's
/// paths by name with `p50` and `allocationsPerFrame`).
public struct ProjectionRunFile: Sendable, Equatable, Encodable {
    /// The suite name of the projection paths in the harness results.
    public static let suiteName = "projection"

    /// The harness results (one suite, ``suiteName``).
    public var results: BenchmarkResults
    /// The per-depth table.
    public var projection: ProjectionResults

    /// A file of `projection`, whose raw samples are `measurements[depth index][path index]`.
    public init(projection: ProjectionResults, measurements: [[Harness.Measurement]], metadata: RunMetadata?) {
        self.projection = projection
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
        results = BenchmarkResults(
            suites: [SuiteResults(name: Self.suiteName, benchmarks: benchmarks)], metadata: metadata)
    }

    private enum Keys: String, CodingKey { case projection }

    /// The harness results' keys, then `projection`.
    public func encode(to encoder: any Encoder) throws {
        try results.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(projection.results, forKey: .projection)
    }
}
