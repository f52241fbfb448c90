// BenchCLI/RunOptions: the command line of `bench run` (the interleaved projection table, or benchmark suites).
import ArgumentParsing
import BenchmarkSuites
import Harness

/// What `bench run` measures (`--suite`s one after another, else the projection suites interleaved at each
/// `--chain-depth` or on a `--scenario`'s chain), how, and where the results go.
struct RunOptions: ArgumentBacked {
    static let suite: Option<[String]> = .repeated(
        "suite", kind: .choice(["all"] + BenchmarkCatalog.all.map(\.name)), valueName: "name",
        help: "measure this benchmark suite instead of the projection table ('all': every suite)")
    static let chainDepth: Option<[Int]?> = .integers(
        "chain-depth", in: 1...100_000, valueName: "depths",
        help: "nested-chain depths (scroll views), comma-separated (default: 5; suites: their declared sizes)")
    static let scenario: Option<String?> = .text(
        "scenario", valueName: "preset|file", help: "time the projection of this scenario's own chain instead")
    static let frames: Option<Int?> = .integer(
        "frames", in: 1...100_000_000, valueName: "n",
        help: "frames per timed sample (default: about 2 ms of the slowest path, 10-10000; suites: 1000 or their own)")
    static let samples: Option<Int?> = .integer(
        "samples", in: 1...100_000, valueName: "n", help: "timed samples (default: 100; suites: 30 or their own)")
    static let warmup: Option<Int?> = .integer(
        "warmup", in: 0...10_000, valueName: "n", help: "untimed samples first (default: 5; suites: 2 or their own)")
    static let seed: Option<Int> = .integer(
        "seed", in: 0...Int.max, valueName: "n", default: 1, help: "seed of the jump path's random offsets")
    static let format = SharedOptions.format(
        [.text, .json], default: .text, help: "standard output: a table, or the results JSON")
    static let output = SharedOptions.output.withHelp("also write the results JSON here (atomically)")
    static let force = SharedOptions.force.withHelp("replace an existing --output or --plot file")
    static let plot: Option<String?> = .text(
        "plot", valueName: "file.png", help: "draw ns/frame against chain depth with p10-p90 bands (two or more depths)"
    )
    static let renderer = SharedOptions.renderer.withHelp("plot renderer (auto: gnuplot if installed, else raster)")
    static let filter: Option<String?> = .text(
        "filter", valueName: "pattern", help: "with --suite: benchmarks whose suite/name contains this ('*': any text)")
    static let dryRun = Flag("dry-run", short: "n", help: "list what would be measured, measure nothing")
    static let quiet = SharedOptions.quiet

    static let specs: [OptionSpec] = [
        suite.spec, chainDepth.spec, scenario.spec, frames.spec, samples.spec, warmup.spec, seed.spec, format.spec,
        output.spec, force.spec, plot.spec, renderer.spec, filter.spec, dryRun.spec, quiet.spec,
    ]

    let arguments: ParsedArguments
    /// The suites `--suite` chose, cut by `--filter`; empty for the projection table.
    private(set) var suites: [BenchmarkSuite] = []
    /// `--chain-depth` in the order given (its list kind refuses a depth given twice), when given.
    let depths: [Int]?
    /// `--warmup`, `--samples`, `--frames` over the standard plan for a `--suite` run; `nil` when none is given
    /// (then each benchmark's own plan, else the standard one).
    let suitePlan: MeasurementPlan?
    /// How the projection table measures each depth: `--frames`, `--samples`, `--warmup` (or the runner's defaults).
    let interleaved: InterleavedRunner

    /// Reads the options: `--plot` only for the projection table of two or more depths, `--scenario` without
    /// `--chain-depth`, `--filter` only with `--suite` (and matching a benchmark).
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        let (names, given, filter) = (arguments[Self.suite], arguments[Self.chainDepth], arguments[Self.filter])
        let (scenario, plot) = (arguments[Self.scenario], arguments[Self.plot])
        depths = given
        let (frames, samples, warmup) = (arguments[Self.frames], arguments[Self.samples], arguments[Self.warmup])
        let planGiven = frames != nil || samples != nil || warmup != nil
        suitePlan = planGiven ? .standard.replacing(warmupSamples: warmup, samples: samples, frames: frames) : nil
        interleaved = InterleavedRunner(sizes: depths ?? [5], frames: frames, samples: samples, warmupSamples: warmup)
        if filter?.isEmpty == true {
            throw UsageError("--filter: is empty (it would match every benchmark: leave --filter out for that)")
        }
        if !names.isEmpty {
            if plot != nil { throw UsageError("--plot: only for the projection table (without --suite)") }
            if scenario != nil { throw UsageError("--scenario: only for the projection table (without --suite)") }
            let chosen = BenchmarkCatalog.all.filter { names.contains("all") || names.contains($0.name) }
            suites = chosen.filtered(by: filter.map(NamePattern.init))
            if suites.isEmpty, let filter {
                throw UsageError("--filter: '\(filter)' matches no benchmark of the chosen suites")
            }
            return
        }
        if scenario != nil, given != nil {
            throw UsageError("--scenario: measures the scenario's own chain; not with --chain-depth")
        }
        if scenario != nil, plot != nil {
            throw UsageError("--plot: needs two or more chain depths; not with --scenario (one chain)")
        }
        if filter != nil { throw UsageError("--filter: only with --suite") }
        if plot != nil, (depths ?? [5]).count < 2 {
            let list = (given ?? [5]).map(String.init).joined(separator: ",")
            throw UsageError("--plot: needs two or more --chain-depth values (got \(list))")
        }
    }

    /// `--seed`, as the workloads take it.
    var seed: UInt64 { UInt64(arguments[Self.seed]) }
}
