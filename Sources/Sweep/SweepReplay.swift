// Sweep/SweepReplay: one cell of a saved sweep simulated again with its frames, for pages that play it.
import PanelSimulator
import Scenario

extension SweepRunner {
    /// Cell `cell`'s whole run with its frames: the same setup and gesture as the sweep's
    /// (``SweepCellSimulator/outcome(ofCell:)``), recorded frame by frame.
    ///
    /// - Throws: ``SweepCellError`` naming the cell when its scenario or gesture is rejected.
    public func trajectory(ofCell cell: Int) throws(SweepCellError) -> Trajectory {
        let at = grid.coordinates(of: cell)
        let setup = setup(ofCombination: at.combination)
        let gesture = setup.gesture(
            grid.gesture, height: grid.startHeights.values[at.height], value: grid.gestureValues.values[at.velocity])
        do {
            return try PanelSimulator(scenario: setup.scenario).run(gesture)
        } catch {
            throw SweepCellError(description: "\(describe(cell)): \(error)")
        }
    }

    /// A runner that replays the sweep `header` records, from `scenario` (what the header's `spec` names): the
    /// header's parameter values and settle threshold applied; nil when the result does not match the header's
    /// record of its scenario (the file changed since the sweep ran), so its cells cannot be replayed faithfully.
    public static func replaying(_ header: SweepHeader, scenario: Scenario) -> SweepRunner? {
        var setup = SweepSetup(scenario: scenario)
        for parameter in SweepParameter.allCases {
            if let value = header.scenario.parameters[parameter.rawValue] { parameter.apply(value, to: &setup) }
        }
        setup.scenario.settleThreshold = header.settleThresholdPt
        guard SweepScenarioInfo(setup, spec: header.scenario.spec) == header.scenario else { return nil }
        return try? SweepRunner(setup: setup, grid: header.grid)
    }
}
