// BenchCLI/TrajectoryOptions: the command line of `bench trajectory`.
import Analysis
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
        help: "run these actions (or the actions in this file) instead of one gesture; see above")
    /// `--velocity-panel`.
    static let velocityPanel = Flag(
        "velocity-panel", help: "add a panel with the velocity (pt/s) over time, jumps marked")
    /// `--jump-threshold`, points per second.
    static let jumpThreshold = SharedOptions.jumpThreshold
    /// `--trace-out file.log`.
    static let traceOut: Option<String?> = .text(
        "trace-out", valueName: "file.log",
        help: "also write the run in the BODragScroll demo's trace format (BODRAG_TRACE_BATCH lines), which "
            + "bench trace reads back")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        GestureOptions.specs + [policy.spec, script.spec, velocityPanel.spec, jumpThreshold.spec, traceOut.spec]
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
        try gesture.requireDragForDuration()
        if let traceOut {
            if script != nil { throw UsageError("--trace-out: writes one gesture; not with --script") }
            if traceOut == output.csv { throw UsageError("--trace-out: same path as --csv ('\(traceOut)')") }
        }
        if script != nil, let option = gesture.gestureShapingGiven {
            throw UsageError("--script: cannot be combined with --\(option)")
        }
    }
}
