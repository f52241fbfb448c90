// BenchCLI/BaselineOptions: the command lines of `bench baseline update|check`.
import ArgumentParsing
import Harness

/// `--name`, `--baselines-dir`: which stored baseline.
struct BaselineOptions: OptionGroup {
    /// `<results.json>`.
    static let results = PositionalSpec("results.json", help: "results written by 'bench run --output'")
    /// `--name name`.
    static let name: Option<String> = .text(
        "name", valueName: "name", default: "default", help: "baseline name: letters, digits, '.', '_', '-'")
    /// `--baselines-dir path`.
    static let baselinesFolder: Option<String> = .text(
        "baselines-dir", valueName: "path", default: BaselineStore().baselinesFolder,
        help: "folder holding <name>.json")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { [name.spec, baselinesFolder.spec] }

    /// `--name`, checked.
    var name: String
    /// `--baselines-dir`.
    var baselinesFolder: String

    /// Reads the options; the name must be a valid baseline name.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        name = arguments[Self.name]
        baselinesFolder = arguments[Self.baselinesFolder]
        guard BaselineStore.isValidName(name) else {
            throw UsageError("--name: '\(name)' is not a valid baseline name (letters, digits, '.', '_', '-')")
        }
    }

    /// The store holding the baseline, its thresholds in `thresholdsFolder` (default: the store's).
    func store(thresholdsFolder: String? = nil) -> BaselineStore {
        var store = BaselineStore()
        store.baselinesFolder = baselinesFolder
        store.thresholdsFolder = thresholdsFolder ?? store.thresholdsFolder
        return store
    }
}

/// `bench baseline update FILE`.
struct BaselineUpdateOptions: OptionGroup {
    /// `--replace`.
    static let replace = Flag("replace", help: "drop everything the baseline held before")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { BaselineOptions.specs + [replace.spec] }
    /// The results file.
    static var positionals: [PositionalSpec] { [BaselineOptions.results] }

    /// The results file.
    var resultsPath: String
    /// The baseline.
    var baseline: BaselineOptions
    /// `--replace`.
    var replace: Bool

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        resultsPath = arguments[BaselineOptions.results] ?? ""
        baseline = try BaselineOptions(parsing: arguments)
        replace = arguments[Self.replace]
    }
}

/// `bench baseline check FILE`.
struct BaselineCheckOptions: OptionGroup {
    /// The option declarations, in help order.
    static var specs: [OptionSpec] { BaselineOptions.specs + ComparisonOptions.specs }
    /// The results file.
    static var positionals: [PositionalSpec] { [BaselineOptions.results] }

    /// The results file.
    var resultsPath: String
    /// The baseline.
    var baseline: BaselineOptions
    /// How to judge and print.
    var comparison: ComparisonOptions

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        resultsPath = arguments[BaselineOptions.results] ?? ""
        baseline = try BaselineOptions(parsing: arguments)
        comparison = try ComparisonOptions(parsing: arguments)
    }
}
