// Reports/Page/ComparePage: the page of `bench compare --html`: every simulated run as a sheet, on one clock.
import Analysis

/// Builds the compare page's content from a comparison's curves and the runs behind them.
public enum ComparePage {
    /// One sheet per curve that has a run, in run order, labelled as the PNG's legend labels it
    /// (``ComparePlot/legendName(_:others:)``) and coloured and dashed as there (when every curve has the same
    /// colour, each dash variant takes its own colour).
    public static func content(
        curves: [CompareCurve], runs: [SimulatedRun], title: String, notes: [String]
    ) -> PageContent {
        let byID = Dictionary(curves.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // When every curve has one colour (tunings A and B at one velocity), the page colours by dash variant too,
        // so A and B differ in colour as well as in dash.
        let oneColour = Set(curves.map(\.group)).count == 1
        let sheets = runs.compactMap { run -> PageSheet? in
            guard let curve = byID[run.curveID] else { return nil }
            return PageSheet(
                run.trajectory, scenario: run.scenario, label: ComparePlot.legendName(curve, others: byID),
                group: oneColour ? curve.variant : curve.group, variant: curve.variant)
        }
        return PageContent(title: title, notes: notes, sheets: sheets)
    }

    /// Most sheets on a page of one release moved to each target (two rows of four at the page's scale).
    public static let maximumMovementSheets = 8

    /// The curves of one release to each target that get a sheet, at most ``maximumMovementSheets``: the chosen
    /// curve first, then for each movement style and peer (by ``CompareCurve/variant``) its curve to the chosen
    /// target (else its first curve), then the remaining curves in table order; a curve that coincides with
    /// another (``CompareCurve/coincidesWith``) is left out, as its sheet would be the same.
    public static func movementSheetCurves(_ curves: [CompareCurve]) -> [CompareCurve] {
        let distinct = curves.filter { $0.coincidesWith == nil }
        let chosen = distinct.first(where: \.isChoice)
        var picked: [CompareCurve] = chosen.map { [$0] } ?? []
        func add(_ curve: CompareCurve?) {
            guard let curve, picked.count < maximumMovementSheets, !picked.contains(where: { $0.id == curve.id })
            else { return }
            picked.append(curve)
        }
        for variant in Set(distinct.map(\.variant)).sorted() {
            let style = distinct.filter { $0.variant == variant }
            add(style.first { $0.targetID == chosen?.targetID } ?? style.first)
        }
        for curve in distinct { add(curve) }
        return picked
    }
}
