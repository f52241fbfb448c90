// BenchKit/Sweep/SweepOutput: writes a sweep's folder (CSV, JSON, PNGs) atomically.
import Foundation
import Plotting

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

/// Where a sweep folder's write stands when ``SweepOutput/write(_:to:overwrite:renderer:files:checkpoint:)``
/// calls its checkpoint: every file is still under a temporary name.
public enum SweepWritePhase: String, Sendable, CaseIterable {
    /// `sweep.csv` and `sweep.json` are written; the plots are next.
    case dataWritten = "write"
    /// Every PNG is drawn; moving the folder into place is next.
    case plotted = "plot"
}

/// Writes a sweep folder: everything into a temporary folder beside it, moved into place at the end, so the
/// folder appears complete or not at all.
public enum SweepOutput {
    /// The PNG file names of a sweep folder, with the ``SweepPlots`` of `results` (for checks and re-drawing).
    public static func plotNames(_ results: SweepResults) -> [String] { SweepPlots.specs(results).map(\.0) }

    /// Whether a file of this name is one a sweep folder holds (`sweep.csv`, `sweep.json`, PNGs and gnuplot's
    /// `.gp`/`.dat`): `--force` replaces a folder only when it holds nothing else.
    public static func isOwnFile(_ name: String) -> Bool {
        name == "sweep.csv" || name == "sweep.json" || [".png", ".gp", ".dat"].contains { name.hasSuffix($0) }
    }

    /// Checks before any work that the folder `path` can be written (see ``AtomicDirectory/preflight(_:overwrite:replaceable:)``).
    ///
    /// - Throws: ``OutputError``.
    public static func preflight(_ path: String, overwrite: Bool) throws(OutputError) {
        try AtomicDirectory.preflight(path, overwrite: overwrite, replaceable: isOwnFile)
    }

    /// Writes `results` as the folder `path`.
    ///
    /// - Parameters:
    ///   - results: the results.
    ///   - path: the folder; its parent must exist.
    ///   - overwrite: replace an existing folder (`--force`), if it holds only sweep files.
    ///   - renderer: which renderer draws the PNGs.
    ///   - files: what to write (`bench render` writes only the plots).
    ///   - checkpoint: called after each phase (``SweepWritePhase``) while everything is still under temporary
    ///     names; whatever it throws abandons the write (nothing appears, a previous folder stays). The CLI stops
    ///     an interrupted write here.
    /// - Throws: ``OutputError`` for the folder, `PlotError` for a plot, an encoding error, or what `checkpoint`
    ///   throws.
    public static func write(
        _ results: SweepResults, to path: String, overwrite: Bool, renderer: RendererChoice, files: SweepFiles = .all,
        checkpoint: (SweepWritePhase) throws -> Void = { _ in }
    ) throws -> SweepOutputReport {
        try AtomicDirectory.write(to: path, overwrite: overwrite, replaceable: isOwnFile) { folder in
            let set = OutputSet(overwrite: false, showing: (folder, OutputPath.folderPath(path)))
            let report = try stage(
                results, into: set, folder: folder, renderer: renderer, files: files, checkpoint: checkpoint)
            try checkpoint(.plotted)
            try set.commit()
            return SweepOutputReport(
                folder: path, files: report.files, renderer: report.renderer, imageCount: report.imageCount)
        }
    }

    /// Re-draws the PNGs of `results` in the existing folder `folder`, replacing them all as one unit.
    ///
    /// - Throws: ``OutputError`` or `PlotError`; on error no PNG changed.
    public static func redraw(_ results: SweepResults, in folder: String, renderer: RendererChoice) throws
        -> SweepOutputReport
    {
        let set = OutputSet(overwrite: true)
        let report = try stage(results, into: set, folder: folder, renderer: renderer, files: .plots) { _ in }
        try set.commit()
        return report
    }

    /// Writes the chosen files of `results` into `set`, in `folder` (nothing is committed).
    private static func stage(
        _ results: SweepResults, into set: OutputSet, folder: String, renderer: RendererChoice, files: SweepFiles,
        checkpoint: (SweepWritePhase) throws -> Void
    ) throws -> SweepOutputReport {
        var written: [String] = []
        let specs = files.contains(.plots) ? SweepPlots.specs(results) : []
        if files.contains(.data) {
            for name in ["sweep.csv", "sweep.json"] { try set.declare(OutputPath.joined(folder, name)) }
        }
        for (name, _) in specs {
            for file in PlotRenderer.files(for: OutputPath.joined(folder, name), choice: renderer) {
                try set.declare(file)
            }
        }
        if files.contains(.data) {
            try set.write(SweepDocument.csv(results), to: OutputPath.joined(folder, "sweep.csv"))
            try set.write(try SweepDocument.json(results), to: OutputPath.joined(folder, "sweep.json"))
            written += ["sweep.csv", "sweep.json"]
            try checkpoint(.dataWritten)
        }
        var used: RendererChoice?
        for (name, spec) in specs {
            let report = try PlotRenderer.render(spec, to: OutputPath.joined(folder, name), choice: renderer, in: set)
            used = report.renderer
            written += report.files.map(OutputPath.name(of:))
        }
        return SweepOutputReport(folder: folder, files: written, renderer: used, imageCount: specs.count)
    }
}
