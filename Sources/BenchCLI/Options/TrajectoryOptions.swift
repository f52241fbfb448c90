// BenchCLI/TrajectoryOptions: the command line of `bench trajectory`.
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports
import Scenario
import Support

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

    static let timeAxis: Option<Double?> = .number(
        "time-axis", in: 0.01...60, valueName: "s",
        help: "end the time axis here, seconds since touch-down (pictures meant side by side share it)")
    static let heightAxis: Option<String?> = .text(
        "height-axis", valueName: "LOW:HIGH", help: "the display height axis, points (default: fitted)")
    static let offsetAxis: Option<String?> = .text(
        "offset-axis", valueName: "LOW:HIGH",
        help: "the content offset axis, points; draws that panel even when no list moves (default: fitted)")

    static var specs: [OptionSpec] {
        GestureOptions.specs + [
            policy.spec, script.spec, velocities.spec, velocityPanel.spec, jumpThreshold.spec, traceOut.spec,
            timeAxis.spec, heightAxis.spec, offsetAxis.spec,
        ]
            + PlotOutputOptions.specs(outHelp: "the PNG to write (default: Plots/trajectory-<scenario>.png)")
    }

    let arguments: ParsedArguments
    let gesture: GestureOptions
    let output: PlotOutputOptions
    /// Points per millisecond; nil when not given.
    let velocities: [Double]?
    /// `--time-axis`, `--height-axis`, `--offset-axis`, checked.
    let axes: TrajectoryPlot.Axes

    /// Points per second.
    var jumpThreshold: Double { arguments[Self.jumpThreshold] ?? CompareAnalysis.velocityJumpThreshold }

    /// Keeps the arguments: `--duration` needs a `--drag`; `--script` replaces every gesture option.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        gesture = try GestureOptions(parsing: arguments)
        output = try PlotOutputOptions(parsing: arguments)
        velocities = try arguments[Self.velocities].map(CompareOptions.parseVelocities)
        axes = TrajectoryPlot.Axes(
            timeEnd: arguments[Self.timeAxis],
            height: try arguments[Self.heightAxis].map { raw throws(UsageError) in
                try Self.range(raw, option: Self.heightAxis)
            },
            offset: try arguments[Self.offsetAxis].map { raw throws(UsageError) in
                try Self.range(raw, option: Self.offsetAxis)
            })
        try gesture.requireDragForDuration()
        let axisOptions: [any OptionDeclaration] = [Self.timeAxis, Self.heightAxis, Self.offsetAxis]
        if arguments[Self.script] != nil, let option = axisOptions.first(where: arguments.isGiven) {
            throw UsageError("--\(option.spec.name): applies to one gesture's plot; not with --script")
        }
        if velocities != nil {
            let excluded: [any OptionDeclaration] =
                [
                    GestureOptions.velocity, Self.script, Self.velocityPanel, Self.traceOut, PlotOutputOptions.out,
                    PlotOutputOptions.csv,
                ] + axisOptions
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

    /// `LOW:HIGH` (points, finite, LOW below HIGH) as a range, or the usage error naming `option`.
    static func range(_ raw: String, option: Option<String?>) throws(UsageError) -> ClosedRange<Double> {
        let parts = raw.split(separator: ":", omittingEmptySubsequences: false).map { DecimalText.number($0) }
        guard parts.count == 2, let low = parts[0], let high = parts[1], low.isFinite, high.isFinite else {
            throw UsageError("--\(option.spec.name): '\(raw)' is not LOW:HIGH in points (e.g. 0:800)")
        }
        guard low < high else {
            throw UsageError("--\(option.spec.name): \(raw): LOW must be below HIGH")
        }
        return low...high
    }
}
