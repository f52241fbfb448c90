// BenchCLI/SweepOptions+PlanErrors: the sweep plan's texts and errors named as the options that gave them.
import Analysis
import ArgumentParsing
import Sweep

extension SweepOptions {
    /// The plan's texts, named as the options that give them (`--param`, `--start-heights`, `--velocities`, …).
    static var planLabels: SweepPlan.TextLabels {
        SweepPlan.TextLabels(
            parameters: "--\(param.spec.name)", startHeights: "--\(startHeights.spec.name)",
            gestureValues: [.release: "--\(velocities.spec.name)", .drag: "--\(distances.spec.name)"])
    }

    /// The plan's texts named as in ``planLabels``, except that a part the command line did not give is named as
    /// the default it is (`the default start heights`): a message never blames an option that was not given.
    static func planLabels(given arguments: ParsedArguments) -> SweepPlan.TextLabels {
        var labels = planLabels
        if arguments[param].isEmpty { labels.parameters = "the default parameter" }
        if arguments[startHeights] == nil { labels.startHeights = "the default start heights (from the scenario)" }
        if arguments[velocities] == nil { labels.gestureValues[.release] = "the default velocities" }
        if arguments[distances] == nil { labels.gestureValues[.drag] = "the default distances" }
        return labels
    }

    /// One line naming the option at fault (`--param NAME=VALUES: …`, `--distances: …`), or the default at fault
    /// when `labels` name one (``planLabels(given:)``).
    static func line(for error: SweepPlan.TextError, labels: SweepPlan.TextLabels = planLabels) -> String {
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
