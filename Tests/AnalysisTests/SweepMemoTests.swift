// AnalysisTests/SweepMemoTests: a sweep whose cells take outcomes from movement memos, and whose rows copy the
// outcome text kept for them, gives the rows and the bytes of one that solves and formats every cell.
import PanelSimulator
import TestSupport
import Testing

@testable import Analysis

@Suite struct SweepMemoTests {
    /// A grid of `axes` (parameter, values) over `heights` × `velocities`.
    static func grid(_ axes: [(SweepParameter, String)], velocities: String, heights: String) throws -> SweepGrid {
        try SweepGrid(
            parameters: try axes.map { parameter, values in
                SweepAxis(
                    parameter: parameter,
                    values: try SweepValues.parse(values, boolean: parameter.isBoolean, label: "p"))
            },
            startHeights: try SweepValues.parse(heights, label: "h"),
            gestureValues: try SweepValues.parse(velocities, label: "v"))
    }

    /// Grids a sweep meets: feel parameters alone (memos taken across combinations), a feel parameter beside
    /// parameters that change the movement (the identity changes, and changes back, between combinations), in
    /// both orders, on scenarios with detents, a free panel, a three-level chain and the view-animation style.
    static let cases: [(name: String, preset: String, style: MovementStyle, axes: [(SweepParameter, String)])] = [
        (
            "thresholds", "default", .systemScroll,
            [(.lowVelocityThreshold, "0:1:0.125"), (.highVelocityThreshold, "1,2.2,4")]
        ),
        (
            "threshold × rate", "default", .systemScroll,
            [(.lowVelocityThreshold, "0:0.6:0.2"), (.panelDecelerationRate, "0.99,0.998")]
        ),
        (
            "rate × threshold", "default", .systemScroll,
            [(.panelDecelerationRate, "0.99,0.998"), (.lowVelocityThreshold, "0:0.6:0.2")]
        ),
        ("capture × frame rate", "default", .systemScroll, [(.captureDistance, "0,140,400"), (.frameRate, "60,120")]),
        (
            "view animation", "default", .viewAnimation,
            [(.highVelocityThreshold, "1,3"), (.adjacentAnchorDistance, "0,86,200")]
        ),
        ("free list", "free", .systemScroll, [(.captureDistance, "0,140,400"), (.lowVelocityThreshold, "0,0.5")]),
        (
            "three levels", "nested3", .systemScroll,
            [(.disableInnerMomentumTransfer, "0,1"), (.captureDistance, "0,140")]
        ),
        ("switches", "default", .systemScroll, [(.collapseResistance, "0,1"), (.disableInnerMomentumTransfer, "0,1")]),
    ]

    /// The runner of case `index` over `velocities` from its scenario's default start heights (the first of them
    /// only when `allHeights` is false), and its scenario.
    static func runner(_ index: Int, velocities: String, allHeights: Bool) throws -> (SweepRunner, Scenario) {
        let c = cases[index]
        var scenario = try #require(Scenario.preset(named: c.preset))
        scenario.movementStyle = c.style
        let heights = SweepDefaults.startHeights(for: scenario)
        let grid = try grid(
            c.axes, velocities: velocities,
            heights: allHeights ? heights : String(heights.split(separator: ",")[0]))
        return (try SweepRunner(scenario: scenario, grid: grid), scenario)
    }

    /// Every cell's outcome with memos equals the outcome with every cell solved, bit for bit (cells in grid
    /// order, as a worker visits them), and some are taken from a memo.
    @Test("memoized cells equal solved cells", arguments: 0..<cases.count)
    func memoizedCellsEqualSolvedCells(index: Int) throws {
        let c = Self.cases[index]
        let (runner, _) = try Self.runner(index, velocities: "-4:4:0.5", allHeights: true)
        var memoized = SweepCellSimulator(runner: runner)
        var solved = SweepCellSimulator(runner: runner, usesMemo: false)
        var record = Outcome()
        var reference = Outcome()
        var stamps: [Int: Int] = [:]
        var taken = 0
        for cell in 0..<runner.grid.count {
            let source = try memoized.outcome(ofCell: cell, into: &record)
            #expect(try solved.outcome(ofCell: cell, into: &reference) == nil)
            let differences = outcomeBitDifferences(record, reference)
            #expect(differences.isEmpty, "\(c.name) cell \(cell): \(differences.joined(separator: "; "))")
            // A reference whose stamp did not move since the last cell of its slot: the memo was taken.
            if let source {
                if stamps[source.slot] == source.stamp { taken += 1 }
                stamps[source.slot] = source.stamp
            }
        }
        #expect(taken > 0, "\(c.name): no memo taken")
    }

