// BenchCLI/SweepPictureOptions: what a sweep's pictures show: `--metric` and `--plot-values` (sweep, render).
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports
import Scenario
import Sweep

/// The outcome a sweep's heatmaps draw and the first parameter's values drawn as curves.
struct SweepPictureOptions: UncheckedArgumentBacked {
    static let metric: Option<SweepMetric?> = .choice(
        "metric", of: SweepMetric.self, valueName: "metric",
        help: "the outcome the heatmaps draw (default: landing-detent with detents, landing-height without, "
            + "sheet for the comment pop-up)")
    static let plotValues: Option<String?> = .text(
        "plot-values", valueName: "v1,v2,…",
        help: "values of the first parameter drawn as curves (default: all, or 10 evenly picked including "
            + "the scenario's)")

    static var specs: [OptionSpec] { [metric.spec, plotValues.spec] }

    let arguments: ParsedArguments

    /// The plot options for `grid` on `scenario`: `--metric` must be an outcome the scenario can have,
    /// `--plot-values` values the first parameter sweeps.
    func plotOptions(grid: SweepGrid, scenario: Scenario) throws(SweepSpecError) -> SweepPlotOptions {
        if let metric = self.metric, let reason = metric.unavailableReason(in: scenario) {
            throw SweepSpecError("--metric \(metric.rawValue): \(reason)")
        }
        var options = SweepPlotOptions(metric: self.metric)
        if let text = self.plotValues {
            let first = grid.parameters[0]
            let picked = try first.parameter.parseValues(text, label: "--plot-values")
            for (value, label) in zip(picked.values, picked.labels) where !first.values.values.contains(value) {
                throw SweepSpecError(
                    "--plot-values \(text): \(label) is not one of the \(first.parameter.rawValue) values swept")
            }
            options.seriesValues = picked.values
        }
        return options
    }
}
