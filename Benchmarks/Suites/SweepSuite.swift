// BenchmarkSuites/SweepSuite: what one sweep cell costs: a whole release, per simulated frame, and writing its row.
import Analysis
import Harness
import PanelSimulator
import Reports

extension BenchmarkCatalog {
    /// The cells of `bench sweep` with its defaults (``SweepDefaults/grid(for:)``: low-velocity threshold
    /// 0…0.5 × the detents as start heights × release velocities −3…3 pt/ms) on the default scenario, simulated by
    /// the sweep runner's own ``SweepCellSimulator`` in grid order (no frames recorded).
    ///
    /// - `release`: nanoseconds per cell (one whole release: capture, solver, every movement frame).
    /// - `frame`: nanoseconds per **simulated frame**, amortized: each call pays for one frame, and a whole release
    ///   runs whenever the frames paid for are used up, so the figure is the cells' time over their frames. The
    ///   target is ≤ 100 ns (10 million simulated frames per second per core).
    /// - `write`: nanoseconds per **row** of the write phase: the row's `sweep.csv` line and `sweep.json` array
    ///   made as the sweep's workers make them, appended to buffers, and handed to the plot collector (no disk).
    public static let sweep = BenchmarkSuite(
        name: "sweep",
        summary:
            "sweep cells of the default scenario: ns per release, per simulated frame (amortized), per row written",
        benchmarks: [
            Benchmark.batched("release", unit: "release") { _ in
                let state = BatchState(try SweepBenchmarkCells())
                return { frames in
                    state.update { cells in
                        for _ in 0..<frames { blackHole(cells.simulateNext()) }
                    }
                }
            },
            Benchmark.batched("frame", unit: "simulated frame") { _ in
                let state = BatchState(try SweepBenchmarkCells())
                return { frames in
                    state.update { cells in
                        // Whole releases until the frames paid for are used up: time per simulated frame, amortized.
                        var done = cells.carriedFrames
                        while done < frames { done += cells.simulateNext() }
                        cells.carriedFrames = done - frames
                    }
                }
            },
            Benchmark.batched("write", unit: "row") { _ in
                let state = BatchState(try SweepWriteWorkload())
                return { rows in state.update { $0.write(rows) } }
            },
        ])
}

/// The default sweep's rows (simulated once), written again and again as the write phase does.
struct SweepWriteWorkload {
    let rows: [SweepRow]
    let encoder: SweepRowEncoder
    var collector: SweepPlotCollector
    var csv: [UInt8] = []
    var json: [UInt8] = []
    var next = 0

    init() throws {
        guard let scenario = Scenario.preset(named: "default") else {
            throw SweepSpecError("no default scenario preset")
        }
        let runner = try SweepRunner(scenario: scenario, grid: try SweepDefaults.grid(for: scenario))
        rows = try runner.run(shard: nil, jobs: 1)
        let header = SweepHeader(
            tool: "bench", scenario: SweepScenarioInfo(runner.setup, spec: "default"),
            ranScenario: runner.setup.scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: runner.participants,
            grid: runner.grid, shard: nil)
        encoder = SweepRowEncoder(header)
        collector = SweepPlotCollector(header: header, options: SweepPlotOptions())
        csv.reserveCapacity(1 << 20)
        json.reserveCapacity(1 << 20)
    }

    /// Encodes and collects `count` rows (cycling through the sweep's), in chunks as the runner hands them over.
    mutating func write(_ count: Int) {
        var left = count
        while left > 0 {
            let end = min(rows.count, next + min(left, 512))
            let chunk = rows[next..<end]
            encoder.encode(chunk, csv: &csv, json: &json, firstInFile: next == 0)
            for row in chunk { collector.add(row) }
            left -= chunk.count
            next = end == rows.count ? 0 : end
            if csv.count > 1 << 19 {
                blackHole(csv.count + json.count)
                csv.removeAll(keepingCapacity: true)
                json.removeAll(keepingCapacity: true)
            }
        }
    }
}

/// The default sweep's cells, walked in grid order (wrapping) through the sweep runner's cell simulator.
struct SweepBenchmarkCells {
    /// The cells' simulator (the one `SweepRunner.run` uses for each chunk of cells).
    var simulator: SweepCellSimulator
    /// The next cell to simulate.
    var next = 0
    /// Frames simulated beyond the last batch's share (the frame benchmark carries them over).
    var carriedFrames = 0

    init() throws {
        guard let scenario = Scenario.preset(named: "default") else {
            throw SweepSpecError("no default scenario preset")
        }
        simulator = SweepCellSimulator(
            runner: try SweepRunner(scenario: scenario, grid: try SweepDefaults.grid(for: scenario)))
    }

    /// Simulates the next cell (grid order, wrapping); returns its frame count (0 if it failed, which the default
    /// cells do not).
    mutating func simulateNext() -> Int {
        let cell = next
        next = next + 1 == simulator.runner.grid.count ? 0 : next + 1
        return (try? simulator.outcome(ofCell: cell).frameCount) ?? 0
    }
}
