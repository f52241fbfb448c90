// BenchCLI/ResultsOptions: the command lines of the verbs that read benchmark results (results, baseline).
import ArgumentParsing
import Harness

/// `--format`, `--thresholds`, `--thresholds-dir`, `--gate`: how `bench results compare` and `bench baseline check`
/// judge and print a comparison.
struct ComparisonOptions: OptionGroup {
    /// Which regressions fail the command.
    enum Gate: String, CaseIterable, Sendable {
        /// Every gated figure.
        case all
        /// Allocations only (time regressions warn).
        case allocations
    }

    /// `--format text|markdown|json|csv`.
    static let format = SharedOptions.format(
        [.text, .markdown, .json, .csv], default: .text,
        help: "the table as aligned text, GitHub Markdown (CI summaries), JSON or CSV")
    /// `--thresholds preset`.
    static let thresholds: Option<ThresholdPreset> = .choice(
        "thresholds", valueName: "preset", default: .default, help: "tolerances for suites without a thresholds file")
    /// `--thresholds-dir path`.
    static let thresholdsFolder: Option<String> = .text(
        "thresholds-dir", valueName: "path", default: BaselineStore().thresholdsFolder,
        help: "folder holding per-suite <suite>.json thresholds")
    /// `--gate all|allocations`.
    static let gate: Option<Gate> = .choice(
        "gate", valueName: "figures", default: .all,
        help: "which regressions fail (exit 3): all, or allocations only (time regressions then only warn; "
            + "for shared CI machines)")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { [format.spec, thresholds.spec, thresholdsFolder.spec, gate.spec] }

    /// `--format`.
    var format: SharedOptions.OutputFormat
    /// `--thresholds`.
    var thresholds: ThresholdPreset
    /// `--thresholds-dir`.
    var thresholdsFolder: String
    /// `--gate`.
    var gate: Gate

    /// Reads the options.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        format = arguments[Self.format]
        thresholds = arguments[Self.thresholds]
        thresholdsFolder = arguments[Self.thresholdsFolder]
        gate = arguments[Self.gate]
    }
}

/// `bench results compare OLD NEW`.
struct ResultsCompareOptions: OptionGroup {
    /// `<old.json>`.
    static let older = PositionalSpec("old.json", help: "the reference results (for example main's)")
    /// `<new.json>`.
    static let newer = PositionalSpec("new.json", help: "the results to judge (for example this branch's)")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { ComparisonOptions.specs }
    /// The two results files.
    static var positionals: [PositionalSpec] { [older, newer] }

    /// The reference results file.
    var olderPath: String
    /// The results file to judge.
    var newerPath: String
    /// How to judge and print.
    var comparison: ComparisonOptions

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        olderPath = arguments[Self.older] ?? ""
        newerPath = arguments[Self.newer] ?? ""
        comparison = try ComparisonOptions(parsing: arguments)
    }
}

/// `bench results export FILE`.
struct ResultsExportOptions: OptionGroup {
    /// The dashboard formats `--to` offers.
    enum Target: String, CaseIterable, Sendable {
        /// JMH's JSON (`-rf json`).
        case jmh
        /// The input of benchmark-action/github-action-benchmark.
        case gitHubActionBenchmark = "github-action-benchmark"
    }

    /// `<results.json>`.
    static let results = PositionalSpec("results.json", help: "results written by 'bench run --output'")
    /// `--to jmh|github-action-benchmark`.
    static let target: Option<Target> = .choice(
        "to", valueName: "format", default: .gitHubActionBenchmark, help: "the format to write")
    /// `-o`, `--output path`.
    static let output = SharedOptions.output.withHelp("write here (atomically) instead of standard output")
    /// `--force`.
    static let force = SharedOptions.force.withHelp("replace an existing --output file")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { [target.spec, output.spec, force.spec] }
    /// The results file.
    static var positionals: [PositionalSpec] { [results] }

    /// The results file.
    var resultsPath: String
    /// `--to`.
    var target: Target
    /// `--output`, when given.
    var output: String?
    /// `--force`.
    var force: Bool

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        resultsPath = arguments[Self.results] ?? ""
        target = arguments[Self.target]
        output = arguments[Self.output]
        force = arguments[Self.force]
    }
}
