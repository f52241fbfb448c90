// BenchCLI/SweepOptions: the command line of `bench sweep`.
import Analysis
import ArgumentParsing
import PanelSimulator
import Plotting

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
        help: "release velocities, pt/ms (+ = expanding; default -3:3:0.1); write --velocities=-3:3:0.1 "
            + "for a leading minus")
    /// `--distances spec`, points.
    static let distances: Option<String?> = .text(
        "distances", valueName: "spec",
        help: "drag distances, pt (+ = finger up, expanding; default -300:300:10), with --gesture drag")
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
        "shard-count", in: 1...1_000_000, valueName: "n",
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
    static let force = SharedOptions.force.withHelp("replace an existing output folder; allow more than 1000000 cells")

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

    /// `--scenario`.
    var scenario: String
    /// `--param` texts, in order.
    var parameters: [String]
    /// `--gesture`, when given.
    var gesture: SweepGesture?
    /// `--velocities`, as typed.
    var velocities: String?
    /// `--distances`, as typed.
    var distances: String?
    /// `--start-heights`, as typed.
    var startHeights: String?
    /// `--style`, when given.
    var style: MovementStyle?
    /// `--settle-threshold`, points.
    var settleThreshold: Double?
    /// `--metric`, `--plot-values`.
    var pictures: SweepPictureOptions
    /// `--jobs`, when given.
    var jobs: Int?
    /// `--shard`, as typed.
    var shard: String?
    /// `--shard-count`, when given.
    var shardCount: Int?
    /// `--out`, when given.
    var out: String?
    /// `--format`, when given.
    var format: SharedOptions.OutputFormat?
    /// `--renderer`.
    var renderer: RendererChoice
    /// `--force`.
    var force: Bool
    /// `--quiet`.
    var quiet: Bool

    /// Reads the options; `--shard-count` only with `--shard auto`.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        scenario = arguments[SharedOptions.scenario]
        parameters = arguments[Self.param]
        gesture = arguments[Self.gesture]
        velocities = arguments[Self.velocities]
        distances = arguments[Self.distances]
        startHeights = arguments[Self.startHeights]
        style = arguments[GestureOptions.style]
        settleThreshold = arguments[GestureOptions.settleThreshold]
        pictures = try SweepPictureOptions(parsing: arguments)
        jobs = arguments[Self.jobs]
        shard = arguments[Self.shard]
        shardCount = arguments[Self.shardCount]
        out = arguments[Self.out]
        format = arguments[Self.format]
        renderer = arguments[Self.renderer]
        force = arguments[Self.force]
        quiet = arguments[SharedOptions.quiet]
        if shardCount != nil, shard != "auto" { throw UsageError("--shard-count: only used with --shard auto") }
    }

    /// The values typed for the gesture axis of `gesture` (`--velocities` or `--distances`), if any.
    func gestureValues(_ gesture: SweepGesture) -> String? { gesture == .release ? velocities : distances }
}
