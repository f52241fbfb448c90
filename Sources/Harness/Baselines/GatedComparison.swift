// Harness/GatedComparison: a results comparison and what a gate (`bench results compare`, `bench baseline check`)
// concludes from it, every figure gated or allocations only.

/// Two runs compared under each suite's thresholds, and the verdict of the gate: with ``allocationsOnly`` a time
/// regression is shown (and warned about) but does not fail the gate.
public struct GatedComparison: Sendable {
    /// The comparison on every figure: the rows and warnings shown.
    public var full: ResultsComparison
    /// The comparison the verdict is drawn from (time thresholds dropped when only allocations gate).
    public var gated: ResultsComparison
    /// Whether only allocation figures gate.
    public var allocationsOnly: Bool

    /// Compares `newer` with `older`, each suite under the thresholds `store` keeps for it, else `fallback`.
    ///
    /// - Throws: ``ResultsFileError`` for a stored thresholds file that cannot be read.
    public init(
        older: BenchmarkResults, newer: BenchmarkResults, store: BaselineStore, fallback: Thresholds,
        allocationsOnly: Bool
    ) throws(ResultsFileError) {
        var perSuite: [String: Thresholds] = [:]
        for suite in Set(newer.suites.map(\.name) + older.suites.map(\.name)) {
            perSuite[suite] = try store.thresholds(forSuite: suite, fallback: fallback)
        }
        let thresholds = { (suite: String) in perSuite[suite] ?? fallback }
        full = ResultsComparison(older: older, newer: newer, thresholds: thresholds)
        gated =
            allocationsOnly
            ? ResultsComparison(older: older, newer: newer) { suite in
                var gate = thresholds(suite)
                gate.relativePercent = [:]
                return gate
            } : full
        self.allocationsOnly = allocationsOnly
    }

    /// The comparability warnings, then one line per time regression the gate does not count.
    public var warnings: [String] {
        full.warnings
            + full.rows.filter { row in
                row.verdict == .regression
                    && !gated.rows.contains { $0.benchmark == row.benchmark && $0.verdict == .regression }
            }.map { "\($0.benchmark): time regressed (\($0.reasons.joined(separator: ", "))), not gated" }
    }

    /// The gate's verdict: ``Verdict/regression`` when a gated figure regressed, ``Verdict/improvement`` when
    /// benchmarks only improved, ``Verdict/same`` otherwise.
    public var verdict: Verdict {
        gated.hasRegression ? .regression : gated.hasOnlyImprovements ? .improvement : .same
    }
}
