// BenchCLITests/SweepPresetTests: the bare `bench sweep --scenario P` works on every preset and draws the picture
// that fits its system; `bench results best` ranks a real sweep.
import Foundation
import Harness
import PanelSimulator
import Scenario
import Testing

@testable import BenchCLI

@Suite struct SweepPresetTests {
    /// The headline heatmap each kind of system gets (issue 12: detent, height, dismissed/shown).
    static func headline(_ scenario: Scenario) -> String {
        if scenario.policy == .commentPopUp { return "sheet" }
        return scenario.detents.isEmpty ? "landing-height" : "landing-detent"
    }

    @Test(arguments: ScenarioPresets.names)
    func defaultSweepWorksOnEveryPreset(_ preset: String) throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = bench(["sweep", "--scenario", preset, "--quiet", "--renderer", "raster", "--out", "\(scratch)/s"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(scratch)/s")
        let scenario = try #require(Scenario.preset(named: preset))
        let heatmaps = files.filter { $0.hasPrefix(Self.headline(scenario) + "-") && $0.hasSuffix("pt.png") }
        #expect(!heatmaps.isEmpty, "\(files.sorted())")
        #expect(files.contains("sweep.csv") && files.contains("sweep.json") && files.contains("settle-time.png"))
    }

    @Test func bestRanksTheThresholdThatKeepsSlowReleasesOnTheirDetent() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let sweep = bench([
            "sweep", "--param", "low-velocity-threshold=0:0.5:0.1", "--velocities=-0.4:0.4:0.1", "--start-heights",
            "400", "--quiet", "--renderer", "raster", "--out", "\(scratch)/s",
        ])
        #expect(sweep.status == 0, "\(sweep.error)")
        let best = bench([
            "results", "best", "\(scratch)/s", "--by", "settle-time", "--where", "|velocity|<0.3", "--require",
            "landing-height=start-height",
        ])
        #expect(best.status == 0, "\(best.error)")
        let lines = best.output.split(separator: "\n").map(String.init)
        // Releases of 0, ±0.1 and ±0.2 pt/ms stay on 400 pt exactly when the threshold is above 0.2 (strict <):
        // thresholds 0.3, 0.4 and 0.5 qualify, and they tie (no motion), so grid order ranks them.
        #expect(lines[1] == "3 of 6 combinations qualify")
        let ranked = lines.dropFirst(4).map { $0.split(separator: " ").map(String.init) }
        #expect(ranked.prefix(3).map { $0[1] } == ["0.3", "0.4", "0.5"])
        #expect(ranked.prefix(3).allSatisfy { $0[4] == "0" })
        #expect(ranked.dropFirst(3).allSatisfy { Int($0[4]) ?? 0 > 0 })

        let bad = bench(["results", "best", "\(scratch)/s", "--where", "speed<1"])
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("bench results best: --where speed<1: 'speed' is neither a number nor one of "))
    }
}
