// Harness/BenchmarkSchedule: how a run measures its suites (one after another, or interleaved round by round), with
// progress and the run's metadata: the measure stage of `bench run`.

/// How a list of suites is measured: each benchmark in turn (``BenchmarkRunner``), or every benchmark once per
/// round at each size (``InterleavedRunner``, so drift in the machine's speed falls on all of them alike).
public enum BenchmarkSchedule {
    /// One benchmark after another, each with its plan.
    case sequential(BenchmarkRunner)
    /// Round by round over every benchmark, at each of the runner's sizes.
    case interleaved(InterleavedRunner)

    /// What a dry run lists: every measurement (`suite/name`, with its size) in turn, or, interleaved, the
    /// benchmarks measured in each round.
    public func names(of suites: [BenchmarkSuite]) -> [String] {
        switch self {
        case .sequential(let runner): runner.names(of: suites)
        case .interleaved: InterleavedRunner.benchmarks(of: suites).map(\.benchmark.name)
        }
    }

    /// Measures `suites`, reporting progress (rounds, or benchmarks) in `style` through `write` (standard
    /// error), and stamps the results with `metadata`, read once the last benchmark is measured.
    ///
    /// - Throws: what a benchmark's setup or the runner throws.
    public func measure(
        _ suites: [BenchmarkSuite], progress style: ProgressReporter.Style,
        write: @escaping @Sendable (String) -> Void, metadata: () -> RunMetadata
    ) throws -> BenchmarkResults {
        var results: BenchmarkResults
        switch self {
        case .sequential(let runner):
            let progress = ProgressReporter(
                total: runner.names(of: suites).count, unit: "benchmarks", style: style, write: write)
            results = try runner.run(suites) { progress.update(completed: $0) }
            progress.finish()
        case .interleaved(let runner):
            let progress = ProgressReporter(total: runner.rounds, unit: "rounds", style: style, write: write)
            results = try runner.run(suites) { progress.update(completed: $0) }
            progress.finish()
        }
        results.metadata = metadata()
        return results
    }
}
