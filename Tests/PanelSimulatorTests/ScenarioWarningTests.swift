import Scenario
// PanelSimulatorTests/ScenarioWarningTests: valid but implausible geometry gets one line each; every preset (the
// subject's demo geometry, docs/systems.md) gets none.
import Testing

@testable import PanelSimulator

@Suite struct ScenarioWarningTests {
    @Test func everyPresetIsPlausible() {
        for preset in ScenarioPresets.all {
            #expect(preset.scenario.plausibilityWarnings() == [], "\(preset.name)")
        }
    }

    @Test func eachImplausibleGeometryIsNamedByItsField() throws {
        let base = try #require(Scenario.preset(named: "default"))  // panel 800, list top 40, viewport 760
        let cases: [(String, (inout Scenario) -> Void, [String], Int)] = [
            (
                "a table taller than the panel under the header", { $0.chain[0].viewportHeight = 800 },
                ["chain[0].viewportHeight: 800 pt is taller than the 760 pt"], #line
            ),
            ("exactly as tall", { $0.chain[0].viewportHeight = 760 }, [], #line),
            (
                "a shorter panel", { $0.panelHeight = 700 },
                ["chain[0].viewportHeight: 760 pt is taller than the 660 pt"], #line
            ),
            (
                "a taller header", { $0.chainTopInPanel = 100 },
                ["chain[0].viewportHeight: 760 pt is taller than the 700 pt"], #line
            ),
            ("a collapsed detent showing only the header (the demo's)", { $0.detents = [40, 400, 700] }, [], #line),
            ("a list too short to scroll (the demo's)", { $0.chain[0].contentHeight = 700 }, [], #line),
            (
                "no list: nothing to say",
                {
                    $0.chain = []
                    $0.detents = [10, 400]
                }, [], #line
            ),
        ]
        for (name, edit, prefixes, line) in cases {
            var s = base
            edit(&s)
            #expect(throws: Never.self, "line \(line): \(name) must stay valid") { try s.validate() }
            let warnings = s.plausibilityWarnings()
            #expect(warnings.count == prefixes.count, "line \(line): \(name): \(warnings)")
            for (warning, prefix) in zip(warnings, prefixes) {
                #expect(warning.hasPrefix(prefix), "line \(line): \(warning)")
                #expect(!warning.contains("\n"), "line \(line)")
            }
        }
    }
}
