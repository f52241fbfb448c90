// Reports/Tables/CompareReport+Output: a comparison's result set (plot, CSV, page, summaries) and its printed text.
import Analysis
import Foundation
import Plotting
import Support

extension CompareReport {
    /// The per-curve summaries asked for, as files of the plot's result set: CSV at `csv`, JSON at `json`; jumps of
    /// at least `threshold` pt/s flagged.
    ///
    /// - Throws: the JSON writer's error.
    public func summaryFiles(csv: String?, json: String?, threshold: Double) throws -> [PlotOutput.ExtraFile] {
        [
            csv.map { path in
                (path, Data(ComparePlot.summaryCSV(curves, threshold: threshold).utf8), "summary csv: \(path)")
            },
            try json.map { path in
                (path, try ComparePlot.summaryJSON(curves, threshold: threshold), "summary json: \(path)")
            },
        ].compactMap { $0 }
    }

    /// The plot of the curves, `size` pixels, its time axis up to `maximumTime` seconds (`nil`: the slowest curve's).
    public func plot(setup: GestureSetup, maximumTime: Double?, size: PlotSize) -> PlotSpec {
        ComparePlot.spec(
            curves: curves, guides: guides, xLabel: xLabel, releaseTime: releaseTime, maximumTime: maximumTime,
            title: title, size: size, notes: [gestureLine(setup)] + (canvasNotes ?? notes), directLabel: directLabel)
    }

    /// The animated page of the runs behind the curves (one self-contained HTML file).
    public func page(setup: GestureSetup) -> String {
        AnimatedPage.html(
            ComparePage.content(
                curves: curves, runs: runs, title: title, notes: [gestureLine(setup)] + notes + pageNotes))
    }

    /// What `bench compare` prints before the lines of the files it wrote: the scenario and gesture, the notes, the
    /// table of curves, the A/B table and verdicts (tunings), and the jump threshold (pt/s).
    public func text(setup: GestureSetup, threshold: Double) -> String {
        var text = "scenario: \(setup.scenario.name); gesture: \(setup.description)\n"
        for note in notes { text += "note: \(note)\n" }
        text += ComparePlot.table(curves, threshold: threshold).render()
        if let extra { text += extra.table.render() + extra.lines.map { $0 + "\n" }.joined() }
        return text + "velocity jumps of at least \(NumberFormat.short(threshold)) pt/s are flagged\n"
    }

    private func gestureLine(_ setup: GestureSetup) -> String { gestureNote ?? "gesture: \(setup.description)" }
}
