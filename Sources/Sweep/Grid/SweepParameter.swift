// Sweep/SweepParameter: what a sweep can vary: the scenario's table of parameters (feel, geometry) and
// the gesture's.
import PanelSimulator
import Scenario
import Support
import Units

/// A feel parameter (docs/feel-parameters.md) that changes motion, a piece of geometry, or a dimension of the
/// gesture (drag duration, where the touch lands), as `bench sweep --param NAME=…` names it.
///
/// A scenario's parameters are rows of ``ScenarioParameter`` (the one table: unit, default, legal range, where it
/// lives); the drag's two are the rows of ``SweepSetup``. Booleans take 0/1 (or `true`/`false` on the command line).
public struct SweepParameter: RawRepresentable, Hashable, Sendable, CaseIterable {
    /// Where a parameter's value lives.
    enum Row: Hashable, Sendable {
        /// A scenario's value.
        case scenario(ScenarioParameter)
        /// ``SweepSetup/dragDuration``.
        case dragDuration
        /// ``SweepSetup/dragOnContent``.
        case dragOnContent
    }

    /// The name (`low-velocity-threshold`).
    public let rawValue: String
    let row: Row

    private init(_ row: Row) {
        self.row = row
        switch row {
        case .scenario(let p): rawValue = p.name
        case .dragDuration: rawValue = "drag-duration"
        case .dragOnContent: rawValue = "drag-on-content"
        }
    }

    /// The parameter named `rawValue`: a scenario's (``ScenarioParameter/init(named:)``, geometry included) or
    /// the drag's.
    public init?(rawValue: String) {
        if let p = ScenarioParameter(named: rawValue) {
            self.init(.scenario(p))
        } else if let drag = [SweepParameter.dragDuration, .dragOnContent].first(where: { $0.rawValue == rawValue }) {
            self = drag
        } else {
            return nil
        }
    }

    /// A scenario's parameter.
    public init(_ parameter: ScenarioParameter) { self.init(.scenario(parameter)) }

    /// How long a drag lasts, s (`--gesture drag`): with the distance, the finger's speed.
    public static let dragDuration = SweepParameter(.dragDuration)
    /// 0/1: the drag starts on the inner content (the comment pop-up's table) rather than on the header.
    public static let dragOnContent = SweepParameter(.dragOnContent)
    /// `feel.lowVelocityThreshold`, pt/ms.
    public static let lowVelocityThreshold = SweepParameter(.lowVelocityThreshold)
    /// `feel.highVelocityThreshold`, pt/ms.
    public static let highVelocityThreshold = SweepParameter(.highVelocityThreshold)
    /// `feel.adjacentAnchorDistance`, pt.
    public static let adjacentAnchorDistance = SweepParameter(.adjacentAnchorDistance)
    /// `feel.panelToParticipantCaptureDistance`, pt.
    public static let captureDistance = SweepParameter(.captureDistance)
    /// `feel.collapseResistance`, 0/1.
    public static let collapseResistance = SweepParameter(.collapseResistance)
    /// `feel.disableInnerMomentumTransfer`, 0/1.
    public static let disableInnerMomentumTransfer = SweepParameter(.disableInnerMomentumTransfer)
    /// The host's rate on panel stretches, per ms.
    public static let panelDecelerationRate = SweepParameter(.panelDecelerationRate)
    /// The inner views' rate, per ms.
    public static let innerDecelerationRate = SweepParameter(.innerDecelerationRate)
    /// `viewAnimation.speed`, pt/s.
    public static let animationSpeed = SweepParameter(.animationSpeed)
    /// `viewAnimation.baseDuration`, s.
    public static let animationBaseDuration = SweepParameter(.animationBaseDuration)
    /// `viewAnimation.maximumDuration`, s.
    public static let animationMaximumDuration = SweepParameter(.animationMaximumDuration)
    /// `viewAnimation.usesSpring`, 0/1.
    public static let animationSpring = SweepParameter(.animationSpring)
    /// The scenario's frame rate, Hz.
    public static let frameRate = SweepParameter(.frameRate)
    /// Who handles a touch on the inner list, by name.
    public static let handoffMode = SweepParameter(.handoffMode)
    /// What happens to a mismatched list offset at touch-down, by name.
    public static let offsetMismatch = SweepParameter(.offsetMismatch)
    /// `panelHeight`, pt (geometry).
    public static let panelHeight = SweepParameter(.panelHeight)
    /// The primary list's `contentHeight`, pt (geometry).
    public static let contentHeight = SweepParameter(.contentHeight)
    /// The height of the detent named `detent-N`, pt (geometry).
    public static func detentHeight(_ index: Int) -> SweepParameter { SweepParameter(.detentHeight(index)) }

