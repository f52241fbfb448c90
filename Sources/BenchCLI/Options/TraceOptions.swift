// BenchCLI/TraceOptions: the command line of `bench trace`.
import ArgumentParsing

/// A console log; with `--scenario`, which releases to replay, tuning B, and the outputs.
struct TraceOptions: ArgumentBacked {
    static let log = PositionalSpec(
        "log", help: "a console log holding the demo's BODRAG_TRACE_BATCH lines (other lines are ignored)")
    /// `--scenario` without a default: without it the log is only listed.
    static let scenario: Option<String?> = .text(
        "scenario", valueName: "preset|file",
        help: "replay every recorded release in this scenario (a preset or a scenario JSON file) and compare")
    static let session: Option<Int?> = .integer(
        "session", in: 1...1_000_000, valueName: "n", help: "only this session (1-based, as listed)")
    static let gesture: Option<Int?> = .integer(
        "gesture", in: 1...1_000_000, valueName: "k", help: "only this gesture of the session (1-based, as listed)")
    static let allowMismatch = Flag(
        "allow-mismatch", help: "replay even when the scenario's geometry differs from the trace's (warnings only)")
    static let set = SharedOptions.set.withHelp(
        "tuning B = the scenario with this feel parameter changed (bench sweep's names), replayed beside it")
    static let scenarioB = SharedOptions.scenarioB
    static let csv: Option<String?> = .text(
        "csv", valueName: "file.csv",
        help: "also write the comparison as CSV: one row per gesture, tuning and channel, units in the names")
    static let json: Option<String?> = .text(
        "json", valueName: "file.json", help: "also write the comparison as JSON (units in the names)")

    static var specs: [OptionSpec] {
        [
            scenario.spec, session.spec, gesture.spec, allowMismatch.spec, set.spec, scenarioB.spec, csv.spec,
            json.spec,
            PlotOutputOptions.out.withHelp(
                "the picture of the first replayed gesture (default: Plots/trace-<scenario>.png)", valueName: "file.png"
            ).spec,
            PlotOutputOptions.renderer.spec, PlotOutputOptions.size.spec, PlotOutputOptions.force.spec,
        ]
    }
    static var positionals: [PositionalSpec] { [log] }

    /// The options that need `--scenario`.
    static let replayOnly: [any OptionDeclaration] = [
        allowMismatch, set, scenarioB, csv, json, PlotOutputOptions.out, PlotOutputOptions.force,
    ]

    let arguments: ParsedArguments
    /// `--set`: the settings of tuning B, checked.
    let settings: [TuningSetting]
    /// The PNG and CSV (`--out`, `--csv`, `--renderer`, `--size`, `--force`), checked.
    let output: PlotOutputOptions

    /// Checks `--set` and `--size` and that the replay's options come with `--scenario` (`--json` and `--csv` are
    /// told apart with the other outputs, ``PlotOutputOptions/targets(defaultPath:others:)``); `--gesture` needs
    /// `--session` or a one-session log (checked once the log is read).
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        settings = try SharedOptions.tuning(arguments[Self.set])
        output = try PlotOutputOptions(parsing: arguments)
        if arguments[Self.scenario] == nil, let option = Self.replayOnly.first(where: arguments.isGiven) {
            throw UsageError("--\(option.spec.name): only applies with --scenario (replaying the releases)")
        }
    }

    var logPath: String { arguments[Self.log] ?? "" }
}
