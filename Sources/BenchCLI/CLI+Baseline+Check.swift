// BenchCLI/CLI+Baseline+Check: `bench baseline check <results.json>`; exit status 3 on a regression.
import Analysis
import Harness

extension BenchCLI {
    /// Compares a run with a stored baseline and lists every figure that regressed.
    static let baselineCheck = Verb(
        name: "check", summary: "compare results with the baseline; exit status 3 on a regression",
        discussion: """
            A timing percentile regresses when it grew by more than the relative threshold (percent) and by \
            more than the absolute one (nanoseconds per frame); allocations per frame when they grew by more \
            than allowed. Benchmarks missing on either side are listed, not failed.
            """,
        positionals: [BaselineOptions.results],
        options: BaselineOptions.common + [
            .option(
                "thresholds", kind: .choice(of: ThresholdPreset.self), valueName: "preset", default: "default",
                help: "tolerances for suites without a thresholds file"),
            .option(
                "thresholds-dir", valueName: "path", default: "Benchmarks/Thresholds",
                help: "folder holding per-suite <suite>.json thresholds"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let io = invocation.io
        let (store, name) = try BaselineOptions.store(arguments)
        let results = try ResultsCoding.loadResults(at: arguments.positional("results.json") ?? "")
        guard let baseline = try store.loadBaseline(named: name) else {
            throw ResultsFileError(
                "no baseline '\(name)' at '\(store.baselinePath(named: name))' (create it with bench baseline update)")
        }
        let preset = (arguments.choice("thresholds", as: ThresholdPreset.self) ?? .default).thresholds
        var perSuite: [String: Thresholds] = [:]
        for suite in results.suites {
            perSuite[suite.name] = try store.thresholds(forSuite: suite.name, fallback: preset)
        }
        let comparison = BaselineComparison(results: results, baseline: baseline) { perSuite[$0] ?? preset }
        for id in comparison.notInBaseline { io.print("note: \(id) is not in baseline '\(name)'") }
        for id in comparison.notInResults { io.print("note: \(id) is in baseline '\(name)' but not in the results") }
        guard !comparison.regressions.isEmpty else {
            io.print("no regression: \(comparison.comparedCount) benchmarks compared with baseline '\(name)'")
            return .success
        }
        io.writeOutput(regressionTable(comparison.regressions).render())
        let count = comparison.regressions.count
        io.printError("\(invocation.commandPath): \(count) figure\(count == 1 ? "" : "s") regressed")
        return .regression
    }

    /// One row per regressed figure: benchmark, figure, baseline, now, change %.
    static func regressionTable(_ regressions: [Regression]) -> TextTable {
        var table = TextTable(columns: [
            .init("benchmark"), .init("figure"), .init("baseline", alignment: .right),
            .init("now", alignment: .right), .init("change %", alignment: .right),
        ])
        for r in regressions {
            let change = TextTable.number(r.changePercent)
            table.append([
                r.benchmark, r.figure, TextTable.number(r.baseline, decimals: 2), TextTable.number(r.now, decimals: 2),
                r.changePercent > 0 ? "+" + change : change,
            ])
        }
        return table
    }
}
