// BenchCLI/SweepOptions+PlanErrors: the sweep plan's texts and errors named as the options that gave them.
import Analysis
import Sweep

extension SweepOptions {
    /// The plan's texts, named as the options that give them (`--param`, `--start-heights`, `--velocities`, …).
    static var planLabels: SweepPlan.TextLabels {
        SweepPlan.TextLabels(
            parameters: "--\(param.spec.name)", startHeights: "--\(startHeights.spec.name)",
            gestureValues: [.release: "--\(velocities.spec.name)", .drag: "--\(distances.spec.name)"])
    }

    /// One line naming the option at fault (`--param NAME=VALUES: …`, `--distances: …`).
    static func line(for error: SweepPlan.TextError) -> String {
        let labels = planLabels
        let grid: SweepGridError
        switch error {
        case .otherGesture(let other, let planned):
            return "\(labels.values(of: other)): only used with --\(gesture.spec.name) \(other.rawValue) "
                + "(this sweep uses \(planned.rawValue))"
        case .text(let error): return error.description
        case .other(let line): return line
        case .grid(let error): grid = error
        }
        let reason =
            switch grid.reason {
            case .givenTwice: "given twice (give its values in one \(labels.parameters))"
            case .needsDragGesture: "only used with --\(gesture.spec.name) drag"
            case .overCellLimit(let cells, let limit, let allowable):
                "the grid has \(cells) cells, more than \(limit) "
                    + (allowable ? "(use --\(force.spec.name) to run it anyway)" : "(split it into several sweeps)")
            default: SweepGridError(nil, grid.reason).description
            }
        guard let field = grid.field else { return reason }
        let option =
            switch field {
            case .parameter(let parameter, _): "\(labels.parameters) \(parameter.rawValue)"
            case .gestureValues(let gesture, _): labels.values(of: gesture)
            case .parameters: labels.parameters
            case .startHeights: labels.startHeights
            }
        return "\(field.named(option)): \(reason)"
    }
}
