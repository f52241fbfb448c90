// Analysis/Sweep/SweepParameter: what a sweep can vary: the feel parameters (docs/feel-parameters.md) and the
// gesture's.
import PanelSimulator

/// A feel parameter (docs/feel-parameters.md) that changes motion, or a dimension of the gesture (frame rate, drag
/// duration, where the touch lands), as `bench sweep --param NAME=…` names it.
///
/// Each case knows its unit, its reference default, which values are legal, and how to set itself on a
/// ``SweepSetup`` (the scenario and the drag). Booleans take 0/1 (or `true`/`false` on the command line).
public enum SweepParameter: String, CaseIterable, Sendable, Codable {
    /// `movement.lowVelocityThreshold`, pt/ms: slower releases go back to the nearest anchor (strict `<`).
    case lowVelocityThreshold = "low-velocity-threshold"
    /// `movement.highVelocityThreshold`, pt/ms: faster releases near an anchor skip one more (strict `>`).
    case highVelocityThreshold = "high-velocity-threshold"
    /// `movement.nearBoundaryDistance`, pt: how near the next anchor counts as "near" (and the collapse dead zone).
    case adjacentAnchorDistance = "adjacent-anchor-distance"
    /// `movement.outerToInnerSnapDistance`, pt: panel → list releases landing less than this inside are cut.
    case captureDistance = "capture-distance"
    /// `handoff.resistsCollapse`, 0/1: collapsing releases near an anchor spring back to it.
    case collapseResistance = "collapse-resistance"
    /// `handoff.preventsInnerToPanelHandoff`, 0/1: list inertia stays in the list.
    case disableInnerMomentumTransfer = "disable-inner-momentum-transfer"
    /// The host's deceleration rate on panel stretches, per millisecond (UIKit `.fast` = 0.99).
    case panelDecelerationRate = "panel-deceleration-rate"
    /// The inner views' deceleration rate, per millisecond (UIKit `.normal` = 0.998).
    case innerDecelerationRate = "inner-deceleration-rate"
    /// `movement.speed`, pt/s: distance per second added to a view animation's duration.
    case animationSpeed = "animation-speed"
    /// `movement.baseDuration`, s: fixed part of a view animation's duration.
    case animationBaseDuration = "animation-base-duration"
    /// `movement.maximumDuration`, s: cap on a view animation's duration.
    case animationMaximumDuration = "animation-max-duration"
    /// `movement.usesSpring`, 0/1: view animations use the damping tiers (else damping 1).
    case animationSpring = "animation-spring"
    /// The scenario's simulation and touch-sampling rate, Hz (60, 120 or 240): how far the last touch event
    /// moves, and so the comment pop-up's 5 pt rule and the release-velocity estimate of a drag.
    case frameRate = "frame-rate"
    /// How long a drag lasts, s (`--gesture drag`): with the distance, the finger's speed.
    case dragDuration = "drag-duration"
    /// 0/1: the drag starts on the inner content (the comment pop-up's table) rather than on the header.
    case dragOnContent = "drag-on-content"
    /// Who handles a touch on the inner list (``HandoffMode``): a choice, swept by name
    /// (`coordinated,innerFirst,innerFirstAtBoundary`); the value is the name's index.
    case handoffMode = "handoff-mode"
    /// What happens to a list whose offset does not match its segment at touch-down (``OffsetMismatchPolicy``): a
    /// choice, swept by name; the value is the name's index.
    case offsetMismatch = "offset-mismatch"

    /// The unit as printed in help and plot axes (`pt/ms`, `pt`, `/ms`, `pt/s`, `s`, `0/1`).
    public var unit: String {
        switch self {
        case .lowVelocityThreshold, .highVelocityThreshold: "pt/ms"
        case .adjacentAnchorDistance, .captureDistance: "pt"
        case .collapseResistance, .disableInnerMomentumTransfer, .animationSpring: "0/1"
        case .panelDecelerationRate, .innerDecelerationRate: "per ms"
        case .animationSpeed: "pt/s"
        case .animationBaseDuration, .animationMaximumDuration, .dragDuration: "s"
        case .frameRate: "Hz"
        case .dragOnContent: "0/1"
        case .handoffMode, .offsetMismatch: "choice"
        }
    }

    /// The names a choice parameter takes, in value order (value = index), or nil for a number or on/off.
    public var choices: [String]? {
        switch self {
        case .handoffMode: HandoffMode.allCases.map(\.rawValue)
        case .offsetMismatch: OffsetMismatchPolicy.allCases.map(\.rawValue)
        default: nil
        }
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
        switch self {
        case .lowVelocityThreshold, .highVelocityThreshold: "pt_per_ms"
        case .adjacentAnchorDistance, .captureDistance: "pt"
        case .collapseResistance, .disableInnerMomentumTransfer, .animationSpring: "bool"
        case .panelDecelerationRate, .innerDecelerationRate: "per_ms"
        case .animationSpeed: "pt_per_s"
        case .animationBaseDuration, .animationMaximumDuration, .dragDuration: "s"
        case .frameRate: "hz"
        case .dragOnContent: "bool"
        case .handoffMode, .offsetMismatch: "name"
        }
    }

