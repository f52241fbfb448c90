// BenchCLI/ComparisonOutput: the per-benchmark table `bench results compare` and `bench baseline check` print.
import Foundation
import Harness

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
        case .markdown: io.writeOutput(comparisonTable(full).renderMarkdown())
        case .csv: io.writeOutput(comparisonTable(full).renderCSV())
        case .text: io.writeOutput(comparisonTable(full).render())
        }
        let counts = Verdict.allCases.compactMap { verdict -> String? in
            let n = full.rows.filter { $0.verdict == verdict }.count
            return n == 0 ? nil : "\(n) \(verdict.rawValue)"
        }
        io.printError("\(invocation.commandPath): \(counts.joined(separator: ", "))")
        if gated.hasRegression { return .regression }
        return gated.hasOnlyImprovements ? .improved : .success
    }

    /// One row per benchmark: unit, p50/p90/p99 before → after (ns per unit), allocations before → after,
    /// p50 change in percent, verdict and the figures that decided it.
    static func comparisonTable(_ comparison: ResultsComparison) -> TextTable {
        var table = TextTable(columns: [
            .init("benchmark"), .init("per"), .init("p50 ns", alignment: .right), .init("p90 ns", alignment: .right),
            .init("p99 ns", alignment: .right), .init("allocs", alignment: .right),
            .init("p50 delta", alignment: .right), .init("verdict"),
        ])
        func pair(_ a: Double?, _ b: Double?, decimals: Int) -> String {
            if a == nil && b == nil { return "" }
            let text = { (v: Double?) in v.map { TextTable.number($0, decimals: decimals) } ?? "-" }
            return "\(text(a)) -> \(text(b))"
        }
        for row in comparison.rows {
            let delta = row.p50DeltaPercent.map { ($0 > 0 ? "+" : "") + TextTable.number($0, decimals: 1) + " %" }
            let verdict =
                row.reasons.isEmpty
                ? row.verdict.rawValue : "\(row.verdict.rawValue) (\(row.reasons.joined(separator: ", ")))"
            table.append([
                row.benchmark, row.unit, pair(row.before?.p50, row.after?.p50, decimals: 2),
                pair(row.before?.p90, row.after?.p90, decimals: 2), pair(row.before?.p99, row.after?.p99, decimals: 2),
                pair(row.before?.allocations, row.after?.allocations, decimals: 2), delta ?? "", verdict,
            ])
        }
        return table
    }
}

extension ResultsComparison {
    /// Whether `benchmark`'s row is a regression.
    fileprivate func hasRegressionRow(_ benchmark: String) -> Bool {
        rows.contains { $0.benchmark == benchmark && $0.verdict == .regression }
    }
}
