// Reports/Tables/ResultsTables: the benchmark tables `bench run --suite` and `bench results compare` / `bench
// baseline check` print.
import Harness
import Support

/// Tables of benchmark results and of their comparison.
public enum ResultsTables {
    /// One row per benchmark: its unit, then p50, p90, p99, min, max in nanoseconds per unit (p90 and p99 blank
    /// where the sample count does not support them) and allocations per unit.
    public static func results(_ results: BenchmarkResults) -> TextTable {
        var table = TextTable(
            columns: [.init("benchmark"), .init("per")]
                + ["p50", "p90", "p99", "min", "max"].map { .init("\($0) ns", alignment: .right) }
                + [.init("allocs", alignment: .right)])
        for (suite, result) in results.allResults {
            let stats = result.statistics
            let figures = [stats?.median, stats?.reported(.p90), stats?.reported(.p99), stats?.min, stats?.max]
            table.append(
                ["\(suite)/\(result.key)", result.perUnit]
                    + figures.map { $0.map { TextTable.number($0, decimals: 2) } ?? "" }
                    + [TextTable.number(result.allocationsPerFrame, decimals: 2)])
        }
        return table
    }

    /// How many benchmarks got each verdict, in verdict order, those with none left out (`2 regression, 5 same`).
    public static func verdictCounts(_ comparison: ResultsComparison) -> String {
        Verdict.allCases.compactMap { verdict -> String? in
            let n = comparison.rows.filter { $0.verdict == verdict }.count
            return n == 0 ? nil : "\(n) \(verdict.rawValue)"
        }.joined(separator: ", ")
    }

    /// One row per benchmark: unit, p50/p90/p99 before → after (ns per unit), allocations before → after,
    /// p50 change in percent, verdict and the figures that decided it.
    public static func comparison(_ comparison: ResultsComparison) -> TextTable {
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
