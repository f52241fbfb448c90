// Analysis/Scenario/ExportedTuning: the tuning `bench export` writes: a scenario (a preset, a file or a sweep's best
// combination) with a movement style and feel-parameter settings applied, validated, and where it came from.
import PanelSimulator
import Scenario
import Support
import Sweep

/// A scenario with a movement style and feel-parameter settings applied, in a fixed order (the sweep's best
/// combination first, then the style, then the given settings), and what it was built from.
public struct ExportedTuning: Sendable {
    /// The scenario with everything applied.
    public private(set) var scenario: Scenario
    /// The scenario as its source named it: a preset name or a path (for a sweep's best, the sweep's own).
    public let source: String
    /// The sweep folder and its ranking outcome, when the tuning is a sweep's best combination.
    public let sweep: (folder: String, metric: SweepMetric)?
    /// Every setting applied, as written (`low-velocity-threshold=0.3`), in the order applied.
    public private(set) var settings: [String] = []

    /// `scenario`, named `source`, with nothing applied yet.
    public init(_ scenario: Scenario, source: String) {
        (self.scenario, self.source, self.sweep) = (scenario, source, nil)
    }

    /// The best entry of `ranking` (``SweepBest/bestTuning(_:header:)``), a ranking under `query` of the sweep with
    /// `header` read from `folder`, on the whole scenario the sweep ran (its movement style included); each value
    /// written as sweep files write numbers. `nil` when no combination qualifies.
    public init?(bestOf ranking: SweepRanking, header: SweepHeader, query: SweepBestQuery, folder: String) {
        guard let best = SweepBest.bestTuning(ranking, header: header) else { return nil }
        (source, sweep) = (header.scenario.spec, (folder, query.metric))
        scenario = TuningOverrides.apply(best, to: header.ranScenario)
        settings = best.map { "\($0.parameter.rawValue)=\(NumberFormat.data($0.value))" }
    }

    /// Applies `style` (when given), then each of `settings` in order, and validates the scenario.
    ///
    /// - Parameter settings: each parameter, its value in the parameter's unit, and the setting as written.
    /// - Throws: ``ScenarioError`` when the result is not a valid scenario.
    public mutating func apply(
        style: MovementStyle?, settings given: [(parameter: SweepParameter, value: Double, written: String)]
    ) throws(ScenarioError) {
        if let style { scenario.movementStyle = style }
        settings += given.map(\.written)
        scenario = TuningOverrides.apply(given.map { ($0.parameter, $0.value) }, to: scenario)
        try scenario.validate()
    }
}
