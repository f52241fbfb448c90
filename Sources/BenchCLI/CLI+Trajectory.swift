// BenchCLI/CLI+Trajectory: `bench trajectory`: panel height over time for one gesture, as PNG (+ CSV) and a summary.
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports
import SafeOutput

extension BenchCLI {
    /// Simulates one gesture, draws its trajectory and prints its summary.
    static let trajectory = Verb(
        name: "trajectory", summary: "panel height over time for one gesture: PNG plot, CSV frames, summary",
        discussion: """
            Simulates one gesture (a bare release at --start-height with --velocity in points per MILLISECOND, \
            a --drag, recorded --touches or a --script of actions) through the scenario's release policy, plots the \
            display height over time (Plots/trajectory-<scenario>.png unless --out) and prints the outcome record; \
            --velocities prints a landing table instead. Gestures, scripts and the outcome record: docs/runtime.md; \
            --html: docs/page.md; --trace-out: docs/traces.md. Existing files are replaced only with --force.
            Example: bench trajectory --scenario default --start-height 400 --velocity 1.5 --renderer raster
            Example: bench trajectory --scenario movement-lab --script "move 760 0.9; wait 0.18; move 390"
            Example: bench trajectory --scenario default --start-height 400 --velocities -3,-0.5,-0.1,0.1,0.5,3
            """,
        options: TrajectoryOptions.self
    ) { options, invocation in
        let setup = try options.gesture.setup()
        warnImplausible(setup.scenario, io: invocation.io)
        if let script = try ScriptOptions.script(options, scenario: setup.scenario) {
            if options.traceOut != nil { throw UsageError("--trace-out: writes one gesture; not with a script") }
            return try ScriptOptions.run(script, setup: setup, output: options.output, invocation: invocation)
        }
        if let velocities = options.velocities {
            let bare = options.gesture.drag == nil && options.gesture.touches == nil
            invocation.io.writeOutput(
                try usage { () throws(CompareInputError) in
                    try LandingTable.text(setup, velocities: velocities, policy: options.policy, bareRelease: bare)
                })
            return .success
        }
        let policy = options.policy ?? setup.scenario.policy
        let trajectory = try UsageError.rethrowing { () throws(SimulationError) in
            try PanelSimulator(scenario: setup.scenario).run(setup.gesture, policy: policy)
        }
        // Output paths are checked once the inputs are known good, so a bad value is reported first.
        let targets = try options.output.targets(
            defaultPath: DefaultOutput.path(
                stem: "trajectory-\(PlotOutput.safeName(setup.scenario.name))", suffix: ".png"),
            others: [("--trace-out", options.traceOut)])
        invocation.io.writeOutput(
            try TrajectorySummary.write(
                trajectory, setup: setup, policy: policy, threshold: options.jumpThreshold,
                velocityPanel: options.velocityPanel, traceOut: options.traceOut, axes: options.axes, to: targets))
        return .success
    }
}
