// Reports/Page/SweepPage+Replay: a sweep folder's page, its cells replayed on the scenario the folder stores.
import Analysis

extension SweepPage {
    /// Why a sweep folder's page cannot be made.
    public enum ReplayError: Error, Sendable {
        /// The scenario stored in `sweep.json` does not give the record of the scenario its spec names (the spec).
        case notReplayable(spec: String)
        /// A cell could not be replayed.
        case cell(SweepCellError)
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
