// BenchCLI/SharedOptions: options several verbs declare alike: one name, one spelling of each value.
import Analysis
import ArgumentParsing
import PanelSimulator
import Plotting
import Reports
import Support
import Sweep

/// One `--set NAME=VALUE` as read: a feel parameter and its value.
typealias TuningSetting = NameValueSetting<SweepParameter>

/// Declarations shared by several verbs. A verb whose help says more about one takes it `withHelp(_:)`; the name
/// and the values stay the same everywhere.
enum SharedOptions {
    static let scenario: Option<String> = .text(
        "scenario", valueName: "preset|file", default: "default",
        help: "a preset name (see 'bench scenarios') or a scenario JSON file")

    static let renderer: Option<RendererChoice> = .choice(
        "renderer", valueName: "renderer", default: .auto, help: "PNG renderer")

    /// The folder a sweep writes (`bench sweep`, `bench results merge`, `bench render`).
    static let outFolder: Option<String?> = .text("out", short: "o", valueName: "dir", help: "output folder")

    /// A results file (`bench run`, `bench results export`).
    static let output: Option<String?> = .text(
        "output", short: "o", valueName: "path", help: "write the results here (atomically)")

    /// Repeatable (`bench compare`, `bench export`, `bench feel`, `bench trace`).
    static let set: Option<[String]> = .repeated(
        "set", valueName: "NAME=VALUE", help: "change one feel parameter (bench sweep's names)")

    /// Tuning B as a whole scenario (`bench compare`, `bench trace`); their `--set` applies on top.
    static let scenarioB: Option<String?> = .text(
        "scenario-b", valueName: "name|file.json",
        help: "tuning B = this scenario (preset or file); --set applies on top")

    /// The `--set` texts `given` as tuning overrides: each name once, none that shapes the gesture, each value as
    /// ``SweepParameter/value(fromText:)`` reads it.
    static func tuning(_ given: [String]) throws(UsageError) -> [TuningSetting] {
        try TuningSetting.parse(
            given, option: "--\(set.spec.name)", once: true, refusal: TuningOverrides.refusal(of:),
            value: { $0.value(fromText: $1) }, expected: TuningOverrides.expectedValue(of:))
    }

    /// `--format` offering `formats` (each verb the ones it can write), with a default.
    static func format(_ formats: [OutputFormat], default value: OutputFormat, help: String) -> Option<OutputFormat> {
        .choice(formatName, among: formats, valueName: "format", default: value, help: help)
    }

    /// `--format` offering `formats`, `nil` when absent.
    static func format(_ formats: [OutputFormat], help: String) -> Option<OutputFormat?> {
        .choice(formatName, of: OutputFormat.self, among: formats, valueName: "format", help: help)
    }

    /// The name of every `--format` option (`bench export`'s offers what to print: both, swift, json).
    static let formatName = "format"

    static let jumpThreshold: Option<Double?> = .number(
        "jump-threshold", in: 0...1_000_000, valueName: "pt/s",
        help: "velocity jumps at least this large are flagged, points per second (default "
            + "\(NumberFormat.short(CompareAnalysis.velocityJumpThreshold)))")

    static let force = Flag("force", help: "replace existing output files")

    static let quiet = Flag("quiet", short: "q", help: "no progress on standard error")

    /// The formats a `--format` option offers (the reports' own): each verb takes the ones it can write.
    typealias OutputFormat = ReportFormat
}

/// A verb reading one sweep folder (`bench render DIR`, `bench results best DIR`): its one positional argument.
protocol SweepFolderArgument: ArgumentBacked {}

extension SweepFolderArgument {
    /// `DIR`: a sweep folder or its `sweep.json`.
    static var positionals: [PositionalSpec] { [PositionalSpec("dir", help: "a sweep folder (or its sweep.json)")] }

    /// The sweep folder or its `sweep.json` (default: the current folder).
    var source: String { arguments[Self.positionals[0]] ?? "." }
}
