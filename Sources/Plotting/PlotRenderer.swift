// Plotting: the single entry point: pick a renderer, draw, write atomically.

/// Which renderer draws a plot.
public enum RendererChoice: String, Sendable, Codable, CaseIterable {
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

    /// Draws `spec` into the PNG at `path`, atomically: the image is made under a temporary name in the same
    /// folder and renamed into place, so on error nothing is left under `path` (an older file there is kept).
    /// - Parameters:
    ///   - spec: the plot.
    ///   - path: the PNG's path; its folder must exist.
    ///   - choice: which renderer (default `.auto`).
    /// - Returns: the renderer used and the files written.
    /// - Throws: `PlotError` with a one-line description of the cause.
    @discardableResult
    public static func render(_ spec: PlotSpec, to path: String, choice: RendererChoice = .auto) throws(PlotError)
        -> RenderReport
    {
        try PlotFiles.requireFolder(of: path)
        try spec.validate()
        switch resolve(choice) {
        case .gnuplot:
            guard let executable = GnuplotRenderer.locate() else { throw .gnuplotNotFound }
            try GnuplotRenderer(executable: executable).render(spec, to: path)
            let companions = GnuplotRenderer.companionPaths(for: path)
            return RenderReport(renderer: .gnuplot, files: [path, companions.script, companions.data])
        case .raster, .auto:
            try PlotFiles.write(RasterRenderer.pngData(for: spec), to: path)
            return RenderReport(renderer: .raster, files: [path])
        }
    }
}
