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
        options: RenderOptions.self
    ) { options, invocation in
        let source = options.source
        let results = try readWholeSweep(source)
        let renderer = options.renderer
        let plots: SweepPlotOptions
        do throws(SweepSpecError) {
            plots = try options.pictures.plotOptions(grid: results.header.grid, scenario: results.header.ranScenario)
        } catch {
            throw UsageError(error.description)
        }
        if let out = options.out {
            try preflightFolder(out, force: options.force, createParent: false)
            let report = try SweepOutput.write(
                results, to: out, overwrite: options.force,
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
