// BenchCLI/CLI+Sweep: `bench sweep`: feel-parameter sweeps → sweep.csv, sweep.json and PNGs.
import Analysis
import Foundation
import Harness
import PanelSimulator
import Plotting
import Reports

extension BenchCLI {
    /// Cells a sweep may have without `--force`.
    static let sweepCellLimit = 1_000_000
    /// Cells a sweep may never have (memory), even with `--force`: shard it instead.
    static let sweepHardCellLimit = 50_000_000
    /// The sweep run when no `--param` is given.
    static let defaultSweepParameter = "\(SweepDefaults.parameter.rawValue)=\(SweepDefaults.parameterValues)"

    /// Simulates a release for every cell of a grid of feel parameters × start heights × release velocities.
    static let sweep = Verb(
        name: "sweep", summary: "sweep feel parameters over release velocities and start heights (CSV, JSON, PNG)",
        discussion: sweepDiscussion,
        options: [
            scenarioOption,
            .repeated(
                "param", valueName: "name=spec",
                help: "a parameter and its values, START:STOP:STEP or v1,v2,… (default: \(defaultSweepParameter))"),
            .option(
                "velocities", valueName: "spec", default: SweepDefaults.velocities,
                help:
                    "release velocities, pt/ms (positive = expanding); write --velocities=-3:3:0.1 for a leading minus"),
            .option(
                "start-heights", valueName: "spec", default: SweepDefaults.startHeights,
                help: "display heights at release, pt"),
            .option(
                "style", kind: .choice(of: MovementStyle.self), valueName: "style",
                help: "movement style (default: the scenario's)"),
            .option(
                "jobs", short: "j", kind: .integer(1...1024), valueName: "n",
                help: "threads (default: the number of cores)"),
            .option(
                "shard", valueName: "i/n|auto",
                help: "run every n-th cell starting at i (0-based); auto: from the array job"),
            .option(
                "shard-count", kind: .integer(1...1_000_000), valueName: "n",
                help: "shard count for --shard auto under a Kubernetes Indexed Job (its completions)"),
            .option(
                "out", short: "o", valueName: "dir",
                help: "output folder (default: Plots/sweep-<scenario>-<params>[-shard-i-of-n])"),
            .option(
                "format", kind: .choice(["csv", "json"]), valueName: "format",
                help:
                    "also print the results to standard output in this format (the summary then goes to standard error)"
            ),
            .option(
                "renderer", kind: .choice(of: RendererChoice.self), valueName: "renderer", default: "auto",
                help: "PNG renderer: gnuplot if installed, else built-in raster"),
            .flag("force", help: "replace an existing output folder; allow more than 1000000 cells"),
            .flag("quiet", short: "q", help: "no progress on standard error"),
        ]
    ) { invocation in
        try runSweep(invocation, environment: ProcessInfo.processInfo.environment)
    }

    /// The help text after the option list: the parameters with units and defaults, the grid, the files.
    static var sweepDiscussion: String {
        let width = SweepParameter.allCases.map(\.rawValue.count).max() ?? 0
        let rows = SweepParameter.allCases.map { p in
            let name = p.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let value = p.isBoolean ? (p.defaultValue == 0 ? "0" : "1") : SweepValues.format(p.defaultValue)
            return "  \(name)  \(value) \(p.unit): \(p.summary)"
        }
        return """
            Parameters (--param NAME=…; default value and unit; booleans take 0/1 or true/false):
            \(rows.joined(separator: "\n"))

            START:STOP:STEP includes STOP when START + i*STEP lands on it, and values are printed with the decimals \
            written (0:0.5:0.05 gives 0.00, 0.05, …, 0.50). Several --param multiply. The grid is parameter values \
            x start heights x velocities; cells run in that order (velocity fastest) on all cores, and the output is \
            the same bytes whatever --jobs is. More than \(sweepCellLimit) cells needs --force.

            Writes, atomically, into --out: sweep.csv (units in the header), sweep.json (scenario, grid, rows; read \
            by bench render and bench results merge), landing-detent-<h>pt.png (heatmap of the landing detent over \
            velocity x parameter per start height), landing-height-<h>pt.png and settle-time.png. Shards write only \
            the data; join them with bench results merge. --shard auto reads JOB_COMPLETION_INDEX (Kubernetes \
            Indexed Job, with --shard-count) or SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT (Slurm job array).

            Example: bench sweep --param low-velocity-threshold=0:1:0.05 --velocities=-3:3:0.05 --start-heights 400
            """
    }

