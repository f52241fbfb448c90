// BenchCLI/ScenarioLoading: `--scenario PRESET|FILE`, shared by every verb that simulates a panel.
import Analysis
import ArgumentParsing
import PanelSimulator
import SafeOutput
import Scenario

extension BenchCLI {
    /// The scenario `spec` names (``Scenario/named(_:)``); a failure is one line naming `option` (`--scenario`,
    /// `--scenario-b`): `--scenario: …`; nil for a positional argument (the reason names the file or preset).
    static func loadScenario(_ spec: String, option: String? = "--scenario") throws(UsageError) -> Scenario {
        do { return try Scenario.named(spec) } catch {
            throw UsageError(option.map { "\($0): \(error.reason)" } ?? error.reason)
        }
    }

    /// Prints `warning: <scenario>: <line>` on standard error for each of the scenario's plausibility warnings
    /// (``Scenario/plausibilityWarnings()``); the run goes on and its exit status is unchanged.
    static func warnImplausible(_ scenario: Scenario, io: CLIOutput) {
        for line in scenario.plausibilityWarnings() { io.printError("warning: \(scenario.name): \(line)") }
    }
}
