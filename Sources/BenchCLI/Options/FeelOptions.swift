// BenchCLI/FeelOptions: the command lines of `bench feel record` and `bench feel check`.
import ArgumentParsing

/// `bench feel record --scenario S [--gestures FILE] [--recorded-dir DIR] --out FILE [--force]`.
struct FeelRecordOptions: ArgumentBacked {
    static let scenario = SharedOptions.scenario
    static let gestures: Option<String?> = .text(
        "gestures", valueName: "file",
        help: "the suite to record, one gesture a line: 'release HEIGHT_PT VELOCITY_PT_PER_MS', "
            + "'drag HEIGHT_PT DISTANCE_PT DURATION_S [on-content]', 'touches HEIGHT_PT FILE [on-content]' "
            + "(default: the built-in suite)")
    static let recordedFolder: Option<String?> = .text(
        "recorded-dir", valueName: "dir",
        help: "where the default suite finds the shipped recorded gestures (default: Gestures, skipped with a note "
            + "when absent)")
    static let out: Option<String?> = .text("out", short: "o", valueName: "file", help: "the record to write (JSON)")
    static let force = SharedOptions.force

    static var specs: [OptionSpec] { [scenario.spec, gestures.spec, recordedFolder.spec, out.spec, force.spec] }
    let arguments: ParsedArguments

    /// Checks that `--out` is given and `--recorded-dir` only with the default suite.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        if arguments[Self.out] == nil { throw UsageError("--out: required (the record file to write)") }
        if arguments[Self.gestures] != nil, arguments[Self.recordedFolder] != nil {
            throw UsageError("--recorded-dir: only applies to the default suite, not with --gestures")
        }
    }

    var out: String { arguments[Self.out] ?? "" }
}

/// `bench feel check FILE [--scenario S2] [--set NAME=VALUE]... [--format text|markdown|json]`.
struct FeelCheckOptions: ArgumentBacked {
    static let record = PositionalSpec("record.json", help: "a record written by 'bench feel record'")
    /// `--scenario` without a default: the record's own scenario unless given.
    static let scenario: Option<String?> = .text(
        "scenario", valueName: "preset|file",
        help: "re-run the gestures on this scenario instead of the one recorded (a preset name or a scenario file)")
    static let set = SharedOptions.set.withHelp(
        "re-run with this feel parameter changed (bench sweep's names), e.g. low-velocity-threshold=0.3")
    static let format = SharedOptions.format(
        [.text, .markdown, .json], default: .text,
        help: "the report as aligned text, GitHub Markdown (CI job summaries) or JSON")

    static var specs: [OptionSpec] { [scenario.spec, set.spec, format.spec] }
    static var positionals: [PositionalSpec] { [record] }
    let arguments: ParsedArguments
    /// `--set`, in order, checked.
    let settings: [TuningSetting]

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        settings = try SharedOptions.tuning(arguments[Self.set])
    }

    var recordPath: String { arguments[Self.record] ?? "" }
}
