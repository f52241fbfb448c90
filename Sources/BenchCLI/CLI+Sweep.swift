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
    /// Cells a sweep may have without `--force`.
    static let sweepCellLimit = 1_000_000
    /// Cells a sweep may never have, even with `--force`: shard it instead.
    static let sweepHardCellLimit = 50_000_000

    /// Simulates a gesture for every cell of a grid of parameters × start heights × gesture values.
    static let sweep = Verb(
        name: "sweep",
        summary: "sweep feel and gesture parameters over releases or drags and start heights (CSV, JSON, PNG)",
        discussion: sweepDiscussion,
        options: SweepOptions.self
    ) { options, invocation in
        try runSweep(options, invocation: invocation, environment: invocation.environment)
    }

    /// The help text after the option list: the parameters with units and defaults, the grid, the files.
    static var sweepDiscussion: String {
        let rows = SweepParameter.helpLines(SweepParameter.allCases)
        let geometry = SweepParameter.helpLines(SweepParameter.geometry)
        let metrics = SweepMetric.allCases.map { m in
            "  \(m.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))  \(m.columnName)"
        }
        return """
            Parameters (--param NAME=…; default value and unit, legal values; booleans take 0/1 or true/false, choices \
            their names):
            \(rows.joined(separator: "\n"))

            Geometry (--param NAME=…, validated as the scenario file is; the default is the scenario's own; \
            detent-N-height for each detent N from 0, lowest first):
            \(geometry.joined(separator: "\n"))

            Without --param: low-velocity-threshold=0:0.5:0.05 with detents; inner-deceleration-rate (free panel) or \
            panel-deceleration-rate (home container) =0.99,0.995,0.998 without; frame-rate=60,120,240 for the \
            comment pop-up (with --gesture drag) and the thirty-line view.

            START:STOP:STEP includes STOP when START + i*STEP lands on it, and values are printed with the decimals \
            written (0:0.5:0.05 gives 0.00, 0.05, …, 0.50). Several --param multiply. The grid is parameter values \
            x start heights x gesture values; cells run in that order (gesture value fastest) on all cores, and the \
            output is the same bytes whatever --jobs is. More than \(sweepCellLimit) cells needs --force.

            Outcomes (--metric NAME, and the CSV column holding it):
            \(metrics.joined(separator: "\n"))
            Each row also has the resting content offset of every participant (rest_offset_<name>_pt), the handoff \
            and the movement. A motion has settled once it stays within the settle threshold of its rest (half a \
            device pixel unless --settle-threshold or the scenario says otherwise; recorded in sweep.json as \
            settleThresholdPt and in the settle-time plot's title).

            Writes, atomically, into --out (rows stream to disk as they are simulated): sweep.csv (units in the \
            header), sweep.json (scenario, grid, rows; read by bench render, bench results merge and bench results \
            best), <metric>-<h>pt.png (a heatmap per start height; one small heatmap per value of a second \
            parameter), <curve>-by-<gesture>-<h>pt.png and settle-time.png. Shards write only the data; join them \
            with bench results merge. --shard auto reads JOB_COMPLETION_INDEX (Kubernetes Indexed Job, with \
            --shard-count) or SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT (Slurm job array). Ctrl-C stops any phase: \
            exit 130, nothing written, an existing folder untouched.

            Example: bench sweep --param low-velocity-threshold=0:1:0.05 --velocities=-3:3:0.05 --start-heights 400
            Details: docs/sweeps.md
            """
    }

    /// `bench sweep`, with the process environment injectable (for `--shard auto`).
    static func runSweep(_ options: SweepOptions, invocation: Invocation, environment: [String: String]) throws
        -> ExitStatus
    {
        let io = invocation.io
        let force = options.force
        // Everything is checked before anything runs or is written.
        let plan = try options.plan(cellLimit: sweepCellLimit, hardCellLimit: sweepHardCellLimit)
        let (scenario, grid, runner) = (plan.scenario, plan.grid, plan.runner)
        let shard = try sweepShard(options, environment: environment, io: io)
        let out = options.out ?? SweepSummary.defaultFolder(scenario: scenario, grid: grid, shard: shard)
        try preflightFolder(out, force: force, createParent: options.out == nil)
        let jobs = options.jobs ?? ParallelGrid.defaultJobs
        let renderer = options.renderer
        for axis in grid.parameters where axis.parameter.needsViewAnimation && scenario.movementStyle != .viewAnimation
        {
            io.printError("note: \(axis.parameter.rawValue) only changes --style view movements")
        }

        let held = try TestHold.phase(environment)
        let cells = shard?.cellCount(ofTotal: grid.count) ?? grid.count
        let progress = ProgressReporter(
            total: cells, unit: "cells",
            style: ProgressReporter.style(quiet: options.quiet, toTerminal: io.errorIsTerminal),
            write: io.writeError)
        let header = SweepHeader(
            tool: "bench \(version)",
            scenario: SweepScenarioInfo(runner.setup, spec: options.scenario), ranScenario: runner.setup.scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: runner.participants, grid: grid,
            shard: shard)
        let start = MonotonicClock.nanoseconds()
        let report: SweepOutputReport
        do {
            report = try Interruption.whileInstalled {
                try SweepOutput.write(
                    header: header, to: out, overwrite: force,
                    options: SweepOutputOptions(renderer: renderer, plots: plan.plots),
                    cancellation: Interruption.flag, reached: { TestHold.hold(at: $0.rawValue, held: held, io: io) },
                    beforePlacing: { folder in
                        // --format: the file goes to standard output before the folder is in place, so a standard
                        // output that cannot take it (a full disk, /dev/full) leaves no folder behind.
                        guard let format = options.format else { return }
                        try copyToOutput(OutputPath.joined(folder, "sweep.\(format.rawValue)"), io: io)
                        if let failure = io.finishOutput() { throw failure }
                    }
                ) { consume in
                    try runner.run(
                        shard: shard, jobs: jobs, encoder: SweepRowEncoder(header), cancellation: Interruption.flag,
                        progress: {
                            progress.update(completed: $0)
                            TestHold.hold(at: "simulate", held: held, io: io)
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
        if options.format != nil {
            io.writeError(summary)
        } else {
            io.writeOutput(summary)
        }
        return .success
    }

    /// Copies the file at `path` (one this command just wrote) to standard output.
    static func copyToOutput(_ path: String, io: CLIOutput) throws {
        let data: Data
        do { data = try InputFile.readText(path, maximumBytes: SweepShardFolders.maximumSweepFileBytes) } catch {
            throw OutputError(error.description, isBadPath: false)
        }
        io.writeOutput(String(decoding: data, as: UTF8.self))
    }

    /// The shard of `--shard I/N` or `--shard auto` (which says on standard error where it came from), or nil.
    static func sweepShard(_ options: SweepOptions, environment: [String: String], io: CLIOutput)
        throws(UsageError) -> SweepShard?
    {
        guard let text = options.shard else { return nil }
        guard text == "auto" else { return try ShardArgument.parse(text) }
        let (shard, source) = try ShardArgument.fromEnvironment(environment, shardCount: options.shardCount)
        io.printError("shard \(shard.index)/\(shard.count) from \(source)")
        return shard
    }

    /// Checks before any work that `path` can be written as a sweep folder (see ``SweepOutput/preflight(_:overwrite:)``);
    /// with `createParent` (the default `Plots/…` folder) its parent is created first.
    static func preflightFolder(_ path: String, force: Bool, createParent: Bool) throws {
        let parent = OutputPath.folder(of: OutputPath.folderPath(path))
        if createParent, !InputFile.exists(parent) {
            try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        }
        try SweepOutput.preflight(path, overwrite: force)
    }
}
