// BenchCLI/SweepOptions+Plan: the grid's texts of a `bench sweep` command line read into Analysis's SweepPlan.
import Analysis
import ArgumentParsing
import PanelSimulator

extension SweepOptions {
    /// The plan for `scenario` from the texts given: `--param` (none: the system's default parameter), the values
    /// of `--velocities` or `--distances` (only those of the plan's gesture) and `--start-heights`.
    ///
    /// - Throws: ``UsageError`` naming the option: the other gesture's values, a bad parameter or value list, a grid
    ///   that cannot run (``SweepGridError`` said with its option) or over a limit (``SweepPlan/cellLimit`` without
    ///   `force`).
    static func plan(
        _ scenario: Scenario, parameters: [String], gesture: SweepGesture?, gestureValues: [SweepGesture: String],
        startHeights: String?, force: Bool
    ) throws(UsageError) -> SweepPlan {
        let gesture = gesture ?? SweepDefaults.gesture(for: scenario)
        let other: SweepGesture = gesture == .release ? .drag : .release
        if gestureValues[other] != nil {
            throw UsageError(
                "\(other.option): only used with --gesture \(other.rawValue) (this sweep uses \(gesture.rawValue))")
        }
        do {
            var axes: [SweepAxis] = []
            for text in parameters { axes.append(try axis(text)) }
            return try SweepPlan(
                scenario: scenario, parameters: axes, gesture: gesture,
                gestureValues: try gestureValues[gesture].map { text throws(SweepSpecError) in
                    try SweepValues.parse(text, label: gesture.option)
                },
                startHeights: try startHeights.map { text throws(SweepSpecError) in
                    try SweepValues.parse(text, label: "--start-heights")
                }, allowingLarge: force)
        } catch let error as SweepGridError {
            throw UsageError(message(error))
        } catch {
            throw UsageError(String(describing: error))
        }
    }

    /// One `--param` value, `NAME=START:STOP:STEP` or `NAME=v1,v2,…`.
    static func axis(_ text: String) throws(SweepSpecError) -> SweepAxis {
        guard let equals = text.firstIndex(of: "=") else {
            throw SweepSpecError(
                "--param: '\(text)' is not NAME=START:STOP:STEP or NAME=v1,v2,… (names: \(SweepParameter.nameList))")
        }
        let name = String(text[..<equals])
        guard let parameter = SweepParameter(rawValue: name) else {
            throw SweepSpecError("--param: unknown parameter '\(name)' (valid: \(SweepParameter.nameList))")
        }
        let values = try parameter.parseValues(String(text[text.index(after: equals)...]), label: "--param \(name)=")
        return SweepAxis(parameter: parameter, values: values)
    }

    /// The line for `error`, naming the option that gave the part at fault (`--param NAME=VALUES: …`).
    static func message(_ error: SweepGridError) -> String {
        let reason =
            switch error.reason {
            case .givenTwice: "given twice (give its values in one --param)"
            case .needsDragGesture: "only used with --gesture drag"
            case .overCellLimit(let cells, let limit, let allowable):
                "the grid has \(cells) cells, more than \(limit) "
                    + (allowable ? "(use --force to run it anyway)" : "(split it into several sweeps)")
            default: SweepGridError(nil, error.reason).description
            }
        guard let field = error.field else { return reason }
        return "\(field.named(option(field))): \(reason)"
    }

    /// The option that gives `field` (`--param NAME` for one parameter).
    static func option(_ field: SweepGridError.Field) -> String {
        if case .parameter(let parameter, _) = field { return "--param \(parameter.rawValue)" }
        if case .gestureValues(let gesture, _) = field { return gesture.option }
        return field == .parameters ? "--param" : "--start-heights"
    }
}

extension SweepGesture {
    /// The option that gives this gesture's values.
    var option: String { self == .release ? "--velocities" : "--distances" }
}
