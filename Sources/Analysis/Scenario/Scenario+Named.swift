// Analysis/Scenario/Scenario+Named: the scenario a command names: a preset by its exact name, else a scenario file.
import PanelSimulator
import SafeOutput
import Scenario

extension Scenario {
    /// The scenario `spec` names: a preset (exact name), else the scenario JSON file at that path.
    ///
    /// - Throws: a one-line reason (the caller puts the option first): an unknown name, a file that is missing,
    ///   not a regular file (a FIFO, a folder), unreadable or oversized, or one that is not a valid scenario.
    public static func named(_ spec: String) throws(ScenarioLoadError) -> Scenario {
        if let preset = Scenario.preset(named: spec) { return preset }
        guard InputFile.exists(spec) || spec.contains("/") || spec.hasSuffix(".json") else {
            let names = ScenarioPresets.names.joined(separator: ", ")
            throw ScenarioLoadError(reason: "'\(spec)' is neither a preset (\(names)) nor an existing file")
        }
        let bytes: [UInt8]
        do { bytes = [UInt8](try InputFile.readText(spec, maximumBytes: Scenario.maximumFileSize)) } catch {
            throw ScenarioLoadError(reason: error.description)
        }
        do { return try Scenario.decode(json: bytes, source: spec) } catch {
            throw ScenarioLoadError(reason: "\(error)")
        }
    }
}

/// Why ``Scenario/named(_:)`` found no scenario.
public struct ScenarioLoadError: Error, Sendable, Equatable {
    /// What is wrong, naming the preset or file, e.g. `Scenarios/x.json: detents[1]: …`.
    public let reason: String
}
