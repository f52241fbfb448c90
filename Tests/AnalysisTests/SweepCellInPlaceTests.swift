// AnalysisTests/SweepCellInPlaceTests: outcomes and rows written into records kept from cell to cell equal the
// ones made new for each cell, and the frame-by-frame trajectory's outcome.
import PanelSimulator
import Scenario
import Sweep
import TestSupport
import Testing

@testable import Analysis

@Suite struct SweepCellInPlaceTests {
    static let seed: UInt64 = 0x5EED_CE11

    /// The oracle of one cell: the cell's scenario and gesture spelled out from the grid, simulated frame by frame
    /// with every frame recorded (``PanelSimulator/run(_:policy:then:participantOffsets:cache:)``, a fresh axis).
    static func recordedOutcome(of cell: Int, in runner: SweepRunner) throws -> Outcome {
        let grid = runner.grid
        let at = grid.coordinates(of: cell)
        let setup = runner.setup(ofCombination: at.combination)
        let gesture = setup.gesture(
            grid.gesture, height: grid.startHeights.values[at.height], value: grid.gestureValues.values[at.velocity])
        return try PanelSimulator(scenario: setup.scenario).run(gesture).outcome
    }

    /// Gesture `trial` of a seeded series on `scenario`: releases and drags from the lowest, the highest or a
    /// random start height (start heights repeat, so the captured axis is reused as in a sweep).
    static func gesture(_ trial: Int, on scenario: Scenario, using g: inout SeededGenerator) -> Gesture {
        let low = scenario.effectiveMinimumDisplayHeight
        let high = scenario.effectiveMaximumDisplayHeight
        let start: Double
        switch trial % 3 {
        case 0: start = low
        case 1: start = high
        default: start = Double.random(in: low...high, using: &g)
        }
        guard trial % 4 == 3 else {
            return .release(atDisplayHeight: start, velocity: Double.random(in: -6...6, using: &g))
        }
        let distance = Double.random(in: -500...500, using: &g)
        let duration = Double.random(in: 0.05...0.3, using: &g)
        return .drag(fromDisplayHeight: start, distance: distance, duration: duration, sampleRate: scenario.frameRate)
    }

    /// ``PanelSimulator/outcome(of:policy:cache:into:)`` with one record for every gesture (left holding
    /// the previous gesture's outcome, whatever its participants) against the recorded trajectory's outcome and
    /// the returned one, both ways of stepping.
    @Test("outcome(of:into:) equals run(_:).outcome on every preset", arguments: ScenarioPresets.names)
    func simulatorWritesTheRecordedOutcome(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let sim = try PanelSimulator(scenario: scenario)
        let cache = CaptureCache()
        var record = Outcome()
        var g = SeededGenerator(seed: Self.seed ^ UInt64(preset.utf8.count))
        for trial in 0..<30 {
            let gesture = Self.gesture(trial, on: scenario, using: &g)
            let everyFrame = trial % 5 == 4
            let context = "\(preset) seed \(Self.seed) trial \(trial) every frame \(everyFrame) \(gesture)"
            let recorded = try sim.run(gesture).outcome
            try sim.outcome(of: gesture, everyFrame: everyFrame, cache: cache, into: &record)
            #expect(record == recorded, "\(context)")
            #expect(record == (try sim.outcome(of: gesture, everyFrame: everyFrame, cache: cache)), "\(context)")
        }
    }

    /// ``SweepCellSimulator/outcome(ofCell:into:)`` over seeded random cells of each preset's default grid (in
    /// random order: combinations and start heights change, the cache is hit and missed), one record for all,
    /// against the oracle; then a run of consecutive cells (the sweep's order).
    @Test("outcome(ofCell:into:) equals the recorded outcome on every preset", arguments: ScenarioPresets.names)
    func cellSimulatorWritesTheRecordedOutcome(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let runner = try SweepPlan(scenario: scenario).runner
        var cells = SweepCellSimulator(runner: runner)
        var record = Outcome()
        var g = SeededGenerator(seed: Self.seed ^ UInt64(preset.utf8.count))
        let count = runner.grid.count
        let first = Int.random(in: 0..<count, using: &g)
        let visited = (0..<24).map { _ in Int.random(in: 0..<count, using: &g) } + (first..<min(count, first + 12))
        for cell in visited {
            try cells.outcome(ofCell: cell, into: &record)
            #expect(
                record == (try Self.recordedOutcome(of: cell, in: runner)), "\(preset) seed \(Self.seed) cell \(cell)")
        }
    }

    /// The rows of a run whose chunks are filled again and again (many small chunks on two workers, rows written
    /// over in place) against rows made new from the oracle's outcomes.
    @Test func rowsOfReusedChunksEqualNewRows() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let grid = try SweepEngineTests.grid(
            .lowVelocityThreshold, "0:0.4:0.1", velocities: "-3:3:0.25", heights: "100,400")
        let runner = try SweepRunner(scenario: scenario, grid: grid)
        let expected = try (0..<grid.count).map { cell in
            SweepRow(
                cell: cell, outcome: try Self.recordedOutcome(of: cell, in: runner), participants: runner.participants)
        }
        #expect(try runner.run(shard: nil, jobs: 2) == expected)
        #expect(try runner.run(shard: nil, jobs: 1) == expected)
    }

    /// A row rewritten in place (holding another cell's values and another number of offsets) equals the row
    /// made new.
    @Test func updatedRowEqualsNewRow() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let runner = try SweepPlan(scenario: scenario).runner
        let outcomes = try [3, 40].map { try Self.recordedOutcome(of: $0, in: runner) }
        let fresh = SweepRow(cell: 40, outcome: outcomes[1], participants: runner.participants)
        for held in [runner.participants, [], runner.participants + ["missing", "also missing"]] {
            var row = SweepRow(cell: 3, outcome: outcomes[0], participants: held)
            row.update(cell: 40, outcome: outcomes[1], participants: runner.participants)
            #expect(row == fresh, "held \(held)")
        }
    }
}
