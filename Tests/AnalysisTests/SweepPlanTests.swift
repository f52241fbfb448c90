// AnalysisTests/SweepPlanTests: a plan fills every part not given with the system's default (docs/sweeps.md §2,
// "Defaults for each kind of system") and refuses a grid over the cell limits before any cell runs.
import PanelSimulator
import Scenario
import Sweep
import Testing

@testable import Analysis

@Suite struct SweepPlanTests {
    static func values(_ text: String) throws -> SweepValues { try SweepValues.parse(text, label: "v") }

    /// The plan of preset `name` with nothing given.
    static func defaults(_ name: String) throws -> (scenario: Scenario, plan: SweepPlan) {
        let scenario = try #require(Scenario.preset(named: name))
        let plan = try SweepPlan(
            scenario: scenario, parameters: [], gesture: nil, gestureValues: nil, startHeights: nil,
            allowingLarge: false)
        return (scenario, plan)
    }

    @Test func nothingGivenIsTheDetentSystemsDefault() throws {
        // docs/sweeps.md §2, detents row: low-velocity-threshold=0:0.5:0.05, releases −3…3 pt/ms, the detents.
        let (scenario, plan) = try Self.defaults("default")
        #expect(plan.grid.parameters.map(\.parameter) == [.lowVelocityThreshold])
        #expect(plan.grid.parameters[0].values.spec == "0:0.5:0.05")
        #expect(plan.grid.parameters[0].values.count == 11)
        #expect(plan.grid.gesture == .release)
        #expect(plan.grid.gestureValues.values.first == -3 && plan.grid.gestureValues.values.last == 3)
        #expect(plan.grid.startHeights.values == scenario.detents)
        #expect(plan.runner.grid == plan.grid)
    }

    @Test func theCommentPopUpDragsByDefault() throws {
        // docs/sweeps.md §2, comment pop-up row: frame-rate=60,120,240, a drag of −300…300 pt.
        let plan = try Self.defaults("comment-popup").plan
        #expect(plan.grid.parameters.map(\.parameter) == [.frameRate])
        #expect(plan.grid.parameters[0].values.values == [60, 120, 240])
        #expect(plan.grid.gesture == .drag)
        #expect(plan.grid.gestureValues.values.first == -300 && plan.grid.gestureValues.values.last == 300)
    }

    @Test func gridsOverALimitAreRefusedSayingWhetherTheyMayBeAllowed() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        // 1001 × 1001 × 1 × 2 cells: over the 1 000 000 limit, under the hard one.
        let wide = [SweepAxis(parameter: .lowVelocityThreshold, values: try Self.values("0:1:0.001"))]
        let twoVelocities = try Self.values("0,1")
        let oneHeight = try Self.values("400")
        let second = SweepAxis(parameter: .captureDistance, values: try Self.values("0:1000:1"))
        #expect(
            throws: SweepGridError(nil, .overCellLimit(cells: 2_004_002, limit: SweepPlan.cellLimit, allowable: true))
        ) {
            try SweepPlan(
                scenario: scenario, parameters: wide + [second], gesture: .release, gestureValues: twoVelocities,
                startHeights: oneHeight, allowingLarge: false)
        }
        // × 100 values of a third parameter: over the hard limit, refused even when large grids are allowed.
        let third = SweepAxis(parameter: .highVelocityThreshold, values: try Self.values("1:100:1"))
        #expect(
            throws: SweepGridError(
                nil, .overCellLimit(cells: 200_400_200, limit: SweepPlan.hardCellLimit, allowable: false))
        ) {
            try SweepPlan(
                scenario: scenario, parameters: wide + [second, third], gesture: .release,
                gestureValues: twoVelocities, startHeights: oneHeight, allowingLarge: true)
        }
    }
}
