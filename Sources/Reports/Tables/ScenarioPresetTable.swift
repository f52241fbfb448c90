import PanelSimulator
// Reports/Tables/ScenarioPresetTable: the table `bench scenarios` prints: one row per scenario preset.
import Support

/// The scenario presets with their key numbers.
public enum ScenarioPresetTable {
    /// One row per preset of ``ScenarioPresets/all``: name, detents (pt, `/`-separated, or `none`), chain depth,
    /// release policy and summary, as aligned text.
    public static func text() -> String {
        var table = TextTable(columns: [
            .init("preset"), .init("detents (pt)"), .init("chain", alignment: .right), .init("policy"),
            .init("summary"),
        ])
        for preset in ScenarioPresets.all {
            let s = preset.scenario
            let detents = s.detents.isEmpty ? "none" : s.detents.map { NumberFormat.plain($0) }.joined(separator: "/")
            table.append([preset.name, detents, "\(s.chain.count)", s.policy.rawValue, preset.summary])
        }
        return table.render()
    }
}
