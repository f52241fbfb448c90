// Reports/Tables/ScriptSummary: the lines `bench trajectory --script` prints, one per action.
import Analysis
import PanelSimulator
import Support

/// The text of a script run.
public enum ScriptSummary {
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
