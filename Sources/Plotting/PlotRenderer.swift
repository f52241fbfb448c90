// Plotting: the single entry point: pick a renderer, draw, write atomically.
import Foundation
import SafeOutput

/// Which renderer draws a plot.
public enum RendererChoice: String, Sendable, CaseIterable {
    /// gnuplot when it is on PATH, else the raster renderer: a PNG always comes out.
    case auto
    /// gnuplot (pngcairo); fails with `PlotError.gnuplotNotFound` when it is not installed.
    case gnuplot
    /// The built-in raster renderer.
    case raster
}

/// What `PlotRenderer.render` did.
public struct RenderReport: Sendable, Hashable {
    /// The renderer that drew the plot (`.gnuplot` or `.raster`, never `.auto`).
    public var renderer: RendererChoice
    /// Every file written, the PNG first (gnuplot adds its `.gp` script and `.dat` data).
    public var files: [String]

    /// Creates a report; see the properties.
    public init(renderer: RendererChoice, files: [String]) {
        self.renderer = renderer
        self.files = files
    }
}

/// Draws a `PlotSpec` to a PNG file.
///
/// ```swift
/// let report = try PlotRenderer.render(spec, to: "Plots/fling.png", choice: .auto)
/// print("wrote \(report.files.joined(separator: ", ")) with \(report.renderer)")
/// ```
public enum PlotRenderer {
    /// The renderer `choice` stands for here: `.auto` becomes `.gnuplot` when gnuplot is on PATH, else `.raster`.
    public static func resolve(_ choice: RendererChoice) -> RendererChoice {
        guard choice == .auto else { return choice }
        return GnuplotRenderer.locate() == nil ? .raster : .gnuplot
    }

    /// The files a plot at `path` drawn by `choice` writes, the PNG first (gnuplot adds its `.gp` script and
    /// `.dat` data): declare them all in the ``OutputSet`` before any work.
    public static func files(for path: String, choice: RendererChoice) -> [String] {
        guard resolve(choice) == .gnuplot else { return [path] }
        let companions = GnuplotRenderer.companionPaths(for: path)
        return [path, companions.script, companions.data]
    }

    /// Draws `spec` into the PNG at `path`, as part of `set`: every file (see ``files(for:choice:)``) goes to a
    /// temporary name, and appears under its final name only when the caller commits the set.
    /// - Parameters:
    ///   - spec: the plot.
    ///   - path: the PNG's path; its folder must exist.
    ///   - choice: which renderer.
    ///   - set: the result set the files belong to.
    /// - Returns: the renderer used and the files written.
    /// - Throws: `PlotError` with a one-line description of the cause.
    @discardableResult
    public static func render(_ spec: PlotSpec, to path: String, choice: RendererChoice, in set: OutputSet)
        throws(PlotError) -> RenderReport
    {
        do {
            for file in files(for: path, choice: choice) where !set.paths.contains(file) { try set.declare(file) }
        } catch {
            throw .output(error)
        }
        try spec.validate()
        switch resolve(choice) {
        case .gnuplot:
            guard let executable = GnuplotRenderer.locate() else { throw .gnuplotNotFound }
            try GnuplotRenderer(executable: executable).render(spec, to: path, in: set)
            return RenderReport(renderer: .gnuplot, files: files(for: path, choice: .gnuplot))
        case .raster, .auto:
            let png = try RasterRenderer.pngData(for: spec)
            do { try set.write(Data(png), to: path) } catch { throw .output(error) }
            return RenderReport(renderer: .raster, files: [path])
        }
    }

    /// Draws `spec` into the PNG at `path` on its own: the files appear together, or on error none does (older
    /// files under those names are kept).
    /// - Parameters:
    ///   - spec: the plot.
    ///   - path: the PNG's path; its folder must exist.
    ///   - choice: which renderer (default `.auto`).
    ///   - overwrite: whether existing regular files may be replaced (default: yes, as re-drawing does).
    /// - Returns: the renderer used and the files written.
    /// - Throws: `PlotError` with a one-line description of the cause.
    @discardableResult
    public static func render(
        _ spec: PlotSpec, to path: String, choice: RendererChoice = .auto, overwrite: Bool = true
    ) throws(PlotError) -> RenderReport {
        let set = OutputSet(overwrite: overwrite)
        let report = try render(spec, to: path, choice: choice, in: set)
        do { try set.commit() } catch { throw .output(error) }
        return report
    }
}
