// BenchCLI/CLI+Results+Best: `bench results best`: which parameter values to ship, from a sweep's results.
import Analysis
import Foundation
import Harness
import Support

extension BenchCLI {
    /// Ranks a sweep's parameter combinations by an outcome, keeping those whose cells meet every requirement.
    static let resultsBest = Verb(
        name: "best", summary: "rank a sweep's parameter values by an outcome under constraints",
        discussion: """
            Reads DIR/sweep.json (a sweep, or shards joined by bench results merge) and scores every combination \
            of the swept parameters: the --by outcome summed up by --aggregate over the cells that pass every \
            --where, smallest first (--maximize: largest). A combination qualifies when every counted cell meets \
            every --require; qualifying combinations are listed best first, then the others with how many cells \
            break a requirement.

            Conditions are NAME OP VALUE with OP one of < <= > >= = != (quote them for the shell); |NAME| is the \
            magnitude; VALUE is a number or another NAME. Names: the outcomes (\(SweepMetric.nameList)), \
            start-height, velocity (release sweeps) or distance (drag sweeps), and the swept parameters. The \
            landing detent and the sheet are numbers here: the detent index; 0 shown, 1 dismissed.

            Example: the low-velocity threshold that keeps slow releases (under 0.3 pt/ms) on their detent while \
            minimising the settle time:
              bench results best DIR --by settle-time --where '|velocity|<0.3' --require landing-height=start-height
            """,
        options: ResultsBestOptions.self
    ) { options, invocation in
        let results = try readWholeSweep(options.source)
        let query = try options.ranking.query(header: results.header)
        let ranked = SweepBest.rank(results, query: query)
        invocation.io.print(bestReport(results.header, query: query, ranked: ranked, top: options.top))
        if let reason = nothingQualifies(ranked, query: query) {
            invocation.io.printError("\(invocation.commandPath): no combination qualifies: \(reason)")
            return .nothingQualified
        }
        return .success
    }

    /// Why no combination of `ranked` qualifies, or nil when one does (the first cause that applies to all).
    static func nothingQualifies(_ ranked: [SweepBestEntry], query: SweepBestQuery) -> String? {
        guard !ranked.contains(where: { $0.violations == 0 && $0.counted > 0 && !$0.score.isNaN }) else { return nil }
        if ranked.allSatisfy({ $0.counted == 0 }) { return "no cell passes every --where" }
        if ranked.allSatisfy({ $0.score.isNaN }) {
            return "--by \(query.metric.rawValue) has no value in the cells counted (\(query.metric.absenceReason))"
        }
        return "every combination has cells that break a --require"
    }

    /// The ranking as a header line and a table.
    static func bestReport(_ header: SweepHeader, query: SweepBestQuery, ranked: [SweepBestEntry], top: Int) -> String {
        let metric = query.metric
        let unit = metric.unit.isEmpty ? "" : " \(metric.unit)"
        let qualifying = ranked.filter { $0.violations == 0 && $0.counted > 0 && !$0.score.isNaN }.count
        let lines = [
            "\(query.aggregate.rawValue) \(metric.label)\(unit), \(query.maximize ? "largest" : "smallest") first, "
                + "over \(header.grid.count) cells of \(header.scenario.name)"
                + (query.filters.isEmpty ? "" : " where " + query.filters.map(\.description).joined(separator: " and "))
                + (query.requirements.isEmpty
                    ? "" : "; requiring " + query.requirements.map(\.description).joined(separator: " and ")),
            "\(qualifying) of \(ranked.count) combinations qualify",
        ]
        var table = TextTable(
            columns: [TextTable.Column("rank", alignment: .right)]
                + header.grid.parameters.map {
                    TextTable.Column(
                        "\($0.parameter.rawValue)\($0.parameter.valueUnit.isEmpty ? "" : " " + $0.parameter.valueUnit)",
                        alignment: .right)
                } + [
                    TextTable.Column("\(query.aggregate.rawValue) \(metric.rawValue)\(unit)", alignment: .right),
                    TextTable.Column("cells", alignment: .right), TextTable.Column("breaking", alignment: .right),
                    TextTable.Column("first broken"),
                ])
        for (rank, entry) in ranked.prefix(top).enumerated() {
            table.append(
                ["\(rank + 1)"] + entry.labels + [
                    entry.score.isNaN ? "none" : NumberFormat.fixed(entry.score, decimals: 4), "\(entry.counted)",
                    "\(entry.violations)", entry.firstViolation ?? "",
                ])
        }
        return lines.joined(separator: "\n") + "\n" + table.render()
    }
}
