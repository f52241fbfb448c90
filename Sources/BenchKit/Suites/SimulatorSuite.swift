// BenchKit/SimulatorSuite: the per-frame cost of PanelSimulator's stepper (cursor placement, physics, summary).
import PanelSimulator

extension BenchmarkCatalog {
  /// One simulated frame of the `default` preset: a fling from the lowest detent (retargeted deceleration) and a
  /// drag into the table (tracking, handoff, inner deceleration). The gesture restarts in place when it ends, so
  /// the figure is per frame and the allocation count covers the per-frame path only.
  public static let simulator = BenchmarkSuite(
    name: "simulator",
    summary: "PanelSimulator per-frame step (default preset): fling to a detent, drag into the table",
    benchmarks: [
      Benchmark("stepper.fling") { _ in
        try stepperBody(.release(atDisplayHeight: 100, velocity: 3))
      },
      Benchmark("stepper.drag-into-table") { _ in
        try stepperBody(.drag(fromDisplayHeight: 560, distance: 420, duration: 0.35, sampleRate: 120))
      },
    ])

  /// A body that advances one frame of `gesture`, restarting it (without allocating) when it ends.
  static func stepperBody(_ gesture: Gesture) throws -> Benchmark.Body {
    let scenario = Scenario.preset(named: "default") ?? Scenario(name: "default")
    let box = StepperBox(try PanelSimulator(scenario: scenario).stepper(for: gesture))
    return {
      if !box.stepper.step() { box.stepper.restart() }
      blackHole(box.stepper.frame.displayHeight)
    }
  }
}

/// Holds a stepper for a benchmark body (a class, so the body mutates it in place).
final class StepperBox: @unchecked Sendable {
  var stepper: FrameStepper
  init(_ stepper: FrameStepper) { self.stepper = stepper }
}
