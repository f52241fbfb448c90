// Reports/Tables/ScriptSummary: the lines `bench trajectory --script` prints, one per action.
import Analysis
import PanelSimulator
import Plotting
import Scenario
import Support

/// The text, the picture and the page of a script run.
public enum ScriptSummary {
    /// The actions the picture and the page mark (waits left out): start time, seconds, and the action as written.
    public static func marks(_ run: ScriptRun) -> [(time: Double, label: String)] {
        run.steps.filter { if case .wait = $0.action { false } else { true } }
            .map { (time: $0.startTime, label: $0.action.description) }
    }

    /// The trajectory plot of the run, each action marked.
    public static func plot(_ run: ScriptRun, title: String, size: PlotSize) -> PlotSpec {
        TrajectoryPlot.spec(for: run.trajectory, title: title, size: size, actions: marks(run))
    }

    /// The animated page of the run: one sheet, each action marked.
    public static func page(_ run: ScriptRun, scenario: Scenario, title: String) -> PageContent {
        let marks = marks(run).map { PageMark(label: $0.label, time: $0.time, kind: "action") }
        return PageContent(
            title: title,
            sheets: [
                PageSheet(run.trajectory, scenario: scenario, label: title, extraMarks: marks, outcomeMarks: false)
            ])
    }

    /// Writes the plot of `run` (the script `script` from `height` pt), its CSV and its page when `targets` ask for
    /// them, and returns the step lines (``text(_:setup:height:)``), then one line per file written.
    ///
    /// - Throws: `PlotError` or ``OutputError``; no file is then in place.
    public static func write(
        _ run: ScriptRun, script: Script, setup: GestureSetup, height: Double, to targets: PlotOutput.Targets
    ) throws -> String {
        let title =
            "\(setup.scenario.name): script of \(script.actions.count) actions from \(NumberFormat.short(height)) pt"
        let written = try PlotOutput.write(
            plot(run, title: title, size: targets.size), csv: targets.csv == nil ? nil : run.trajectory.csv(),
            html: { AnimatedPage.html(page(run, scenario: setup.scenario, title: title)) }, to: targets)
        return text(run, setup: setup, height: height) + written.map { $0 + "\n" }.joined()
    }

    /// One line per step: `0.12 s  drag 150 0.1  → 700 pt (detent 2), completed`.
    public static func text(_ run: ScriptRun, setup: GestureSetup, height: Double) -> String {
        let f = { (value: Double) in NumberFormat.short(value) }
        var out = "scenario  \(setup.scenario.name) (policy \(setup.scenario.policy.rawValue), "
        out += "\(f(setup.scenario.frameRate)) Hz), script from \(f(height)) pt\n"
        for step in run.steps {
            var line = "\(f(step.startTime)) s  \(step.action)"
            if let o = step.outcome {
                let detent = o.landingDetentIndex.map { " (detent \($0))" } ?? ""
                switch step.action {
                case .move, .settle: line += "  → from \(f(o.releaseHeight)) pt"
                default: line += "  → release \(f(o.releaseVelocity.value)) pt/ms at \(f(o.releaseHeight)) pt"
                }
                line += ", target \(f(o.landingHeight)) pt\(detent), \(o.movement.rawValue)"
                line += step.completion == .interrupted ? ", interrupted" : ", settles +\(f(o.settleTime)) s"
            } else if step.completion == .noOp {
                line += "  → no-op (no detents)"
            }
            out += line + "\n"
        }
        let last = run.trajectory.frames.last
        out += "end       \(f(last?.time ?? 0)) s at \(f(last?.displayHeight ?? height)) pt"
        for (k, name) in run.trajectory.participantNames.enumerated() where !run.trajectory.frames.isEmpty {
            out += ", \(name) \(f(run.trajectory.offset(frame: run.trajectory.frames.count - 1, participant: k))) pt"
        }
        return out + "\n"
    }
}
