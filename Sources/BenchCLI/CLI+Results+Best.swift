// BenchCLI/CLI+Results+Best: `bench results best`: which parameter values to ship, from a sweep's results.
import Analysis
import ArgumentParsing
import Reports

extension BenchCLI {
    /// Ranks a sweep's parameter combinations by an outcome, keeping those whose cells meet every requirement.
    static let resultsBest = Verb(
        name: "best", summary: "rank a sweep's parameter values by an outcome under constraints",
        discussion: """
            Scores every combination of a sweep's parameters by the --by outcome over the cells passing every \
            --where, and lists first those whose cells meet every --require. A comparison is NAME OP VALUE (OP: \
            < <= > >= = !=; |NAME| is the magnitude) over the outcomes (\(SweepMetric.nameList)), start-height, \
            start-detent, velocity or distance and the swept parameters. The conditions, the table and examples: \
            docs/sweeps.md.

            Example: bench results best DIR --by settle-time --require 'landing-height=start-height when |velocity|<0.3'
            """,
        options: ResultsBestOptions.self
    ) { options, invocation in
        let results = try readWholeSweep(options.source)
        let query = try options.ranking.query(header: results.header)
        let ranking = SweepBest.rank(results, query: query)
        invocation.io.print(SweepBestTable.render(results.header, query: query, ranking: ranking, top: options.top))
        if let reason = ranking.whyNothingQualifies {
            invocation.io.printError(
                "\(invocation.commandPath): no combination qualifies: \(nothingQualifiesText(reason, query: query))")
            return .nothingQualified
        }
        return .success
    }

    /// Why nothing qualifies, in the options' words.
    static func nothingQualifiesText(_ reason: SweepNoQualifier, query: SweepBestQuery) -> String {
        switch reason {
        case .noCellCounted: "no cell passes every --where"
        case .noValue:
            "--by \(query.metric.rawValue) has no value in the cells counted (\(query.metric.absenceReason))"
        case .everyCombinationBreaks: "every combination has cells that break a --require"
        }
    }
}
