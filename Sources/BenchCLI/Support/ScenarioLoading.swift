// BenchCLI/ScenarioLoading: `--scenario PRESET|FILE`, shared by every verb that simulates a panel.
import ArgumentParsing
import Foundation
import PanelSimulator
import SafeOutput

extension BenchCLI {
    /// The scenario `spec` names: a preset (exact name), else a scenario JSON file at that path.
    ///
    /// - Parameters:
    ///   - spec: the preset name or path.
    ///   - option: what the user gave it as, named in every message (`--scenario`, `--scenario-b`, `FILE`).
    /// - Throws: ``UsageError`` (`--scenario: …`, one line) for an unknown name, a file that is missing, not a
    ///   regular file (a FIFO, a folder), unreadable or oversized, or one that does not decode to a valid scenario.
    static func loadScenario(_ spec: String, option: String = "--scenario") throws(UsageError) -> Scenario {
        if let preset = Scenario.preset(named: spec) { return preset }
        guard InputFile.exists(spec) || spec.contains("/") || spec.hasSuffix(".json") else {
            let names = ScenarioPresets.names.joined(separator: ", ")
            throw UsageError("\(option): '\(spec)' is neither a preset (\(names)) nor an existing file")
        }
        let bytes: [UInt8]
        do { bytes = [UInt8](try InputFile.readText(spec, maximumBytes: Scenario.maximumFileSize)) } catch {
            throw UsageError("\(option): \(error.description)")
        }
        do { return try Scenario.decode(json: bytes, source: spec) } catch {
            throw UsageError("\(option): \(error)")
        }
    }
}

extension BenchCLI {
    /// Prints `warning: <scenario>: <line>` on standard error for each of the scenario's plausibility warnings
    /// (``Scenario/plausibilityWarnings()``); the run goes on and its exit status is unchanged.
    static func warnImplausible(_ scenario: Scenario, io: CLIOutput) {
        for line in scenario.plausibilityWarnings() { io.printError("warning: \(scenario.name): \(line)") }
    }
}
