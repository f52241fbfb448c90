// Reports/Tables/SweepBestTable: `bench results best`'s ranking as a header, a table and a note on ties.
import Analysis
import Support
import Sweep

/// The ranking of a sweep's combinations as text.
public enum SweepBestTable {
    /// A header line (what is ranked, over how many cells counted of how many, what is required), a line of
    /// how many combinations qualify, the table of the first `top` entries and every entry tied with the last
    /// of them, and, when more entries are shown than `top` or fewer than there are, a line saying so.
    public static func render(_ header: SweepHeader, query: SweepBestQuery, ranking: SweepRanking, top: Int) -> String {
        let metric = query.metric
        let unit = metric.unit.isEmpty ? "" : " \(metric.unit)"
        let withoutValue = ranking.countedCells - ranking.valuedCells
        let lines = [
            "\(query.aggregate.rawValue) \(metric.label)\(unit), \(query.maximize ? "largest" : "smallest") first, "
                + "over \(ranking.countedCells) of \(ranking.totalCells) cells of \(header.scenario.name)"
                + (query.filters.isEmpty ? "" : " where " + joined(query.filters.map(\.description)))
                + (withoutValue > 0 ? " (\(withoutValue) of them without a \(metric.label))" : "")
                + (query.requirements.isEmpty ? "" : "; requiring " + joined(query.requirements.map(\.description))),
            "\(ranking.qualifyingCount) of \(ranking.entries.count) combinations qualify",
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
        let shown = ranking.shownCount(top: top)
        for i in 0..<shown {
            let entry = ranking.entries[i]
            table.append(
                ["\(ranking.ranks[i])"] + entry.labels + [
                    entry.score.isNaN ? "none" : NumberFormat.fixed(entry.score, decimals: 4), "\(entry.counted)",
                    "\(entry.violations + entry.emptyStarts)", entry.firstBreak.map { brokenText($0, query) } ?? "",
                ])
        }
        return lines.joined(separator: "\n") + "\n" + table.render()
            + (shownNote(ranking, top: top, shown: shown) ?? "")
    }

    /// Conditions joined by `and`, each quoted when there are several (a condition may hold `or`).
    static func joined(_ conditions: [String]) -> String {
        conditions.count == 1 ? conditions[0] : conditions.map { "'\($0)'" }.joined(separator: " and ")
    }

    /// The line under the table when it is not every entry in `top` rows: the ties added, the entries left out.
    static func shownNote(_ ranking: SweepRanking, top: Int, shown: Int) -> String? {
        guard shown < ranking.entries.count || shown > top else { return nil }
        var parts = ["\(shown) of \(ranking.entries.count) combinations shown"]
        if shown > top {
            parts.append("\(shown - top) beyond the top \(top) tie with rank \(ranking.ranks[shown - 1])")
        }
        return parts.joined(separator: "; ") + "\n"
    }

    /// The first break as the table's last column says it: the requirement as written, and where it broke.
    static func brokenText(_ broken: SweepBreak, _ query: SweepBestQuery) -> String {
        switch broken {
        case .cell(let k, _): query.requirements[k].description
        case .noCell(let k, let height):
            "\(query.requirements[k].description): no cell from \(NumberFormat.plain(height)) pt"
        }
    }
}