    /// `bench sweep`, with the process environment injectable (for `--shard auto`).
    static func runSweep(_ invocation: Invocation, environment: [String: String]) throws -> ExitStatus {
        let arguments = invocation.arguments
        let io = invocation.io
        let force = arguments.flag("force")

        // Everything is checked before anything runs or is written.
        let axes = try (arguments.strings("param").isEmpty ? [defaultSweepParameter] : arguments.strings("param"))
            .map(parseSweepParameter)
        var scenario = try loadScenario(arguments.string("scenario") ?? "default")
        if let style = arguments.choice("style", as: MovementStyle.self) { scenario.movementStyle = style }
        let grid: SweepGrid
        let runner: SweepRunner
        do {
            let velocities = try SweepValues.parse(arguments.string("velocities") ?? "", label: "--velocities")
            let heights = try SweepValues.parse(arguments.string("start-heights") ?? "", label: "--start-heights")
            grid = try SweepGrid(parameters: axes, startHeights: heights, velocities: velocities)
            if grid.count > sweepHardCellLimit {
                throw SweepSpecError(
                    "the grid has \(grid.count) cells, more than \(sweepHardCellLimit) (split it into several sweeps)")
            }
            if grid.count > sweepCellLimit, !force {
                throw SweepSpecError(
                    "the grid has \(grid.count) cells, more than \(sweepCellLimit) (use --force to run it anyway)")
            }
            runner = try SweepRunner(scenario: scenario, grid: grid)
        } catch let error as SweepSpecError {
            throw UsageError(error.description)
        }
        let shard = try sweepShard(arguments, environment: environment, io: io)
        let out = arguments.string("out") ?? defaultSweepFolder(scenario: scenario, grid: grid, shard: shard)
        try preflightFolder(out, force: force, createParent: arguments.string("out") == nil)
        let jobs = arguments.integer("jobs") ?? ParallelGrid.defaultJobs
        let renderer = arguments.choice("renderer", as: RendererChoice.self) ?? .auto
        for axis in axes where axis.parameter.needsViewAnimation && scenario.movementStyle != .viewAnimation {
            io.printError("note: \(axis.parameter.rawValue) only changes --style viewAnimation movements")
        }

        let cells = shard?.cellCount(ofTotal: grid.count) ?? grid.count
        let progress = ProgressReporter(
            total: cells, unit: "cells", style: ProgressReporter.style(quiet: arguments.flag("quiet"), io: io),
            write: io.writeError)
        let start = MonotonicClock.nanoseconds()
        let rows: [SweepRow]
        do {
            rows = try Interruption.whileInstalled {
                try runner.run(shard: shard, jobs: jobs, cancellation: Interruption.flag) {
                    progress.update(completed: $0)
                }
            }
        } catch let error as SweepCellError {
            progress.finish()
            io.printError("\(invocation.commandPath): \(error.description)")
            return .failure
        } catch is GridCancelled {
            progress.finish()
            io.printError("\(invocation.commandPath): interrupted before the sweep finished; nothing written")
            return .interrupted
        }
        let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
        progress.finish()

        let header = SweepHeader(
            tool: "bench \(version)",
            scenario: SweepScenarioInfo(scenario, spec: arguments.string("scenario") ?? "default"),
            grid: grid, shard: shard)
        let results = SweepResults(header: header, rows: rows)
        // A signal that arrives while the folder is written lets the write finish (it is renamed into place whole).
        let report = try Interruption.whileInstalled {
            try SweepOutput.write(results, to: out, overwrite: force, renderer: renderer)
        }

        let summary = sweepSummary(results, seconds: seconds, jobs: min(jobs, max(1, cells)), report: report)
        switch arguments.string("format") {
        case "csv":
            io.writeOutput(String(decoding: SweepDocument.csv(results), as: UTF8.self))
            io.writeError(summary)
        case "json":
            io.writeOutput(String(decoding: try SweepDocument.json(results), as: UTF8.self))
            io.writeError(summary)
        default:
            io.writeOutput(summary)
        }
        return .success
    }

