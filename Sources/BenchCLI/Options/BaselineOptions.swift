// BenchCLI/BaselineOptions: the command lines of `bench baseline update|check`.
import ArgumentParsing
import Harness

/// `--name`, `--baselines-dir`: which stored baseline.
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
        var store = BaselineStore()
        store.baselinesFolder = self.baselinesFolder
        store.thresholdsFolder = thresholdsFolder ?? store.thresholdsFolder
        return store
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
struct BaselineReplaceOptions: ArgumentBacked {
    static let replace = Flag("replace", help: "drop everything the baseline held before")
    static var specs: [OptionSpec] { [replace.spec] }
    let arguments: ParsedArguments
    init(parsing arguments: ParsedArguments) { self.arguments = arguments }
}
