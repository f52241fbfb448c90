// Tests/AnalysisTests/SweepCapColumnTests: a sweep cell stopped by the 20 s cap says so in its own column.
import Analysis
import Foundation
import PanelSimulator
import Scenario
import Sweep
import Testing

/// A 5 pt/ms release inside a 30 000 pt list: at the inner rate 0.998 it settles within the cap; at 0.9995 the
/// remaining distance at 20 s is 9997.5·e^(1000·ln 0.9995·20) ≈ 0.45 pt (docs/physics.md: v(t) = v₀·r^(1000·t)),
/// more than the settle threshold of 1/6 pt at scale 3, so the cap stops it (docs/runtime.md, the 20 s cap).
@Suite("Sweep rows flag a motion stopped by the time cap")
struct SweepCapColumnTests {
    static var scenario: Scenario {
        var s = Scenario(name: "long-list")
        s.chain = [ChainLevel(contentHeight: 30_000, viewportHeight: 760, contentOffset: 1000, name: "table")]
        return s
    }

    static func results() throws -> SweepResults {
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(
                    parameter: .innerDecelerationRate,
                    values: try SweepValues.parse("0.998,0.9995", boolean: false, label: "p"))
            ],
            startHeights: try SweepValues.parse("700", label: "h"),
            gestureValues: try SweepValues.parse("5", label: "v"))
        let header = SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "long-list"), ranScenario: scenario,
            settleThresholdPt: 0.5 / 3, participants: ["table"], grid: grid, shard: nil)
        return SweepResults(
            header: header, rows: try SweepRunner(scenario: scenario, grid: grid).run(shard: nil, jobs: 1))
    }

    @Test("the CSV's unsettled_at_cap is 1 with an empty settle time for the capped cell, 0 for the other")
    func csvColumn() throws {
        let results = try Self.results()
        let lines = String(decoding: SweepDocument.csv(results), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let names = lines[0].split(separator: ",").map(String.init)
        let cap = try #require(names.firstIndex(of: "unsettled_at_cap"))
        let settle = try #require(names.firstIndex(of: "settle_time_s"))
        let rows = lines.dropFirst().filter { !$0.isEmpty }.map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(rows.count == 2)
        #expect(rows.map { $0[cap] } == ["0", "1"])
        #expect(!rows[0][settle].isEmpty && rows[1][settle].isEmpty)
    }

    @Test("the flag reads back from sweep.json, and a flag that contradicts the settle time is refused")
    func jsonReadBack() throws {
        let results = try Self.results()
        let data = try SweepDocument.json(results)
        let decoded = try SweepDocument.decode(data, source: "sweep.json")
        #expect(decoded.rows.map(\.unsettledAtCap) == [false, true])
        // The capped row ends `…,<frames>,1]`; claiming it settled (0) while its settle time is null is a lie.
        let text = String(decoding: data, as: UTF8.self)
        let lastRowEnd = try #require(text.range(of: ",1]", options: .backwards))
        let edited = text.replacingCharacters(in: lastRowEnd, with: ",0]")
        do {
            _ = try SweepDocument.decode(Data(edited.utf8), source: "sweep.json")
            Issue.record("a row with no settle time and unsettled_at_cap 0 was accepted")
        } catch {
            #expect("\(error)".contains("unsettled_at_cap"), "\(error)")
        }
    }
}
