// Analysis/ParameterTable: every tunable parameter as one Markdown table (docs/feel-parameters.md §10
// holds it; a test keeps the page and the code equal).
import PanelSimulator
import Support
import Sweep

extension SweepParameter {
    /// The Markdown table of every parameter `--param` and `--set` take, geometry and the drag's included, and of
    /// the peers' parameters (`--peer`): name, scenario key, default, unit and legal values, read from the tables
    /// (``ScenarioParameter``, ``PeerParameter``). docs/feel-parameters.md §10 holds this text verbatim.
    public static var markdownTable: String {
        func cell(_ text: String) -> String { text.replacingAll("|", with: "\\|") }
        var lines = [
            "| Name | Scenario key | Default | Unit | Legal values | Meaning |",
            "|---|---|---|---|---|---|",
        ]
        for p in allCases + geometry {
            let d = p.defaultValue
            let value = d.isNaN ? "the scenario's" : p.isBoolean ? (d == 0 ? "0" : "1") : p.text(of: d)
            let key = p.scenarioParameter.map { "`\($0.field)`" } ?? "— (the drag)"
            lines.append(
                "| `\(p.rawValue)` | \(key) | \(value) | \(p.unit) | \(cell(p.legalRange.description)) | "
                    + "\(cell(p.summary)) |")
        }
        lines += [
            "",
            "| Peer parameter | Default | Unit | Legal values | Meaning |",
            "|---|---|---|---|---|",
        ]
        for p in PeerParameter.allCases {
            lines.append(
                "| `\(p.rawValue)` | \(NumberFormat.short(p.defaultValue)) | \(p.unit) | "
                    + "\(cell(p.legalRange.description)) | \(cell(p.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (no Foundation).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
