// BenchCLI/CLI+Pareto: `bench results pareto`: the parameter combinations of a sweep that no other beats on every
// one of two or three outcomes.
import Analysis
import ArgumentParsing
import Foundation
import Reports
import SafeOutput
import Sweep

extension BenchCLI {
    static let resultsPareto = Verb(
        name: "pareto", summary: "the trade-off front of a sweep: combinations no other beats on every outcome",
        discussion: """
            Scores every combination of a sweep's parameters on two or three --objective outcomes, each summed up \
            as bench results best sums up --by (--aggregate over the cells passing every --where; combinations \
            breaking a --require left out), and lists the non-dominated ones: no other combination is at least \
            as good on every outcome and better on one. --csv, --json and --out (a PNG) write the front. Details: \
            docs/sweeps.md.

            Example: bench results pareto DIR --objective settle-time --objective overshoot
            """,
        options: ResultsParetoOptions.self
    ) { options, invocation in
        let sweep = try openWholeSweep(options.source)
        let query = try options.query(header: sweep.header)
        for objective in query.objectives {
            if let reason = objective.metric.unavailableReason(in: sweep.header.ranScenario) {
                throw UsageError("--objective \(objective.metric.rawValue): \(reason)")
            }
        }
        let front = try readingRows { try SweepBest.paretoFront(sweep, query: query) }
        let report = SweepParetoReport(header: sweep.header, query: query, result: front)
        let (csv, json, out) = (options.csv, options.json, options.out)
        try PathIdentity.requireDistinct([("--csv", csv), ("--json", json), ("--out", out)])
        for path in [csv, json, out].compactMap({ $0 }) where PathIdentity.same(path, options.source) {
            throw UsageError("\(path): is the sweep being read; an output never replaces its input")
        }
        let renderer = options.arguments[PlotOutputOptions.renderer]
        let set = OutputSet(overwrite: options.arguments[PlotOutputOptions.force])
        try PlotOutput.declare(images: [out].compactMap { $0 }, files: [csv, json], renderer: renderer, in: set)
        var files: [PlotOutput.ExtraFile] = []
        if let csv { files.append((csv, Data(report.csv.utf8), "csv: \(csv)")) }
        if let json { files.append((json, try report.json(), "json: \(json)")) }
        let written = try PlotOutput.write(
            images: out.map { [($0, report.plot(size: options.output.size))] } ?? [], files: files,
            renderer: renderer, in: set)
        invocation.io.writeOutput(report.text)
        for line in written { invocation.io.print(line) }
        if report.result.points.isEmpty {
            invocation.io.printError("\(invocation.commandPath): no combination qualifies under every objective")
            return .nothingQualified
        }
        return .success
    }
}
