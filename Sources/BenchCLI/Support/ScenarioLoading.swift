// BenchCLI/Support/ScenarioLoading: `--scenario PRESET|FILE` → a Scenario.
//
// Interim version (sweep branch): the scenario presets and files land on the `scenarios` branch and the
// trajectory verb owns this file; until they merge only the built-in default is known.
import PanelSimulator

/// The scenario used when `--scenario` is absent or says `default`: the Scenario defaults (viewport 800 pt,
/// detents 100/400/700 pt) with one inner list of 2000 pt content in a 760 pt viewport.
func defaultScenario() -> Scenario {
  var scenario = Scenario(name: "default")
  scenario.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760)]
  return scenario
}

/// Loads `--scenario PRESET|FILE`.
///
/// - Parameter spec: a preset name or the path of a scenario JSON file.
/// - Throws: ``UsageError`` (one line) when the name is unknown or the file cannot be read.
func loadScenario(_ spec: String) throws -> Scenario {
  if spec == "default" { return defaultScenario() }
  throw UsageError("--scenario: unknown scenario '\(spec)' (known: default)")
}
