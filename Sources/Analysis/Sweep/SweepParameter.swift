// Analysis/Sweep/SweepParameter: what a sweep can vary: the feel parameters (docs/feel-parameters.md) and the gesture's.
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
        }
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
        case .dragDuration, .dragOnContent: defaultValue
        }
    }

    /// The names, comma-separated, for "unknown parameter" messages.
    public static var nameList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
