// Reports/Feel/FeelReport+Record: what `bench feel record` says once the record is written.
import Analysis

extension FeelReport {
    /// `recorded N gestures on SCENARIO to PATH`, then in parentheses how many invariant failures (`bench feel
    /// check` fails on them too) and warnings (it lists them) the record's runs had, when any.
    public static func recordedLine(_ record: FeelRecordFile, findings: [FeelFinding], scenario: String, path: String)
        -> String
    {
        let failures = findings.filter { $0.severity == .failure }.count
        let warnings = findings.count - failures
        var counts: [String] = []
        if failures > 0 { counts.append("\(failures) invariant failures: bench feel check fails on them too") }
        if warnings > 0 { counts.append("\(warnings) invariant warnings: bench feel check lists them") }
        return "recorded \(record.entries.count) gestures on \(scenario) to \(path)"
            + (counts.isEmpty ? "" : " (" + counts.joined(separator: "; ") + ")")
    }
}