    /// The CSV column name: the name in snake case plus the unit, e.g. `low_velocity_threshold_pt_per_ms`.
    public var columnName: String { String(rawValue.map { $0 == "-" ? "_" : $0 }) + "_" + columnUnit }

    /// The reference default (docs/feel-parameters.md), in ``unit``; booleans are 0 or 1.
    public var defaultValue: Double {
        switch self {
        case .lowVelocityThreshold: 0.2
        case .highVelocityThreshold: 2.2
        case .adjacentAnchorDistance: 86
        case .captureDistance: 140
        case .collapseResistance, .disableInnerMomentumTransfer: 0
        case .panelDecelerationRate: 0.99
        case .innerDecelerationRate: 0.998
        case .animationSpeed: 1000
        case .animationBaseDuration: 0.12
        case .animationMaximumDuration: 0.32
        case .animationSpring: 1
        case .frameRate: 120
        case .dragDuration: SweepSetup.defaultDragDuration
        case .dragOnContent: 0
        case .handoffMode: Double(HandoffMode.allCases.firstIndex(of: .coordinated) ?? 0)
        case .offsetMismatch: Double(OffsetMismatchPolicy.allCases.firstIndex(of: .waitForValidSegment) ?? 0)
        }
    }

    /// Whether the parameter is on/off (values 0 and 1 only).
    public var isBoolean: Bool {
        switch self {
        case .collapseResistance, .disableInnerMomentumTransfer, .animationSpring, .dragOnContent: true
        default: false
        }
    }

    /// Whether the parameter describes the drag (`--gesture drag` only).
    public var needsDrag: Bool { self == .dragDuration || self == .dragOnContent }

    /// Whether the parameter only matters for `.viewAnimation` movements.
    public var needsViewAnimation: Bool {
        switch self {
        case .animationSpeed, .animationBaseDuration, .animationMaximumDuration, .animationSpring: true
        default: false
        }
    }

    /// The legal range, in ``unit``, as a phrase for messages, and the check itself.
    public var legalRange: (description: String, contains: @Sendable (Double) -> Bool) {
        switch self {
        case .lowVelocityThreshold, .highVelocityThreshold, .adjacentAnchorDistance, .captureDistance,
            .animationBaseDuration, .animationMaximumDuration:
            ("≥ 0", { $0 >= 0 })
        case .collapseResistance, .disableInnerMomentumTransfer, .animationSpring, .dragOnContent:
            ("0 or 1", { $0 == 0 || $0 == 1 })
        case .panelDecelerationRate, .innerDecelerationRate:
            ("between 0 and 1, exclusive", { $0 > 0 && $0 < 1 })
        case .animationSpeed:
            ("100…100000 (the component clamps to it)", { $0 >= 100 && $0 <= 100_000 })
        case .frameRate: ("60, 120 or 240", { Scenario.supportedFrameRates.contains($0) })
        case .dragDuration: ("in 0.001…60", { $0 >= 0.001 && $0 <= 60 })
        case .handoffMode, .offsetMismatch:
            (
                "one of \((choices ?? []).joined(separator: ", "))",
                { [count = Double(choices?.count ?? 0)] in $0 >= 0 && $0 < count && $0 == $0.rounded() }
            )
        }
    }

    /// One line for `bench sweep --help`.
    public var summary: String {
        switch self {
        case .lowVelocityThreshold: "slower releases return to the nearest anchor (strict <)"
        case .highVelocityThreshold: "faster releases within the neighbour distance skip one anchor more (strict >)"
        case .adjacentAnchorDistance: "neighbour distance: how near the next anchor counts as near; collapse dead zone"
        case .captureDistance: "panel→list releases landing less than this inside the list are cut to its edge"
        case .collapseResistance: "collapsing releases just below an anchor spring back to it"
        case .disableInnerMomentumTransfer: "list inertia stays in the list (cannot throw the panel)"
        case .panelDecelerationRate: "host deceleration rate on panel stretches (UIKit .fast = 0.99)"
        case .innerDecelerationRate: "inner list deceleration rate (UIKit .normal = 0.998)"
        case .animationSpeed: "view-animation duration grows by distance / speed (--style view)"
        case .animationBaseDuration: "fixed part of the view-animation duration (--style view)"
        case .animationMaximumDuration: "cap on the view-animation duration (--style view)"
        case .animationSpring: "view animations use the damping tiers, else damping 1 (--style view)"
        case .frameRate: "simulation and touch sampling rate: how far the last touch event moves"
        case .dragDuration: "how long the drag lasts (--gesture drag)"
        case .dragOnContent: "the drag starts on the inner content, not the header (--gesture drag)"
        case .handoffMode: "who handles a touch on the list: coordinated, innerFirst, innerFirstAtBoundary (by name)"
        case .offsetMismatch:
            "a mismatched list offset at touch-down: waitForValidSegment, restoreToBoundary, "
                + "continueFromCurrentOffset (by name)"
        }
    }