    /// The parameters a sweep records (every tuning parameter and the drag's, not the geometry, which the
    /// record holds in its own fields), in the order help lists them.
    public static let allCases: [SweepParameter] = {
        let tuning = ScenarioParameter.tuning.filter { $0.values.isChoice == false }.map(SweepParameter.init)
        let choices = ScenarioParameter.tuning.filter(\.values.isChoice).map(SweepParameter.init)
        return tuning + [.dragDuration, .dragOnContent] + choices
    }()

    /// The geometry a sweep can vary, as help lists it (`detent-N-height` for every N).
    public static let geometry: [SweepParameter] =
        [.detentHeight(0)] + ScenarioParameter.geometry.map(SweepParameter.init)

    /// The scenario's row, or nil for the drag's parameters.
    public var scenarioParameter: ScenarioParameter? {
        if case .scenario(let p) = row { return p }
        return nil
    }

    /// The unit as printed in help and plot axes (`pt/ms`, `pt`, `per ms`, `pt/s`, `s`, `Hz`, `0/1`, `choice`).
    public var unit: String {
        switch row {
        case .scenario(let p): p.unit
        case .dragDuration: LegalRange.dragDuration.unit
        case .dragOnContent: "0/1"
        }
    }

    /// The names a choice parameter takes, in value order (value = index), or nil for a number or on/off.
    public var choices: [String]? {
        if case .scenario(let p) = row, case .choice(let names) = p.values { return names }
        return nil
    }

    /// The unit printed after a written value (`0.2 pt/ms`): empty for on/off and for a choice (its value is a name).
    public var valueUnit: String { isBoolean || choices != nil ? "" : unit }

    /// The unit on a plot axis: ``valueUnit``, or for a choice the key of its indices
    /// (`0 = coordinated, 1 = innerFirst, …`), since a choice is plotted at its index.
    public var axisUnit: String {
        guard let choices else { return valueUnit }
        return choices.enumerated().map { "\($0.offset) = \($0.element)" }.joined(separator: ", ")
    }

    /// The unit as a CSV column suffix (`pt_per_ms`, `pt`, `per_ms`, `pt_per_s`, `s`, `bool`).
    public var columnUnit: String {
        switch row {
        case .scenario(let p): p.columnUnit
        case .dragDuration: "s"
        case .dragOnContent: "bool"
        }
    }

    /// The CSV column name: the name in snake case plus the unit, e.g. `low_velocity_threshold_pt_per_ms`.
    public var columnName: String { String(rawValue.map { $0 == "-" ? "_" : $0 }) + "_" + columnUnit }

    /// The default, in ``unit`` (booleans 0 or 1): the model's own (``ScenarioParameter/defaultValue``, or
    /// ``SweepSetup``'s for the drag); NaN for geometry the default scenario lacks (a list's content height).
    public var defaultValue: Double { value(in: SweepSetup(scenario: Scenario(name: "default"))) }

    /// Whether the parameter is on/off (values 0 and 1 only).
    public var isBoolean: Bool {
        switch row {
        case .scenario(let p): p.values == .flag
        case .dragDuration: false
        case .dragOnContent: true
        }
    }

    /// Whether the parameter is part of the geometry (detent and panel heights, a list's content height).
    public var isGeometry: Bool { scenarioParameter?.isGeometry ?? false }

    /// Whether the parameter describes the drag (`--gesture drag` only).
    public var needsDrag: Bool { scenarioParameter == nil }

    /// Whether the parameter only matters for `.viewAnimation` movements.
    public var needsViewAnimation: Bool { scenarioParameter?.needsViewAnimation ?? false }

    /// The legal values, as a phrase for messages, and the check itself: the scenario validator's range (the
    /// whole scenario is validated again when a value is applied), or the drag's.
    public var legalRange: (description: String, contains: @Sendable (Double) -> Bool) {
        switch row {
        case .scenario(let p): (p.legalValues, { p.allows($0) })
        case .dragDuration: (LegalRange.dragDuration.description, { LegalRange.dragDuration.contains($0) })
        case .dragOnContent: ("0 or 1", { $0 == 0 || $0 == 1 })
        }
    }

