// Analysis/Trace/TraceReplay+TuningB: tuning B of a replay: another scenario and/or feel parameters changed.
import PanelSimulator
import Scenario
import Sweep

extension TraceReplay {
    /// Tuning B, replayed beside the scenario `a`: `other` (else `a`) with `settings` applied, in order, and named
    /// `<a>+set` when it would share `a`'s name; `nil` when neither `other` nor any setting is given.
    ///
    /// - Parameters:
    ///   - other: the scenario B starts from (`spec` as the user gave it, for the label), if any.
    ///   - settings: the feel parameters changed, with each one's text as given (`NAME=VALUE`, for the label).
    /// - Returns: the scenario and what B is, for the reports: `scenario SPEC, NAME=VALUE, …`.
    public static func tuningB(
        of a: Scenario, other: (spec: String, scenario: Scenario)?,
        settings: [(parameter: SweepParameter, value: Double, written: String)]
    ) -> (scenario: Scenario, label: String)? {
        guard other != nil || !settings.isEmpty else { return nil }
        var b = TuningOverrides.apply(
            settings.map { ($0.parameter, $0.value) }, to: other?.scenario ?? a)
        if b.name == a.name { b.name = "\(a.name)+set" }
        let label = ([other.map { "scenario \($0.spec)" }].compactMap { $0 } + settings.map(\.written))
        return (b, label.joined(separator: ", "))
    }
}
