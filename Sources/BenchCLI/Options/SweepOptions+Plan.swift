// BenchCLI/SweepOptions+Plan: the scenario, grid and runner a `bench sweep` command line describes, checked.
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports

/// What `bench sweep` will run: everything checked before anything runs or is written.
struct SweepPlan {
    /// The scenario with `--style` and `--settle-threshold` applied.
    var scenario: Scenario
    /// Parameters × start heights × gesture values.
    var grid: SweepGrid
    /// The runner for the grid.
    var runner: SweepRunner
    /// What the pictures show.
    var plots: SweepPlotOptions
}

extension SweepOptions {
    /// The plan: the scenario, the grid (`--param`, or the system's default parameter; `--start-heights`; the gesture
    /// values of `--gesture`), its runner and its pictures.
    ///
    /// - Parameters:
    ///   - cellLimit: cells allowed without `--force`.
    ///   - hardCellLimit: cells never allowed.
    /// - Throws: ``UsageError`` for a bad scenario, the other gesture's values, a bad parameter or value list, a
    ///   grid over a limit, or `--plot-values` not swept.
    func plan(cellLimit: Int, hardCellLimit: Int) throws(UsageError) -> SweepPlan {
        var scenario = try BenchCLI.loadScenario(self.scenario)
        if let style { scenario.movementStyle = style }
        if let settleThreshold { scenario.settleThreshold = settleThreshold }
        let gesture = self.gesture ?? SweepDefaults.gesture(for: scenario)
        let other: SweepGesture = gesture == .release ? .drag : .release
        if gestureValues(other) != nil {
            throw UsageError(
                "\(other.option): only used with --gesture \(other.rawValue) (this sweep uses \(gesture.rawValue))")
        }
        do throws(SweepSpecError) {
            var axes: [SweepAxis] = []
            for text in parameters.isEmpty ? [SweepDefaults.parameter(for: scenario)] : parameters {
                axes.append(try SweepAxis.parse(text))
            }
            let values = try SweepValues.parse(gestureValues(gesture) ?? gesture.defaultValues, label: gesture.option)
            let heights = try SweepValues.parse(
                startHeights ?? SweepDefaults.startHeights(for: scenario), label: "--start-heights")
            let grid = try SweepGrid(parameters: axes, startHeights: heights, gesture: gesture, gestureValues: values)
            if grid.count > hardCellLimit {
                throw SweepSpecError(
                    "the grid has \(grid.count) cells, more than \(hardCellLimit) (split it into several sweeps)")
            }
            if grid.count > cellLimit, !force {
                throw SweepSpecError(
                    "the grid has \(grid.count) cells, more than \(cellLimit) (use --force to run it anyway)")
            }
            let runner = try SweepRunner(setup: SweepSetup(scenario: scenario), grid: grid)
            return SweepPlan(
                scenario: scenario, grid: grid, runner: runner,
                plots: try pictures.plotOptions(grid: grid, scenario: scenario))
        } catch {
            throw UsageError(error.description)
        }
    }
}
