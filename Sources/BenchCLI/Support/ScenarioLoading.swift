// BenchCLI/ScenarioLoading: `--scenario PRESET|FILE`, shared by every verb that simulates a panel.
import Foundation
import PanelSimulator

extension BenchCLI {
    /// The `--scenario` option, declared alike by every simulating verb.
    static let scenarioOption = OptionSpec.option(
        "scenario", valueName: "preset|file", default: "default",
        help: "a preset name (see 'bench scenarios') or a scenario JSON file")

    /// The scenario `spec` names: a preset (exact name), else a scenario JSON file at that path.
    ///
    /// - Throws: ``UsageError`` (`--scenario: …`, one line) for an unknown name, an unreadable or oversized file,
    ///   or a file that does not decode to a valid scenario.
    static func loadScenario(_ spec: String) throws(UsageError) -> Scenario {
        if let preset = ScenarioSource.preset(named: spec) { return preset }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: spec, isDirectory: &isFolder) else {
            let names = ScenarioSource.presetNames.joined(separator: ", ")
            throw UsageError("--scenario: '\(spec)' is neither a preset (\(names)) nor an existing file")
        }
        if isFolder.boolValue { throw UsageError("--scenario: '\(spec)' is a folder, not a scenario file") }
        let bytes: [UInt8]
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: spec)
            if let size = attributes[.size] as? Int, size > ScenarioSource.maximumFileSize {
                throw UsageError("--scenario: '\(spec)' is larger than \(ScenarioSource.maximumFileSize >> 20) MiB")
            }
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: spec)))
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("--scenario: cannot read '\(spec)': \(error.localizedDescription)")
        }
        return try ScenarioSource.decode(bytes, source: spec)
    }

    /// The display height a gesture starts at when `--start-height` is not given, points: the scenario's initial
    /// height, else the middle detent, else the middle of the panel's travel without detents.
    static func defaultStartHeight(of scenario: Scenario) -> Double {
        if let h = scenario.initialDisplayHeight { return h }
        if !scenario.detents.isEmpty { return scenario.detents[scenario.detents.count / 2] }
        let lowest = scenario.minimumDisplayHeight ?? 66
        return (lowest + scenario.panelHeight) / 2
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
    static func decode(_ bytes: [UInt8], source: String) throws(UsageError) -> Scenario {
        do { return try Scenario.decode(json: bytes, source: source) } catch {
            throw UsageError("--scenario: \(error)")
        }
    }
}
