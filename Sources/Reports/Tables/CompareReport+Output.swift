// Reports/Tables/CompareReport+Output: a comparison's result set (plot, CSV, page, summaries) and its printed text.
import Analysis
import Foundation
import Plotting
import SafeOutput
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

    /// Writes the comparison's result set into `targets` — the plot (its time axis up to `maximumTime` s), the CSV
    /// and the page when asked, and the per-curve summaries at `summaryCSV` and `summaryJSON` (declared here; no two
    /// outputs share a path) — and returns the report's ``text(setup:threshold:)``, then one line per file written.
    ///
    /// - Throws: ``OutputError`` (a summary path used twice: `--summary: 'PATH' is used for two outputs`),
    ///   `PlotError`, or the JSON writer's error; no file is then in place.
    public func write(
        setup: GestureSetup, maximumTime: Double?, summaryCSV: String?, summaryJSON: String?, threshold: Double,
        to targets: PlotOutput.Targets
    ) throws -> String {
        let summaries = try summaryFiles(csv: summaryCSV, json: summaryJSON, threshold: threshold)
        for path in summaries.map(\.path) {
            if path == targets.image || path == targets.csv || summaries.filter({ $0.path == path }).count > 1 {
                throw OutputError("--summary: '\(path)' is used for two outputs")
            }
            try targets.set.declare(path)
        }
        var figures: [(path: String, spec: PlotSpec)] = []
        if let peers = peersPlot(setup: setup, maximumTime: maximumTime, size: targets.size) {
            let path = PlotOutput.besideImage(targets.image, named: "peers")
            for file in PlotRenderer.files(for: path, choice: targets.renderer) { try targets.set.declare(file) }
            figures.append((path, peers))
        }
        let written = try PlotOutput.write(
            plot(setup: setup, maximumTime: maximumTime, size: targets.size),
            csv: targets.csv == nil ? nil : ComparePlot.csv(curves), html: { page(setup: setup) }, extra: summaries,
            figures: figures, to: targets)
        return text(setup: setup, threshold: threshold) + written.map { $0 + "\n" }.joined()
    }

    /// The plot of the curves, `size` pixels, its time axis up to `maximumTime` seconds (`nil`: ``axisEnd``, else the
    /// slowest curve's):
    /// one release to each target as small multiples (the peers left to ``peersPlot(setup:maximumTime:size:)``),
    /// anything else as one overlay.
    public func plot(setup: GestureSetup, maximumTime: Double?, size: PlotSize) -> PlotSpec {
        if let smallMultiples {
            return ComparePlot.smallMultiplesSpec(
                curves: curves, targetCount: smallMultiples.targetCount, guides: guides, xLabel: xLabel,
                releaseTime: releaseTime, maximumTime: maximumTime, title: smallMultiples.title, size: size,
                notes: [gestureLine(setup)] + (canvasNotes ?? notes))
        }
        let cut = maximumTime == nil ? axisEnd : nil
        return ComparePlot.spec(
            curves: curves, guides: guides, xLabel: xLabel, releaseTime: releaseTime,
            maximumTime: maximumTime ?? cut?.seconds, title: title, size: size,
            notes: [gestureLine(setup)] + (canvasNotes ?? notes) + [cut?.note].compactMap { $0 },
            directLabel: directLabel)
    }

    /// The peers' figure beside the small multiples: their own motions and the solver's choice, `size` pixels at
    /// most (no taller than 5/8 of its width); nil without peers or small multiples.
    public func peersPlot(setup: GestureSetup, maximumTime: Double?, size: PlotSize) -> PlotSpec? {
        guard let smallMultiples else { return nil }
        // Two panels need no more than the overlay's usual proportions (width : height = 8 : 5).
        let size = PlotSize(
            width: size.width, height: max(PlotSize.allowed.lowerBound, min(size.height, size.width * 5 / 8)))
        return ComparePlot.peersSpec(
            curves: curves, targetCount: smallMultiples.targetCount, guides: guides, xLabel: xLabel,
            releaseTime: releaseTime, maximumTime: maximumTime, title: smallMultiples.peersTitle, size: size,
            notes: [gestureLine(setup)] + (canvasNotes ?? notes))
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
