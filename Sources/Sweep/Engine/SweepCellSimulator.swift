// Sweep/SweepCellSimulator: a runner's cells one at a time, the way its workers simulate them.
import PanelSimulator

/// Simulates the cells of one runner one at a time, as the runner's workers do: the simulator is kept across the
/// cells of one parameter combination, and the axis captured for each start height and first direction across
/// every combination of the same geometry (``CaptureCache``, keyed by the geometry itself). Cells are best visited
/// in grid order; any order gives the same outcomes.
///
///     var cells = SweepCellSimulator(runner: runner)
///     let frames = try cells.outcome(ofCell: 12).frameCount
public struct SweepCellSimulator {
    /// The runner whose grid and setup the cells come from.
    public let runner: SweepRunner

    /// The most start heights whose captured axes (one per first direction: down, none, up) are kept (sharing
    /// slots beyond).
    static let maximumCaptures = 64

    /// The setup and simulator of one parameter combination, kept across its cells (a reference: a cell reads them
    /// in place, without copying the scenario they hold).
    private final class Combination {
        let index: Int
        let setup: SweepSetup
        let simulator: PanelSimulator

        init(index: Int, setup: SweepSetup, simulator: PanelSimulator) {
            self.index = index
            self.setup = setup
            self.simulator = simulator
        }
    }

    private var current: Combination?
    /// The axes captured so far, per start height and first direction.
    private var captures: [CaptureCache]

    /// A simulator for `runner`'s cells, with nothing cached yet.
    public init(runner: SweepRunner) {
        self.runner = runner
        captures = (0..<3 * min(runner.grid.startHeights.values.count, Self.maximumCaptures)).map { _ in CaptureCache()
        }
    }

    /// Simulates cell `cell` (a grid index, `0..<runner.grid.count`) without recording frames.
    ///
    /// - Throws: ``SweepCellError`` naming the cell when its scenario or gesture is rejected.
    public mutating func outcome(ofCell cell: Int) throws(SweepCellError) -> Outcome {
        var record = Outcome()
        try outcome(ofCell: cell, into: &record)
        return record
    }

    /// Simulates cell `cell` like ``outcome(ofCell:)`` and writes its outcome into `record`
    /// (``PanelSimulator/outcome(of:policy:cache:into:)``): one record kept across cells takes each outcome in its own
    /// storage.
    ///
    /// - Throws: ``SweepCellError`` naming the cell when its scenario or gesture is rejected; `record` is then
    ///   unchanged.
    public mutating func outcome(ofCell cell: Int, into record: inout Outcome) throws(SweepCellError) {
        let at = runner.grid.coordinates(of: cell)
        do {
            let combination = try self.combination(at.combination)
            let height = runner.grid.startHeights.values[at.height]
            let value = runner.grid.gestureValues.values[at.velocity]
            let gesture = combination.setup.gesture(runner.grid.gesture, height: height, value: value)
            // One axis per start height and first direction, so releases either way of 0 keep theirs (a slot choice
            // only: the cache's own key decides whether its axis serves).
            let slot = (at.height % Self.maximumCaptures) * 3 + Int(gesture.firstDirection + 1)
            try combination.simulator.outcome(of: gesture, cache: captures[slot], into: &record)
        } catch {
            throw SweepCellError(description: "\(runner.describe(cell)): \(error)")
        }
    }

    /// The combination `index`, made (with its simulator) unless it is the current one.
    private mutating func combination(_ index: Int) throws(SimulationError) -> Combination {
        if let current, current.index == index { return current }
        let setup = runner.setup(ofCombination: index)
        let combination = Combination(
            index: index, setup: setup, simulator: try PanelSimulator(scenario: setup.scenario))
        current = combination
        return combination
    }
}
