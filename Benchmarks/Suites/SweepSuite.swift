// BenchmarkSuites/SweepSuite: what one sweep cell costs: a whole release, and per simulated frame.
import Analysis
import Harness
import PanelSimulator

extension BenchmarkCatalog {
    /// The cells of `bench sweep` with its defaults (``SweepDefaults/grid(for:)``: low-velocity threshold
    /// 0…0.5 × the detents as start heights × release velocities −3…3 pt/ms) on the default scenario, simulated by the sweep runner's own
    /// ``SweepCellSimulator`` in grid order (no frames recorded).
    ///
    /// - `release`: nanoseconds per cell (one whole release: capture, solver, every movement frame).
    /// - `frame`: nanoseconds per **simulated frame**, amortized: each call pays for one frame, and a whole release
    ///   runs whenever the frames paid for are used up, so the figure is the cells' time over their frames. The
    ///   target is ≤ 100 ns (10 million simulated frames per second per core).
    public static let sweep = BenchmarkSuite(
        name: "sweep",
        summary: "sweep cells of the default scenario: ns per release, and ns per simulated frame (amortized)",
        benchmarks: [
            Benchmark.batched("release", unit: "release") { _ in
                let box = SweepCellsBox(try SweepBenchmarkCells())
                return { frames in
                    guard var cells = box.take() else { return }
                    for _ in 0..<frames { blackHole(cells.simulateNext()) }
                    box.cells = cells
                }
            },
            Benchmark.batched("frame", unit: "simulated frame") { _ in
                let box = SweepCellsBox(try SweepBenchmarkCells())
                return { frames in
                    guard var cells = box.take() else { return }
                    // Whole releases until the frames paid for are used up: time per simulated frame, amortized.
                    var done = cells.carriedFrames
                    while done < frames { done += cells.simulateNext() }
                    cells.carriedFrames = done - frames
                    box.cells = cells
                }
            },
        ])
}

/// Keeps the cells between batches; a batch moves them out so its local copy owns the buffers.
final class SweepCellsBox: @unchecked Sendable {
    var cells: SweepBenchmarkCells?
    init(_ cells: SweepBenchmarkCells) { self.cells = cells }
    func take() -> SweepBenchmarkCells? {
        defer { cells = nil }
        return cells
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
