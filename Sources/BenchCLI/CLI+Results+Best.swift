// BenchCLI/CLI+Results+Best: `bench results best`: which parameter values to ship, from a sweep's results.
import Analysis
import ArgumentParsing
import Reports

extension BenchCLI {
    /// Ranks a sweep's parameter combinations by an outcome, keeping those whose cells meet every requirement.
    static let resultsBest = Verb(
        name: "best", summary: "rank a sweep's parameter values by an outcome under constraints",
        discussion: """
            Reads DIR/sweep.json (a sweep, or shards joined by bench results merge) and scores every combination \
            of the swept parameters: the --by outcome summed up by --aggregate over the cells that pass every \
            --where, smallest first (--maximize: largest). A combination qualifies when its counted cells meet \
            every --require; qualifying combinations are listed best first, then the others with how many cells \
            break a requirement. The header says how many cells were counted; combinations that tie share a rank, \
            and --top never cuts a tie (the rows beyond it are shown and said).

            A comparison is NAME OP VALUE with OP one of < <= > >= = != (quote them for the shell); |NAME| is the \
            magnitude; VALUE is a number or another NAME. Names: the outcomes (\(SweepMetric.nameList)), \
            start-height, start-detent (the index of the detent the cell starts on), velocity (release sweeps) or \
            distance (drag sweeps), and the swept parameters. The landing detent and the sheet are numbers here: \
            the detent index (0 = lowest); 0 shown, 1 dismissed. A condition is comparisons joined by 'or'. A \
            --require is CONDITION [when CONDITION] [from START]: 'when' limits it to the cells meeting that \
            condition; 'from each' judges it at every start height on its own, 'from 390' (a start height, pt) or \
            'from detent 1' at that one, and such a start must hold a counted cell of the subset.

            Example: slow releases stay and a 0.8 pt/ms flick moves up a detent (or is at the top), from each \
            detent, settling fastest:
              bench results best DIR --by settle-time --require 'landing-height=start-height when |velocity|<0.3' \
                --require 'landing-detent>start-detent or start-detent=2 when velocity=0.8 from each'
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
