// BenchCLI/SweepOptions: the command line of `bench sweep`.
import Analysis
import ArgumentParsing
import PanelSimulator
import Plotting
import Reports

/// The grid (parameters × start heights × gesture values), the scenario, the pictures, the jobs and the shard, and
/// where it all goes.
struct SweepOptions: OptionGroup {
    /// `--param name=spec` (repeatable).
    static let param: Option<[String]> = .repeated(
        "param", valueName: "name=spec",
        help: "a parameter and its values, START:STOP:STEP or v1,v2,… (default: the system's, see below)")
    /// `--gesture release|drag`.
    static let gesture: Option<SweepGesture?> = .choice(
        "gesture", of: SweepGesture.self, valueName: "gesture",
        help: "release: lift with --velocities; drag: drag --distances (default: drag for the comment pop-up, "
            + "else release)")
    /// `--velocities spec`, points per millisecond.
    static let velocities: Option<String?> = .text(
        "velocities", valueName: "spec",
        help: "release velocities, pt/ms (+ = expanding; default \(SweepGesture.release.defaultValues)); write "
            + "--velocities=\(SweepGesture.release.defaultValues) for a leading minus")
    /// `--distances spec`, points.
    static let distances: Option<String?> = .text(
        "distances", valueName: "spec",
        help: "drag distances, pt (+ = finger up, expanding; default \(SweepGesture.drag.defaultValues)), with "
            + "--gesture drag")
    /// `--start-heights spec`, points.
    static let startHeights: Option<String?> = .text(
        "start-heights", valueName: "spec",
        help: "display heights at touch-down, pt (default: the detents, the pop-up's shown height, or 1/4, "
            + "1/2 and 3/4 of the travel)")
    /// `-j`, `--jobs n`.
    static let jobs: Option<Int?> = .integer(
        "jobs", short: "j", in: 1...1024, valueName: "n", help: "threads (default: the number of cores)")
    /// `--shard i/n|auto`.
    static let shard: Option<String?> = .text(
        "shard", valueName: "i/n|auto", help: "run every n-th cell starting at i (0-based); auto: from the array job")
    /// `--shard-count n`.
    static let shardCount: Option<Int?> = .integer(
        "shard-count", in: 1...SweepShard.maximumCount, valueName: "n",
        help: "shard count for --shard auto under a Kubernetes Indexed Job (its completions)")
    /// `-o`, `--out dir`.
    static let out = SharedOptions.outFolder.withHelp(
        "output folder (default: Plots/sweep-<scenario>-<params>[-shard-i-of-n])")
    /// `--format csv|json`.
    static let format = SharedOptions.format(
        [.csv, .json],
        help: "also print the results to standard output in this format (the summary then goes to standard error)")
    /// `--renderer`.
    static let renderer = SharedOptions.renderer.withHelp("PNG renderer: gnuplot if installed, else built-in raster")
    /// `--force`.
    static let force = SharedOptions.force.withHelp(
        "replace an existing output folder; allow more than \(SweepPlan.cellLimit) cells")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        let grid: [OptionSpec] = [
            SharedOptions.scenario.spec, param.spec, gesture.spec, velocities.spec, distances.spec,
            startHeights.spec, GestureOptions.style.spec, GestureOptions.settleThreshold.spec,
        ]
        let run: [OptionSpec] = [
            jobs.spec, shard.spec, shardCount.spec, out.spec, format.spec, renderer.spec, force.spec,
            SharedOptions.quiet.spec,
        ]
        return grid + SweepPictureOptions.specs + run
    }

    /// What will run: the scenario (with `--style`, `--settle-threshold`), the grid and its runner, checked.
    var plan: SweepPlan
    /// `--scenario` as given (recorded in `sweep.json`).
    var scenario: String
    /// `--shard`, read (`auto` is resolved from the environment when the sweep runs).
    var shard: ShardArgument?
    /// `--out`, when given.
    var out: String?
    /// `--format`, when given.
    var format: SharedOptions.OutputFormat?
    /// `--jobs`, when given.
    var jobs: Int?
    /// `--renderer` and the pictures (`--metric`, `--plot-values`).
    var output: SweepOutputOptions
    /// `--force`.
    var force: Bool
    /// `--quiet`.
    var quiet: Bool

    /// Reads the options (every one before any check), then checks them: `--shard-count` only with `--shard auto`,
    /// then the plan (see ``SweepPlan``), then
    /// `--shard`.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let scenario = arguments[SharedOptions.scenario]
        let style = arguments[GestureOptions.style]
        let settleThreshold = arguments[GestureOptions.settleThreshold]
        let parameters = arguments[Self.param]
        let gesture = arguments[Self.gesture]
        var values: [SweepGesture: String] = [:]
        values[.release] = arguments[Self.velocities]
        values[.drag] = arguments[Self.distances]
        let startHeights = arguments[Self.startHeights]
        let pictures = try SweepPictureOptions(parsing: arguments)
        let shard = arguments[Self.shard]
        let shardCount = arguments[Self.shardCount]
        jobs = arguments[Self.jobs]
        out = arguments[Self.out]
        format = arguments[Self.format]
        force = arguments[Self.force]
        let renderer = arguments[Self.renderer]
        quiet = arguments[SharedOptions.quiet]
        if shardCount != nil, shard != "auto" { throw UsageError("--shard-count: only used with --shard auto") }
        var loaded = try BenchCLI.loadScenario(scenario)
        if let style { loaded.movementStyle = style }
        if let settleThreshold { loaded.settleThreshold = settleThreshold }
        plan = try Self.plan(
            loaded, parameters: parameters, gesture: gesture, gestureValues: values, startHeights: startHeights,
            force: force)
        self.scenario = scenario
        do throws(SweepSpecError) {
            let plots = try pictures.plotOptions(grid: plan.grid, scenario: plan.scenario)
            output = SweepOutputOptions(renderer: renderer, plots: plots)
        } catch {
            throw UsageError(error.description)
        }
        self.shard = try shard.map { text throws(UsageError) in
            text == "auto" ? .auto(shardCount: shardCount) : .given(try ShardArgument.parse(text))
        }
    }
}
