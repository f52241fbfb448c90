// BenchCLI/CLI+Run: `bench run`: the projection table (the projection suites, interleaved) or benchmark suites.
import Analysis
import ArgumentParsing
import BenchmarkSuites
import Harness
import Reports
import SafeOutput

extension BenchCLI {
    static let run = Verb(
        name: "run", summary: "per-frame projection cost for nested chains of depth N, or benchmark suites",
        discussion: """
            Without --suite: the projection suites (projection-oracle, cursor-drag, cursor-jump) at each \
            --chain-depth N (default 5) on a synthetic chain of depth N, or on the chain of --scenario, measured \
            interleaved; the table gives ns/frame per path against the allocation-free linear walk and the floor. \
            With --suite NAME (repeatable, or 'all'): those suites, one after another (--chain-depth sets the sizes \
            of sized ones). --output writes the results file 'bench baseline' and 'bench results' read. See \
            docs/benchmarks.md.
            """,
        options: RunOptions.self
    ) { options, invocation in
        // Measures what the options name, prints a table (or the results JSON), optionally writing the results
        // file and, for the projection table, a plot.
        let io = invocation.io
        let table = options.suites.isEmpty
        // A --scenario is read first: a bad file is reported before any output path, and no output replaces it.
        let chains = table ? try projectionChains(options) : []
        try PathIdentity.requireDistinct([("--output", options.output), ("--plot", options.plot)])
        let files = try RunResultFiles(
            output: options.output, plot: options.plot, renderer: options.renderer, overwrite: options.force)
        let suites = table ? BenchmarkCatalog.projectionSuites(.measuring(chains, seed: options.seed)) : options.suites
        var runner = BenchmarkRunner(plan: options.suitePlan ?? .standard, sizes: options.depths)
        runner.honorsDeclaredPlans = options.suitePlan == nil
        var interleaved = options.interleaved
        interleaved.sizes = chains.map(\.depth)
        let schedule: BenchmarkSchedule = table ? .interleaved(interleaved) : .sequential(runner)
        if options.dryRun {
            let names = schedule.names(of: suites)
            let lines =
                table
                ? chains.map { ProjectionTable.chainSummary($0) + "; paths: " + names.joined(separator: ", ") } : names
            for line in lines { io.print(line) }
            return .success
        }
        let results = try schedule.measure(
            suites, progress: ProgressReporter.style(quiet: options.quiet, toTerminal: io.errorIsTerminal),
            write: io.writeError
        ) { RunMetadata.current(commandPath: invocation.commandPath, environment: invocation.environment) }
        let (json, written) = try files.write(results)
        if options.format == .json {
            io.writeOutput(String(decoding: json, as: UTF8.self))
            return .success
        }
        let (floor, reference) = (BenchmarkCatalog.projectionFloor, BenchmarkCatalog.projectionReference)
        io.writeOutput(
            table
                ? ProjectionTable.text(results, chains: chains, seed: options.seed, floor: floor, reference: reference)
                : ResultsTables.results(results).render())
        for line in written { io.print(line) }
        return .success
    }

    /// The chains the projection table measures: the `--scenario`'s own, or the synthetic chain of each depth.
    static func projectionChains(_ options: RunOptions) throws -> [any ProjectedChain] {
        guard let spec = options.scenario else { return try (options.depths ?? [5]).map(SyntheticChain.init) }
        let scenario = try loadScenario(spec)
        let chain = Result { () throws(ScenarioChainError) in try ScenarioChain(scenario) }
        return [try chain.mapError { UsageError("--scenario: \($0.description)") }.get()]
    }
}
