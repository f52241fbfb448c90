// BenchCLI/SweepOptions: the command lines of `bench sweep` and of the verbs that re-write sweep folders (render,
// results merge).
import Analysis
import ArgumentParsing
import Reports
import Sweep

/// The grid (parameters × start heights × gesture values), the scenario, the pictures, the jobs and the shard, and
/// where it all goes.
struct SweepOptions: ArgumentBacked {
    static let scenario = SharedOptions.scenario
    static let param: Option<[String]> = .repeated(
        "param", valueName: "name=spec",
        help: "a parameter and its values, START:STOP:STEP or v1,v2,… (default: the system's, see below)")
    static let gesture: Option<SweepGesture?> = .choice(
        "gesture", of: SweepGesture.self, valueName: "gesture",
        help: "release: lift with --velocities; drag: drag --distances (default: drag for the comment pop-up, "
            + "else release)")
    static let velocities: Option<String?> = .text(
        "velocities", valueName: "spec",
        help: "release velocities, pt/ms (+ = expanding; default \(SweepGesture.release.defaultValues)); write "
            + "--velocities=\(SweepGesture.release.defaultValues) for a leading minus")
    static let distances: Option<String?> = .text(
        "distances", valueName: "spec",
        help: "drag distances, pt (+ = finger up, expanding; default \(SweepGesture.drag.defaultValues)), with "
            + "--gesture drag")
    static let startHeights: Option<String?> = .text(
        "start-heights", valueName: "spec",
        help: "display heights at touch-down, pt (default: the detents, the pop-up's shown height, or 1/4, "
            + "1/2 and 3/4 of the travel)")
    static let jobs: Option<Int?> = .integer(
        "jobs", short: "j", in: 1...1024, valueName: "n", help: "threads (default: the number of cores)")
    static let shard: Option<String?> = .text(
        "shard", valueName: "i/n|auto", help: "run every n-th cell starting at i (0-based); auto: from the array job")
    static let shardCount: Option<Int?> = .integer(
        "shard-count", in: 1...SweepShard.maximumCount, valueName: "n",
        help: "shard count for --shard auto under a Kubernetes Indexed Job (its completions)")
    static let out = SharedOptions.outFolder.withHelp(
        "output folder (default: Plots/sweep-<scenario>-<params>[-shard-i-of-n])")
    static let format = SharedOptions.format(
        [.csv, .json],
        help: "also print the results to standard output in this format (the summary then goes to standard error)")
    static let renderer = SharedOptions.renderer.withHelp("PNG renderer: gnuplot if installed, else built-in raster")
    static let force = SharedOptions.force.withHelp(
        "replace an existing output folder; allow more than \(SweepPlan.cellLimit) cells")
    static let quiet = SharedOptions.quiet

    static var specs: [OptionSpec] {
        let grid: [OptionSpec] = [
            scenario.spec, param.spec, gesture.spec, velocities.spec, distances.spec, startHeights.spec,
            GestureOptions.style.spec, GestureOptions.settleThreshold.spec,
        ]
        let run: [OptionSpec] = [
            jobs.spec, shard.spec, shardCount.spec, out.spec, format.spec, renderer.spec, force.spec, quiet.spec,
        ]
        return grid + SweepPictureOptions.specs + run
    }

    let arguments: ParsedArguments
    /// What will run: the scenario (with `--style`, `--settle-threshold`), the grid and its runner, checked.
    let plan: SweepPlan
    /// `--renderer` and the pictures (`--metric`, `--plot-values`), checked against the plan.
    let output: SweepOutputOptions
    /// `--shard`, read (`auto` is resolved from the environment when the sweep runs).
    let shard: ShardArgument?

    /// Checks `--shard-count` (only with `--shard auto`), then the plan (see ``SweepPlan``), the pictures and
    /// `--shard`.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        let pictures = SweepPictureOptions(parsing: arguments)
        let (shard, shardCount) = (arguments[Self.shard], arguments[Self.shardCount])
        if shardCount != nil, shard != "auto" { throw UsageError("--shard-count: only used with --shard auto") }
        var scenario = try BenchCLI.loadScenario(arguments[Self.scenario])
        if let style = arguments[GestureOptions.style] { scenario.movementStyle = style }
        if let threshold = arguments[GestureOptions.settleThreshold] { scenario.settleThreshold = threshold }
        do throws(SweepPlan.TextError) {
            plan = try SweepPlan(
                scenario: scenario, parameterTexts: arguments[Self.param], gesture: arguments[Self.gesture],
                gestureValueTexts: [.release: arguments[Self.velocities], .drag: arguments[Self.distances]]
                    .compactMapValues { $0 }, startHeightsText: arguments[Self.startHeights],
                allowingLarge: arguments[Self.force], labels: Self.planLabels(given: arguments))
        } catch {
            throw UsageError(Self.line(for: error, labels: Self.planLabels(given: arguments)))
        }
        let plots = try UsageError.rethrowing { [plan] () throws(SweepSpecError) in
            try pictures.plotOptions(grid: plan.grid, scenario: plan.scenario)
        }
        output = SweepOutputOptions(renderer: arguments[Self.renderer], plots: plots)
        self.shard = try shard.map { text throws(UsageError) in
            text == "auto" ? .auto(shardCount: shardCount) : .given(try ShardArgument.parse(text))
        }
    }
}

struct RenderOptions: SweepFolderArgument, UncheckedArgumentBacked {
    static let renderer = SharedOptions.renderer
    static let out = SharedOptions.outFolder.withHelp("write a new folder instead of re-drawing in place")
    static let force = SharedOptions.force.withHelp("replace an existing --out folder")
    static let html = Flag(
        "html",
        help: "also write sweep.html: the heatmaps with each cell's outcome, a click plays the cell's trajectory "
            + "(a bounded set of cells, simulated again; docs/page.md)")

    static var specs: [OptionSpec] { [renderer.spec] + SweepPictureOptions.specs + [out.spec, force.spec, html.spec] }
    let arguments: ParsedArguments
    /// `--metric`, `--plot-values`.
    var pictures: SweepPictureOptions { SweepPictureOptions(arguments: arguments) }
}

/// `bench results merge SHARD...`: the shards, and the folder they are joined into.
struct MergeOptions: ArgumentBacked {
    static let shards = PositionalSpec("shard", help: "a shard folder or its sweep.json", variadic: true)
    static let out = SharedOptions.outFolder.withHelp("the merged sweep folder (required)")
    static let renderer = SharedOptions.renderer
    static let force = SharedOptions.force.withHelp("replace an existing output folder")

    static var specs: [OptionSpec] { [out.spec, renderer.spec, force.spec] }
    static var positionals: [PositionalSpec] { [shards] }
    let arguments: ParsedArguments

    /// Checks that `--out` is given.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        if arguments[Self.out] == nil { throw UsageError("--out: the merged folder is required") }
    }

    /// The shard folders (or `sweep.json` files), in the order given.
    var sources: [String] { arguments.all(Self.shards) }
    var out: String { arguments[Self.out] ?? "" }
}
