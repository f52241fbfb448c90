// Reports/Page/SweepPage+Replay: a sweep folder's page, its cells replayed on the scenario the folder stores.
import Analysis
import Foundation
import SafeOutput
import Sweep

extension SweepPage {
    /// Why a sweep folder's page cannot be made.
    public enum ReplayError: Error, Sendable, CustomStringConvertible {
        /// The scenario stored in `sweep.json` does not give the record of the scenario its spec names (the spec).
        case notReplayable(spec: String)
        /// A cell could not be replayed.
        case cell(SweepCellError)

        /// One line: why the cells cannot be replayed, or the cell that failed.
        public var description: String {
            switch self {
            case .notReplayable(let spec):
                "the scenario stored in sweep.json does not give its record of scenario '\(spec)'; "
                    + "its cells cannot be replayed"
            case .cell(let error): error.description
            }
        }
    }

    /// Writes `page` as `folder/sweep.html` (atomically, replacing an older page like the PNGs beside it).
    ///
    /// - Returns: the line saying so: `html: PATH (N bytes)`.
    /// - Throws: ``OutputError``.
    public static func write(_ page: String, in folder: String) throws(OutputError) -> String {
        let path = folder + "/sweep.html"
        try AtomicFile.write(Data(page.utf8), to: path, overwrite: true)
        return "html: \(path) (\(page.utf8.count) bytes)"
    }

    /// The page of `results` (one self-contained HTML file): its cells replayed on the whole scenario the sweep
    /// folder stores (never the file its spec names, which may have moved or changed), checked against the record.
    public static func html(replaying results: SweepResults, plots: SweepPlotOptions) throws(ReplayError) -> String {
        let header = results.header
        guard let runner = SweepRunner.replaying(header, scenario: header.ranScenario) else {
            throw .notReplayable(spec: header.scenario.spec)
        }
        do throws(SweepCellError) {
            return AnimatedPage.html(try content(results, options: plots, runner: runner))
        } catch {
            throw .cell(error)
        }
    }
}
