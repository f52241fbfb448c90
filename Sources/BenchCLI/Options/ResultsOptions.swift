// BenchCLI/ResultsOptions: the command lines of the verbs that read saved results (results, baseline update|check).
import Analysis
import ArgumentParsing
import Harness
import SafeOutput
import Sweep

/// `--format`, `--thresholds`, `--thresholds-dir`, `--gate`: how `bench results compare` and `bench baseline check`
/// judge and print a comparison.
struct ComparisonOptions: UncheckedArgumentBacked {
    /// Which regressions fail the command.
    enum Gate: String, CaseIterable, Sendable {
        /// Every gated figure.
        case all
        /// Allocations only (time regressions warn).
        case allocations
    }

    static let format = SharedOptions.format(
        [.text, .markdown, .json, .csv], default: .text,
        help: "the table as aligned text, GitHub Markdown (CI summaries), JSON or CSV")
    static let thresholds: Option<ThresholdPreset> = .choice(
        "thresholds", valueName: "preset", default: .default, help: "tolerances for suites without a thresholds file")
    static let thresholdsFolder: Option<String> = .text(
        "thresholds-dir", valueName: "path", default: BaselineStore().thresholdsFolder,
        help: "folder holding per-suite <suite>.json thresholds")
    static let gate: Option<Gate> = .choice(
        "gate", valueName: "figures", default: .all,
        help: "which regressions fail (exit 3): all, or allocations only (time regressions then only warn; "
            + "for shared CI machines)")

    static var specs: [OptionSpec] { [format.spec, thresholds.spec, thresholdsFolder.spec, gate.spec] }
    let arguments: ParsedArguments

    /// `--thresholds-dir`; when given, it must be a folder: a missing one is named (exit 2), never read as "no
    /// thresholds files" (every suite would silently get the preset's tolerances).
    func checkedThresholdsFolder() throws(UsageError) -> String {
        let folder = arguments[Self.thresholdsFolder]
        if arguments.isGiven(Self.thresholdsFolder), !InputFile.isFolder(folder) {
            let reason = InputFile.exists(folder) ? "is not a folder" : "does not exist"
            throw UsageError("--thresholds-dir: '\(folder)' \(reason)")
        }
        return folder
    }
}

/// `bench results compare OLD NEW`.
struct ResultsCompareOptions: UncheckedArgumentBacked {
    static let older = PositionalSpec("old.json", help: "the reference results (for example main's)")
    static let newer = PositionalSpec("new.json", help: "the results to judge (for example this branch's)")

    static var specs: [OptionSpec] { ComparisonOptions.specs }
    static var positionals: [PositionalSpec] { [older, newer] }
    let arguments: ParsedArguments
    var olderPath: String { arguments[Self.older] ?? "" }
    var newerPath: String { arguments[Self.newer] ?? "" }
    var comparison: ComparisonOptions { ComparisonOptions(parsing: arguments) }
}

/// `bench results export FILE`.
struct ResultsExportOptions: UncheckedArgumentBacked {
    static let results = PositionalSpec("results.json", help: "results written by 'bench run --output'")
    static let target: Option<ResultsExport.Format> = .choice(
        "to", valueName: "format", default: .gitHubActionBenchmark, help: "the format to write")
    static let output = SharedOptions.output.withHelp("write here (atomically) instead of standard output")
    static let force = SharedOptions.force.withHelp("replace an existing --output file")

    static var specs: [OptionSpec] { [target.spec, output.spec, force.spec] }
    static var positionals: [PositionalSpec] { [results] }
    let arguments: ParsedArguments
    var resultsPath: String { arguments[Self.results] ?? "" }
}

/// `bench results status DIR… [--shard-count n]`.
struct ResultsStatusOptions: UncheckedArgumentBacked {
    static let folders = PositionalSpec(
        "dir", help: "a shard folder (or its sweep.json), or a folder holding the shard folders", variadic: true)
    static let shardCount: Option<Int?> = .integer(
        "shard-count", in: 1...SweepShard.maximumCount, valueName: "n",
        help: "how many shards the sweep has (default: as the shards read say; needed when none can be read)")

    static var specs: [OptionSpec] { [shardCount.spec] }
    static var positionals: [PositionalSpec] { [folders] }
    let arguments: ParsedArguments
    var folders: [String] { arguments.all(Self.folders) }
}

struct BaselineOptions: ArgumentBacked {
    static let results = PositionalSpec("results.json", help: "results written by 'bench run --output'")
    static let name: Option<String> = .text(
        "name", valueName: "name", default: "default", help: "baseline name: letters, digits, '.', '_', '-'")
    static let baselinesFolder: Option<String> = .text(
        "baselines-dir", valueName: "path", default: BaselineStore().baselinesFolder,
        help: "folder holding <name>.json")

    static var specs: [OptionSpec] { [name.spec, baselinesFolder.spec] }
    let arguments: ParsedArguments

    /// Checks that `--name` is a valid baseline name.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        let name = arguments[Self.name]
        guard BaselineStore.isValidName(name) else {
            throw UsageError("--name: '\(name)' is not a valid baseline name (letters, digits, '.', '_', '-')")
        }
    }

    /// The store holding the baseline, its thresholds in `thresholdsFolder` (default: the store's).
    func store(thresholdsFolder: String? = nil) -> BaselineStore {
        BaselineStore(
            baselinesFolder: self.baselinesFolder,
            thresholdsFolder: thresholdsFolder ?? BaselineStore().thresholdsFolder)
    }
}

/// `bench baseline update FILE` (`Own`: `--replace`) and `bench baseline check FILE` (`Own`: how to judge and
/// print): the results file, the baseline and the verb's own options.
struct BaselineVerbOptions<Own: OptionGroup>: ArgumentBacked {
    static var specs: [OptionSpec] { BaselineOptions.specs + Own.specs }
    static var positionals: [PositionalSpec] { [BaselineOptions.results] }
    let arguments: ParsedArguments
    let baseline: BaselineOptions
    let own: Own

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        baseline = try BaselineOptions(parsing: arguments)
        own = try Own(parsing: arguments)
    }

    var resultsPath: String { arguments[BaselineOptions.results] ?? "" }
}

typealias BaselineUpdateOptions = BaselineVerbOptions<BaselineReplaceOptions>
typealias BaselineCheckOptions = BaselineVerbOptions<ComparisonOptions>

/// `--replace` of `bench baseline update`.
struct BaselineReplaceOptions: UncheckedArgumentBacked {
    static let replace = Flag("replace", help: "drop everything the baseline held before")
    static var specs: [OptionSpec] { [replace.spec] }
    let arguments: ParsedArguments
}
