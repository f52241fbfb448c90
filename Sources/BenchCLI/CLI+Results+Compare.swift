// BenchCLI/CLI+Results+Compare: `bench results compare OLD NEW`: two results files, one verdict per benchmark.
import Analysis
import Harness

extension BenchCLI {
    /// Compares two results files (this branch against main, say).
    static let resultsCompare = Verb(
        name: "compare", summary: "compare two results files benchmark by benchmark (exit 3: regression)",
        discussion: """
            Prints one row per benchmark: its unit, p50/p90/p99 (nanoseconds per unit, old -> new; p90 and p99 \
            only from 10 and 100 samples), allocations per unit, the change of the median in percent and a \
            verdict: regression or improvement (by the thresholds: Benchmarks/Thresholds/<suite>.json, else \
            --thresholds), same, added or removed. Warns when the files come from different machines or \
            toolchains. Exit status: 3 when a gated figure regressed, 4 when some benchmarks improved and none \
            regressed, 0 otherwise (2: bad input).
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
