// Reports/Live/LiveControl: the live page's controls: one per row of the parameter table (``SweepParameter``) that
// `--set` takes and the scenario has, grouped, with its value, unit, default and the slider's span.
import Analysis
import PanelSimulator
import Scenario
import Sweep
import Units

/// One control of the live page (`bench serve`): a parameter `--set` takes, its value in the scenario as loaded
/// (tuning A), the parameter table's default, and how the page offers it (a slider over ``span`` in ``step``s, a
/// checkbox for on/off, a menu for a choice of names or numbers).
public struct LiveControl: Sendable {
    /// The page's groups, in page order.
    public enum Group: String, CaseIterable, Sendable {
        /// Release thresholds, distances and the on/off release rules.
        case thresholds = "Thresholds and distances"
        /// Deceleration rates and the frame rate.
        case rates = "Rates"
        /// The view-animation settings (`--style view`).
        case spring = "View-animation spring"
        /// Who handles a touch on the list, and a mismatched offset.
        case handoff = "Handoff"
        /// Detent heights, the panel's height, the list's content height.
        case geometry = "Geometry"
    }

    /// How the page offers the value.
    public enum Kind: Sendable {
        /// A slider (and a number field) over ``LiveControl/span``.
        case slider
        /// A checkbox: 0 or 1.
        case checkbox
        /// A menu: each label and the value it sets (a choice's index, or the number itself).
        case menu([(label: String, value: Double)])
    }

    /// The parameter (its name is the `--set` name).
    public var parameter: SweepParameter
    /// Its group.
    public var group: Group
    /// How the page offers it.
    public var kind: Kind
    /// Its value in the scenario as loaded, in the parameter's unit.
    public var value: Double
    /// The parameter table's default (``SweepParameter/defaultValue``); NaN when the table has none (a detent the
    /// default scenario lacks).
    public var defaultValue: Double
    /// The slider's range, in the parameter's unit: inside the legal range, and holding the value and the default.
    public var span: ClosedRange<Double>
    /// The slider's step, in the parameter's unit.
    public var step: Double

    /// The slider's span for rates (per millisecond): UIKit's `.fast` (0.99) and `.normal` (0.998) well inside.
    static let rateSpan = 0.98...0.9995

    /// How many steps a slider has, about.
    static let stepsPerSpan = 400.0

    /// The controls for `scenario`: every row of ``SweepParameter/allCases`` (without the drag's) and the geometry
    /// (`detent-N-height` for each of its detents, the panel height, the list's content height when it has a list),
    /// in table order, each with the scenario's value.
    public static func controls(for scenario: Scenario) -> [LiveControl] {
        let detents = scenario.detents.indices.map(SweepParameter.detentHeight)
        let rows = SweepParameter.allCases.filter { !$0.needsDrag } + detents + [.panelHeight, .contentHeight]
        return rows.compactMap { parameter in
            let value = parameter.value(in: scenario)
            guard value.isFinite, let row = parameter.scenarioParameter else { return nil }
            return LiveControl(parameter: parameter, row: row, value: value)
        }
    }

    private init(parameter: SweepParameter, row: ScenarioParameter, value: Double) {
        self.parameter = parameter
        self.value = value
        defaultValue = parameter.defaultValue
        if row.isGeometry {
            group = .geometry
        } else if row.needsViewAnimation {
            group = .spring
        } else if row.values.isChoice {
            group = .handoff
        } else if row.unit == "per ms" || row.unit == "Hz" {
            group = .rates
        } else {
            group = .thresholds
        }
        switch row.values {
        case .flag:
            kind = .checkbox
            (span, step) = (0...1, 1)
        case .choice(let names):
            kind = .menu(names.enumerated().map { ($0.element, Double($0.offset)) })
            (span, step) = (0...Double(max(names.count - 1, 0)), 1)
        case .oneOf(let numbers):
            kind = .menu(numbers.map { (LegalRange.text($0) + " " + row.unit, $0) })
            (span, step) = ((numbers.min() ?? 0)...(numbers.max() ?? 0), 1)
        case .number(let range):
            kind = .slider
            let known = [value, defaultValue].filter(\.isFinite)
            var low: Double
            var high: Double
            if row.unit == "per ms" {
                (low, high) = (Self.rateSpan.lowerBound, Self.rateSpan.upperBound)
                step = 0.0001
            } else {
                low = range.closedLowerBound ?? 0
                high = Self.niceCeiling(3 * max(known.max() ?? 1, 1))
                step = Self.niceCeiling((high - low) / Self.stepsPerSpan)
                if range.closedLowerBound == nil { low = step }
            }
            low = min(low, known.min() ?? low)
            high = max(high, known.max() ?? high)
            if let limit = range.upperLimit { high = min(high, limit) }
            span = low...max(low, high)
        }
    }

    /// The smallest 1, 2 or 5 × 10ⁿ at or above `x` (x > 0).
    static func niceCeiling(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return 1 }
        var power = 1.0
        while power * 10 <= x { power *= 10 }
        while power > x { power /= 10 }
        for factor in [1.0, 2, 5, 10] where factor * power >= x * (1 - 1e-12) { return factor * power }
        return 10 * power
    }
}
