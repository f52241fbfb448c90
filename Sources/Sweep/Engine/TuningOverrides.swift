// Sweep/TuningOverrides: `--set NAME=VALUE` overrides of the parameter table applied to a scenario.
import PanelSimulator
import Scenario
import Support

/// Feel-parameter overrides on a scenario, by the names and units of ``SweepParameter`` (the command line reads
/// their `NAME=VALUE` text; this takes the typed pairs).
public enum TuningOverrides {
    /// `scenario` with every (parameter, value) of `settings` applied, in order; each value in the parameter's
    /// unit, as ``SweepParameter/value(fromText:)`` reads it (within its legal range).
    public static func apply(_ settings: [(parameter: SweepParameter, value: Double)], to scenario: Scenario)
        -> Scenario
    {
        var result = scenario
        for setting in settings { setting.parameter.apply(setting.value, to: &result) }
        return result
    }

    /// Why `parameter` cannot be part of a tuning (it describes the gesture, not the panel), or `nil` when it can.
    public static func refusal(of parameter: SweepParameter) -> String? {
        parameter == .dragDuration || parameter == .dragOnContent
            ? "\(parameter.rawValue) describes the gesture, not the tuning" : nil
    }

    /// What a value of `parameter` must be, as a phrase: its choices, or `a number` and its legal range.
    public static func expectedValue(of parameter: SweepParameter) -> String {
        parameter.choices != nil ? parameter.legalRange.description : "a number \(parameter.legalRange.description)"
    }

    /// The parameters whose values differ from `a` in `b`, as `name value` in `b` (`low-velocity-threshold 0.3`,
    /// `movement-style view`): a name for tuning B that says what it changed.
    public static func changedValues(_ a: Scenario, _ b: Scenario) -> [String] {
        SweepParameter.allCases.compactMap { p in
            let y = p.value(in: b)
            guard p.value(in: a) != y else { return nil }
            return "\(p.rawValue) \(p.choices != nil ? p.text(of: y) : NumberFormat.short(y))"
        }
    }

    /// What tuning B is called: `given`, else its scenario's name unless that is A's, else the values it changes
    /// from A (``changedValues(_:_:)``), else `<A's name> (B)`.
    public static func name(ofB b: Scenario, against a: Scenario, given: String?) -> String {
        if let given { return given }
        guard b.name == a.name else { return b.name }
        let changed = changedValues(a, b)
        return changed.isEmpty ? "\(a.name) (B)" : changed.joined(separator: ", ")
    }

    /// The parameters whose values differ between `a` and `b`, as `name a → b unit`.
    public static func differences(_ a: Scenario, _ b: Scenario) -> [String] {
        SweepParameter.allCases.compactMap { p in
            let x = p.value(in: a)
            let y = p.value(in: b)
            guard x != y else { return nil }
            if p.choices != nil { return "\(p.rawValue) \(p.text(of: x)) -> \(p.text(of: y))" }
            return "\(p.rawValue) \(NumberFormat.short(x)) -> \(NumberFormat.short(y)) \(p.unit)"
        }
    }
}
