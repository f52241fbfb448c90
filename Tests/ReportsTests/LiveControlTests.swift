// ReportsTests/LiveControlTests: the live page offers one control per row of the parameter table that `--set` takes
// (ScenarioParameter.tuning and geometry, Sources/PanelSimulator/ScenarioParameter.swift), in its group, with a
// slider span inside the row's legal values that holds the scenario's value and the table's default.
import Analysis
import PanelSimulator
import Reports
import Scenario
import Testing

@Suite struct LiveControlTests {
    @Test(arguments: ["default", "movement-lab", "nested3", "free"])
    func everySettableRowIsAControlInItsGroup(preset: String) throws {
        let scenario = try Scenario.named(preset)
        let controls = LiveControl.controls(for: scenario)
        let names = controls.map(\.parameter.rawValue)
        // The rows `--set` takes: every tuning row (not the drag's), each detent the scenario has, the panel height,
        // and the list's content height when it has a list.
        var expected = ScenarioParameter.tuning.map(\.name)
        expected += scenario.detents.indices.map { "detent-\($0)-height" } + ["panel-height"]
        if !scenario.chain.isEmpty { expected.append("content-height") }
        #expect(Set(names) == Set(expected))
        #expect(names.count == expected.count)
        for c in controls {
            let row = try #require(c.parameter.scenarioParameter)
            let group: LiveControl.Group =
                row.isGeometry
                ? .geometry
                : row.needsViewAnimation
                    ? .spring
                    : row.values.isChoice ? .handoff : ["per ms", "Hz"].contains(row.unit) ? .rates : .thresholds
            #expect(c.group == group, "\(c.parameter.rawValue)")
            #expect(c.value == row.value(in: scenario))
            #expect(c.span.contains(c.value), "\(c.parameter.rawValue): \(c.span) holds \(c.value)")
            if c.defaultValue.isFinite { #expect(c.span.contains(c.defaultValue), "\(c.parameter.rawValue) default") }
            if case .slider = c.kind {
                #expect(row.allows(c.span.lowerBound) && row.allows(c.span.upperBound), "\(c.parameter.rawValue)")
                #expect(c.step > 0 && c.step <= (c.span.upperBound - c.span.lowerBound) / 50)
            }
        }
    }

    @Test func onOffRowsAreCheckboxesAndChoicesAreMenusOfTheirNames() {
        let controls = LiveControl.controls(for: Scenario(name: "default"))
        for c in controls {
            guard let row = c.parameter.scenarioParameter else { continue }
            switch (row.values, c.kind) {
            case (.flag, .checkbox), (.number, .slider): break
            case (.choice(let names), .menu(let items)): #expect(items.map(\.label) == names)
            case (.oneOf(let numbers), .menu(let items)): #expect(items.map(\.value) == numbers)
            default: Issue.record("\(row.name): \(row.values) offered as \(c.kind)")
            }
        }
    }
}
