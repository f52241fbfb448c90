// AnalysisTests/SweepEngineTests: value specs, the grid order, shards, the runner and the results files.
import Foundation
import PanelSimulator
import Scenario
import Testing

@testable import Analysis
@testable import Sweep

@Suite struct SweepEngineTests {
    /// The default scenario of `bench sweep`: the `default` preset (detents 100/400/700 pt, one inner list).
    static var scenario: Scenario { Scenario.preset(named: "default") ?? Scenario(name: "missing preset") }

    static func grid(_ parameter: SweepParameter, _ values: String, velocities: String, heights: String) throws
        -> SweepGrid
    {
        try SweepGrid(
            parameters: [
                SweepAxis(
                    parameter: parameter,
                    values: try SweepValues.parse(values, boolean: parameter.isBoolean, label: "p"))
            ],
            startHeights: try SweepValues.parse(heights, label: "h"),
            gestureValues: try SweepValues.parse(velocities, label: "v"))
    }

    /// A header for `grid` on the default scenario.
    static func header(_ grid: SweepGrid, tool: String = "bench test", shard: SweepShard? = nil) -> SweepHeader {
        SweepHeader(
            tool: tool, scenario: SweepScenarioInfo(scenario, spec: "default"), ranScenario: scenario,
            settleThresholdPt: 0.5 / 3,
            participants: ["table"], grid: grid, shard: shard)
    }

    // MARK: - Value specs

    @Test func rangesAreDecimalExactAndIncludeStopWhenTheGridLandsOnIt() throws {
        let tenths = try SweepValues.parse("0:1:0.1", label: "x")
        #expect(tenths.count == 11)
        #expect(tenths.values[3] == 0.3)
        #expect(tenths.values.last == 1)
        #expect(tenths.labels == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"])
        #expect(try SweepValues.parse("0:0.5:0.25", label: "x").labels == ["0.00", "0.25", "0.50"])
        #expect(try SweepValues.parse("0:1:0.3", label: "x").labels == ["0.0", "0.3", "0.6", "0.9"])
        #expect(try SweepValues.parse("1:0:-0.5", label: "x").values == [1, 0.5, 0])
        #expect(try SweepValues.parse("-3:3:1.5", label: "x").labels == ["-3.0", "-1.5", "0.0", "1.5", "3.0"])
        #expect(try SweepValues.parse("1e-3:3e-3:1e-3", label: "x").labels == ["0.001", "0.002", "0.003"])
        #expect(try SweepValues.parse("0.30,0.2000001", label: "x").labels == ["0.30", "0.2000001"])
        #expect(try SweepValues.parse("0.30,0.2000001", label: "x").values == [0.3, 0.2000001])
        #expect(try SweepValues.parse("true,false", boolean: true, label: "x").values == [1, 0])
        #expect(try SweepValues.parse("5", label: "x").values == [5])
    }

    @Test(arguments: [
        ("1:0:0.1", "--p 1:0:0.1: STOP 0 is below START 1 but STEP 0.1 is positive"),
        ("0:1:-0.1", "--p 0:1:-0.1: STOP 1 is above START 0 but STEP -0.1 is negative"),
        ("0:1:0", "--p 0:1:0: STEP must not be 0"),
        ("0:1", "--p 0:1: a range is START:STOP:STEP (three numbers)"),
        ("nan", "--p nan: 'nan' is not a finite number"),
        ("0:nan:1", "--p 0:nan:1: STOP 'nan' is not a finite number"),
        ("inf,1", "--p inf,1: 'inf' is not a finite number"),
        ("1,,2", "--p 1,,2: has an empty item"),
        ("0.2,0.20", "--p 0.2,0.20: lists 0.20 twice"),
        ("0:1:1e-9", "--p 0:1:1e-9: 1000000001 values, more than 1000000"),
        ("true", "--p true: 'true' is not a finite number"),
    ])
    func badSpecsAreOneLine(spec: String, message: String) {
        #expect(throws: SweepSpecError(message)) { try SweepValues.parse(spec, label: "--p") }
    }

    // MARK: - Grid and runner