    /// One line for `bench sweep --help`.
    public var summary: String {
        switch row {
        case .scenario(let p): p.summary
        case .dragDuration: "how long the drag lasts (drag sweeps)"
        case .dragOnContent: "the drag starts on the inner content, not the header (drag sweeps)"
        }
    }

    /// Sets the parameter to `value` (in ``unit``; booleans: non-zero is on) on `setup`.
    public func apply(_ value: Double, to setup: inout SweepSetup) {
        switch row {
        case .scenario(let p): p.apply(value, to: &setup.scenario)
        case .dragDuration: setup.dragDuration = value
        case .dragOnContent: setup.dragOnContent = value != 0
        }
    }

    /// Sets a scenario parameter to `value` (in ``unit``; booleans: non-zero is on) on `scenario`; the drag's
    /// parameters leave it unchanged.
    public func apply(_ value: Double, to scenario: inout Scenario) {
        scenarioParameter?.apply(value, to: &scenario)
    }

    /// The value `setup` has now, in ``unit`` (booleans 0/1; NaN for geometry the scenario lacks).
    public func value(in setup: SweepSetup) -> Double {
        switch row {
        case .scenario(let p): p.value(in: setup.scenario) ?? .nan
        case .dragDuration: setup.dragDuration
        case .dragOnContent: setup.dragOnContent ? 1 : 0
        }
    }

    /// The value `scenario` has now, in ``unit`` (booleans 0/1); the drag's parameters give their defaults.
    public func value(in scenario: Scenario) -> Double {
        switch row {
        case .scenario(let p): p.value(in: scenario) ?? .nan
        default: defaultValue
        }
    }

    /// Reads the values of a `--param NAME=…` (or `--plot-values`) spec for this parameter: names for a choice
    /// (`coordinated,innerFirst`, or `all`), else `START:STOP:STEP` or `v1,v2,…` (booleans also `true`/`false`).
    /// The one place a parameter's written values are read.
    ///
    /// - Throws: ``SweepSpecError`` naming `label`, the spec and the problem.
    public func parseValues(_ text: String, label: String) throws(SweepSpecError) -> SweepValues {
        guard let choices else { return try SweepValues.parse(text, boolean: isBoolean, label: label) }
        return try SweepValues.parseChoices(text, choices: choices, label: label)
    }

    /// Reads one written value (`--set NAME=VALUE`): a name for a choice, `true`/`false` for a boolean, else a
    /// number; nil when it is none of these or outside ``legalRange``.
    public func value(fromText text: String) -> Double? {
        let value: Double?
        if let choices {
            value = choices.firstIndex(of: text).map(Double.init)
        } else if isBoolean, text == "true" || text == "false" {
            value = text == "true" ? 1 : 0
        } else {
            value = DecimalText.number(text)
        }
        guard let value, value.isFinite, legalRange.contains(value) else { return nil }
        return value
    }

    /// A value as written back: the choice's name, else the number as ``SweepValues/format(_:)`` prints it.
    public func text(of value: Double) -> String {
        if let choices, value >= 0, value < Double(choices.count), value == value.rounded() {
            return choices[Int(value)]
        }
        return SweepValues.format(value)
    }

    /// One help line a parameter: `  name  default unit (legal values): summary`, names padded to one width; the
    /// default of geometry the default scenario lacks is left out.
    public static func helpLines(_ parameters: [SweepParameter]) -> [String] {
        let width = parameters.map(\.rawValue.count).max() ?? 0
        return parameters.map { p in
            let name = p.rawValue + String(repeating: " ", count: width - p.rawValue.count)
            let d = p.defaultValue
            let value = d.isNaN ? "-" : p.isBoolean ? (d == 0 ? "0" : "1") : p.text(of: d)
            let unit = p.choices == nil && !p.isBoolean ? " " + p.unit : ""
            let legal = p.choices == nil ? " (\(p.legalRange.description))" : ""
            return "  \(name)  \(value)\(unit)\(legal): \(p.summary)"
        }
    }

    /// The names, comma-separated, for "unknown parameter" messages.
    public static var nameList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
