// Reports/Tables/TrajectorySummary+Page: the animated page of one simulated gesture (`bench trajectory --html`), and
// the result set of one run (plot, CSV, page, trace recording) with what `bench trajectory` prints.
import Analysis
import Foundation
import PanelSimulator
import Scenario

extension TrajectorySummary {
    /// The page of `trajectory`: one sheet on the setup's scenario, titled `title`, with the gesture's line.
    public static func page(_ trajectory: Trajectory, setup: GestureSetup, title: String) -> String {
        AnimatedPage.html(
            PageContent(
                title: title, notes: ["gesture: \(setup.description)"],
                sheets: [PageSheet(trajectory, scenario: setup.scenario, label: title)]))
    }

    /// Writes the run's result set into `targets` — the plot (with the velocity panel when `velocityPanel`), the CSV
    /// and the page when asked, and the run in the demo's trace format at `traceOut` (declared here) — and returns
    /// the outcome lines (jumps of at least `threshold` pt/s flagged), then one line per file written.
    ///
    /// - Throws: `PlotError`, ``OutputError`` or the trace writer's error; no file is then in place.
    public static func write(
        _ trajectory: Trajectory, setup: GestureSetup, policy: ReleasePolicy, threshold: Double,
        velocityPanel: Bool, traceOut: String?, to targets: PlotOutput.Targets
    ) throws -> String {
        let trace = CompareAnalysis.velocityTrace(trajectory, threshold: threshold)
        let title = title(setup, policy: policy)
        let spec = TrajectoryPlot.spec(
            for: trajectory, title: title, size: targets.size, velocity: velocityPanel ? trace : nil,
            threshold: threshold)
        var extra: [PlotOutput.ExtraFile] = []
        if let path = traceOut {
            try targets.set.declare(path)
            let text = try TraceRecording.text(of: trajectory, scenario: setup.scenario)
            extra.append((path, Data(text.utf8), "trace: \(path)"))
        }
        let written = try PlotOutput.write(
            spec, csv: targets.csv == nil ? nil : trajectory.csv(),
            html: { page(trajectory, setup: setup, title: title) }, extra: extra, to: targets)
        return text(trajectory, setup: setup, policy: policy, jumps: (trace.outcome.discontinuities, threshold))
            + written.map { $0 + "\n" }.joined()
    }
}
