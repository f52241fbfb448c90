// BenchCLI/CLI+Baseline+Check: `bench baseline check <results.json>`; exit status 3 on a regression.
import Analysis
import Harness

extension BenchCLI {
    /// Compares a run with a stored baseline and lists every figure that regressed.
    static let baselineCheck = Verb(
        name: "check",
        summary: "compare results with the baseline; exit status 3 on a regression, 4 on improvements only",
        discussion: """
            A timing percentile regresses when it grew by more than the relative threshold (percent) and by \
            more than the absolute one (nanoseconds per frame); allocations per frame when they grew by more \
            than allowed; a figure improves when the same test holds the other way. Prints the same table as \
            'bench results compare' (baseline -> results). Benchmarks missing on either side are listed (added, \
            removed), not failed. Exit status: 3 on a gated regression, 4 when some benchmarks only improved, 0 \
            otherwise; --gate allocations fails on allocation regressions only (time regressions warn).
            """,
        options: BaselineCheckOptions.self
    ) { options, invocation in
        let name = options.baseline.name
        let store = options.baseline.store(thresholdsFolder: options.comparison.thresholdsFolder)
        let results = try ResultsCoding.loadResults(at: options.resultsPath)
        guard let baseline = try store.loadBaseline(named: name) else {
            throw ResultsFileError(
                "no baseline '\(name)' at '\(store.baselinePath(named: name))' (create it with bench baseline update)")
        }
        return try reportComparison(
            older: baseline, newer: results, store: store, options: options.comparison, invocation: invocation)
    }
}
