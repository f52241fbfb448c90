// Reports/Tables/TrajectorySummary+Page: the animated page of one simulated gesture (`bench trajectory --html`), and
// the result set of one run (plot, CSV, page, trace recording) with what `bench trajectory` prints.
import Analysis
import Foundation
import PanelSimulator
import Plotting
import Scenario

extension TrajectorySummary {
    /// The page of `trajectory`: one sheet on the setup's scenario, titled `title`, with the gesture's line.
    public static func page(_ trajectory: Trajectory, setup: GestureSetup, title: String) -> String {
        AnimatedPage.html(
            PageContent(
                title: title, notes: ["gesture: \(setup.description)"],
                sheets: [PageSheet(trajectory, scenario: setup.scenario, label: title)]))
    }

    /// The plot `bench trajectory` draws of `trajectory`: titled ``title(_:policy:)``, `size` pixels, the velocity
    /// panel when `velocityPanel` (jumps of at least `threshold` pt/s marked), on `axes`.
    public static func plot(
        _ trajectory: Trajectory, setup: GestureSetup, policy: ReleasePolicy, threshold: Double, velocityPanel: Bool,
        axes: TrajectoryPlot.Axes, size: PlotSize
    ) -> PlotSpec {
        let trace = CompareAnalysis.velocityTrace(trajectory, threshold: threshold)
        return TrajectoryPlot.spec(
            for: trajectory, title: title(setup, policy: policy), size: size, velocity: velocityPanel ? trace : nil,
            threshold: threshold, axes: axes)
    }

    /// Writes the run's result set into `targets` — the plot (with the velocity panel when `velocityPanel`), the CSV
    /// and the page when asked, and the run in the demo's trace format at `traceOut` (declared here) — and returns
    /// the outcome lines (jumps of at least `threshold` pt/s flagged), then one line per file written; the plot is
    /// ``plot(_:setup:policy:threshold:velocityPanel:axes:size:)``.
    ///
    /// - Throws: `PlotError`, ``OutputError`` or the trace writer's error; no file is then in place.
    public static func write(
        _ trajectory: Trajectory, setup: GestureSetup, policy: ReleasePolicy, threshold: Double,
        velocityPanel: Bool, traceOut: String?, axes: TrajectoryPlot.Axes = TrajectoryPlot.Axes(),
        to targets: PlotOutput.Targets
    ) throws -> String {
        let trace = CompareAnalysis.velocityTrace(trajectory, threshold: threshold)
        let title = title(setup, policy: policy)
        let spec = plot(
            trajectory, setup: setup, policy: policy, threshold: threshold, velocityPanel: velocityPanel, axes: axes,
            size: targets.size)
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
