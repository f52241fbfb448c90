// BenchmarkSuites/SweepSuite: what one sweep cell costs (events, every frame, the frame floor), per simulated
// frame, and writing its row.
import Analysis
import Harness
import PanelSimulator
import Reports
import Scenario
import ScrollPhysics
import Sweep

extension BenchmarkCatalog {
    /// The cells of `bench sweep` with its defaults (``SweepPlan``'s: low-velocity threshold
    /// 0…0.5 × the detents as start heights × release velocities −3…3 pt/ms) on the default scenario, simulated by
    /// the sweep runner's own ``SweepCellSimulator`` in grid order (no frames recorded).
    ///
    /// - `cell`: nanoseconds per cell as a sweep finds it: the captured axis reused, the solver, then the movement's
    ///   frame events solved from its closed form (no frame stepped).
    /// - `cell-spring`: nanoseconds per cell as `cell`, the same grid in the view-animation style (`bench sweep
    ///   --style view`): the releases run UIKit spring animations, their frame events solved from the spring's
    ///   closed form.
    /// - `floor`: nanoseconds per cell for the least any frame-by-frame simulation spends on the cell's frames: one
    ///   `exp` and one position per frame (a UIKit deceleration's closed form), the same cells' frame counts.
    ///   `cell` / `floor` is the ratio to the frame-by-frame floor, both measured in one run.
    /// - `write`: nanoseconds per **row** of the write phase: the row's `sweep.csv` line and `sweep.json` array
    ///   made as the sweep's workers make them, in chunks of 1,024 rows, straight into a chunk's reused text (no
    ///   disk; the plot collector, which keeps what the pictures draw, is not part of writing a row and not timed).
    public static let sweep = BenchmarkSuite(
        name: "sweep",
        summary:
            "sweep cells of the default scenario: ns per cell (events; view-animation springs), the per-cell frame "
            + "floor (one exp + one position per frame), per row written",
        benchmarks: [
            Benchmark.batched("cell", unit: "cell") { _ in
                let state = BatchState(try SweepBenchmarkCells())
                return { cells in
                    state.update { state in
                        for _ in 0..<cells { blackHole(state.simulateNext()) }
                    }
                }
            },
            Benchmark.batched("cell-spring", unit: "cell") { _ in
                let state = BatchState(try SweepBenchmarkCells(style: .viewAnimation))
                return { cells in
                    state.update { state in
                        for _ in 0..<cells { blackHole(state.simulateNext()) }
                    }
                }
            },
            Benchmark.batched("floor", unit: "cell") { _ in
                let state = BatchState(try SweepFrameFloor())
                return { cells in state.update { blackHole($0.run(cells: cells)) } }
            },
            Benchmark.batched("write", unit: "row") { _ in
                let state = BatchState(try SweepWriteWorkload())
                return { rows in state.update { $0.write(rows) } }
            },
        ])
}

/// The frame-by-frame floor of a sweep's cells: for each cell (grid order, wrapping), its frame count of one
/// closed-form UIKit deceleration position each (one `exp`, a multiply-add), summed so none is skipped.
struct SweepFrameFloor {
    /// Each cell's frame count, from the sweep's own outcomes.
    let frames: [Int]
    /// A `.normal` deceleration at 1 pt/ms, the motion most cells run.
    let motion: DecelerationSimulation
    let dt: Double
    var next = 0

    /// The floor of the default sweep's cells (``SweepPlan``'s defaults on the default scenario).
    init() throws {
        guard let scenario = Scenario.preset(named: "default") else {
            throw SweepSpecError("no default scenario preset")
        }
        try self.init(runner: try SweepPlan(scenario: scenario).runner)
    }

    /// The floor of `runner`'s cells: their frame counts found by running them once, without rows kept or text.
    init(runner: SweepRunner) throws {
        var frames: [Int] = []
        frames.reserveCapacity(runner.grid.count)
        try runner.run(shard: nil, jobs: ParallelGrid.defaultJobs) { chunk in
            for index in chunk.rows.indices { frames.append(chunk.rows[index].frames) }
        }
        self.frames = frames
        motion = try DecelerationSimulation(position: 0, velocity: 1000, rate: .normal)
        dt = runner.scenario.frameInterval
    }

    /// The frames of the next `cells` cells; returns the sum of their positions.
    mutating func run(cells: Int) -> Double {
        var sum = 0.0
        for _ in 0..<cells {
            let n = frames[next]
            next = next + 1 == frames.count ? 0 : next + 1
            for j in 0..<n { sum += motion.position(at: Double(j) * dt) }
        }
        return sum
    }
}

/// The default sweep's rows (simulated once), written again and again as the write phase does.
struct SweepWriteWorkload {
    let rows: [SweepRow]
    let encoder: SweepRowEncoder
    var text = SweepRowText()
    var next = 0

    init() throws {
        guard let scenario = Scenario.preset(named: "default") else {
            throw SweepSpecError("no default scenario preset")
        }
        let runner = try SweepPlan(scenario: scenario).runner
        rows = try runner.run(shard: nil, jobs: 1)
        let header = SweepHeader(
            tool: "bench", scenario: SweepScenarioInfo(runner.setup, spec: "default"),
            ranScenario: runner.setup.scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: runner.participants,
            grid: runner.grid, shard: nil)
        encoder = SweepRowEncoder(header)
    }

    /// Encodes `count` rows (cycling through the sweep's), in chunks as the runner's workers do: each chunk's
    /// text written into the same texts, cleared first (their storage kept).
    mutating func write(_ count: Int) {
        var left = count
        while left > 0 {
            let end = min(rows.count, next + min(left, 1024))
            let chunk = rows[next..<end]
            text.removeAll()
            encoder.encode(chunk, into: &text, firstInFile: next == 0)
            blackHole(text.csv.count + text.json.count)
            left -= chunk.count
            next = end == rows.count ? 0 : end
        }
    }
}

/// The default sweep's cells, walked in grid order (wrapping) through the sweep runner's cell simulator.
struct SweepBenchmarkCells {
    /// The cells' simulator (the one `SweepRunner.run` uses for each chunk of cells).
    var simulator: SweepCellSimulator
    /// The next cell to simulate.
    var next = 0
    /// The record each cell's outcome is written into, as a sweep worker keeps one.
    var outcome = Outcome()

    /// The default sweep's cells, releases moving in `style`.
    init(style: MovementStyle = .systemScroll) throws {
        guard var scenario = Scenario.preset(named: "default") else {
            throw SweepSpecError("no default scenario preset")
        }
        scenario.movementStyle = style
        simulator = SweepCellSimulator(
            runner: try SweepPlan(scenario: scenario).runner)
    }

    /// Simulates the next cell (grid order, wrapping); returns its frame count (0 if it failed, which the default
    /// cells do not).
    mutating func simulateNext() -> Int {
        let cell = next
        next = next + 1 == simulator.runner.grid.count ? 0 : next + 1
        do { try simulator.outcome(ofCell: cell, into: &outcome) } catch { return 0 }
        return outcome.frameCount
    }
}
