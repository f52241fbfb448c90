// BenchCLI/FeelOptions: the command lines of `bench feel record` and `bench feel check`.
import ArgumentParsing

/// `bench feel record --scenario S [--gestures FILE] [--recorded-dir DIR] --out FILE [--force]`.
struct FeelRecordOptions: OptionGroup {
    /// `--gestures FILE`.
    static let gestures: Option<String?> = .text(
        "gestures", valueName: "file",
        help: "the suite to record, one gesture a line: 'release HEIGHT_PT VELOCITY_PT_PER_MS', "
            + "'drag HEIGHT_PT DISTANCE_PT DURATION_S [on-content]', 'touches HEIGHT_PT FILE [on-content]' "
            + "(default: the built-in suite)")
    /// `--recorded-dir DIR`.
    static let recordedFolder: Option<String?> = .text(
        "recorded-dir", valueName: "dir",
        help: "where the default suite finds the shipped recorded gestures (default: Gestures, skipped with a note "
            + "when absent)")
    /// `--out FILE`.
    static let out: Option<String?> = .text("out", short: "o", valueName: "file", help: "the record to write (JSON)")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        [SharedOptions.scenario.spec, gestures.spec, recordedFolder.spec, out.spec, SharedOptions.force.spec]
    }

    /// `--scenario`.
    var scenario: String
    /// `--gestures`.
    var gestures: String?
    /// `--recorded-dir`, when given.
    var recordedFolder: String?
    /// `--out`.
    var out: String
    /// `--force`.
    var force: Bool

    /// Reads the options; `--out` is required, `--recorded-dir` only applies to the default suite.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        scenario = arguments[SharedOptions.scenario]
        gestures = arguments[Self.gestures]
        recordedFolder = arguments[Self.recordedFolder]
        force = arguments[SharedOptions.force]
        guard let out = arguments[Self.out] else { throw UsageError("--out: required (the record file to write)") }
        self.out = out
        if gestures != nil, recordedFolder != nil {
            throw UsageError("--recorded-dir: only applies to the default suite, not with --gestures")
        }
    }
}

/// `bench feel check FILE [--scenario S2] [--set NAME=VALUE]... [--format text|markdown|json]`.
struct FeelCheckOptions: OptionGroup {
    /// `<record.json>`.
    static let record = PositionalSpec("record.json", help: "a record written by 'bench feel record'")
    /// `--scenario` without a default: the record's own scenario unless given.
    static let scenario: Option<String?> = .text(
        "scenario", valueName: "preset|file",
        help: "re-run the gestures on this scenario instead of the one recorded (a preset name or a scenario file)")
    /// `--set NAME=VALUE`.
    static let set = SharedOptions.set.withHelp(
        "re-run with this feel parameter changed (bench sweep's names), e.g. low-velocity-threshold=0.3")
    /// `--format text|markdown|json`.
    static let format = SharedOptions.format(
        [.text, .markdown, .json], default: .text,
        help: "the report as aligned text, GitHub Markdown (CI job summaries) or JSON")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { [scenario.spec, set.spec, format.spec] }
    /// The record file.
    static var positionals: [PositionalSpec] { [record] }

    /// The record file.
    var recordPath: String
    /// `--scenario`, when given.
    var scenario: String?
    /// `--set`, in order.
    var settings: [TuningSetting]
    /// `--format`.
    var format: SharedOptions.OutputFormat

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        recordPath = arguments[Self.record] ?? ""
        scenario = arguments[Self.scenario]
        settings = try SharedOptions.tuning(arguments[Self.set])
        format = arguments[Self.format]
    }
}
