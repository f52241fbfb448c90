// BenchCLI/CLI+Baseline+Update: `bench baseline update <results.json>`.
import Analysis
import Harness
import SafeOutput

extension BenchCLI {
    /// Merges a run's results into a stored baseline (or replaces it with `--replace`), atomically.
    static let baselineUpdate = Verb(
        name: "update", summary: "store results as the baseline (merged into an existing one)",
        discussion: """
            Benchmarks in the results replace those of the same suite, name and size; others stay unless \
            --replace. Written atomically.
            """,
        options: BaselineUpdateOptions.self
    ) { options, invocation in
        let name = options.baseline.name
        let store = options.baseline.store()
        let resultsPath = options.resultsPath
        let results = try ResultsCoding.loadResults(at: resultsPath)
        let previous = options.own.replace ? nil : try store.loadBaseline(named: name)
        let updated = previous.map { $0.merging(results) } ?? results
        let path = store.baselinePath(named: name)
        try AtomicFile.write(try ResultsCoding.encode(updated), to: path, overwrite: true)
        let count = updated.allResults.count
        invocation.io.print(
            "baseline '\(name)' updated from \(resultsPath): \(count) benchmark\(count == 1 ? "" : "s") in \(path)")
        return .success
    }
}
