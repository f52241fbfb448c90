// Scenario/ScenarioParameter: the one table of a scenario's tunable values: name, unit, where it lives in
// the scenario, its default (the scenario's own) and its legal range (the validator's own).
import ScrollAxis
import ScrollPhysics
import Units

/// One tunable value of a ``Scenario``: a feel parameter, a rate, a view-animation setting, a policy choice or a
/// piece of geometry. Sweeps (`--param`), compare's and export's `--set`, `--help` and docs/feel-parameters.md all
/// read this table; nothing else writes a parameter's default or range.
///
/// The default is read from ``Scenario/init(name:)`` (the model's own value) and the legal values from the
/// constants ``Scenario/validate()`` checks, so a value the table accepts is one a scenario file may hold;
/// cross-field rules (detents strictly increasing, a start height on the travel) are the validator's alone.
public struct ScenarioParameter: Sendable, Hashable, CustomStringConvertible {
    /// What values a parameter takes.
    public enum Values: Sendable, Hashable {
        /// A number in a range, in the parameter's unit.
        case number(LegalRange)
        /// On/off: 0 or 1.
        case flag
        /// One of a few named cases; the value is the name's index.
        case choice([String])
        /// One of a few numbers (the frame rates).
        case oneOf([Double])

        /// Whether the values are a choice of names.
        public var isChoice: Bool {
            if case .choice = self { return true }
            return false
        }
    }

    /// Where the value lives in a scenario.
    enum Place: Sendable, Hashable {
        case number(SendableKeyPath<Double>)
        case flag(SendableKeyPath<Bool>)
        case handoffMode
        case offsetMismatch
        /// The display height of detent `index`, points.
        case detent(Int)
        /// The primary list's content height, points.
        case contentHeight
    }

    /// The name on the command line (`low-velocity-threshold`).
    public let name: String
    /// The scenario file's field the value is (`feel.lowVelocityThreshold`), as the validator names it.
    public let field: String
    /// The unit as printed in help and plot axes (`pt/ms`, `pt`, `per ms`, `pt/s`, `s`, `Hz`, `0/1`, `choice`).
    public let unit: String
    /// The unit as a CSV column suffix (`pt_per_ms`, `pt`, `per_ms`, `pt_per_s`, `s`, `hz`, `bool`, `name`).
    public let columnUnit: String
    /// One line for `--help`.
    public let summary: String
    /// The legal values.
    public let values: Values
    /// Whether the value is part of the geometry (detent heights, panel height, a list's content height): a sweep
    /// records the geometry in its own fields, not among the tuned parameters.
    public let isGeometry: Bool
    /// Whether the parameter only matters for `.viewAnimation` movements.
    public let needsViewAnimation: Bool
    let place: Place

    /// The value `scenario` has, in ``unit`` (on/off 0 or 1, a choice its index); nil when the scenario has no
    /// such value (a detent it lacks, a list it has not).
    public func value(in scenario: Scenario) -> Double? {
        switch place {
        case .number(let path): return scenario[keyPath: path.path]
        case .flag(let path): return scenario[keyPath: path.path] ? 1 : 0
        case .handoffMode: return Double(HandoffMode.allCases.firstIndex(of: scenario.handoffMode) ?? 0)
        case .offsetMismatch:
            return Double(OffsetMismatchPolicy.allCases.firstIndex(of: scenario.offsetMismatch) ?? 0)
        case .detent(let index): return scenario.detents.indices.contains(index) ? scenario.detents[index] : nil
        case .contentHeight: return scenario.chain.first?.contentHeight
        }
    }

    /// Sets the value to `value` (in ``unit``; on/off: non-zero is on; a choice: an index, others ignored) on
    /// `scenario`. A value the scenario has no place for (a detent it lacks) leaves it unchanged.
    public func apply(_ value: Double, to scenario: inout Scenario) {
        switch place {
        case .number(let path): scenario[keyPath: path.path] = value
        case .flag(let path): scenario[keyPath: path.path] = value != 0
        case .handoffMode: if let c = Self.choice(HandoffMode.allCases, value) { scenario.handoffMode = c }
        case .offsetMismatch:
            if let c = Self.choice(OffsetMismatchPolicy.allCases, value) { scenario.offsetMismatch = c }
        case .detent(let index): if scenario.detents.indices.contains(index) { scenario.detents[index] = value }
        case .contentHeight: if !scenario.chain.isEmpty { scenario.chain[0].contentHeight = value }
        }
    }

    /// The default: the value of a scenario built with ``Scenario/init(name:)`` (the model's own default); for a
    /// detent or a list the default scenario's (nil when it has none).
    public var defaultValue: Double? { value(in: Scenario(name: "default")) }

    /// Whether `value` is one of the legal values (finite and in the range, 0 or 1, a choice's index, one of the
    /// listed numbers). Cross-field rules are ``Scenario/validate()``'s.
    public func allows(_ value: Double) -> Bool {
        switch values {
        case .number(let range): range.contains(value)
        case .flag: value == 0 || value == 1
        case .choice(let names): value >= 0 && value < Double(names.count) && value == value.rounded()
        case .oneOf(let list): list.contains(value)
        }
    }