    @Test func gridOrderIsParametersThenHeightsThenVelocities() throws {
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(parameter: .lowVelocityThreshold, values: try SweepValues.parse("0.1,0.2", label: "a")),
                SweepAxis(
                    parameter: .collapseResistance, values: try SweepValues.parse("0,1", boolean: true, label: "b")),
            ],
            startHeights: try SweepValues.parse("200,400,600", label: "h"),
            gestureValues: try SweepValues.parse("-1:1:1", label: "v"))
        #expect(grid.count == 2 * 2 * 3 * 3)
        #expect(grid.coordinates(of: 0) == .init(combination: 0, height: 0, velocity: 0))
        #expect(grid.coordinates(of: 1) == .init(combination: 0, height: 0, velocity: 1))
        #expect(grid.coordinates(of: 3) == .init(combination: 0, height: 1, velocity: 0))
        #expect(grid.coordinates(of: 9) == .init(combination: 1, height: 0, velocity: 0))
        #expect(grid.labels(ofCombination: 1) == ["0.1", "1"])
        #expect(grid.labels(ofCombination: 2) == ["0.2", "0"])
    }

    /// The solver's test is `abs(v) < lowVelocityThreshold` (strict): a release at exactly 0.2 pt/ms is not low
    /// with threshold 0.2 (it moves one detent), and is low with 0.2000001 (it stays on the nearest detent).
    @Test func lowVelocityThresholdSwitchesExactlyAtTheStrictComparison() throws {
        let grid = try Self.grid(
            .lowVelocityThreshold, "0.1999999,0.2,0.2000001", velocities: "-0.2,0.2", heights: "400")
        let rows = try SweepRunner(scenario: Self.scenario, grid: grid).run(shard: nil, jobs: 1)
        // Rows: (0.1999999, −0.2), (0.1999999, 0.2), (0.2, −0.2), (0.2, 0.2), (0.2000001, −0.2), (0.2000001, 0.2).
        #expect(rows.map(\.landingDetent) == [0, 2, 0, 2, 1, 1])
        #expect(rows.map(\.landingHeight) == [100, 700, 100, 700, 400, 400])
        #expect(rows.allSatisfy { $0.handoff == .panelToPanel })
    }

    @Test func jobsAndShardsGiveTheSameRows() throws {
        let grid = try Self.grid(.adjacentAnchorDistance, "0:172:43", velocities: "-3:3:0.5", heights: "150,400,650")
        let runner = try SweepRunner(scenario: Self.scenario, grid: grid)
        let one = try runner.run(shard: nil, jobs: 1)
        #expect(one.map(\.cell) == Array(0..<grid.count))
        #expect(try runner.run(shard: nil, jobs: 2) == one)
        #expect(try runner.run(shard: nil, jobs: 7) == one)
        let shards = try (0..<3).map { try runner.run(shard: SweepShard(index: $0, count: 3), jobs: 2) }
        #expect(shards[1].map(\.cell) == Array(stride(from: 1, to: grid.count, by: 3)))
        #expect(shards.flatMap { $0 }.sorted { $0.cell < $1.cell } == one)
    }

    @Test(arguments: [
        (SweepParameter.panelDecelerationRate, "0.99,1", "1 is not in (0, 1) per ms", #line),
        (.lowVelocityThreshold, "-0.1,0.2", "-0.1 is not in [0, 1000000] pt/ms", #line),
        (.collapseResistance, "0:2:1", "2 is not 0 or 1", #line),
    ])
    func runnerRefusesIllegalValues(parameter: SweepParameter, values: String, reason: String, line: Int) throws {
        // The reasons are the parameters' legal ranges (SweepParameter.legalRange), named by parameter and values.
        let grid = try Self.grid(parameter, values, velocities: "1", heights: "400")
        #expect(throws: SweepGridError(.parameter(parameter, values: values), .invalid(reason)), "line \(line)") {
            try SweepRunner(scenario: Self.scenario, grid: grid)
        }
    }

    @Test func aDragOnlyParameterUnderAReleaseNamesTheParameter() throws {
        let grid = try Self.grid(.dragDuration, "0.1", velocities: "1", heights: "400")
        let error = SweepGridError(.parameter(.dragDuration, values: "0.1"), .needsDragGesture)
        #expect(throws: error) { try SweepRunner(scenario: Self.scenario, grid: grid) }
        #expect(error.description == "parameter drag-duration=0.1: only used with drag gestures")
    }

    @Test func aGridWithoutOrWithARepeatedParameterIsRefusedByField() throws {
        let values = try SweepValues.parse("1", label: "v")
        let axis = SweepAxis(parameter: .captureDistance, values: values)
        #expect(throws: SweepGridError(.parameters, .noParameter)) {
            try SweepGrid.checked(parameters: [], startHeights: values, gestureValues: values)
        }
        #expect(throws: SweepGridError(.parameter(.captureDistance, values: nil), .givenTwice)) {
            try SweepGrid.checked(parameters: [axis, axis], startHeights: values, gestureValues: values)
        }
        // A grid read from a file says it in the grid's words.
        #expect(throws: SweepSpecError("parameter capture-distance: given twice")) {
            try SweepGrid(parameters: [axis, axis], startHeights: values, gestureValues: values)
        }
    }

    @Test func everyParameterChangesItsSetupField() {
        for parameter in SweepParameter.allCases {
            var setup = SweepSetup(scenario: Self.scenario)
            #expect(parameter.value(in: setup) == parameter.defaultValue, "\(parameter.rawValue)")
            let other =
                parameter.isBoolean
                ? 1 - parameter.defaultValue
                : parameter.choices != nil
                    ? (parameter.defaultValue == 0 ? 1 : 0) : parameter.defaultValue / 2 + 100.25
            parameter.apply(other, to: &setup)
            #expect(parameter.value(in: setup) == other, "\(parameter.rawValue)")
        }
    }

    // MARK: - Files

    @Test func jsonRoundTripsToTheSameBytesAndShardsMerge() throws {
        let grid = try Self.grid(.captureDistance, "0:280:140", velocities: "-2:4:1", heights: "300,650")
        let runner = try SweepRunner(scenario: Self.scenario, grid: grid)
        let whole = SweepResults(header: Self.header(grid), rows: try runner.run(shard: nil, jobs: 2))
        let json = try SweepDocument.json(whole)
        let decoded = try SweepDocument.decode(json, source: "whole")
        #expect(decoded == whole)
        #expect(try SweepDocument.json(decoded) == json)

        let parts = try (0..<2).map { i in
            let shard = SweepShard(index: i, count: 2)
            let results = SweepResults(
                header: Self.header(grid, shard: shard), rows: try runner.run(shard: shard, jobs: 1))
            return (
                source: "part\(i)",
                results: try SweepDocument.decode(try SweepDocument.json(results), source: "part\(i)")
            )
        }
        let merged = try SweepResults.merge(parts.reversed())
        #expect(try SweepDocument.json(merged) == json)
        #expect(SweepDocument.csv(merged) == SweepDocument.csv(whole))
        #expect(throws: SweepSpecError("shard 1/2 is missing (1 of 2 given)")) { try SweepResults.merge([parts[0]]) }
        #expect(throws: SweepSpecError("part0: shard 0/2 is also part0")) {
            try SweepResults.merge([parts[0], parts[0]])
        }
    }

    @Test func csvHeaderCarriesUnitsAndValuesAsWritten() throws {
        let grid = try Self.grid(.lowVelocityThreshold, "0.1:0.3:0.1", velocities: "0.5", heights: "400")
        let results = SweepResults(
            header: Self.header(grid, tool: "t"),
            rows: try SweepRunner(scenario: Self.scenario, grid: grid).run(shard: nil, jobs: 1))
        let lines = String(decoding: SweepDocument.csv(results), as: UTF8.self).split(separator: "\n")
        #expect(
            lines[0]
                == "cell,low_velocity_threshold_pt_per_ms,start_height_pt,release_velocity_pt_per_ms,landing_height_pt,"
                + "landing_detent_index,rest_outer_offset_pt,rest_offset_table_pt,handoff,movement,settle_time_s,"
                + "overshoot_pt,peak_speed_pt_per_s,release_velocity_estimate_pt_per_ms,release_velocity_jump_pt_per_s,"
                + "handoff_velocity_jump_pt_per_s,momentum_kept_ratio,sheet,frames,unsettled_at_cap")
        #expect(lines.dropFirst().map { $0.split(separator: ",")[1] } == ["0.1", "0.2", "0.3"])
        #expect(lines.count == 4)
    }
}
