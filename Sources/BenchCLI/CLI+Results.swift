// BenchCLI/CLI+Results: `bench results …`: compare and export benchmark results; merge, rank and check the shards
// of a sweep.
import Analysis
import ArgumentParsing
import Harness
import Reports
import SafeOutput
import Sweep

extension BenchCLI {
    static let results = Verb(
        name: "results",
        summary:
            "work on saved results (compare benchmark runs; merge sweep shards, rank parameter values, shard status)",
        subverbs: [resultsCompare, resultsExport, resultsMerge, resultsBest, resultsPareto, resultsStatus])

    static let resultsCompare = Verb(
        name: "compare", summary: "compare two results files benchmark by benchmark (exit 3: regression)",
        discussion: """
            One row per benchmark: p50/p90/p99 and allocations (old -> new), the change of the median and a \
            verdict by the thresholds. Exit status: 3 when a gated figure regressed, 4 when some only improved, \
            0 otherwise (2: bad input). The table and the thresholds: docs/benchmarks.md.
            """,
        options: ResultsCompareOptions.self
    ) { options, invocation in
        let older = try ResultsCoding.loadResults(at: options.olderPath)
        let newer = try ResultsCoding.loadResults(at: options.newerPath)
        let store = BaselineStore(thresholdsFolder: try options.comparison.checkedThresholdsFolder())
        return try reportComparison(
            older: older, newer: newer, store: store, options: options.comparison, invocation: invocation)
    }

    static let resultsExport = Verb(
        name: "export", summary: "convert a results file for a dashboard (JMH JSON, github-action-benchmark)",
        discussion: """
            --to jmh writes JMH's JSON (-rf json); --to github-action-benchmark the input of \
            benchmark-action/github-action-benchmark (customSmallerIsBetter). Both: docs/benchmarks.md.
            """,
        options: ResultsExportOptions.self
    ) { options, invocation in
        let results = try ResultsCoding.loadResults(at: options.resultsPath)
        let data = try ResultsExport.encoded(results, as: options.target)
        if let output = options.output {
            try AtomicFile.write(data, to: output, overwrite: options.force)
        } else {
            invocation.io.writeOutput(String(decoding: data, as: UTF8.self))
        }
        return .success
    }

    static let resultsStatus = Verb(
        name: "status", summary: "list the done, failed and missing shards of a sweep array, and what to rerun",
        discussion: """
            Give the shard folders of one sweep, or the folder holding them; the last lines give the shards to \
            run again as a Slurm --array list. Exit status 0 when every shard is done, \
            \(ExitStatus.shardsIncomplete.rawValue) otherwise, 2 for bad input. What done, failed and missing \
            mean, and resubmitting: docs/sweeps.md.

            Example: bench results status results/
            """,
        options: ResultsStatusOptions.self
    ) { options, invocation in
        let probes = SweepShardFolders.expand(options.folders).map(SweepShardFolders.probe)
        let status: SweepArrayStatus
        do throws(SweepSpecError) {
            status = try SweepArrayStatus.assess(probes, shardCount: options.shardCount)
        } catch {
            throw UsageError(
                options.shardCount == nil ? error.description + ": give --shard-count" : "--shard-count: \(error)")
        }
        invocation.io.writeOutput(SweepArrayStatusTable.render(status))
        return status.isComplete ? .success : .shardsIncomplete
    }

    static let resultsMerge = Verb(
        name: "merge", summary: "join the shards of a sweep into one sweep folder (CSV, JSON, PNGs)",
        discussion: """
            Give every shard of one sweep (bench sweep --shard i/n folders or their sweep.json), in any order; the \
            folder written is byte for byte what bench sweep without --shard writes. Details: docs/sweeps.md.
            """,
        options: MergeOptions.self
    ) { options, invocation in
        let (out, force) = (options.out, options.force)
        let parts = try options.sources.map { source in (source: source, results: try SweepShardFolders.read(source)) }
        try SweepOutput.preflight(out, overwrite: force)
        let report = try SweepOutput.write(
            try SweepResults.merge(parts), to: out, overwrite: force,
            options: SweepOutputOptions(renderer: options.renderer))
        invocation.io.writeOutput(SweepSummary.mergedText(shards: parts.count, report: report))
        return .success
    }

    /// ``SweepShardFolders/openWhole(_:)``: the header read, the rows read by ``readingRows(option:_:)``; every
    /// message starting with `option` when one is given.
    static func openWholeSweep(_ source: String, option: String? = nil) throws(UsageError) -> SweepFile {
        try UsageError.rethrowing(prefix: option.map { "\($0): " } ?? "") { () throws(SweepSpecError) in
            try SweepShardFolders.openWhole(source)
        }
    }

    /// What `body` returns, reading a sweep's rows: a row refused (``SweepSpecError``) becomes the usage error of
    /// the same line, after `option` when one is given; other errors pass unchanged.
    static func readingRows<T>(option: String? = nil, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as SweepSpecError {
            throw UsageError((option.map { "\($0): " } ?? "") + error.description)
        }
    }

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
        let sweep = try openWholeSweep(options.source)
        let query = try options.ranking.query(header: sweep.header)
        let ranking = try readingRows { try SweepBest.rank(sweep, query: query) }
        invocation.io.print(SweepBestTable.render(sweep.header, query: query, ranking: ranking, top: options.top))
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
