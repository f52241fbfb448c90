// BenchCLI/CLI+Results+Compare: `bench results compare OLD NEW`: two results files, one verdict per benchmark.
import Analysis
import Harness

extension BenchCLI {
    /// Compares two results files (this branch against main, say).
    static let resultsCompare = Verb(
        name: "compare", summary: "compare two results files benchmark by benchmark (exit 3: regression)",
        discussion: """
            One row per benchmark: p50/p90/p99 and allocations (old -> new), the change of the median and a \
            verdict by the thresholds. Exit status: 3 when a gated figure regressed, 4 when some only improved, \
            0 otherwise (2: bad input). The table and the thresholds: docs/benchmarks.md.
            """,
        options: ResultsCompareOptions.self
    ) { options, invocation in
        let older = try ResultsCoding.loadResults(at: options.olderPath)
        let newer = try ResultsCoding.loadResults(at: options.newerPath)
        let store = BaselineStore(thresholdsFolder: options.comparison.thresholdsFolder)
        return try reportComparison(
            older: older, newer: newer, store: store, options: options.comparison, invocation: invocation)
    }
}
