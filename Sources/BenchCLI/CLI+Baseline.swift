// BenchCLI/CLI+Baseline: `bench baseline update|check`, and the options both share.
import Analysis
import Harness

extension BenchCLI {
    /// The `baseline` group: store a run's results as a baseline, or compare a run with one.
    static let baseline = Verb(
        name: "baseline", summary: "store results as a baseline, or check results against one",
        discussion:
            "Baselines live in Benchmarks/Baselines/<name>.json, thresholds in Benchmarks/Thresholds (docs/benchmarks.md).",
        subverbs: [baselineUpdate, baselineCheck])
}
