// BenchCLI/CLI+Scenarios: `bench scenarios`: the presets, or one scenario as JSON.
import Reports

extension BenchCLI {
    static let scenarios = Verb(
        name: "scenarios", summary: "list the scenario presets, or print one scenario as JSON",
        discussion: """
            Without an argument: one line per preset (name, detents in points, chain depth, policy, summary). \
            With a preset name or a scenario file: the scenario as JSON, every field spelled out (a starting point \
            for a scenario file of your own; see Scenarios/README.md for the format).
            """,
        options: ScenariosOptions.self
    ) { options, invocation in
        if let spec = options.scenario {
            let scenario = try loadScenario(spec, option: nil)
            warnImplausible(scenario, io: invocation.io)
            invocation.io.writeOutput(try scenario.encode())
            return .success
        }
        invocation.io.writeOutput(ScenarioPresetTable.text())
        return .success
    }
}
