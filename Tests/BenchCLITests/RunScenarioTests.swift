// BenchCLITests/RunScenarioTests: `bench run --scenario FILE` (issue 26 item 2): the projection suites measured
// interleaved on the scenario's own chain, the same table and results file as --chain-depth, and one line (exit 2)
// for a bad file.
import Foundation
import Scenario
import Testing

@testable import Analysis
@testable import BenchCLI
@testable import Harness
@testable import PanelSimulator

@Suite struct RunScenarioTests {
    @Test(arguments: [
        (["run", "--scenario", "default", "--chain-depth", "3"], "--scenario: measures the scenario's own chain"),
        (["run", "--scenario", "default", "--suite", "solver"], "--scenario: only for the projection table"),
        (["run", "--scenario", "default", "--plot", "/tmp/x.png"], "--plot: needs two or more chain depths"),
        (["run", "--scenario", "/no/such/scenario.json"], "--scenario: "),
        (["run", "--scenario", "no-such-preset"], "--scenario: 'no-such-preset' is neither a preset"),
    ])
    func badInputIsOneLineNamingTheOption(arguments: [String], start: String) {
        expectUsageLine(bench(arguments), startingWith: "bench run: \(start)")
    }

    @Test func aFileThatIsNotAScenarioIsOneLineAndNothingIsWritten() throws {
        let stem = NSTemporaryDirectory() + "run-scenario-\(UInt64.random(in: 0...UInt64.max))"
        try Data("{\"chain\": 3}".utf8).write(to: URL(fileURLWithPath: stem + ".json"))
        defer { try? FileManager.default.removeItem(atPath: stem + ".json") }
        expectUsageLine(
            bench(["run", "--scenario", stem + ".json", "--output", stem + "-out.json", "-q"]),
            startingWith: "bench run: --scenario: ")
        #expect(!FileManager.default.fileExists(atPath: stem + "-out.json"))
    }

    /// Exit status 2, nothing on standard output and one line on standard error that starts with `start`.
    private func expectUsageLine(
        _ run: (status: Int32, output: String, error: String), startingWith start: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 2 && run.output.isEmpty, sourceLocation: sourceLocation)
        #expect(
            run.error.hasPrefix(start) && run.error.filter { $0 == "\n" }.count == 1, "\(run.error)",
            sourceLocation: sourceLocation)
    }

    @Test func aScenarioWithoutAChainIsRefused() throws {
        // The comment pop-up's preset and any chain-less preset have no nested chain to project.
        guard let name = ScenarioPresets.names.first(where: { Scenario.preset(named: $0)?.chain.isEmpty == true })
        else { return }
        let run = bench(["run", "--scenario", name])
        #expect(
            run == (
                2, "", "bench run: --scenario: scenario '\(name)' has no nested chain to project (its chain is empty)\n"
            ))
    }

    @Test func measuresTheScenariosOwnChainInTheSameTableAndFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/example.json").path
        let scenario = try #require(try? BenchCLI.loadScenario(file))
        // The chain the projection walks is the one the simulator captures for a touch on the content.
        let captured = try PanelSimulator(scenario: scenario).capturedModel(
            touchingContentAt: GestureRequest.defaultStartHeight(of: scenario))
        let json = bench([
            "run", "--scenario", file, "--frames", "20", "--samples", "2", "--warmup", "0", "-q", "--format", "json",
        ])
        #expect(json.status == 0)
        #expect(json.error.isEmpty)
        // The same results type and names as --chain-depth: every projection benchmark once, at the chain's depth.
        let results = try ResultsCoding.decodeResults(Data(json.output.utf8), path: "stdout")
        let depth = scenario.chain.count
        #expect(results.suites.map(\.name) == ["projection-oracle", "cursor-drag", "cursor-jump"])
        #expect(results.allResults.map(\.result.key) == RunVerbTests.paths.map { "\($0)@\(depth)" })
        let plan = MeasurementPlan(warmupSamples: 0, samples: 2, frames: 20)
        #expect(results.allResults.allSatisfy { $0.result.plan == plan })
        // The text table has the --chain-depth table's columns, one row per path, with the captured chain's segments.
        let text = bench(["run", "--scenario", file, "--frames", "20", "--samples", "2", "--warmup", "0", "-q"])
        #expect(text.status == 0)
        let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false)
        let synthetic = bench(["run", "--chain-depth", "1", "--frames", "20", "--samples", "2", "--warmup", "0", "-q"])
        let syntheticLines = synthetic.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == syntheticLines.first)
        #expect(lines.count == syntheticLines.count)
        let segments = captured.model.segments.count
        for (index, path) in RunVerbTests.paths.enumerated() {
            let cells = lines[index + 2].split(separator: " ")
            #expect(cells.prefix(3) == ["\(depth)", "\(segments)", "\(path)"], "\(lines[index + 2])")
        }
        // The dry run names the scenario and its chain.
        let dry = bench(["run", "-n", "--scenario", file])
        #expect(dry.status == 0)
        #expect(dry.output.hasPrefix("\(scenario.name): chain depth \(scenario.chain.count): "))
    }
}
