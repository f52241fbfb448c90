// AnalysisTests/SweepArrayStatusTests: which shards of an array are done, failed or missing, from what was found
// in each folder, and the rerun list in Slurm's --array syntax.
import Analysis
import PanelSimulator
import Scenario
import Sweep
import Testing

@Suite("sweep array status")
struct SweepArrayStatusTests {
    /// Slurm's `--array` takes comma-separated indices and ranges `a-b` (sbatch(1), `--array`: "0-15" or
    /// "0,6,16-32"); the example is `1,4,7-9`.
    @Test func arrayLists() {
        let cases: [(indices: [Int], list: String, line: Int)] = [
            ([1, 4, 7, 8, 9], "1,4,7-9", #line),
            ([0, 1, 2, 3], "0-3", #line),
            ([5], "5", #line),
            ([3, 2], "2-3", #line),
            ([9, 1, 4, 1], "1,4,9", #line),
            ([], "", #line),
        ]
        for row in cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(SweepArrayStatus.arrayList(row.indices) == row.list, sourceLocation: location)
        }
    }

    static func header(shard: SweepShard?, name: String = "s") throws -> SweepHeader {
        let scenario = Scenario(name: name)
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(parameter: .lowVelocityThreshold, values: try SweepValues.parse("0.2", label: "p"))
            ],
            startHeights: try SweepValues.parse("400", label: "h"),
            gestureValues: try SweepValues.parse("-1,1", label: "v"))
        return SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "s"), ranScenario: scenario,
            settleThresholdPt: 0.5 / 3, grid: grid, shard: shard)
    }

    @Test("a partly failed array of 5: done, failed, missing, another sweep's shard; what to rerun")
    func partlyFailed() throws {
        let probes = [
            SweepShardProbe(
                path: "r/shard-0", namedIndex: 0,
                finding: .read(try Self.header(shard: .init(index: 0, count: 5)), rows: 1)),
            SweepShardProbe(path: "r/shard-1", namedIndex: 1, finding: .failed("partial or corrupt: cut short")),
            SweepShardProbe(path: "r/shard-2", namedIndex: 2, finding: .unfinished(leftover: ".shard-2.tmp-abcdef")),
            SweepShardProbe(
                path: "r/shard-4", namedIndex: 4,
                finding: .read(try Self.header(shard: .init(index: 4, count: 5), name: "t"), rows: 0)),
        ]
        let status = try SweepArrayStatus.assess(probes, shardCount: nil)
        #expect(status.shardCount == 5)
        #expect(status.entries.map(\.index) == [0, 1, 2, 3, 4])
        #expect(status.entries.map(\.state) == [.done, .failed, .failed, .missing, .failed])
        #expect(
            status.entries[4].detail
                == "another sweep than r/shard-0: the scenario: scenario.name is \"t\" here, \"s\" there")
        #expect(status.rerun == [1, 2, 3, 4])
        #expect(!status.isComplete)
        #expect(status.entries.map(\.occupied) == [true, true, false, false, true])
    }

    @Test("the shard count: from the shards read, or given; unknown or disagreeing is refused")
    func shardCount() throws {
        let absent = [SweepShardProbe(path: "r/shard-0", namedIndex: 0, finding: .absent)]
        #expect(
            throws: SweepSpecError("no shard could be read ('r/shard-0': nothing there), so the shard count is unknown")
        ) {
            try SweepArrayStatus.assess(absent, shardCount: nil)
        }
        #expect(try SweepArrayStatus.assess(absent, shardCount: 2).rerun == [0, 1])
        let read = [
            SweepShardProbe(
                path: "r/shard-0", namedIndex: 0,
                finding: .read(try Self.header(shard: .init(index: 0, count: 1)), rows: 2))
        ]
        #expect(try SweepArrayStatus.assess(read, shardCount: nil).isComplete)
        #expect(throws: SweepSpecError("the shard count 3 disagrees with r/shard-0, which is one of 1 shards")) {
            try SweepArrayStatus.assess(read, shardCount: 3)
        }
    }
}
