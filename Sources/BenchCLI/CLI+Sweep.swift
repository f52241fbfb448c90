// BenchCLI/CLI+Sweep: `bench sweep`: feel-parameter sweeps → sweep.csv, sweep.json and PNGs.
import Analysis
import ArgumentParsing
import Harness
import Reports
import SafeOutput
import Sweep

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
        """
        Parameters (--param NAME=…; default value and unit, legal values):
        \(SweepParameter.helpLines(SweepParameter.allCases).joined(separator: "\n"))

        Geometry (--param NAME=…; the default is the scenario's own):
        \(SweepParameter.helpLines(SweepParameter.geometry).joined(separator: "\n"))

        Outcomes (--metric NAME, and the CSV column holding it):
        \(SweepMetric.helpLines.joined(separator: "\n"))

        More than \(SweepPlan.cellLimit) cells needs --force. The grid, the defaults of each system, the files \
        written, sharding (--shard auto) and Ctrl-C: docs/sweeps.md.

        Example: bench sweep --param low-velocity-threshold=0:1:0.05 --velocities=-3:3:0.05 --start-heights 400
        """
    }

    /// `bench sweep`, with the process environment injectable (for `--shard auto`).
    static func runSweep(_ options: SweepOptions, invocation: Invocation, environment: [String: String]) throws
        -> ExitStatus
    {
        let (io, plan, force) = (invocation.io, options.plan, options.force)
        // Everything is checked before anything runs or is written.
        let shard = try options.shard?.resolve(environment: environment, io: io)
        let out = options.out ?? SweepSummary.defaultFolder(scenario: plan.scenario, grid: plan.grid, shard: shard)
        if options.out == nil { DefaultOutput.prepareFolder(of: out) }
        try SweepOutput.preflight(out, overwrite: force)
        for note in plan.notes { io.printError("note: \(note)") }
        let held = try SweepTestHold.phase(environment)
        let run = SweepRun(
            plan, spec: options.scenario, shard: shard, tool: "bench \(version)", folder: out, overwrite: force,
            output: options.output, jobs: options.jobs ?? ParallelGrid.defaultJobs,
            copiedToOutput: options.format.map { "sweep.\($0.rawValue)" })
        switch try run.run(
            io: io, progress: ProgressReporter.style(quiet: options.quiet, toTerminal: io.errorIsTerminal), held: held)
        {
        case .finished(let summary):
            SweepTestHold.hold(at: "placed", held: held, io: io)
            // With --format the results are on standard output, so the summary goes to standard error.
            (options.format != nil ? io.writeError : io.writeOutput)(summary)
            return .success
        case .cellFailed(let error):
            io.printError("\(invocation.commandPath): \(error.description)")
            return .failure
        case .interrupted:
            Interruption.reportStopped { io.printError("\(invocation.commandPath): interrupted; nothing written") }
            SweepTestHold.hold(at: "stopped", held: held, io: io)
            return .interrupted
        }
    }
}
