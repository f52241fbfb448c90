// Reports/Feel/FeelReport: `bench feel check`'s report as text, GitHub Markdown or JSON.
import Analysis
import Foundation
import Support

/// The report of a feel check: one row per gesture (recorded -> now), then every finding, then a count line.
public enum FeelReport {
    /// The per-gesture table: landing height (detent), settle time, overshoot, release jump, recorded -> now, and
    /// the verdict (`ok`, `warning`, `failure`).
    public static func table(_ check: FeelCheck) -> TextTable {
        var table = TextTable(columns: [
            .init("gesture"), .init("landing pt"), .init("settle s", alignment: .right),
            .init("overshoot pt", alignment: .right), .init("release jump pt/s", alignment: .right),
            .init("verdict"),
        ])
        let f = { (x: Double) in NumberFormat.short(x) }
        for row in check.rows {
            let landing = { (m: FeelMeasure) in f(m.landingHeight) + (m.landingDetent.map { " (d\($0))" } ?? "") }
            func pair(_ key: (FeelMeasure) -> String) -> String {
                let before = key(row.recorded)
                guard let now = row.now else { return "\(before) -> -" }
                let after = key(now)
                return before == after ? before : "\(before) -> \(after)"
            }
            table.append([
                row.gesture, pair(landing), pair { f($0.settleTime) }, pair { f($0.overshoot) },
                pair { f($0.releaseJump) }, row.verdict?.rawValue ?? "ok",
            ])
        }
        return table
    }

    /// One line per finding: `failure  GESTURE: CHECK: MESSAGE`. With `shownWarnings`, only that many warnings of
    /// each check are listed, then one line `warning  CHECK: N more gestures (--format json lists every finding)`.
    public static func findingLines(_ findings: [FeelFinding], shownWarnings: Int? = nil) -> [String] {
        var lines: [String] = []
        var shown: [String: Int] = [:]
        var hidden: [(check: String, count: Int)] = []
        for finding in findings {
            if finding.severity == .warning, let most = shownWarnings {
                let n = shown[finding.check, default: 0]
                shown[finding.check] = n + 1
                if n >= most {
                    if let i = hidden.firstIndex(where: { $0.check == finding.check }) {
                        hidden[i].count += 1
                    } else {
                        hidden.append((finding.check, 1))
                    }
                    continue
                }
            }
            lines.append("\(finding.severity.rawValue)  \(finding.gesture): \(finding.check): \(finding.message)")
        }
        for (check, count) in hidden {
            lines.append(
                "warning  \(check): \(count) more gesture\(count == 1 ? "" : "s") (--format json lists every finding)")
        }
        return lines
    }

    /// The warnings of each check the text report lists before it counts the rest.
    public static let shownWarningsPerCheck = 3

    /// `12 gestures: 10 ok, 1 warning, 1 failure` (zero counts left out, `ok` always shown).
    public static func countLine(_ check: FeelCheck) -> String {
        let n = check.rows.count
        var parts = ["\(check.count(nil)) ok"]
        for severity in FeelFinding.Severity.allCases.reversed() where check.count(severity) > 0 {
            parts.append("\(check.count(severity)) \(severity.rawValue)")
        }
        return "\(n) gesture\(n == 1 ? "" : "s") on \(check.scenario): " + parts.joined(separator: ", ")
    }

    /// The aligned text report: the table, a blank line and the findings (when any).
    public static func text(_ check: FeelCheck) -> String {
        var out = table(check).render()
        let lines = findingLines(check.findings, shownWarnings: shownWarningsPerCheck)
        if !lines.isEmpty { out += "\n" + lines.map { $0 + "\n" }.joined() }
        return out
    }

    /// The Markdown report (a job summary): a heading with the count line, the table, the findings as a list.
    public static func markdown(_ check: FeelCheck) -> String {
        var out = "### Feel check: \(countLine(check))\n\n" + table(check).renderMarkdown()
        if !check.findings.isEmpty {
            out += "\n"
            for finding in check.findings {
                out += "- **\(finding.severity.rawValue)** `\(finding.gesture)`: \(finding.check): \(finding.message)\n"
            }
        }
        return out
    }

    /// The JSON report: `{"failed", "findings": [...], "limits", "rows": [{"gesture", "recorded", "now",
    /// "verdict"}], "scenario"}`, keys sorted.
    ///
    /// - Throws: `EncodingError` for a non-finite number.
    public static func json(_ check: FeelCheck) throws -> String {
        String(decoding: try StableJSON.encode(Document(check)), as: UTF8.self)
    }

    /// The JSON shape of a check.
    struct Document: Encodable {
        struct Row: Encodable {
            var gesture: String
            var recorded: FeelMeasure
            var now: FeelMeasure?
            var verdict: String
        }
        var scenario: String
        var failed: Bool
        var limits: FeelLimits
        var rows: [Row]
        var findings: [FeelFinding]

        init(_ check: FeelCheck) {
            scenario = check.scenario
            failed = check.failed
            limits = check.limits
            rows = check.rows.map {
                Row(gesture: $0.gesture, recorded: $0.recorded, now: $0.now, verdict: $0.verdict?.rawValue ?? "ok")
            }
            findings = check.findings
        }
    }
}
