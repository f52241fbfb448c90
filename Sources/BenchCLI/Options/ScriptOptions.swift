// BenchCLI/ScriptOptions: `bench trajectory --script`: a sequence of actions, plotted as one trajectory.
import Analysis
import ArgumentParsing
import Foundation
import PanelSimulator
import Reports
import SafeOutput
import Support

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
            do { source = String(decoding: try InputFile.readText(text, maximumBytes: 1 << 20), as: UTF8.self) } catch {
                throw UsageError("--script: \(error.description)")
            }
        }
        do throws(ScenarioError) {
            return try Script(parsing: source, path: "--script")
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Runs `script` from the setup's start height, writes the plot (and CSV) and prints the steps.
    static func run(
        _ script: Script, setup: GestureOptions.Setup, output: PlotOutputOptions, invocation: Invocation
    ) throws -> ExitStatus {
        let run: ScriptRun
        let height = setup.startHeight
        do throws(SimulationError) {
            run = try PanelSimulator(scenario: setup.scenario).run(script, startHeight: height)
        } catch {
            throw UsageError(error.description)
        }
        let targets = try output.targets(
            defaultPath: "Plots/trajectory-\(PlotOutput.safeName(setup.scenario.name)).png")
        let title =
            "\(setup.scenario.name): script of \(script.actions.count) actions from \(NumberFormat.short(height)) pt"
        let written = try PlotOutput.write(
            ScriptSummary.plot(run, title: title, size: targets.size),
            csv: targets.csv == nil ? nil : run.trajectory.csv(),
            html: { AnimatedPage.html(ScriptSummary.page(run, scenario: setup.scenario, title: title)) }, to: targets)
        invocation.io.writeOutput(
            ScriptSummary.text(run, setup: setup, height: height) + written.map { $0 + "\n" }.joined())
        return .success
    }
}
