// BenchCLI/CLI+Run+Projection: `bench run [--chain-depth N,…]`: the oracle vs cursor projection table.
import Analysis
import Foundation
import Harness
import Plotting

extension BenchCLI {
    /// Measures every `--chain-depth` (default 5) and prints the projection table (or JSON), optionally
    /// writing the JSON (`--output`) and a plot (`--plot`).
    static func runProjection(_ invocation: Invocation) throws -> ExitStatus {
        let arguments = invocation.arguments
        let io = invocation.io
        let depths = arguments.integers("chain-depth") ?? [5]
        let force = arguments.flag("force")
        let plot = arguments.string("plot")
        if plot != nil, Set(depths).count < 2 {
            throw UsageError(
                "--plot: needs two or more --chain-depth values (got \(depths.map(String.init).joined(separator: ",")))"
            )
        }
        let output = arguments.string("output")
        let choice = arguments.choice("renderer", as: RendererChoice.self) ?? .auto
        // The results JSON, the PNG and gnuplot's companions are one result set: checked now, written together.
        let files = OutputSet(overwrite: force)
        if let output { try files.declare(output) }
        if let plot { for file in PlotRenderer.files(for: plot, choice: choice) { try files.declare(file) } }
        let plan = ProjectionPlan(
            frames: arguments.integer("frames") ?? 10_000, samples: arguments.integer("samples") ?? 100,
            warmupSamples: arguments.integer("warmup") ?? 5, seed: UInt64(arguments.integer("seed") ?? 1))

        if arguments.flag("dry-run") {
            for depth in depths {
                let chain = try SyntheticChain(depth: depth)
                io.print(chainSummary(chain) + "; paths: " + ProjectionBenchmark.pathNames.joined(separator: ", "))
            }
            return .success
        }

        let progress = ProgressReporter(
            total: depths.count * ProjectionBenchmark.pathNames.count, unit: "measurements",
            style: ProgressReporter.style(quiet: arguments.flag("quiet"), io: io), write: io.writeError)
        var done = 0
        var results: [ProjectionResult] = []
        for depth in depths {
            results.append(
                try ProjectionBenchmark.measure(depth: depth, plan: plan) { _ in
                    done += 1
                    progress.update(completed: done)
                })
        }
        progress.finish()

        let report = ProjectionResults(results: results)
        let json = try ResultsCoding.encode(report)
        if let output { try files.write(json, to: output) }
        var plotReport: RenderReport?
        if let plot {
            plotReport = try PlotRenderer.render(projectionPlot(report), to: plot, choice: choice, in: files)
        }
        try files.commit()
        if arguments.string("format") == "json" {
            io.writeOutput(String(decoding: json, as: UTF8.self))
            return .success
        }
        io.writeOutput(projectionTable(report).render())
        io.writeOutput(projectionNotes(plan: plan))
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

    /// Four rows per depth (oracle/cursor × drag/jump): frames per sample, p50/p90/p99 ns/frame, frames
    /// per second and share of the 120 Hz budget at the median, allocations per frame, cursor speedup.
    static func projectionTable(_ report: ProjectionResults) -> TextTable {
        var table = TextTable(columns: [
            .init("depth", alignment: .right), .init("segments", alignment: .right), .init("path"),
            .init("frames/sample", alignment: .right), .init("p50 ns/frame", alignment: .right),
            .init("p90 ns/frame", alignment: .right), .init("p99 ns/frame", alignment: .right),
            .init("frames/s", alignment: .right), .init("120 Hz budget", alignment: .right),
            .init("allocs/frame", alignment: .right), .init("speedup", alignment: .right),
        ])
        for result in report.results {
            let rows: [(String, Int, ProjectionFigures, ProjectionFigures?)] = [
                ("oracle drag", result.oracleFrames, result.oracle, nil),
                ("cursor drag", result.frames, result.cursorDrag, result.oracle),
                ("oracle jump", result.oracleFrames, result.oracleJump, nil),
                ("cursor jump", result.frames, result.cursorJump, result.oracleJump),
            ]
            for (path, frames, figures, oracle) in rows {
                table.append([
                    "\(result.chainDepth)", "\(result.segments)", path, "\(frames)",
                    TextTable.number(figures.p50, decimals: 1), TextTable.number(figures.p90, decimals: 1),
                    TextTable.number(figures.p99, decimals: 1), rate(figures.framesPerSecond),
                    percent(figures.fractionOf120HzBudget), TextTable.number(figures.allocationsPerFrame, decimals: 2),
                    oracle.map { TextTable.number($0.p50 / figures.p50, decimals: 1) + "x" } ?? "",
                ])
            }
        }
        return table
    }

    /// The lines under the table: what the figures mean and how they were taken.
    static func projectionNotes(plan: ProjectionPlan) -> String {
        """
        ns/frame: batch time / frames; median, p90, p99 over \(plan.samples) samples after \(plan.warmupSamples) \
        warm-up samples.
        120 Hz budget: median share of 8.33 ms; speedup: oracle p50 / cursor p50 on the same path, same run.
        drag: \(TextTable.number(DragPath.step, decimals: 2)) pt per frame across the whole axis and back; \
        jump: \(JumpPath.count) random offsets over the whole axis (seed \(plan.seed)).

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

    /// ns/frame against chain depth, both on log scales: oracle and cursor, drag and jump.
    static func projectionPlot(_ report: ProjectionResults) -> PlotSpec {
        let results = report.results.sorted { $0.chainDepth < $1.chainDepth }
        let x = results.map { Double($0.chainDepth) }
        let series = [
            PlotSeries("oracle, drag", x: x, y: results.map(\.oracle.p50)),
            PlotSeries("oracle, jump", x: x, y: results.map(\.oracleJump.p50)),
            PlotSeries("cursor, drag", x: x, y: results.map(\.cursorDrag.p50)),
            PlotSeries("cursor, jump", x: x, y: results.map(\.cursorJump.p50)),
        ]
        return PlotSpec(
            title: "Projection cost per frame (median) vs nested-chain depth", size: PlotSize(width: 1200, height: 800),
            content: .chart(
                Chart(
                    xAxis: PlotAxis("chain depth", unit: "scroll views", scale: .log),
                    panels: [ChartPanel(yAxis: PlotAxis("time per frame", unit: "ns", scale: .log), series: series)])))
    }
}