    /// Sets the parameter to `value` (in ``unit``; booleans: non-zero is on) on `setup`.
    public func apply(_ value: Double, to setup: inout SweepSetup) {
        switch self {
        case .dragDuration: setup.dragDuration = value
        case .dragOnContent: setup.dragOnContent = value != 0
        default: apply(value, to: &setup.scenario)
        }
    }

    /// Sets a scenario parameter to `value` (in ``unit``; booleans: non-zero is on) on `scenario`; the drag's
    /// parameters leave it unchanged.
    public func apply(_ value: Double, to scenario: inout Scenario) {
        switch self {
        case .lowVelocityThreshold: scenario.feel.lowVelocityThreshold = value
        case .highVelocityThreshold: scenario.feel.highVelocityThreshold = value
        case .adjacentAnchorDistance: scenario.feel.adjacentAnchorDistance = value
        case .captureDistance: scenario.feel.panelToParticipantCaptureDistance = value
        case .collapseResistance: scenario.feel.collapseResistance = value != 0
        case .disableInnerMomentumTransfer: scenario.feel.disableInnerMomentumTransfer = value != 0
        case .panelDecelerationRate: scenario.panelDecelerationRate = value
        case .innerDecelerationRate: scenario.innerDecelerationRate = value
        case .animationSpeed: scenario.viewAnimation.speed = value
        case .animationBaseDuration: scenario.viewAnimation.baseDuration = value
        case .animationMaximumDuration: scenario.viewAnimation.maximumDuration = value
        case .animationSpring: scenario.viewAnimation.usesSpring = value != 0
        case .frameRate: scenario.frameRate = value
        case .handoffMode: scenario.handoffMode = Self.choice(HandoffMode.allCases, value) ?? scenario.handoffMode
        case .offsetMismatch:
            scenario.offsetMismatch = Self.choice(OffsetMismatchPolicy.allCases, value) ?? scenario.offsetMismatch
        case .dragDuration, .dragOnContent: break
        }
    }

    /// The value `setup` has now, in ``unit`` (booleans 0/1).
    public func value(in setup: SweepSetup) -> Double {
        switch self {
        case .dragDuration: setup.dragDuration
        case .dragOnContent: setup.dragOnContent ? 1 : 0
        default: value(in: setup.scenario)
        }
    }

    /// The value `scenario` has now, in ``unit`` (booleans 0/1); the drag's parameters give their defaults.
    public func value(in scenario: Scenario) -> Double {
        switch self {
        case .lowVelocityThreshold: scenario.feel.lowVelocityThreshold
        case .highVelocityThreshold: scenario.feel.highVelocityThreshold
        case .adjacentAnchorDistance: scenario.feel.adjacentAnchorDistance
        case .captureDistance: scenario.feel.panelToParticipantCaptureDistance
        case .collapseResistance: scenario.feel.collapseResistance ? 1 : 0
        case .disableInnerMomentumTransfer: scenario.feel.disableInnerMomentumTransfer ? 1 : 0
        case .panelDecelerationRate: scenario.panelDecelerationRate
        case .innerDecelerationRate: scenario.innerDecelerationRate
        case .animationSpeed: scenario.viewAnimation.speed
        case .animationBaseDuration: scenario.viewAnimation.baseDuration
        case .animationMaximumDuration: scenario.viewAnimation.maximumDuration
        case .animationSpring: scenario.viewAnimation.usesSpring ? 1 : 0
        case .frameRate: scenario.frameRate
        case .handoffMode: Double(HandoffMode.allCases.firstIndex(of: scenario.handoffMode) ?? 0)
        case .offsetMismatch: Double(OffsetMismatchPolicy.allCases.firstIndex(of: scenario.offsetMismatch) ?? 0)
        case .dragDuration, .dragOnContent: defaultValue
        }
    }

    /// The case at index `value` of `cases`, or nil when `value` is not one of its indices.
    private static func choice<C: Collection>(_ cases: C, _ value: Double) -> C.Element? where C.Index == Int {
        guard value >= 0, value < Double(cases.count), value == value.rounded() else { return nil }
        return cases[Int(value)]
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
            value = Double(text)
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

    /// The names, comma-separated, for "unknown parameter" messages.
    public static var nameList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
