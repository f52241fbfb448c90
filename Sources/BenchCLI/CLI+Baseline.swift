// BenchCLI/CLI+Baseline: `bench baseline update|check`, and the comparison table `bench results compare` prints too.
import Analysis
import Harness
import Reports
import SafeOutput

extension BenchCLI {
    static let baseline = Verb(
        name: "baseline", summary: "store results as a baseline, or check results against one",
        discussion:
            "Baselines live in Benchmarks/Baselines/<name>.json, thresholds in Benchmarks/Thresholds (docs/benchmarks.md).",
        subverbs: [baselineUpdate, baselineCheck])

    static let baselineUpdate = Verb(
        name: "update", summary: "store results as the baseline (merged into an existing one)",
        discussion: """
            Benchmarks in the results replace those of the same suite, name and size; others stay unless \
            --replace. Written atomically.
            """,
        options: BaselineUpdateOptions.self
    ) { options, invocation in
        let (name, store, resultsPath) = (options.baseline.name, options.baseline.store(), options.resultsPath)
        let results = try ResultsCoding.loadResults(at: resultsPath)
        let (path, count) = try store.update(named: name, with: results, replacing: options.own.replace)
        invocation.io.print(
            "baseline '\(name)' updated from \(resultsPath): \(count) benchmark\(count == 1 ? "" : "s") in \(path)")
        return .success
    }

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
        let store = options.baseline.store(thresholdsFolder: try options.own.checkedThresholdsFolder())
        let results = try ResultsCoding.loadResults(at: options.resultsPath)
        let baseline = try store.requireBaseline(named: options.baseline.name)
        return try reportComparison(
            older: baseline, newer: results, store: store, options: options.own, invocation: invocation)
    }

    /// Compares `newer` with `older` under the per-suite thresholds of `store` (else `--thresholds`), prints the table
    /// in `--format` and any warnings, and returns the exit status: 3 on a gating regression, 4 when benchmarks
    /// only improved, 0 otherwise.
    static func reportComparison(
        older: BenchmarkResults, newer: BenchmarkResults, store: BaselineStore, options: ComparisonOptions,
        invocation: Invocation
    ) throws -> ExitStatus {
        let io = invocation.io
        let gate = try GatedComparison(
            older: older, newer: newer, store: store, fallback: options.thresholds.thresholds,
            allocationsOnly: options.gate == .allocations)
        for warning in gate.warnings { io.printError("warning: \(warning)") }
        io.writeOutput(try ResultsTables.comparison(gate.full, as: options.format))
        // A table that could not be written is the one line (exit 1), not followed by a verdict nobody can read.
        if let failure = io.finishOutput() { throw failure }
        io.printError("\(invocation.commandPath): \(ResultsTables.verdictCounts(gate.full))")
        switch gate.verdict {
        case .regression: return .regression
        case .improvement: return .improved
        default: return .success
        }
    }
}
