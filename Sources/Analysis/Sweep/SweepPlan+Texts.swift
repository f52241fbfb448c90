// Analysis/Sweep/SweepPlan+Texts: a sweep plan from the texts of a command line (`--param`, the gesture's values,
// `--start-heights`), each read under the option that gives it.
import PanelSimulator

extension SweepPlan {
    /// Why the texts of a sweep's grid make no plan; the line names the option that gave the part at fault.
    public enum TextError: Error, Sendable, CustomStringConvertible {
        /// Values were given for `given`, a gesture the plan does not use (it uses `planned`).
        case otherGesture(given: SweepGesture, planned: SweepGesture)
        /// A text that does not read; the message names its option.
        case text(SweepSpecError)
        /// A grid that cannot run (its field says which part).
        case grid(SweepGridError)
        /// Anything else the plan refused, as one line.
        case other(String)

        /// One line naming the option at fault (`--param NAME=VALUES: …`, `--distances: …`).
        public var description: String {
            let grid: SweepGridError
            switch self {
            case .otherGesture(let other, let gesture):
                return
                    "\(other.option): only used with --gesture \(other.rawValue) (this sweep uses \(gesture.rawValue))"
            case .text(let error): return error.description
            case .other(let line): return line
            case .grid(let error): grid = error
            }
            let reason =
                switch grid.reason {
                case .givenTwice: "given twice (give its values in one --param)"
                case .needsDragGesture: "only used with --gesture drag"
                case .overCellLimit(let cells, let limit, let allowable):
                    "the grid has \(cells) cells, more than \(limit) "
                        + (allowable ? "(use --force to run it anyway)" : "(split it into several sweeps)")
                default: SweepGridError(nil, grid.reason).description
                }
            guard let field = grid.field else { return reason }
            let option =
                switch field {
                case .parameter(let parameter, _): "--param \(parameter.rawValue)"
                case .gestureValues(let gesture, _): gesture.option
                case .parameters: "--param"
                case .startHeights: "--start-heights"
                }
            return "\(field.named(option)): \(reason)"
        }
    }

    /// The plan for `scenario` from texts: `parameters` (each `NAME=START:STOP:STEP` or `NAME=v1,v2,…`; none: the
    /// system's default parameter), the values of each gesture given (only the plan's gesture may have some; release
    /// velocities in pt/ms, drag distances in pt) and the start heights, pt.
    ///
    /// - Throws: ``TextError``; see ``init(scenario:parameters:gesture:gestureValues:startHeights:allowingLarge:)``.
    public init(
        scenario: Scenario, parameterTexts parameters: [String], gesture: SweepGesture?,
        gestureValueTexts: [SweepGesture: String], startHeightsText: String?, allowingLarge: Bool
    ) throws(TextError) {
        let gesture = gesture ?? SweepDefaults.gesture(for: scenario)
        let other: SweepGesture = gesture == .release ? .drag : .release
        if gestureValueTexts[other] != nil { throw .otherGesture(given: other, planned: gesture) }
        do {
            var axes: [SweepAxis] = []
            for text in parameters { axes.append(try SweepAxis(parsing: text)) }
            try self.init(
                scenario: scenario, parameters: axes, gesture: gesture,
                gestureValues: try gestureValueTexts[gesture].map { text throws(SweepSpecError) in
                    try SweepValues.parse(text, label: gesture.option)
                },
                startHeights: try startHeightsText.map { text throws(SweepSpecError) in
                    try SweepValues.parse(text, label: "--start-heights")
                }, allowingLarge: allowingLarge)
        } catch let error as SweepGridError {
            throw .grid(error)
        } catch let error as SweepSpecError {
            throw .text(error)
        } catch {
            throw .other(String(describing: error))
        }
    }
}

extension SweepAxis {
    /// One `--param` text, `NAME=START:STOP:STEP` or `NAME=v1,v2,…`.
    ///
    /// - Throws: ``SweepSpecError`` (`--param: …`) for a text without `=`, an unknown name or bad values.
    public init(parsing text: String) throws(SweepSpecError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw SweepSpecError(
                "--param: '\(text)' is not NAME=START:STOP:STEP or NAME=v1,v2,… (names: \(SweepParameter.nameList))")
        }
        let name = String(text[..<equals])
        guard let parameter = SweepParameter(rawValue: name) else {
            throw SweepSpecError("--param: unknown parameter '\(name)' (valid: \(SweepParameter.nameList))")
        }
        let values = try parameter.parseValues(String(text[text.index(after: equals)...]), label: "--param \(name)=")
        self.init(parameter: parameter, values: values)
    }
}

extension SweepGesture {
    /// The option that gives this gesture's values: `--velocities` (pt/ms) or `--distances` (pt).
    public var option: String { self == .release ? "--velocities" : "--distances" }
}
