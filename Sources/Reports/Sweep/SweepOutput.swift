// Reports/Sweep/SweepOutput: writes a sweep's folder (CSV, JSON, PNGs) atomically.
import Analysis
import Foundation
import Plotting
import SafeOutput

/// What ``SweepOutput/write(_:to:overwrite:renderer:files:)`` wrote.
public struct SweepOutputReport: Sendable, Hashable {
    /// The folder.
    public var folder: String
    /// File names inside it, in writing order (`sweep.csv`, `sweep.json`, then the PNGs and their companions).
    public var files: [String]
    /// The renderer that drew the PNGs (nil when none were drawn).
    public var renderer: RendererChoice?
    /// The number of PNG files.
    public var imageCount: Int
}

/// Which files a sweep folder gets.
public struct SweepFiles: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// An option set from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `sweep.csv` and `sweep.json`.
    public static let data = SweepFiles(rawValue: 1)
    /// The PNGs of ``SweepPlots``.
    public static let plots = SweepFiles(rawValue: 2)
    /// Both.
    public static let all: SweepFiles = [.data, .plots]
}

/// Writes a sweep folder: everything into a temporary folder beside it, renamed into place at the end, so the
/// folder appears complete or not at all.
public enum SweepOutput {
    /// Writes `results` as the folder `path`.
    ///
    /// - Parameters:
    ///   - results: the results.
    ///   - path: the folder; its parent must exist.
    ///   - overwrite: replace an existing folder (`--force`).
    ///   - renderer: which renderer draws the PNGs.
    ///   - files: what to write (`bench render` writes only the plots).
    /// - Throws: ``OutputError`` for the folder, `PlotError` for a plot, or an encoding error.
    public static func write(
        _ results: SweepResults, to path: String, overwrite: Bool, renderer: RendererChoice, files: SweepFiles = .all
    ) throws -> SweepOutputReport {
        try AtomicDirectory.write(to: path, overwrite: overwrite) { folder in
            var written: [String] = []
            if files.contains(.data) {
                try AtomicFile.write(SweepDocument.csv(results), to: folder + "/sweep.csv", overwrite: false)
                try AtomicFile.write(try SweepDocument.json(results), to: folder + "/sweep.json", overwrite: false)
                written += ["sweep.csv", "sweep.json"]
            }
            var used: RendererChoice?
            var images = 0
            if files.contains(.plots) {
                for (name, spec) in SweepPlots.specs(results) {
                    let report = try PlotRenderer.render(spec, to: folder + "/" + name, choice: renderer)
                    used = report.renderer
                    images += 1
                    written += report.files.map { String($0.split(separator: "/").last ?? "") }
                }
            }
            return SweepOutputReport(folder: path, files: written, renderer: used, imageCount: images)
        }
    }
}
