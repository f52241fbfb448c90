// Reports/Sweep/SweepRun: one sweep run end to end from typed values: the cells simulated in parallel and streamed
// into the folder writer, with progress, the test hold, a copy of one file for standard output and the summary.
import Analysis
import Foundation
import Harness
import SafeOutput
import Support
import Sweep

/// A sweep as `bench sweep` runs it: the plan's cells (or one shard's) simulated on ``jobs`` threads, encoded on
/// the workers and streamed into ``SweepOutput/write(header:to:overwrite:options:cancellation:reached:beforePlacing:produce:)``,
/// interruptible (SIGINT, SIGTERM) until the folder takes its name.
public struct SweepRun {
    /// What runs: the scenario, the grid and its runner, checked.
    public var plan: SweepPlan
    /// The header the files carry (``SweepHeader/init(_:spec:shard:tool:)``).
    public var header: SweepHeader
    /// The folder written (its parent must exist; see ``SweepOutput/preflight(_:overwrite:)``).
    public var folder: String
    /// Replace an existing sweep folder.
    public var overwrite: Bool
    /// The renderer and the pictures.
    public var output: SweepOutputOptions
    /// Worker threads, at least 1.
    public var jobs: Int
    /// The file of the folder (`sweep.csv` or `sweep.json`) whose text goes to standard output before the folder
    /// takes its name, so a standard output that cannot take it leaves no folder behind; `nil`: none.
    public var copiedToOutput: String?

    /// A run of `plan` written to `folder`.
    ///
    /// - Parameters:
    ///   - plan: the checked plan.
    ///   - spec: the scenario as the user named it (a preset or a path), kept in the header.
    ///   - shard: the shard to run, `nil` for every cell.
    ///   - tool: the writing tool and version (`bench 0.1.0`).
    ///   - folder: the output folder.
    ///   - overwrite: replace an existing sweep folder.
    ///   - output: the renderer and the pictures.
    ///   - jobs: worker threads (default: the number of cores).
    ///   - copiedToOutput: `sweep.csv` or `sweep.json` to copy to standard output, or `nil`.
    public init(
        _ plan: SweepPlan, spec: String, shard: SweepShard?, tool: String, folder: String, overwrite: Bool,
        output: SweepOutputOptions, jobs: Int = ParallelGrid.defaultJobs, copiedToOutput: String? = nil
    ) {
        self.plan = plan
        header = SweepHeader(plan, spec: spec, shard: shard, tool: tool)
        (self.folder, self.overwrite, self.output, self.jobs) = (folder, overwrite, output, jobs)
        self.copiedToOutput = copiedToOutput
    }

    /// How a run ended.
    public enum Outcome: Sendable {
        /// The folder is in place; the summary lines (``SweepSummary/text(_:report:seconds:jobs:)``).
        case finished(summary: String)
        /// A cell could not be simulated; nothing was written.
        case cellFailed(SweepCellError)
        /// Interrupted before the folder took its name; nothing was written.
        case interrupted
    }

    /// Runs the sweep: progress in `style` and the test hold's line (`held`, see ``SweepTestHold``) on `io`'s
    /// standard error, the copied file on its standard output.
    ///
    /// - Throws: ``OutputError``, `PlotError`, or a failure of standard output; the previous folder is then intact.
    public func run(io: CLIOutput, progress style: ProgressReporter.Style, held: String?) throws -> Outcome {
        let (shard, runner) = (header.shard, plan.runner)
        let cells = shard?.cellCount(ofTotal: plan.grid.count) ?? plan.grid.count
        let progress = ProgressReporter(total: cells, unit: "cells", style: style, write: io.writeError)
        let start = MonotonicClock.nanoseconds()
        let report: SweepOutputReport
        do {
            report = try Interruption.whileInstalled {
                try SweepOutput.write(
                    header: header, to: folder, overwrite: overwrite, options: output,
                    cancellation: Interruption.flag,
                    reached: { SweepTestHold.hold(at: $0.rawValue, held: held, io: io) },
                    beforePlacing: { temporary in
                        guard let copiedToOutput else { return }
                        io.writeOutput(try SweepOutput.writtenText(OutputPath.joined(temporary, copiedToOutput)))
                        if let failure = io.finishOutput() { throw failure }
                    }
                ) { consume in
                    try runner.run(
                        shard: shard, jobs: jobs, encoder: SweepRowEncoder(header), cancellation: Interruption.flag,
                        progress: {
                            progress.update(completed: $0)
                            SweepTestHold.hold(at: "simulate", held: held, io: io)
                        }, consume: consume)
                    progress.finish()
                }
            }
        } catch let error as SweepCellError {
            progress.finish()
            return .cellFailed(error)
        } catch is GridCancelled {
            progress.finish()
            return .interrupted
        }
        let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
        let used = min(jobs, max(1, cells))
        return .finished(summary: SweepSummary.text(header, report: report, seconds: seconds, jobs: used))
    }
}
