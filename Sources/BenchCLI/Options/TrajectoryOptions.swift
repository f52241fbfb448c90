// BenchCLI/TrajectoryOptions: the command line of `bench trajectory`.
import Analysis
import ArgumentParsing
import PanelSimulator
import Scenario

/// A gesture (or a `--script`), the release policy, the velocity panel and the plot outputs.
struct TrajectoryOptions: ArgumentBacked {
    static let policy: Option<ReleasePolicy?> = .choice(
        "policy", of: ReleasePolicy.self, valueName: "policy",
        help: "the system that decides the release (default: the scenario's)")
    static let script: Option<String?> = .text(
        "script", valueName: "actions|file",
        help: "run these actions (or the actions in this file) instead of one gesture (docs/runtime.md, Scripts)")
    static let velocityPanel = Flag(
        "velocity-panel", help: "add a panel with the velocity (pt/s) over time, jumps marked")
    static let jumpThreshold = SharedOptions.jumpThreshold
    static let velocities = CompareOptions.velocities.withHelp(
        "print a landing table instead of a plot: the gesture released at each of these velocities, points per "
            + "MILLISECOND, v1,v2,... or START:STOP:STEP (at most \(CompareOptions.maximumVelocities))")

    static let traceOut: Option<String?> = .text(
        "trace-out", valueName: "file.log",
        help: "also write the run in the BODragScroll demo's trace format (BODRAG_TRACE_BATCH lines), which "
            + "bench trace reads back")

    static var specs: [OptionSpec] {
        GestureOptions.specs + [
            policy.spec, script.spec, velocities.spec, velocityPanel.spec, jumpThreshold.spec, traceOut.spec,
        ]
            + PlotOutputOptions.specs(outHelp: "the PNG to write (default: Plots/trajectory-<scenario>.png)")
    }

    let arguments: ParsedArguments
    let gesture: GestureOptions
    let output: PlotOutputOptions
    /// Points per millisecond; nil when not given.
    let velocities: [Double]?

    /// Points per second.
    var jumpThreshold: Double { arguments[Self.jumpThreshold] ?? CompareAnalysis.velocityJumpThreshold }

    /// Keeps the arguments: `--duration` needs a `--drag`; `--script` replaces every gesture option.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        gesture = try GestureOptions(parsing: arguments)
        output = try PlotOutputOptions(parsing: arguments)
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
        let script = arguments[Self.script]
        if arguments[Self.traceOut] != nil {
            if script != nil { throw UsageError("--trace-out: writes one gesture; not with --script") }
        }
        if script != nil, let option = gesture.gestureShapingGiven {
            throw UsageError("--script: cannot be combined with --\(option)")
        }
    }
}
