// BenchCLI/CLI+Sweep: `bench sweep`: feel-parameter sweeps → sweep.csv, sweep.json and PNGs.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import PanelSimulator
import Plotting
import Reports
import SafeOutput

extension BenchCLI {
    static let sweep = Verb(
        name: "sweep",
        summary: "sweep feel and gesture parameters over releases or drags and start heights (CSV, JSON, PNG)",
        discussion: sweepDiscussion,
        options: SweepOptions.self
    ) { options, invocation in
        try runSweep(options, invocation: invocation, environment: invocation.environment)
    }

    /// The help text after the option list: the parameters with units and defaults, the outcomes, and the page
    /// that explains the grid, the defaults, the files and sharding.
    static var sweepDiscussion: String {
        let metrics = SweepMetric.allCases.map { m in
            "  \(m.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))  \(m.columnName)"
        }
        return """
            Parameters (--param NAME=…; default value and unit, legal values):
            \(SweepParameter.helpLines(SweepParameter.allCases).joined(separator: "\n"))

            Geometry (--param NAME=…; the default is the scenario's own):
            \(SweepParameter.helpLines(SweepParameter.geometry).joined(separator: "\n"))

            Outcomes (--metric NAME, and the CSV column holding it):
            \(metrics.joined(separator: "\n"))

            More than \(SweepPlan.cellLimit) cells needs --force. The grid, the defaults of each system, the files \
            written, sharding (--shard auto) and Ctrl-C: docs/sweeps.md.

            Example: bench sweep --param low-velocity-threshold=0:1:0.05 --velocities=-3:3:0.05 --start-heights 400
            """
    }

    /// `bench sweep`, with the process environment injectable (for `--shard auto`).
    static func runSweep(_ options: SweepOptions, invocation: Invocation, environment: [String: String]) throws
        -> ExitStatus
    {
        let io = invocation.io
        // Everything is checked before anything runs or is written.
        let (plan, force, runner) = (options.plan, options.force, options.plan.runner)
        let shard = try options.shard?.resolve(environment: environment, io: io)
        let out = options.out ?? SweepSummary.defaultFolder(scenario: plan.scenario, grid: plan.grid, shard: shard)
        try preflightFolder(out, force: force, createParent: options.out == nil)
        let jobs = options.jobs ?? ParallelGrid.defaultJobs
        for note in plan.notes { io.printError("note: \(note)") }
        let held = try SweepTestHold.phase(environment)
        let cells = shard?.cellCount(ofTotal: plan.grid.count) ?? plan.grid.count
        let progress = ProgressReporter(
            total: cells, unit: "cells",
            style: ProgressReporter.style(quiet: options.quiet, toTerminal: io.errorIsTerminal),
            write: io.writeError)
        let header = SweepHeader(plan, spec: options.scenario, shard: shard, tool: "bench \(version)")
        let start = MonotonicClock.nanoseconds()
        let report: SweepOutputReport
        do {
            report = try Interruption.whileInstalled {
                try SweepOutput.write(
                    header: header, to: out, overwrite: force,
                    options: options.output,
                    cancellation: Interruption.flag,
                    reached: { SweepTestHold.hold(at: $0.rawValue, held: held, io: io) },
                    beforePlacing: { folder in
                        // --format: the file goes to standard output before the folder is in place, so a standard
                        // output that cannot take it (a full disk, /dev/full) leaves no folder behind.
                        guard let format = options.format else { return }
                        io.writeOutput(
                            try SweepOutput.writtenText(OutputPath.joined(folder, "sweep.\(format.rawValue)")))
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
            io.printError("\(invocation.commandPath): \(error.description)")
            return .failure
        } catch is GridCancelled {
            progress.finish()
            io.printError("\(invocation.commandPath): interrupted; nothing written")
            return .interrupted
        }
        let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
        let summary = SweepSummary.text(header, report: report, seconds: seconds, jobs: min(jobs, max(1, cells)))
        // With --format the results are on standard output, so the summary goes to standard error.
        (options.format != nil ? io.writeError : io.writeOutput)(summary)
        return .success
    }

    /// Checks before any work that `path` can be written as a sweep folder (see
    /// ``SweepOutput/preflight(_:overwrite:creatingParent:)``).
    static func preflightFolder(_ path: String, force: Bool, createParent: Bool) throws {
        try SweepOutput.preflight(path, overwrite: force, creatingParent: createParent)
    }
}
