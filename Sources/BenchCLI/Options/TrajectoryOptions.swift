// BenchCLI/TrajectoryOptions: the command line of `bench trajectory`.
import Analysis
import ArgumentParsing
import PanelSimulator

/// A gesture (or a `--script`), the release policy, the velocity panel and the plot outputs.
struct TrajectoryOptions: OptionGroup {
    /// `--policy`.
    static let policy: Option<ReleasePolicy?> = .choice(
        "policy", of: ReleasePolicy.self, valueName: "policy",
        help: "the system that decides the release (default: the scenario's)")
    /// `--script actions|file`.
    static let script: Option<String?> = .text(
        "script", valueName: "actions|file",
        help: "run these actions (or the actions in this file) instead of one gesture (docs/runtime.md, Scripts)")
    /// `--velocity-panel`.
    static let velocityPanel = Flag(
        "velocity-panel", help: "add a panel with the velocity (pt/s) over time, jumps marked")
    /// `--jump-threshold`, points per second.
    static let jumpThreshold = SharedOptions.jumpThreshold
    /// `--velocities`, points per millisecond.
    static let velocities = CompareOptions.velocities.withHelp(
        "print a landing table instead of a plot: the gesture released at each of these velocities, points per "
            + "MILLISECOND, v1,v2,... or START:STOP:STEP (at most \(CompareOptions.maximumVelocities))")

    /// `--trace-out file.log`.
    static let traceOut: Option<String?> = .text(
        "trace-out", valueName: "file.log",
        help: "also write the run in the BODragScroll demo's trace format (BODRAG_TRACE_BATCH lines), which "
            + "bench trace reads back")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        GestureOptions.specs + [
            policy.spec, script.spec, velocities.spec, velocityPanel.spec, jumpThreshold.spec, traceOut.spec,
        ]
            + PlotOutputOptions.specs(outHelp: "the PNG to write (default: Plots/trajectory-<scenario>.png)")
    }

    /// The scenario and gesture.
    var gesture: GestureOptions
    /// `--policy`, when given.
    var policy: ReleasePolicy?
    /// `--script`, when given.
    var script: String?
    /// `--velocity-panel`.
    var velocityPanel: Bool
    /// `--jump-threshold`, points per second.
    var jumpThreshold: Double
    /// `--velocities`, points per millisecond; nil when not given.
    var velocities: [Double]?
    /// `--trace-out`, when given.
    var traceOut: String?
    /// The PNG and CSV.
    var output: PlotOutputOptions

    /// Reads the options: `--duration` needs a `--drag`; `--script` replaces every gesture option.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        gesture = try GestureOptions(parsing: arguments)
        policy = arguments[Self.policy]
        script = arguments[Self.script]
        velocityPanel = arguments[Self.velocityPanel]
        jumpThreshold = arguments[Self.jumpThreshold] ?? CompareAnalysis.velocityJumpThreshold
        traceOut = arguments[Self.traceOut]
        output = try PlotOutputOptions(parsing: arguments, offersPage: true)
        velocities = try arguments[Self.velocities].map(CompareOptions.parseVelocities)
        try gesture.requireDragForDuration()
        if velocities != nil {
            let excluded: [any OptionDeclaration] = [
                GestureOptions.velocity, Self.script, Self.velocityPanel, Self.traceOut, PlotOutputOptions.out,
                PlotOutputOptions.csv,
            ]
            if let option = excluded.first(where: arguments.isGiven) {
                throw UsageError("--velocities: prints a landing table; cannot be combined with --\(option.spec.name)")
            }
        }
        if let traceOut {
            if script != nil { throw UsageError("--trace-out: writes one gesture; not with --script") }
            if traceOut == output.csv { throw UsageError("--trace-out: same path as --csv ('\(traceOut)')") }
        }
        if script != nil, let option = gesture.gestureShapingGiven {
            throw UsageError("--script: cannot be combined with --\(option)")
        }
    }
}
