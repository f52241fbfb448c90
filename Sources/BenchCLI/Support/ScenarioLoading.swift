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
        if let preset = ScenarioSource.preset(named: spec) { return preset }
        guard InputFile.exists(spec) || spec.contains("/") || spec.hasSuffix(".json") else {
            let names = ScenarioSource.presetNames.joined(separator: ", ")
            throw UsageError("\(option): '\(spec)' is neither a preset (\(names)) nor an existing file")
        }
        let bytes: [UInt8]
        do { bytes = [UInt8](try InputFile.readText(spec, maximumBytes: ScenarioSource.maximumFileSize)) } catch {
            throw UsageError("\(option): \(error.description)")
        }
        return try ScenarioSource.decode(bytes, source: spec, option: option)
    }
}

/// Where scenarios come from: PanelSimulator's presets and scenario JSON files.
enum ScenarioSource {
    /// The largest scenario file read, bytes.
    static let maximumFileSize = Scenario.maximumFileSize

    /// Preset names, in listing order.
    static var presetNames: [String] { ScenarioPresets.names }

    /// The preset called `name`, or nil.
    static func preset(named name: String) -> Scenario? { Scenario.preset(named: name) }

    /// The scenario in a JSON file (decoded and validated; one line naming the JSON path on failure).
    static func decode(_ bytes: [UInt8], source: String, option: String = "--scenario") throws(UsageError) -> Scenario {
        do { return try Scenario.decode(json: bytes, source: source) } catch {
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
