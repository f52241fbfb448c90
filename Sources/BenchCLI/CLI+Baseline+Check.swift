// BenchCLI/CLI+Baseline+Check: `bench baseline check <results.json>`; exit status 3 on a regression.
import Analysis
import Harness

extension BenchCLI {
    /// Compares a run with a stored baseline and lists every figure that regressed.
    static let baselineCheck = Verb(
        name: "check",
        summary: "compare results with the baseline; exit status 3 on a regression, 4 on improvements only",
        discussion: """
            Prints the table of 'bench results compare' (baseline -> results). Exit status: 3 on a gated \
            regression, 4 when some benchmarks only improved, 0 otherwise. When a figure regresses: \
            docs/benchmarks.md.
            """,
        options: BaselineCheckOptions.self
    ) { options, invocation in
        let name = options.baseline.name
        let store = options.baseline.store(thresholdsFolder: options.own.thresholdsFolder)
        let results = try ResultsCoding.loadResults(at: options.resultsPath)
        guard let baseline = try store.loadBaseline(named: name) else {
            throw ResultsFileError(
                "no baseline '\(name)' at '\(store.baselinePath(named: name))' (create it with bench baseline update)")
        }
        return try reportComparison(
            older: baseline, newer: results, store: store, options: options.own, invocation: invocation)
    }
}