    /// The CSV and JSON a run makes on two workers and on one (rows' outcome fields copied from the text kept per
    /// memo) equal the rows encoded afresh, every field formatted, byte for byte; and the rows equal the rows of a
    /// run without memos.
    @Test("memoized text equals formatted text", arguments: 0..<cases.count)
    func memoizedTextEqualsFormattedText(index: Int) throws {
        let c = Self.cases[index]
        let (runner, scenario) = try Self.runner(index, velocities: "-4:4:0.25", allHeights: false)
        let header = SweepHeader(
            tool: "bench", scenario: SweepScenarioInfo(runner.setup, spec: c.preset), ranScenario: scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: runner.participants, grid: runner.grid,
            shard: nil)
        let encoder = SweepRowEncoder(header)
        var solved = SweepCellSimulator(runner: runner, usesMemo: false)
        let rows = try (0..<runner.grid.count).map { cell in
            SweepRow(cell: cell, outcome: try solved.outcome(ofCell: cell), participants: runner.participants)
        }
        var formatted: (csv: [UInt8], json: [UInt8]) = ([], [])
        encoder.encode(rows, csv: &formatted.csv, json: &formatted.json, firstInFile: true)
        for jobs in [1, 2] {
            var made: (csv: [UInt8], json: [UInt8], rows: [SweepRow]) = ([], [], [])
            try runner.run(shard: nil, jobs: jobs, encoder: encoder) { chunk in
                made.csv += chunk.csv.bytes
                made.json += chunk.json.bytes
                made.rows += chunk.rows
            }
            #expect(made.rows == rows, "\(c.name) jobs \(jobs)")
            #expect(made.csv == formatted.csv, "\(c.name) jobs \(jobs)")
            #expect(made.json == formatted.json, "\(c.name) jobs \(jobs)")
        }
    }

    /// Text kept for a memo slot is handed out only for the same stamp, as it was kept.
    @Test func outcomeTextsAnswerOnlyTheirStamp() {
        var texts = SweepOutcomeTexts(room: 16)
        let csv = Array(",1.5,2".utf8)
        let json = Array(",1.5,\"x\"".utf8)
        let kept = SweepOutcomeReference(slot: 1, stamp: 7)
        csv.withUnsafeBufferPointer { c in json.withUnsafeBufferPointer { j in texts.keep(kept, csv: c, json: j) } }
        var storage = (csv: [UInt8](repeating: 0, count: 64), json: [UInt8](repeating: 0, count: 64))
        storage.csv.withUnsafeMutableBufferPointer { c in
            storage.json.withUnsafeMutableBufferPointer { j in
                var line = SweepFieldWriter(csv: (c.baseAddress!, 0), json: (j.baseAddress!, 0))
                #expect(!texts.write(SweepOutcomeReference(slot: 1, stamp: 8), into: &line))
                #expect(!texts.write(SweepOutcomeReference(slot: 0, stamp: 7), into: &line))
                #expect(!texts.write(SweepOutcomeReference(slot: 2, stamp: 0), into: &line))
                #expect(line.csv.count == 0 && line.json.count == 0)
                #expect(texts.write(kept, into: &line))
                #expect(Array(UnsafeBufferPointer(start: c.baseAddress, count: line.csv.count)) == csv)
                #expect(Array(UnsafeBufferPointer(start: j.baseAddress, count: line.json.count)) == json)
            }
        }
    }
}