    /// The legal values as a phrase: `in [0, 1000000] pt/ms`, `0 or 1`, `one of a, b`, `60, 120 or 240 Hz`.
    public var legalValues: String {
        switch values {
        case .number(let range): range.description
        case .flag: "0 or 1"
        case .choice(let names): "one of \(names.joined(separator: ", "))"
        case .oneOf(let list):
            list.dropLast().map(LegalRange.text).joined(separator: ", ") + " or "
                + (list.last.map(LegalRange.text) ?? "") + " \(unit)"
        }
    }

    /// `low-velocity-threshold (feel.lowVelocityThreshold, pt/ms)`.
    public var description: String { "\(name) (\(field), \(unit))" }

    private static func choice<C: Collection>(_ cases: C, _ value: Double) -> C.Element? where C.Index == Int {
        guard value >= 0, value < Double(cases.count), value == value.rounded() else { return nil }
        return cases[Int(value)]
    }
}

/// A key path into a scenario, sendable: a key path literal captures nothing, so sharing it is safe.
struct SendableKeyPath<Value>: @unchecked Sendable, Hashable {
    let path: WritableKeyPath<Scenario, Value>
}

extension ScenarioParameter {
    private init(
        _ name: String, _ field: String, unit: String, column: String, _ values: Values, _ place: Place,
        geometry: Bool = false, viewAnimation: Bool = false, summary: String
    ) {
        self.name = name
        self.field = field
        self.unit = unit
        self.columnUnit = column
        self.values = values
        self.place = place
        self.isGeometry = geometry
        self.needsViewAnimation = viewAnimation
        self.summary = summary
    }

    private static func number(_ path: WritableKeyPath<Scenario, Double>) -> Place {
        .number(SendableKeyPath(path: path))
    }
    private static func flag(_ path: WritableKeyPath<Scenario, Bool>) -> Place { .flag(SendableKeyPath(path: path)) }

