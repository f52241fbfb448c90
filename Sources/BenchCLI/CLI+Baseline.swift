// BenchCLI/CLI+Baseline: `bench baseline update|check`, and the options both share.
import Analysis
import Harness

extension BenchCLI {
    /// The `baseline` group: store a run's results as a baseline, or compare a run with one.
    static let baseline = Verb(
        name: "baseline", summary: "store results as a baseline, or check results against one",
        discussion: """
            Baselines are results JSON files in Benchmarks/Baselines/<name>.json. Per-suite thresholds may be \
            stored in Benchmarks/Thresholds/<suite>.json; otherwise --thresholds picks a preset.
            """,
        subverbs: [baselineUpdate, baselineCheck])

    /// Options shared by the baseline verbs.
    enum BaselineOptions {
        /// The results file argument.
        static let results = PositionalSpec("results.json", help: "results written by 'bench run --output'")
        /// `--name`, `--baselines-dir`.
        static let common: [OptionSpec] = [
            .option(
                "name", valueName: "name", default: "default", help: "baseline name: letters, digits, '.', '_', '-'"),
            .option(
                "baselines-dir", valueName: "path", default: "Benchmarks/Baselines", help: "folder holding <name>.json"),
        ]

        /// The store and the validated baseline name of an invocation.
        static func store(_ arguments: ParsedArguments) throws(UsageError) -> (BaselineStore, String) {
            let name = arguments.string("name") ?? "default"
            guard BaselineStore.isValidName(name) else {
                throw UsageError("--name: '\(name)' is not a valid baseline name (letters, digits, '.', '_', '-')")
            }
            var store = BaselineStore()
            store.baselinesFolder = arguments.string("baselines-dir") ?? store.baselinesFolder
            store.thresholdsFolder = arguments.string("thresholds-dir") ?? store.thresholdsFolder
            return (store, name)
        }
    }
}
