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

  /// The display height a gesture starts at when `--start-height` is not given, points: the middle detent, or
  /// the middle of the panel's travel without detents.
  static func defaultStartHeight(of scenario: Scenario) -> Double {
    // After merging branch `scenarios`: `if let h = scenario.initialDisplayHeight { return h }` first.
    if !scenario.detents.isEmpty { return scenario.detents[scenario.detents.count / 2] }
    let lowest = scenario.minimumDisplayHeight ?? 66
    return (lowest + scenario.panelHeight) / 2
  }
}

/// Where scenarios come from. The only place to change when the presets and the JSON decoder land
/// (branch `scenarios`): each member says what replaces its body.
enum ScenarioSource {
  /// The largest scenario file read, bytes. After merging: `ScenarioFile.maximumFileSize`.
  static let maximumFileSize = 16 << 20

  /// Preset names, in listing order. After merging: `ScenarioPresets.names`.
  static var presetNames: [String] { ["default"] }

  /// The preset called `name`, or nil. After merging: `Scenario.preset(named: name)`.
  static func preset(named name: String) -> Scenario? {
    guard name == "default" else { return nil }
    // SEEDS.md §1: panel 800 in viewport 800, detents 100/400/700 (Scenario's defaults), one table.
    var scenario = Scenario(name: "default")
    scenario.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760)]
    return scenario
  }

  /// The scenario in a JSON file. After merging:
  /// `do { return try Scenario.decode(json: bytes, source: source) } catch { throw UsageError("--scenario: \(error)") }`.
  static func decode(_ bytes: [UInt8], source: String) throws(UsageError) -> Scenario {
    throw UsageError("--scenario: '\(source)': scenario files are not supported by this build yet (use a preset)")
  }
}
