// BenchCLI/ComparisonOutput: the per-benchmark table `bench results compare` and `bench baseline check` print.
import Foundation
import Harness
import Reports

extension BenchCLI {
    /// Compares `newer` with `older` under the per-suite thresholds of `store` (else `preset`), prints the table
    /// in `--format` and any warnings, and returns the exit status: 3 on a gating regression, 4 when benchmarks
    /// only improved, 0 otherwise.
    static func reportComparison(
        older: BenchmarkResults, newer: BenchmarkResults, store: BaselineStore, options: ComparisonOptions,
        invocation: Invocation
    ) throws -> ExitStatus {
        let io = invocation.io
        let preset = options.thresholds.thresholds
        var perSuite: [String: Thresholds] = [:]
        for suite in Set(newer.suites.map(\.name) + older.suites.map(\.name)) {
            perSuite[suite] = try store.thresholds(forSuite: suite, fallback: preset)
        }
        var thresholds = { (suite: String) in perSuite[suite] ?? preset }
        let allocationsOnly = options.gate == .allocations
        let full = ResultsComparison(older: older, newer: newer, thresholds: thresholds)
        if allocationsOnly {
            let timeOnly = thresholds
            thresholds = { suite in
                var gate = timeOnly(suite)
                gate.relativePercent = [:]
                return gate
            }
        }
        let gated = ResultsComparison(older: older, newer: newer, thresholds: thresholds)
        for warning in full.warnings { io.printError("warning: \(warning)") }
        if allocationsOnly {
            for row in full.rows where row.verdict == .regression && !gated.hasRegressionRow(row.benchmark) {
                io.printError(
                    "warning: \(row.benchmark): time regressed (\(row.reasons.joined(separator: ", "))), not gated")
            }
        }
        switch options.format {
        case .json: io.writeOutput(String(decoding: try ResultsCoding.encode(full), as: UTF8.self))
        case .markdown: io.writeOutput(ResultsTables.comparison(full).renderMarkdown())
        case .csv: io.writeOutput(ResultsTables.comparison(full).renderCSV())
        case .text: io.writeOutput(ResultsTables.comparison(full).render())
        }
        let counts = Verdict.allCases.compactMap { verdict -> String? in
            let n = full.rows.filter { $0.verdict == verdict }.count
            return n == 0 ? nil : "\(n) \(verdict.rawValue)"
        }
        io.printError("\(invocation.commandPath): \(counts.joined(separator: ", "))")
        if gated.hasRegression { return .regression }
        return gated.hasOnlyImprovements ? .improved : .success
    }
}

extension ResultsComparison {
    /// Whether `benchmark`'s row is a regression.
    fileprivate func hasRegressionRow(_ benchmark: String) -> Bool {
        rows.contains { $0.benchmark == benchmark && $0.verdict == .regression }
    }
}
