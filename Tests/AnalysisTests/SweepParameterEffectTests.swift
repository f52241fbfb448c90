// AnalysisTests/SweepParameterEffectTests: every feel parameter, swept over its range where FEEL.md says it acts,
// changes at least one outcome column.
import PanelSimulator
import Scenario
import Sweep
import Testing

@testable import Analysis

@Suite struct SweepParameterEffectTests {
    /// A parameter swept over its range on a scenario and gesture where FEEL.md §1.1 / §2 says it acts.
    struct Case: CustomTestStringConvertible, Sendable {
        var parameter: SweepParameter
        var values: String
        var preset: String
        var style: MovementStyle = .systemScroll
        var heights: String
        var velocities: String
        var line: Int
        var testDescription: String { "\(parameter.rawValue) on \(preset) (line \(line))" }
    }

    static let cases: [Case] = [
        // Slower releases than the threshold return to the nearest anchor (FEEL §2.2, panel → panel).
        Case(
            parameter: .lowVelocityThreshold, values: "0:1:0.1", preset: "default", heights: "400",
            velocities: "0.3", line: #line),
        // Faster releases within the neighbour distance skip one anchor more: 50 pt below 400, at 3 pt/ms.
        Case(
            parameter: .highVelocityThreshold, values: "0:5:0.5", preset: "default", heights: "350",
            velocities: "3", line: #line),
        // The neighbour distance decides whether that release counts as near the next anchor.
        Case(
            parameter: .adjacentAnchorDistance, values: "0:200:20", preset: "default", heights: "350",
            velocities: "3", line: #line),
        // Panel → list releases landing less than this inside the list are cut to its edge.
        Case(
            parameter: .captureDistance, values: "0:400:40", preset: "default", heights: "600,650",
            velocities: "1,2,3", line: #line),
        // Collapse resistance: a collapse from just below an anchor stays there.
        Case(
            parameter: .collapseResistance, values: "0,1", preset: "default", heights: "380",
            velocities: "-0.5", line: #line),
        // List inertia thrown back at the panel (a drag into the list, then a fast release near its start).
        Case(
            parameter: .disableInnerMomentumTransfer, values: "0,1", preset: "table-handoff", heights: "760",
            velocities: "-3,3", line: #line),
        // The host's rate carries the home container's one driver.
        Case(
            parameter: .panelDecelerationRate, values: "0.99:0.998:0.002", preset: "home-unified", heights: "620",
            velocities: "1,2", line: #line),
        // A free panel's list takes over where the finger is: its rate decides how far the fling coasts.
        Case(
            parameter: .innerDecelerationRate, values: "0.99:0.998:0.002", preset: "free", heights: "300",
            velocities: "1,2", line: #line),
        // View animations: duration and spring (FEEL §2.4), panel → panel with --style view.
        Case(
            parameter: .animationSpeed, values: "100:2000:100", preset: "movement-lab", style: .viewAnimation,
            heights: "390", velocities: "0.5,-0.5", line: #line),
        Case(
            parameter: .animationBaseDuration, values: "0:0.5:0.05", preset: "movement-lab", style: .viewAnimation,
            heights: "390", velocities: "0.5,-0.5", line: #line),
        Case(
            parameter: .animationMaximumDuration, values: "0.1:0.9:0.1", preset: "movement-lab",
            style: .viewAnimation, heights: "390", velocities: "0.5,-0.5", line: #line),
        Case(
            parameter: .animationSpring, values: "0,1", preset: "movement-lab", style: .viewAnimation,
            heights: "390", velocities: "5,-5", line: #line),
    ]

    @Test(arguments: cases)
    func parameterChangesAnOutcome(_ sweep: Case) throws {
        var scenario = try #require(Scenario.preset(named: sweep.preset))
        scenario.movementStyle = sweep.style
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(
                    parameter: sweep.parameter,
                    values: try SweepValues.parse(sweep.values, boolean: sweep.parameter.isBoolean, label: "p"))
            ],
            startHeights: try SweepValues.parse(sweep.heights, label: "h"),
            gestureValues: try SweepValues.parse(sweep.velocities, label: "v"))
        let rows = try SweepRunner(scenario: scenario, grid: grid).run(shard: nil, jobs: 2)
        let perCombination = grid.startHeights.count * grid.gestureValues.count
        // Each combination's outcomes (everything but the cell index), cell by cell.
        let outcomes = stride(from: 0, to: rows.count, by: perCombination).map { start in
            rows[start..<start + perCombination].map { row -> SweepRow in
                var copy = row
                copy.cell = 0
                return copy
            }
        }
        #expect(Set(outcomes).count > 1, "every value of \(sweep.parameter.rawValue) gave the same outcomes")
    }
}