    /// `NAME=SPEC` → an axis; one clear line for an unknown name or a bad spec.
    static func parseSweepParameter(_ text: String) throws(UsageError) -> SweepAxis {
        guard let equals = text.firstIndex(of: "=") else {
            throw UsageError(
                "--param: '\(text)' is not NAME=START:STOP:STEP or NAME=v1,v2,… (names: \(SweepParameter.nameList))")
        }
        let name = String(text[..<equals])
        let spec = String(text[text.index(after: equals)...])
        guard let parameter = SweepParameter(rawValue: name) else {
            throw UsageError("--param: unknown parameter '\(name)' (valid: \(SweepParameter.nameList))")
        }
        do {
            let values = try SweepValues.parse(spec, boolean: parameter.isBoolean, label: "--param \(name)=")
            return SweepAxis(parameter: parameter, values: values)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The shard of `--shard I/N` or `--shard auto` (which says on standard error where it came from), or nil.
    static func sweepShard(_ arguments: ParsedArguments, environment: [String: String], io: CLIOutput) throws
        -> SweepShard?
    {
        guard let text = arguments.string("shard") else {
            if arguments.isGiven("shard-count") { throw UsageError("--shard-count: only used with --shard auto") }
            return nil
        }
        do {
            if text == "auto" {
                let (shard, source) = try SweepShard.fromEnvironment(
                    environment, shardCount: arguments.integer("shard-count"))
                io.printError("shard \(shard.index)/\(shard.count) from \(source)")
                return shard
            }
            if arguments.isGiven("shard-count") { throw SweepSpecError("--shard-count: only used with --shard auto") }
            return try SweepShard.parse(text)
        } catch let error as SweepSpecError {
            throw UsageError(error.description)
        }
    }

    /// `Plots/sweep-<scenario>-<param>[-<param>…][-shard-<i>-of-<n>]`.
    static func defaultSweepFolder(scenario: Scenario, grid: SweepGrid, shard: SweepShard?) -> String {
        let safe = String(scenario.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
        let parameters = grid.parameters.map(\.parameter.rawValue).joined(separator: "-")
        let suffix = shard.map { "-shard-\($0.index)-of-\($0.count)" } ?? ""
        return "Plots/sweep-\(safe)-\(parameters)\(suffix)"
    }

    /// Checks before any work that `path` can be written as a folder: its parent exists (the default `Plots/` is
    /// created) and nothing is there unless `force`.
    static func preflightFolder(_ path: String, force: Bool, createParent: Bool) throws {
        // Not NSString.deletingLastPathComponent: it traps on a one-character name ("b") in optimized builds.
        let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        if createParent, !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists, !isFolder.boolValue { throw OutputError("cannot write folder '\(path)': a file has that name") }
        if exists, !force { throw OutputError("'\(path)' already exists (use --force to replace it)") }
        let folder = parent.isEmpty ? "." : parent
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw OutputError("cannot write '\(path)': folder '\(folder)' does not exist")
        }
    }

    /// The lines printed after a sweep: grid, speed, landings, files.
    static func sweepSummary(_ results: SweepResults, seconds: Double, jobs: Int, report: SweepOutputReport?) -> String
    {
        let grid = results.header.grid
        let sizes =
            grid.parameters.map { "\($0.values.count) \($0.parameter.rawValue)" }
            + ["\(grid.startHeights.count) start heights", "\(grid.velocities.count) velocities"]
        let shard = results.header.shard.map { ", shard \($0.index)/\($0.count): \(results.rows.count) cells" } ?? ""
        var lines = [
            "sweep: \(grid.count) cells = \(sizes.joined(separator: " x "))\(shard) "
                + "(scenario \(results.header.scenario.name), \(results.header.scenario.movementStyle))"
        ]
        let frames = Double(results.frameCount)
        let rate = seconds > 0 ? frames / seconds : 0
        lines.append(
            "simulated \(results.frameCount) frames in \(TextTable.number(seconds, decimals: 3)) s on \(jobs) "
                + "job\(jobs == 1 ? "" : "s"): \(TextTable.number(rate / 1e6, decimals: 2)) M frames/s "
                + "(\(TextTable.number(rate / 1e6 / Double(max(1, jobs)), decimals: 2)) M frames/s per job), "
                + "\(TextTable.number(seconds > 0 ? Double(results.rows.count) / seconds : 0, decimals: 0)) cells/s")
        var landings: [Int: Int] = [:]
        var off = 0
        for row in results.rows {
            if let d = row.landingDetent { landings[d, default: 0] += 1 } else { off += 1 }
        }
        let detents = results.header.scenario.detentsPt
        let parts = landings.keys.sorted().map { d in
            "detent \(d)" + (d < detents.count ? " (\(SweepValues.format(detents[d])) pt)" : "") + ": \(landings[d]!)"
        }
        lines.append("landings: " + (parts + (off > 0 ? ["off detents: \(off)"] : [])).joined(separator: ", "))
        if let report {
            let images =
                report.imageCount > 0 ? ", \(report.imageCount) PNGs (\(report.renderer?.rawValue ?? "none"))" : ""
            lines.append("wrote \(report.folder)/: sweep.csv, sweep.json\(images)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
