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
      Benchmark("release") { _ in
        let cells = try SweepBenchmarkCells()
        var next = 0
        return {
          blackHole(cells.simulate(next))
          next = next + 1 == cells.count ? 0 : next + 1
        }
      },
      Benchmark("frame") { _ in
        let cells = try SweepBenchmarkCells()
        var next = 0
        var remaining = 0
        return {
          if remaining <= 0 {
            remaining = cells.simulate(next)
            next = next + 1 == cells.count ? 0 : next + 1
          }
          remaining -= 1
        }
      },
    ])
}

/// The default sweep's cells, ready to simulate.
struct SweepBenchmarkCells {
  let simulators: [PanelSimulator]
  let gestures: [Gesture]
  /// `(simulator index, gesture index)` per cell, in grid order.
  let cells: [(Int, Int)]

  var count: Int { cells.count }

  init() throws {
    guard let scenario = Scenario.preset(named: "default") else { throw SweepSpecError("no default scenario preset") }
    let thresholds = try SweepValues.parse("0:0.5:0.05", label: "thresholds").values
    let velocities = try SweepValues.parse("-3:3:0.1", label: "velocities").values
    simulators = try thresholds.map { threshold in
      var copy = scenario
      copy.feel.lowVelocityThreshold = threshold
      return try PanelSimulator(scenario: copy)
    }
    let gestures = [200.0, 400, 600].flatMap { h in velocities.map { Gesture.release(atDisplayHeight: h, velocity: $0) } }
    let count = gestures.count
    self.gestures = gestures
    cells = simulators.indices.flatMap { s in (0..<count).map { (s, $0) } }
  }

  /// Simulates cell `i`; returns its frame count (0 if it failed, which the default cells do not).
  @inline(__always)
  func simulate(_ i: Int) -> Int {
    let (s, g) = cells[i]
    return (try? simulators[s].run(gestures[g], recordFrames: false).summary.frameCount) ?? 0
  }
}
