// BenchCLI/CLI+Render: `bench render`: re-draw a sweep's PNGs from its saved sweep.json.
import Analysis
import Foundation
import Harness
import Plotting
import Reports
import SafeOutput

extension BenchCLI {
    /// Re-draws the plots of a sweep folder from its `sweep.json`, without simulating.
    static let render = Verb(
        name: "render", summary: "re-draw a sweep's PNGs from its saved sweep.json (no simulation)",
        discussion: """
            Reads DIR/sweep.json (written by bench sweep or bench results merge) and draws the same PNGs again, \
            each replaced atomically in DIR, or into a new folder with --out (sweep.csv and sweep.json are copied \
            there too).
            """,
        positionals: [PositionalSpec("dir", help: "a sweep folder (or its sweep.json)")],
        options: [
            .option(
                "renderer", kind: .choice(of: RendererChoice.self), valueName: "renderer", default: "auto",
                help: "PNG renderer"),
            .option(
                "metric", kind: .choice(of: SweepMetric.self), valueName: "metric",
                help: "the outcome the heatmaps draw (default: the system's headline)"),
            .option(
                "plot-values", valueName: "v1,v2,…", help: "values of the first parameter drawn as curves"),
            .option("out", short: "o", valueName: "dir", help: "write a new folder instead of re-drawing in place"),
            .flag("force", help: "replace an existing --out folder"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let source = arguments.positional("dir") ?? "."
        let results = try readWholeSweep(source)
        let renderer = arguments.choice("renderer", as: RendererChoice.self) ?? .auto
        let plots: SweepPlotOptions
        do throws(SweepSpecError) {
            plots = try sweepPlotOptions(arguments, grid: results.header.grid)
        } catch {
            throw UsageError(error.description)
        }
        if let out = arguments.string("out") {
            try preflightFolder(out, force: arguments.flag("force"), createParent: false)
            let report = try SweepOutput.write(
                results, to: out, overwrite: arguments.flag("force"),
                options: SweepOutputOptions(renderer: renderer, plots: plots))
            invocation.io.print(
                "wrote \(OutputPath.folderPath(out))/: sweep.csv, sweep.json, \(report.imageCount) PNGs (\(report.renderer?.rawValue ?? "none"))"
            )
            return .success
        }
        let folder = InputFile.isFolder(source) ? OutputPath.folderPath(source) : OutputPath.folder(of: source)
        let report = try SweepOutput.redraw(
            results, in: folder, options: SweepOutputOptions(renderer: renderer, plots: plots))
        invocation.io.print("re-drew \(report.imageCount) PNGs in \(folder)/ (\(report.renderer?.rawValue ?? "none"))")
        return .success
    }
}
