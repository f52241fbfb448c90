// Reports/Tables/ReportFormat: the formats a report is written in (aligned text, Markdown, JSON, CSV), and the
// reports that offer more than one.
import Analysis
import Foundation
import Harness
import Support

/// The formats a report can be written in; each report offers the ones it can write, spelled the same everywhere.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// An aligned text table (or the report's usual text).
    case text
    /// A GitHub Markdown table.
    case markdown
    /// JSON.
    case json
    /// CSV.
    case csv
}

extension ResultsTables {
    /// The comparison as an aligned table, GitHub Markdown, CSV, or the comparison's JSON.
    ///
    /// - Throws: the JSON encoder's error.
    public static func comparison(_ comparison: ResultsComparison, as format: ReportFormat) throws -> String {
        switch format {
        case .json: String(decoding: try StableJSON.encode(comparison), as: UTF8.self)
        case .markdown: self.comparison(comparison).renderMarkdown()
        case .csv: self.comparison(comparison).renderCSV()
        case .text: self.comparison(comparison).render()
        }
    }
}

extension FeelReport {
    /// The check as Markdown, JSON, or aligned text (for any other format).
    ///
    /// - Throws: the JSON encoder's error.
    public static func check(_ check: FeelCheck, as format: ReportFormat) throws -> String {
        switch format {
        case .markdown: markdown(check)
        case .json: try json(check)
        default: text(check)
        }
    }
}
