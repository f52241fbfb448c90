// Reports/Export/TuningExport+Origin: the line an exported tuning opens with, saying where it came from.
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
}
