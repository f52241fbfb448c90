// BenchCLI/CLI+Run+Projection: `bench run [--chain-depth N,…]`: the oracle vs cursor projection table.
import Analysis
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
        // The results JSON, the PNG and gnuplot's companions are one result set: checked now, written together.
        let files = OutputSet(overwrite: options.force)
        if let output { try files.declare(output) }
        if let plot { for file in PlotRenderer.files(for: plot, choice: choice) { try files.declare(file) } }
        let plan = ProjectionPlan(
            frames: options.frames, samples: options.samples ?? 100, warmupSamples: options.warmup ?? 5,
            seed: UInt64(options.seed))

        if options.dryRun {
            for depth in depths {
                let chain = try SyntheticChain(depth: depth)
                io.print(
                    chainSummary(chain) + "; paths: " + ProjectionPath.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .success
        }

        let metadata = RunMetadata.current(commandPath: invocation.commandPath, environment: invocation.environment)
        let progress = ProgressReporter(
            total: depths.count * plan.samples, unit: "rounds",
            style: ProgressReporter.style(quiet: options.quiet, io: io), write: io.writeError)
        var results: [ProjectionResult] = []
        var measurements: [[Harness.Measurement]] = []
        for (index, depth) in depths.enumerated() {
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
        io.writeOutput(projectionTable(report).render())
        io.writeOutput(projectionNotes(plan: plan, metadata: metadata))
        if let output { io.print("results: \(output)") }
        if let plotReport {
            io.print("plot: \(plotReport.files.joined(separator: ", ")) (\(plotReport.renderer.rawValue))")
        }
        return .success
    }

    /// `chain depth 5: 9 participant slices + 3 panel anchors = 12 segments, outer offset -500…10100 pt`.
    static func chainSummary(_ chain: SyntheticChain) -> String {
        "chain depth \(chain.depth): \(chain.participantSegmentCount) participant slices + \(chain.anchorCount) "
            + "panel anchors = \(chain.segmentCount) segments, outer offset "
            + "\(TextTable.number(chain.range.minimum, decimals: 0))…\(TextTable.number(chain.range.maximum, decimals: 0)) pt"
    }

    /// Six rows per depth (``ProjectionPath``): frames per sample, p50/p90/p99 ns/frame (blank where the sample
    /// count does not support the percentile), frames per second and share of the 120 Hz budget at the median,
    /// allocations per frame, the speedup of each path over the allocation-free linear walk, and its cost as a
    /// multiple of the floor.
    static func projectionTable(_ report: ProjectionResults) -> TextTable {
        var table = TextTable(columns: [
            .init("depth", alignment: .right), .init("segments", alignment: .right), .init("path"),
            .init("frames/sample", alignment: .right), .init("p50 ns/frame", alignment: .right),
            .init("p90 ns/frame", alignment: .right), .init("p99 ns/frame", alignment: .right),
            .init("frames/s", alignment: .right), .init("120 Hz budget", alignment: .right),
            .init("allocs/frame", alignment: .right), .init("vs linear walk", alignment: .right),
            .init("x floor", alignment: .right),
        ])
        for result in report.results {
            let linear = result[.linearDrag]?.p50
            let floor = result[.floor]?.p50
            for path in ProjectionPath.allCases {
                guard let figures = result[path] else { continue }
                let optional = { (value: Double?) in value.map { TextTable.number($0, decimals: 1) } ?? "" }
                table.append([
                    "\(result.chainDepth)", "\(result.segments)", path.rawValue, "\(result.framesPerSample)",
                    TextTable.number(figures.p50, decimals: 1), optional(figures.p90), optional(figures.p99),
                    rate(figures.framesPerSecond), percent(figures.fractionOf120HzBudget),
                    TextTable.number(figures.allocationsPerFrame, decimals: 2),
                    path == .floor ? "" : linear.map { TextTable.number($0 / figures.p50, decimals: 2) + "x" } ?? "",
                    floor.map { TextTable.number(figures.p50 / $0, decimals: 1) + "x" } ?? "",
                ])
            }
        }
        return table
    }

    /// The lines under the table: what the figures mean, how they were taken, and where.
    static func projectionNotes(plan: ProjectionPlan, metadata: RunMetadata) -> String {
        """
        ns/frame: batch time / frames. All six paths of a depth run interleaved in one run: \(plan.samples) rounds \
        (after \(plan.warmupSamples) warm-up rounds), one sample of each path per round, the order rotating every \
        round, the same frames per sample for every path. p90 needs 10 samples, p99 100 (blank otherwise).
        allocs/frame: counted in a separate untimed pass. vs linear walk: linear-drag p50 / this path's p50 \
        (above 1x = faster than the allocation-free walk); x floor: this path's p50 / floor p50.
        drag: \(TextTable.number(DragPath.step, decimals: 2)) pt per frame across the whole axis and back; \
        jump: \(JumpPath.count) random offsets over the whole axis (seed \(plan.seed)); a jump rewrites every \
        participant whose offset it changes, so its cost grows with the depth.
        measured on \(metadata.machine), \(metadata.os), \(metadata.toolchain), \(metadata.date).

        """
    }

    /// `12.3 M`, `845.1 k`, `950`: a rate with an SI prefix.
    static func rate(_ value: Double) -> String {
        guard value.isFinite else { return TextTable.number(value) }
        if value >= 1e9 { return TextTable.number(value / 1e9) + " G" }
        if value >= 1e6 { return TextTable.number(value / 1e6) + " M" }
        if value >= 1e3 { return TextTable.number(value / 1e3) + " k" }
        return TextTable.number(value)
    }

    /// A fraction as a percentage with three significant digits: `0.000218 %`, `3.12 %`.
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        guard value.isFinite, value > 0 else { return TextTable.number(value) + " %" }
        let decimals = max(0, min(12, 2 - Int(log10(value).rounded(.down))))
        return TextTable.number(value, decimals: decimals) + " %"
    }
}
