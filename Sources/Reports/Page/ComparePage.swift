// Reports/Page/ComparePage: the page of `bench compare --html`: every simulated run as a sheet, on one clock.
import Analysis

/// Builds the compare page's content from a comparison's curves and the runs behind them.
public enum ComparePage {
    /// One sheet per curve that has a run, in curve order, labelled as the PNG's legend labels it
    /// (``ComparePlot/legendName(_:others:)``) and coloured and dashed as there.
    public static func content(
        curves: [CompareCurve], runs: [SimulatedRun], title: String, notes: [String]
    ) -> PageContent {
        let byID = Dictionary(curves.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sheets = runs.compactMap { run -> PageSheet? in
            guard let curve = byID[run.curveID] else { return nil }
            return PageSheet(
                run.trajectory, scenario: run.scenario, label: ComparePlot.legendName(curve, others: byID),
                group: curve.group, variant: curve.variant)
        }
        return PageContent(title: title, notes: notes, sheets: sheets)
    }
}
