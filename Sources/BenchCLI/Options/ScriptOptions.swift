// BenchCLI/ScriptOptions: `bench trajectory --script`: a sequence of actions, plotted as one trajectory.
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports
import SafeOutput
import Scenario

/// Reads `--script` (or the scenario's script), runs it and prints one line per action.
enum ScriptOptions {
    /// The script to run: `--script` (a file when one exists at that path, else the actions themselves), else the
    /// scenario's when no gesture option is given; nil for a plain gesture.
    static func script(_ options: TrajectoryOptions, scenario: Scenario) throws(UsageError) -> Script? {
        guard let text = options.script else {
            return options.gesture.gestureShapingGiven == nil ? scenario.script : nil
        }
        var source = text
        if InputFile.exists(text) {
            let data = try UsageError.rethrowing(prefix: "--script: ") { () throws(InputFile.Failure) in
                try InputFile.readText(text, maximumBytes: 1 << 20)
            }
            source = String(decoding: data, as: UTF8.self)
        }
        return try UsageError.rethrowing { () throws(ScenarioError) in try Script(parsing: source, path: "--script") }
    }

    /// Runs `script` from the setup's start height, writes the plot (and CSV) and prints the steps.
    static func run(
        _ script: Script, setup: GestureSetup, output: PlotOutputOptions, invocation: Invocation
    ) throws -> ExitStatus {
        let height = setup.startHeight
        let run = try UsageError.rethrowing { () throws(SimulationError) in
            try PanelSimulator(scenario: setup.scenario).run(script, startHeight: height)
        }
        let targets = try output.targets(
            defaultPath: DefaultOutput.path(
                stem: "trajectory-\(PlotOutput.safeName(setup.scenario.name))", suffix: ".png"))
        invocation.io.writeOutput(
            try ScriptSummary.write(run, script: script, setup: setup, height: height, to: targets))
        return .success
    }
}
