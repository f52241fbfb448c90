// Reports/Export/TuningExport+Origin: the line an exported tuning opens with, saying where it came from, and the
// export's files and printed text.
import Foundation
import PanelSimulator
import Scenario

extension TuningExport {
    /// `best of sweep 'DIR' (METRIC): scenario 'SPEC' with A=1, B=2, --style view`: the scenario `source`, the sweep
    /// folder and ranking metric when it is a sweep's best, the settings as written, and the style option as given.
    public static func origin(
        source: String, sweep: (folder: String, metric: String)?, settings: [String], style: String?
    )
        -> String
    {
        (sweep.map { "best of sweep '\($0.folder)' (\($0.metric)): " } ?? "") + "scenario '\(source)'"
            + (settings.isEmpty ? "" : " with \(settings.joined(separator: ", "))") + (style.map { ", \($0)" } ?? "")
    }

    /// Writes `scenario` (opening with `origin`) as Swift source to `swiftFile` and as scenario JSON to `jsonFile`,
    /// the ones given, as one result set (both checked first; both appear, or neither), and returns what is printed:
    /// each part `printing` asks for that is not written to a file — Swift, then JSON, a `// ----` line between
    /// them when both are printed — and one line per file written.
    ///
    /// - Throws: ``OutputError`` (a bad path, an existing file without `overwrite`) or the JSON encoder's error.
    public static func write(
        _ scenario: Scenario, origin: String, swiftFile: String?, jsonFile: String?, overwrite: Bool,
        printing: (swift: Bool, json: Bool)
    ) throws -> (printed: String, lines: [String]) {
        let swift = self.swift(scenario, origin: origin)
        let json = try self.json(scenario)
        let files: [PlotOutput.ExtraFile] = [
            swiftFile.map { ($0, Data(swift.utf8), "swift: \($0)") },
            jsonFile.map { ($0, Data(json.utf8), "json: \($0)") },
        ].compactMap { $0 }
        let lines = try PlotOutput.write(files, overwrite: overwrite)
        let (printsSwift, printsJSON) = (printing.swift && swiftFile == nil, printing.json && jsonFile == nil)
        let printed =
            (printsSwift ? swift : "") + (printsSwift && printsJSON ? "// ----\n" : "") + (printsJSON ? json : "")
        return (printed, lines)
    }
}
