// BenchmarkSuites/SimulatorSuite: the per-frame cost of PanelSimulator's stepper (cursor placement, physics, summary).
import Analysis
import Harness
import PanelSimulator
import Scenario

extension BenchmarkCatalog {
    /// One simulated frame of the `default` preset: a fling from the lowest detent (retargeted deceleration) and a
    /// drag into the table (tracking, handoff, inner deceleration). The gesture restarts in place when it ends, so
    /// the figure is per frame and the allocation count covers the per-frame path only.
    public static let simulator = BenchmarkSuite(
        name: "simulator",
        summary: "PanelSimulator per-frame step (default preset): fling to a detent, drag into the table",
        benchmarks: [
            Benchmark.batched("stepper.fling") { _ in
                try stepperBody(.release(atDisplayHeight: 100, velocity: 3))
            },
            Benchmark.batched("stepper.drag-into-table") { _ in
                try stepperBody(.drag(fromDisplayHeight: 560, distance: 420, duration: 0.35, sampleRate: 120))
            },
        ])

    /// A batch body that advances `frames` frames of `gesture`, restarting it (without allocating) when it ends.
    /// The stepper is a local of the batch, so the frame loop pays no exclusivity checks.
    static func stepperBody(_ gesture: Gesture) throws -> Benchmark.BatchBody {
        let scenario = Scenario.preset(named: "default") ?? Scenario(name: "default")
        let state = BatchState(try PanelSimulator(scenario: scenario).stepper(for: gesture))
        return { frames in
            state.update { stepper in
                for _ in 0..<frames {
                    if !stepper.step() { stepper.restart() }
                    blackHole(stepper.frame.displayHeight)
                }
            }
        }
    }
}