    /// `low-velocity-threshold`, pt/ms.
    public static let lowVelocityThreshold = ScenarioParameter(
        "low-velocity-threshold", "feel.lowVelocityThreshold", unit: "pt/ms", column: "pt_per_ms",
        .number(Scenario.velocityThresholdRange), number(\.feel.lowVelocityThreshold),
        summary: "slower releases return to the nearest anchor (strict <)")
    /// `high-velocity-threshold`, pt/ms.
    public static let highVelocityThreshold = ScenarioParameter(
        "high-velocity-threshold", "feel.highVelocityThreshold", unit: "pt/ms", column: "pt_per_ms",
        .number(Scenario.velocityThresholdRange), number(\.feel.highVelocityThreshold),
        summary: "faster releases within the neighbour distance skip one anchor more (strict >)")
    /// `adjacent-anchor-distance`, pt.
    public static let adjacentAnchorDistance = ScenarioParameter(
        "adjacent-anchor-distance", "feel.adjacentAnchorDistance", unit: "pt", column: "pt",
        .number(Scenario.nonNegativeLengthRange), number(\.feel.adjacentAnchorDistance),
        summary: "neighbour distance: how near the next anchor counts as near; collapse dead zone")
    /// `capture-distance`, pt.
    public static let captureDistance = ScenarioParameter(
        "capture-distance", "feel.panelToParticipantCaptureDistance", unit: "pt", column: "pt",
        .number(Scenario.nonNegativeLengthRange), number(\.feel.panelToParticipantCaptureDistance),
        summary: "panel→list releases landing less than this inside the list are cut to its edge")
    /// `collapse-resistance`, 0/1.
    public static let collapseResistance = ScenarioParameter(
        "collapse-resistance", "feel.collapseResistance", unit: "0/1", column: "bool", .flag,
        flag(\.feel.collapseResistance), summary: "collapsing releases just below an anchor spring back to it")
    /// `disable-inner-momentum-transfer`, 0/1.
    public static let disableInnerMomentumTransfer = ScenarioParameter(
        "disable-inner-momentum-transfer", "feel.disableInnerMomentumTransfer", unit: "0/1", column: "bool",
        .flag, flag(\.feel.disableInnerMomentumTransfer),
        summary: "list inertia stays in the list (cannot throw the panel)")
    /// `panel-deceleration-rate`, per ms.
    public static let panelDecelerationRate = ScenarioParameter(
        "panel-deceleration-rate", "panelDecelerationRate", unit: "per ms", column: "per_ms",
        .number(DecelerationRate.legalRange), number(\.panelDecelerationRate),
        summary: "host deceleration rate on panel stretches (UIKit .fast = "
            + "\(LegalRange.text(DecelerationRate.fast.perMillisecond)))")
    /// `inner-deceleration-rate`, per ms.
    public static let innerDecelerationRate = ScenarioParameter(
        "inner-deceleration-rate", "innerDecelerationRate", unit: "per ms", column: "per_ms",
        .number(DecelerationRate.legalRange), number(\.innerDecelerationRate),
        summary: "inner list deceleration rate (UIKit .normal = "
            + "\(LegalRange.text(DecelerationRate.normal.perMillisecond)))")
    /// `animation-speed`, pt/s.
    public static let animationSpeed = ScenarioParameter(
        "animation-speed", "viewAnimation.speed", unit: "pt/s", column: "pt_per_s",
        .number(Scenario.animationSpeedRange), number(\.viewAnimation.speed), viewAnimation: true,
        summary: "view-animation duration grows by distance / speed (--style view; the component clamps it to "
            + "\(LegalRange.text(ViewAnimationPlan.speedRange.lowerBound))…"
            + "\(LegalRange.text(ViewAnimationPlan.speedRange.upperBound)))")
    /// `animation-base-duration`, s.
    public static let animationBaseDuration = ScenarioParameter(
        "animation-base-duration", "viewAnimation.baseDuration", unit: "s", column: "s",
        .number(Scenario.animationDurationRange), number(\.viewAnimation.baseDuration), viewAnimation: true,
        summary: "fixed part of the view-animation duration (--style view)")
    /// `animation-max-duration`, s.
    public static let animationMaximumDuration = ScenarioParameter(
        "animation-max-duration", "viewAnimation.maximumDuration", unit: "s", column: "s",
        .number(Scenario.animationDurationRange), number(\.viewAnimation.maximumDuration), viewAnimation: true,
        summary: "cap on the view-animation duration (--style view)")
    /// `animation-spring`, 0/1.
    public static let animationSpring = ScenarioParameter(
        "animation-spring", "viewAnimation.usesSpring", unit: "0/1", column: "bool", .flag,
        flag(\.viewAnimation.usesSpring), viewAnimation: true,
        summary: "view animations use the damping tiers, else damping 1 (--style view)")
    /// `frame-rate`, Hz.
    public static let frameRate = ScenarioParameter(
        "frame-rate", "frameRate", unit: "Hz", column: "hz", .oneOf(Scenario.supportedFrameRates),
        number(\.frameRate), summary: "simulation and touch sampling rate: how far the last touch event moves")
    /// `handoff-mode`, a ``HandoffMode`` by name.
    public static let handoffMode = ScenarioParameter(
        "handoff-mode", "handoffMode", unit: "choice", column: "name",
        .choice(HandoffMode.allCases.map(\.rawValue)), .handoffMode,
        summary: "who handles a touch on the list: "
            + HandoffMode.allCases.map(\.rawValue).joined(separator: ", ") + " (by name)")
    /// `offset-mismatch`, an ``OffsetMismatchPolicy`` by name.
    public static let offsetMismatch = ScenarioParameter(
        "offset-mismatch", "offsetMismatch", unit: "choice", column: "name",
        .choice(OffsetMismatchPolicy.allCases.map(\.rawValue)), .offsetMismatch,
        summary: "a mismatched list offset at touch-down: "
            + OffsetMismatchPolicy.allCases.map(\.rawValue).joined(separator: ", ") + " (by name)")
    /// `panel-height`, pt.
    public static let panelHeight = ScenarioParameter(
        "panel-height", "panelHeight", unit: "pt", column: "pt", .number(Scenario.positiveLengthRange),
        number(\.panelHeight), geometry: true,
        summary: "the panel's height (the highest display height without detents)")
    /// `content-height`, pt: the primary list's.
    public static let contentHeight = ScenarioParameter(
        "content-height", "chain[0].contentHeight", unit: "pt", column: "pt",
        .number(Scenario.nonNegativeLengthRange), .contentHeight, geometry: true,
        summary: "the content height of the list under the finger (the chain's primary)")

    /// The tuning parameters and policy choices, in the order help and sweep records list them.
    public static let tuning: [ScenarioParameter] = [
        .lowVelocityThreshold, .highVelocityThreshold, .adjacentAnchorDistance, .captureDistance, .collapseResistance,
        .disableInnerMomentumTransfer, .panelDecelerationRate, .innerDecelerationRate, .animationSpeed,
        .animationBaseDuration, .animationMaximumDuration, .animationSpring, .frameRate, .handoffMode,
        .offsetMismatch,
    ]

    /// The geometry a sweep can vary besides the detents (``detentHeight(_:)``).
    public static let geometry: [ScenarioParameter] = [.panelHeight, .contentHeight]

    /// The height of the detent named `detent-N` (N from 0, lowest first, as `bench compare` names targets):
    /// `detent-N-height`.
    public static func detentHeight(_ index: Int) -> ScenarioParameter {
        ScenarioParameter(
            "detent-\(index)-height", "detents[\(index)]", unit: "pt", column: "pt",
            .number(Scenario.nonNegativeLengthRange), .detent(index), geometry: true,
            summary: "the display height of detent \(index), the target compare calls detent-\(index) "
                + "(detent N: detent-N-height)")
    }

    /// The parameter named `name`: one of the tables, or `detent-N-height`.
    public init?(named name: String) {
        if let row = (Self.tuning + Self.geometry).first(where: { $0.name == name }) {
            self = row
            return
        }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "detent", parts[2] == "height", let index = Int(parts[1]), index >= 0,
            index < Scenario.maximumDetentCount, String(index) == parts[1]
        else { return nil }
        self = Self.detentHeight(index)
    }
}
