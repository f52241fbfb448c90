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
}
