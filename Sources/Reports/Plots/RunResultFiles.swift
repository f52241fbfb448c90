// Reports/RunResultFiles: the files `bench run` writes from its results (the results JSON, the projection plot), as
// one result set declared before anything is measured.
import Foundation
import Harness
import Plotting
import SafeOutput
import Support

/// The results JSON and the plot of ns/frame against chain depth (``ProjectionPlot``) with gnuplot's companions:
/// every path checked when declared, before anything is measured; all written together, or none.
public struct RunResultFiles {
    /// Where the results JSON goes, when asked.
    public let output: String?
    /// Where the plot goes, when asked.
    public let plot: String?
    /// Who draws the plot.
    public let renderer: RendererChoice
    private let set: OutputSet

    /// Declares the files: `output`, then `plot` and its renderer's companions.
    ///
    /// - Throws: ``OutputError`` for a bad path, an existing file without `overwrite`, or the same path twice.
    public init(output: String?, plot: String?, renderer: RendererChoice, overwrite: Bool) throws(OutputError) {
        (self.output, self.plot, self.renderer) = (output, plot, renderer)
        set = OutputSet(overwrite: overwrite)
        if let output { try set.declare(output) }
        if let plot {
            for file in PlotRenderer.files(for: plot, choice: renderer) { try set.declare(file) }
        }
    }

    /// Writes `results` as JSON and draws the plot when asked, then puts every file in place.
    ///
    /// - Returns: the results JSON, and one line per kind of file written (`results: PATH`,
    ///   `plot: PNG, GP, DAT (gnuplot)`), in that order.
    /// - Throws: ``OutputError`` or `PlotError`; nothing is then in place.
    public func write(_ results: BenchmarkResults) throws -> (json: Data, lines: [String]) {
        let json = try ResultsCoding.encode(results)
        if let output { try set.write(json, to: output) }
        let plotted = try plot.map { plot in
            try PlotRenderer.render(ProjectionPlot.spec(results), to: plot, choice: renderer, in: set)
        }
        try set.commit()
        let lines =
            (output.map { ["results: \($0)"] } ?? [])
            + (plotted.map { ["plot: \($0.files.joined(separator: ", ")) (\($0.renderer.rawValue))"] } ?? [])
        return (json, lines)
    }
}
