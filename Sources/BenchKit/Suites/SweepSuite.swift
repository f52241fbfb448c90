// BenchKit/SweepSuite: what one sweep cell costs: a whole release, and per simulated frame.
import PanelSimulator

extension BenchmarkCatalog {
    /// The cells of the default `bench sweep` (low-velocity threshold 0…0.5 × start heights 200/400/600 pt ×
    /// velocities −3…3 pt/ms) on the default scenario, simulated as the sweep does (no frames recorded).
    ///
    /// - `release`: nanoseconds per cell (one whole release: capture, solver, every movement frame).
    /// - `frame`: nanoseconds per **simulated frame**, amortized: each call pays for one frame, and a whole release
    ///   runs whenever the frames paid for are used up, so the figure is the cells' time over their frames. The
    ///   target is ≤ 100 ns (10 million simulated frames per second per core).
    public static let sweep = BenchmarkSuite(
        name: "sweep",
        summary: "sweep cells of the default scenario: ns per release, and ns per simulated frame (amortized)",
        benchmarks: [
            Benchmark.batched("release") { _ in
                let box = SweepCellsBox(try SweepBenchmarkCells())
                return { frames in
                    guard var cells = box.take() else { return }
                    for _ in 0..<frames { blackHole(cells.simulateNext()) }
                    box.cells = cells
                }
            },
            Benchmark.batched("frame") { _ in
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

/// The default sweep's cells, ready to simulate.
struct SweepBenchmarkCells {
    let simulators: [PanelSimulator]
    let gestures: [Gesture]
    /// `(simulator index, gesture index)` per cell, in grid order.
    let cells: [(Int, Int)]

    var count: Int { cells.count }

    init() throws {
        guard let scenario = Scenario.preset(named: "default") else {
            throw SweepSpecError("no default scenario preset")
        }
        let thresholds = try SweepValues.parse("0:0.5:0.05", label: "thresholds").values
        let velocities = try SweepValues.parse("-3:3:0.1", label: "velocities").values
        simulators = try thresholds.map { threshold in
            var copy = scenario
            copy.feel.lowVelocityThreshold = threshold
            return try PanelSimulator(scenario: copy)
        }
        let gestures = [200.0, 400, 600].flatMap { h in
            velocities.map { Gesture.release(atDisplayHeight: h, velocity: $0) }
        }
        let count = gestures.count
        self.gestures = gestures
        cells = simulators.indices.flatMap { s in (0..<count).map { (s, $0) } }
    }

    /// The next cell to simulate (wrapping around).
    var next = 0
    /// Frames simulated beyond the last batch's share (the frame benchmark carries them over).
    var carriedFrames = 0
    /// The axis captured for the previous cell, reused as the sweep runner does.
    var capture = CaptureCache()

    /// Simulates the next cell (grid order, wrapping); returns its frame count (0 if it failed, which the default
    /// cells do not).
    mutating func simulateNext() -> Int {
        let (s, g) = cells[next]
        let previous = next == 0 ? cells.count - 1 : next - 1
        if cells[previous].0 != s { capture = CaptureCache() }  // a cache belongs to one simulator
        next = next + 1 == cells.count ? 0 : next + 1
        return (try? simulators[s].run(gestures[g], recordFrames: false, cache: &capture).outcome.frameCount) ?? 0
    }
}
