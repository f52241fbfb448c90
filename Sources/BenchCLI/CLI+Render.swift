// BenchCLI/CLI+Render: `bench render`: re-draw a sweep's PNGs from its saved sweep.json.
import Analysis
import ArgumentParsing
import Reports
import SafeOutput
import Sweep

extension BenchCLI {
    /// Re-draws the plots of a sweep folder from its `sweep.json`, without simulating.
    static let render = Verb(
        name: "render", summary: "re-draw a sweep's PNGs from its saved sweep.json (no simulation)",
        discussion: """
            Reads DIR/sweep.json (written by bench sweep or bench results merge) and draws the same PNGs again, \
            replaced atomically in DIR, or into a new folder with --out (with sweep.csv and sweep.json); --html \
            also writes sweep.html, replaying its cells from the scenario the folder stores (docs/page.md).
            """,
        options: RenderOptions.self
    ) { options, invocation in
        let source = options.source
        let sweep = try openWholeSweep(source)
        let renderer = options.renderer
        let plots = try UsageError.rethrowing { () throws(SweepSpecError) in
            try options.pictures.plotOptions(grid: sweep.header.grid, scenario: sweep.header.ranScenario)
        }
        // The page is built before anything is written, so a scenario that cannot be replayed changes nothing (it
        // replays cells, so it holds the rows; the pictures and files read them as they go).
        let page = try options.html ? sweepPage(try readingRows { try sweep.results() }, plots: plots) : nil
        let (report, folder): (SweepOutputReport, String)
        if let out = options.out {
            try SweepOutput.preflight(out, overwrite: options.force)
            report = try readingRows {
                try SweepOutput.write(
                    sweep, to: out, overwrite: options.force,
                    options: SweepOutputOptions(renderer: renderer, plots: plots))
            }
            folder = OutputPath.folderPath(out)
        } else {
            folder = InputFile.isFolder(source) ? OutputPath.folderPath(source) : OutputPath.folder(of: source)
            report = try readingRows {
                try SweepOutput.redraw(sweep, in: folder, options: SweepOutputOptions(renderer: renderer, plots: plots))
            }
        }
        invocation.io.print(SweepSummary.renderedLine(report, newFolder: options.out != nil))
        if let page { invocation.io.print(try SweepPage.write(page, in: folder)) }
        return .success
    }

    /// The sweep page of `results` (``SweepPage/html(replaying:plots:)``), its failure naming `--html`.
    static func sweepPage(_ results: SweepResults, plots: SweepPlotOptions) throws(UsageError) -> String {
        try UsageError.rethrowing(prefix: "--html: ") { () throws(SweepPage.ReplayError) in
            try SweepPage.html(replaying: results, plots: plots)
        }
    }
}
