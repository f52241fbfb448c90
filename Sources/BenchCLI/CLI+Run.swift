// BenchCLI/CLI+Run: `bench run`: the projection table for nested chains, or the benchmark suites.
import Analysis
import BenchmarkSuites
import Harness
import Plotting
import Reports
import SafeOutput

extension BenchCLI {
    /// Without `--suite`: times the projection oracle and the cursor on synthetic nested chains
    /// (`CLI+Run+Projection.swift`). With `--suite`: measures benchmark suites of ``BenchmarkCatalog``.
    static let run = Verb(
        name: "run", summary: "per-frame projection cost for nested chains of depth N, or benchmark suites",
        discussion: """
            Without --suite: for each --chain-depth N (default 5) builds a synthetic nested chain through the \
            nested chain builder: a primary scroll view (content 1000 pt in a 400 pt viewport) inside N-1 \
            ancestors (content 3000 pt in a 500 pt viewport, child at 1000...1400 pt), each too short to show its \
            child and everything below it, so every ancestor is split around its child: 2N-1 participant slices \
            held at 300 pt in a 600 pt viewport at 2x, plus detents 100, 200, 300, 300.5, 600 pt (300 and 300.5 \
            are absorbed by slices, the others become panel anchors). Two paths walk its outer offset: a smooth \
            drag across the whole axis and back (7.25 pt per frame; each sample starts at a new phase) and jumps \
            (4096 seeded random offsets over the whole axis). Six paths are timed against each other: floor (the \
            loop writing one offset per frame, no projection), linear-drag (the oracle's walk into preallocated \
            storage, no allocation), oracle-drag and oracle-jump (model.project, allocating), cursor-drag and \
            cursor-jump (ProjectionCursor; a jump rewrites every participant it changes, so its cost grows with depth).
            Timing: the paths of a depth run interleaved: --warmup untimed rounds, then --samples rounds, one sample \
            of each path per round in an order rotating every round; every sample holds the same frames (--frames, \
            default: about 2 ms of oracle work, 10 to 10000). The figure is batch time / frames in nanoseconds per \
            frame: median, and p90 / p99 only from 10 / 100 samples on (nearest rank). Allocations per frame are \
            counted in a separate untimed pass. Also printed: frames per second and share of a 120 Hz frame budget \
            (8.33 ms) at the median, each path's speedup over the allocation-free linear walk and its cost as a \
            multiple of the floor. --output writes the results file (version 2: metadata, the raw samples as suite \
            'projection' for 'bench baseline', and the per-depth table under 'projection'; the same JSON as \
            --format json).
            With --suite NAME (repeatable, or 'all'): measures those suites (--chain-depth sets the sizes of \
            sized benchmarks) and --output writes suite results JSON, the input of 'bench baseline update|check'.
            """,
        options: RunOptions.self
    ) { options, invocation in
        options.measuresSuites ? try runSuites(options, invocation) : try runProjection(options, invocation)
    }

    /// `bench run --suite NAME…`: measures suites, prints a table or JSON, optionally saves results JSON.
    static func runSuites(_ options: RunOptions, _ invocation: Invocation) throws -> ExitStatus {
        let io = invocation.io
        let suites = try options.chosenSuites()
        let plan = MeasurementPlan(
            warmupSamples: options.warmup ?? 2, samples: options.samples ?? 30, frames: options.frames ?? 1_000)
        let output = options.output
        if let output { try AtomicFile.preflight(output, overwrite: options.force) }

        var runner = BenchmarkRunner(plan: plan, sizes: options.chainDepths)
        runner.honorsDeclaredPlans = options.frames == nil && options.samples == nil && options.warmup == nil
        let pairs = suites.flatMap { suite in runner.measurements(of: suite).map { (suite.name, $0) } }
        if options.dryRun {
            for (suite, (benchmark, size)) in pairs {
                io.print("\(suite)/\(benchmark.name)\(size.map { "@\($0)" } ?? "")")
            }
            return .success
        }
        let progress = ProgressReporter(
            total: pairs.count, unit: "benchmarks",
            style: ProgressReporter.style(quiet: options.quiet, toTerminal: io.errorIsTerminal),
            write: io.writeError)
        var done = 0
        runner.onEvent = { event in
            guard case .stopBenchmark = event else { return }
            done += 1
            progress.update(completed: done)
        }
        let metadata = RunMetadata.current(commandPath: invocation.commandPath, environment: invocation.environment)
        var results = try runner.run(suites)
        results.metadata = metadata
        progress.finish()
        let json = try ResultsCoding.encode(results)
        if let output { try AtomicFile.write(json, to: output, overwrite: options.force) }
        if options.format == .json {
            io.writeOutput(String(decoding: json, as: UTF8.self))
        } else {
            io.writeOutput(ResultsTables.results(results).render())
            if let output { io.print("results: \(output)") }
        }
        return .success
    }
}
