// Sweep/SweepPlan: a sweep ready to run: its scenario, its grid (defaults filled in) and its runner, checked;
// made from typed parts or from texts (parameter specs, the gesture's values, the start heights).
import PanelSimulator
import Scenario

/// What a sweep will run, every part checked before anything runs: the scenario, the grid of parameters × start
/// heights × gesture values (each part the system's default when not given, ``SweepDefaults``) and its runner.
public struct SweepPlan: Sendable {
    /// Cells a sweep may have unless large grids are allowed.
    public static let cellLimit = 1_000_000
    /// Cells a sweep may never have: shard it instead.
    public static let hardCellLimit = 50_000_000

    /// The scenario every cell starts from.
    public let scenario: Scenario
    /// Parameters × start heights × gesture values.
    public let grid: SweepGrid
    /// The runner of the grid.
    public let runner: SweepRunner

    /// The plan of `scenario` for the parts given; a part not given is the system's default.
    ///
    /// - Parameters:
    ///   - parameters: the swept parameters, slowest first (empty: ``SweepDefaults/axis(for:)``).
    ///   - gesture: the gesture (`nil`: ``SweepDefaults/gesture(for:)``).
    ///   - gestureValues: its values (`nil`: ``SweepGesture/defaultValues``).
    ///   - startHeights: the start heights, pt (`nil`: ``SweepDefaults/startHeights(for:)``).
    ///   - allowingLarge: whether more than ``cellLimit`` cells may run.
    /// - Throws: ``SweepGridError`` for a grid that cannot run (``SweepGridError/Reason/overCellLimit(cells:limit:allowable:)``
    ///   above a limit), or ``SweepSpecError`` for a default that does not fit the scenario.
    public init(
        scenario: Scenario, parameters: [SweepAxis] = [], gesture: SweepGesture? = nil,
        gestureValues: SweepValues? = nil, startHeights: SweepValues? = nil, allowingLarge: Bool = false
    ) throws {
        let gesture = gesture ?? SweepDefaults.gesture(for: scenario)
        var axes = parameters
        if axes.isEmpty {
            let (parameter, values) = SweepDefaults.axis(for: scenario)
            axes = [
                SweepAxis(parameter: parameter, values: try parameter.parseValues(values, label: parameter.rawValue))
            ]
        }
        let grid = try SweepGrid.checked(
            parameters: axes,
            startHeights: try startHeights
                ?? SweepValues.parse(SweepDefaults.startHeights(for: scenario), label: "start heights"),
            gesture: gesture,
            gestureValues: try gestureValues
                ?? SweepValues.parse(gesture.defaultValues, label: gesture.axisNamePlural))
        if grid.count > Self.hardCellLimit {
            throw SweepGridError(nil, .overCellLimit(cells: grid.count, limit: Self.hardCellLimit, allowable: false))
        }
        if grid.count > Self.cellLimit, !allowingLarge {
            throw SweepGridError(nil, .overCellLimit(cells: grid.count, limit: Self.cellLimit, allowable: true))
        }
        self.runner = try SweepRunner(setup: SweepSetup(scenario: scenario), grid: grid)
        self.scenario = scenario
        self.grid = grid
    }
}

extension SweepPlan {
    /// The names the texts were given under (the command line's options), which messages about them start with.
    public struct TextLabels: Sendable {
        /// The name of each `NAME=VALUES` parameter text.
        public var parameters: String
        /// The name of the start heights' text.
        public var startHeights: String
        /// The name of each gesture's values text.
        public var gestureValues: [SweepGesture: String]

        /// Labels for texts given under these names.
        public init(parameters: String, startHeights: String, gestureValues: [SweepGesture: String]) {
            self.parameters = parameters
            self.startHeights = startHeights
            self.gestureValues = gestureValues
        }

        /// The name of `gesture`'s values text (the gesture's own name when none was given).
        public func values(of gesture: SweepGesture) -> String { gestureValues[gesture] ?? gesture.rawValue }
    }

    /// Why the texts of a sweep's grid make no plan (the caller names the texts in its messages).
    public enum TextError: Error, Sendable {
        /// Values were given for `given`, a gesture the plan does not use (it uses `planned`).
        case otherGesture(given: SweepGesture, planned: SweepGesture)
        /// A text that does not read; the message starts with the text's label.
        case text(SweepSpecError)
        /// A grid that cannot run (its field says which part).
        case grid(SweepGridError)
        /// Anything else the plan refused, as one line.
        case other(String)
    }

    /// The plan for `scenario` from texts: `parameters` (each `NAME=START:STOP:STEP` or `NAME=v1,v2,…`; none: the
    /// system's default parameter), the values of each gesture given (only the plan's gesture may have some; release
    /// velocities in pt/ms, drag distances in pt) and the start heights, pt; `labels` name the texts in messages.
    ///
    /// - Throws: ``TextError``; see ``init(scenario:parameters:gesture:gestureValues:startHeights:allowingLarge:)``.
    public init(
        scenario: Scenario, parameterTexts parameters: [String], gesture: SweepGesture?,
        gestureValueTexts: [SweepGesture: String], startHeightsText: String?, allowingLarge: Bool,
        labels: TextLabels
    ) throws(TextError) {
        let gesture = gesture ?? SweepDefaults.gesture(for: scenario)
        let other: SweepGesture = gesture == .release ? .drag : .release
        if gestureValueTexts[other] != nil { throw .otherGesture(given: other, planned: gesture) }
        do {
            var axes: [SweepAxis] = []
            for text in parameters { axes.append(try SweepAxis(parsing: text, label: labels.parameters)) }
            try self.init(
                scenario: scenario, parameters: axes, gesture: gesture,
                gestureValues: try gestureValueTexts[gesture].map { text throws(SweepSpecError) in
                    try SweepValues.parse(text, label: labels.values(of: gesture))
                },
                startHeights: try startHeightsText.map { text throws(SweepSpecError) in
                    try SweepValues.parse(text, label: labels.startHeights)
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
    /// One parameter text, `NAME=START:STOP:STEP` or `NAME=v1,v2,…`, given under `label`.
    ///
    /// - Throws: ``SweepSpecError`` (`label: …`) for a text without `=`, an unknown name or bad values.
    public init(parsing text: String, label: String) throws(SweepSpecError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw SweepSpecError(
                "\(label): '\(text)' is not NAME=START:STOP:STEP or NAME=v1,v2,… (names: \(SweepParameter.nameList))")
        }
        let name = String(text[..<equals])
        guard let parameter = SweepParameter(rawValue: name) else {
            throw SweepSpecError("\(label): unknown parameter '\(name)' (valid: \(SweepParameter.nameList))")
        }
        let values = try parameter.parseValues(String(text[text.index(after: equals)...]), label: "\(label) \(name)=")
        self.init(parameter: parameter, values: values)
    }
}
