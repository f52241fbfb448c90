// BenchCLI/ComparisonOutput: the per-benchmark table `bench results compare` and `bench baseline check` print.
import Foundation
import Harness
import Reports

extension BenchCLI {
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
        switch options.format {
        case .json: io.writeOutput(String(decoding: try ResultsCoding.encode(gate.full), as: UTF8.self))
        case .markdown: io.writeOutput(ResultsTables.comparison(gate.full).renderMarkdown())
        case .csv: io.writeOutput(ResultsTables.comparison(gate.full).renderCSV())
        case .text: io.writeOutput(ResultsTables.comparison(gate.full).render())
        }
        io.printError("\(invocation.commandPath): \(ResultsTables.verdictCounts(gate.full))")
        switch gate.verdict {
        case .regression: return .regression
        case .improvement: return .improved
        default: return .success
        }
    }
}
