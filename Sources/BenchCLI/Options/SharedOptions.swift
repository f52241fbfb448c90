// BenchCLI/SharedOptions: options several verbs declare alike: one name, one spelling of each value.
import ArgumentParsing
import Plotting

/// Declarations shared by several verbs. A verb whose help says more about one takes it `withHelp(_:)`; the name
/// and the values stay the same everywhere.
enum SharedOptions {
    /// `--scenario preset|file` (default `default`).
    static let scenario: Option<String> = .text(
        "scenario", valueName: "preset|file", default: "default",
        help: "a preset name (see 'bench scenarios') or a scenario JSON file")

    /// `--renderer auto|gnuplot|raster` (default `auto`).
    static let renderer: Option<RendererChoice> = .choice(
        "renderer", valueName: "renderer", default: .auto, help: "PNG renderer")

    /// `-o`, `--out dir`: the folder a sweep writes (`bench sweep`, `bench results merge`, `bench render`).
    static let outFolder: Option<String?> = .text("out", short: "o", valueName: "dir", help: "output folder")

    /// `-o`, `--output path`: a results file (`bench run`, `bench results export`).
    static let output: Option<String?> = .text(
        "output", short: "o", valueName: "path", help: "write the results here (atomically)")

    /// `--set NAME=VALUE` (repeatable): a feel parameter changed, by `bench sweep`'s names (`bench compare`,
    /// `bench export`).
    static let set: Option<[String]> = .repeated(
        "set", valueName: "NAME=VALUE", help: "change one feel parameter (bench sweep's names)")

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

    /// `--jump-threshold`, points per second (`bench trajectory`, `bench compare`).
    static let jumpThreshold: Option<Double?> = .number(
        "jump-threshold", in: 0...1_000_000, valueName: "pt/s",
        help: "velocity jumps at least this large are flagged, points per second (default 100)")

    /// `--force`: replace what is in the way.
    static let force = Flag("force", help: "replace existing output files")

    /// `-q`, `--quiet`: no progress lines.
    static let quiet = Flag("quiet", short: "q", help: "no progress on standard error")

    /// The formats a `--format` option offers; each verb takes the ones it can write, spelled the same everywhere.
    enum OutputFormat: String, CaseIterable, Sendable {
        /// An aligned text table (or the verb's usual text).
        case text
        /// A GitHub Markdown table.
        case markdown
        /// JSON.
        case json
        /// CSV.
        case csv
    }
}
