// BenchCLI/RunOptions: the command line of `bench run` (projection table or benchmark suites).
import ArgumentParsing
import Harness
import Plotting

/// What to measure (the projection table for `--chain-depth`s, or `--suite`s), how, and where the results go.
struct RunOptions: OptionGroup {
    /// `--suite name` (repeatable; `all`).
    static let suite: Option<[String]> = .repeated(
        "suite", kind: .choice(["all"] + BenchmarkCatalog.all.map(\.name)), valueName: "name",
        help: "measure this benchmark suite instead of the projection table ('all': every suite)")
    /// `--chain-depth depths`.
    static let chainDepth: Option<[Int]?> = .integers(
        "chain-depth", in: 1...100_000, valueName: "depths",
        help: "nested-chain depths (scroll views), comma-separated (default: 5; suites: their declared sizes)")
    /// `--frames n`.
    static let frames: Option<Int?> = .integer(
        "frames", in: 1...100_000_000, valueName: "n",
        help: "frames per timed sample (default: about 2 ms of oracle work, 10 to 10000; suites: 1000 or their own)")
    /// `--samples n`.
    static let samples: Option<Int?> = .integer(
        "samples", in: 1...100_000, valueName: "n",
        help: "timed samples per measurement (default: 100; suites: 30 or their own)")
    /// `--warmup n`.
    static let warmup: Option<Int?> = .integer(
        "warmup", in: 0...10_000, valueName: "n", help: "untimed samples first (default: 5; suites: 2 or their own)")
    /// `--seed n`.
    static let seed: Option<Int> = .integer(
        "seed", in: 0...Int.max, valueName: "n", default: 1, help: "seed of the jump path's random offsets")
    /// `--format text|json`.
    static let format = SharedOptions.format(
        [.text, .json], default: .text, help: "standard output: a table, or the results JSON")
    /// `-o`, `--output path`.
    static let output = SharedOptions.output.withHelp("also write the results JSON here (atomically)")
    /// `--force`.
    static let force = SharedOptions.force.withHelp("replace an existing --output or --plot file")
    /// `--plot file.png`.
    static let plot: Option<String?> = .text(
        "plot", valueName: "file.png",
        help:
            "draw ns/frame against chain depth (log scales), every path with its p10-p90 band; needs two or more depths"
    )
    /// `--renderer`.
    static let renderer = SharedOptions.renderer.withHelp(
        "plot renderer: gnuplot when installed (auto), or the built-in raster renderer")
    /// `--filter pattern`.
    static let filter: Option<String?> = .text(
        "filter", valueName: "pattern",
        help: "with --suite: only benchmarks whose suite/name contains this text ('*' matches any run of characters)")
    /// `-n`, `--dry-run`.
    static let dryRun = Flag("dry-run", short: "n", help: "list what would be measured, measure nothing")
    /// `-q`, `--quiet`.
    static let quiet = SharedOptions.quiet

    /// `--scenario preset|file`.
    static let scenario: Option<String?> = .text(
        "scenario", valueName: "preset|file", help: "time the projection of this scenario's own chain instead")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        [
            suite.spec, chainDepth.spec, scenario.spec, frames.spec, samples.spec, warmup.spec, seed.spec, format.spec,
            output.spec,
            force.spec, plot.spec, renderer.spec, filter.spec, dryRun.spec, quiet.spec,
        ]
    }

    /// `--suite` names (empty: the projection table).
    var suites: [String]
    /// `--chain-depth`, when given.
    var chainDepths: [Int]?
    /// `--scenario`, when given.
    var scenario: String?
    /// `--frames`, when given.
    var frames: Int?
    /// `--samples`, when given.
    var samples: Int?
    /// `--warmup`, when given.
    var warmup: Int?
    /// `--seed`.
    var seed: Int
    /// `--format`.
    var format: SharedOptions.OutputFormat
    /// `--output`, when given.
    var output: String?
    /// `--force`.
    var force: Bool
    /// `--plot`, when given.
    var plot: String?
    /// `--renderer`.
    var renderer: RendererChoice
    /// `--filter`, when given.
    var filter: String?
    /// `--dry-run`.
    var dryRun: Bool
    /// `--quiet`.
    var quiet: Bool

    /// Whether benchmark suites are measured (`--suite` given) rather than the projection table.
    var measuresSuites: Bool { !suites.isEmpty }

    /// Reads the options: `--plot` only for the projection table (and two or more depths), `--filter` only with
    /// `--suite`.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        suites = arguments[Self.suite]
        chainDepths = arguments[Self.chainDepth]
        scenario = arguments[Self.scenario]
        frames = arguments[Self.frames]
        samples = arguments[Self.samples]
        warmup = arguments[Self.warmup]
        seed = arguments[Self.seed]
        format = arguments[Self.format]
        output = arguments[Self.output]
        force = arguments[Self.force]
        plot = arguments[Self.plot]
        renderer = arguments[Self.renderer]
        filter = arguments[Self.filter]
        dryRun = arguments[Self.dryRun]
        quiet = arguments[Self.quiet]
        if !suites.isEmpty {
            if plot != nil { throw UsageError("--plot: only for the projection table (without --suite)") }
            if scenario != nil { throw UsageError("--scenario: only for the projection table (without --suite)") }
            return
        }
        if scenario != nil {
            if chainDepths != nil {
                throw UsageError("--scenario: measures the scenario's own chain; not with --chain-depth")
            }
            if plot != nil {
                throw UsageError("--plot: needs two or more chain depths; not with --scenario (one chain)")
            }
        }
        if filter != nil { throw UsageError("--filter: only with --suite") }
        let depths = chainDepths ?? [5]
        if plot != nil, Set(depths).count < 2 {
            throw UsageError(
                "--plot: needs two or more --chain-depth values (got \(depths.map(String.init).joined(separator: ",")))"
            )
        }
    }

    /// The suites `--suite` names (`all`: every suite of ``BenchmarkCatalog``), each cut to the benchmarks whose
    /// `suite/name` matches `--filter`; suites left empty are dropped.
    ///
    /// - Throws: ``UsageError`` when `--filter` matches no benchmark of the chosen suites.
    func chosenSuites() throws(UsageError) -> [BenchmarkSuite] {
        let chosen = Set(suites)
        let pattern = filter.map(NamePattern.init)
        let picked = BenchmarkCatalog.all.filter { chosen.contains("all") || chosen.contains($0.name) }
            .compactMap { suite -> BenchmarkSuite? in
                guard let pattern else { return suite }
                let kept = suite.benchmarks.filter { pattern.matches("\(suite.name)/\($0.name)") }
                return kept.isEmpty ? nil : BenchmarkSuite(name: suite.name, summary: suite.summary, benchmarks: kept)
            }
        if picked.isEmpty, let filter {
            throw UsageError("--filter: '\(filter)' matches no benchmark of the chosen suites")
        }
        return picked
    }
}
