// BenchCLI/CLI+Run+Projection: `bench run [--chain-depth N,…]`: the oracle vs cursor projection table.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import Plotting
import Reports
import SafeOutput

extension BenchCLI {
    /// Measures every `--chain-depth` (default 5) and prints the projection table (or JSON), optionally
    /// writing the JSON (`--output`) and a plot (`--plot`).
    static func runProjection(_ options: RunOptions, _ invocation: Invocation) throws -> ExitStatus {
        let io = invocation.io
        let depths = options.chainDepths ?? [5]
        let plot = options.plot
        let output = options.output
        let choice = options.renderer
        // A --scenario is read first: a bad file is reported before any output path, and no output replaces it.
        let scenarioChain = try options.scenario.map { spec throws(UsageError) -> ScenarioChain in
            let scenario = try loadScenario(spec)
            do throws(ScenarioChainError) {
                return try ScenarioChain(scenario)
            } catch {
                throw UsageError("--scenario: \(error.description)")
            }
        }
        // The results JSON, the PNG and gnuplot's companions are one result set: checked now, written together.
        let files = OutputSet(overwrite: options.force)
        if let output { try files.declare(output) }
        if let plot { for file in PlotRenderer.files(for: plot, choice: choice) { try files.declare(file) } }
        let plan = ProjectionPlan(
            frames: options.frames, samples: options.samples ?? 100, warmupSamples: options.warmup ?? 5,
            seed: UInt64(options.seed))

        if options.dryRun, let chain = scenarioChain {
            io.print(
                "\(chain.name): " + ProjectionTable.chainSummary(chain) + "; paths: "
                    + ProjectionPath.allCases.map(\.rawValue).joined(separator: ", "))
            return .success
        }
        if options.dryRun {
            for depth in depths {
                let chain = try SyntheticChain(depth: depth)
                io.print(
                    ProjectionTable.chainSummary(chain) + "; paths: "
                        + ProjectionPath.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .success
        }

        let metadata = RunMetadata.current(commandPath: invocation.commandPath, environment: invocation.environment)
        let depthsToMeasure = scenarioChain == nil ? depths : []
        let progress = ProgressReporter(
            total: (scenarioChain == nil ? depths.count : 1) * plan.samples, unit: "rounds",
            style: ProgressReporter.style(quiet: options.quiet, toTerminal: io.errorIsTerminal), write: io.writeError)
        var results: [ProjectionResult] = []
        var measurements: [[Harness.Measurement]] = []
        if let chain = scenarioChain {
            let measured = ProjectionBenchmark.measureWithSamples(chain, plan: plan) { rounds in
                progress.update(completed: rounds)
            }
            results.append(measured.result)
            measurements.append(measured.measurements)
        }
        for (index, depth) in depthsToMeasure.enumerated() {
            let measured = try ProjectionBenchmark.measureWithSamples(depth: depth, plan: plan) { rounds in
                progress.update(completed: index * plan.samples + rounds)
            }
            results.append(measured.result)
            measurements.append(measured.measurements)
        }
        progress.finish()

        let report = ProjectionResults(results: results)
        let json = try ResultsCoding.encode(
            RunResultsFile(projection: report, measurements: measurements, metadata: metadata))
        if let output { try files.write(json, to: output) }
        var plotReport: RenderReport?
        if let plot {
            plotReport = try PlotRenderer.render(ProjectionPlot.spec(report), to: plot, choice: choice, in: files)
        }
        try files.commit()
        if options.format == .json {
            io.writeOutput(String(decoding: json, as: UTF8.self))
            return .success
        }
        io.writeOutput(ProjectionTable.table(report).render())
        io.writeOutput(ProjectionTable.notes(plan: plan, metadata: metadata))
        if let output { io.print("results: \(output)") }
        if let plotReport {
            io.print("plot: \(plotReport.files.joined(separator: ", ")) (\(plotReport.renderer.rawValue))")
        }
        return .success
    }
}
