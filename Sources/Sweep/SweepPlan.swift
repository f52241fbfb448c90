// Sweep/SweepPlan: a sweep ready to run: its scenario, its grid (defaults filled in) and its runner, checked.
import PanelSimulator
import Scenario

/// What a sweep will run, every part checked before anything runs: the scenario, the grid of parameters × start
/// heights × gesture values (each part the system's default when not given, ``SweepDefaults``) and its runner.
public struct SweepPlan: Sendable {
    /// Cells a sweep may have unless large grids are allowed.
    public static let cellLimit = 1_000_000
    /// Cells a sweep may never have: shard it instead.
    public static let hardCellLimit = 50_000_000

    /// The scenario every cell starts from.
    public let scenario: Scenario
    /// Parameters × start heights × gesture values.
    public let grid: SweepGrid
    /// The runner of the grid.
    public let runner: SweepRunner

    /// The plan of `scenario` for the parts given; a part not given is the system's default.
    ///
    /// - Parameters:
    ///   - parameters: the swept parameters, slowest first (empty: ``SweepDefaults/axis(for:)``).
    ///   - gesture: the gesture (`nil`: ``SweepDefaults/gesture(for:)``).
    ///   - gestureValues: its values (`nil`: ``SweepGesture/defaultValues``).
    ///   - startHeights: the start heights, pt (`nil`: ``SweepDefaults/startHeights(for:)``).
    ///   - allowingLarge: whether more than ``cellLimit`` cells may run.
    /// - Throws: ``SweepGridError`` for a grid that cannot run (``SweepGridError/Reason/overCellLimit(cells:limit:allowable:)``
    ///   above a limit), or ``SweepSpecError`` for a default that does not fit the scenario.
    public init(
        scenario: Scenario, parameters: [SweepAxis], gesture: SweepGesture?, gestureValues: SweepValues?,
        startHeights: SweepValues?, allowingLarge: Bool
    ) throws {
        let gesture = gesture ?? SweepDefaults.gesture(for: scenario)
        var axes = parameters
        if axes.isEmpty {
            let (parameter, values) = SweepDefaults.axis(for: scenario)
            axes = [
                SweepAxis(parameter: parameter, values: try parameter.parseValues(values, label: parameter.rawValue))
            ]
        }
        let grid = try SweepGrid.checked(
            parameters: axes,
            startHeights: try startHeights
                ?? SweepValues.parse(SweepDefaults.startHeights(for: scenario), label: "start heights"),
            gesture: gesture,
            gestureValues: try gestureValues
                ?? SweepValues.parse(gesture.defaultValues, label: gesture.axisNamePlural))
        if grid.count > Self.hardCellLimit {
            throw SweepGridError(nil, .overCellLimit(cells: grid.count, limit: Self.hardCellLimit, allowable: false))
        }
        if grid.count > Self.cellLimit, !allowingLarge {
            throw SweepGridError(nil, .overCellLimit(cells: grid.count, limit: Self.cellLimit, allowable: true))
        }
        self.runner = try SweepRunner(setup: SweepSetup(scenario: scenario), grid: grid)
        self.scenario = scenario
        self.grid = grid
    }
}
