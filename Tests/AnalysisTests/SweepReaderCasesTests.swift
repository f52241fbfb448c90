// AnalysisTests/SweepReaderCasesTests: issue 45's reader cases, each a sweep.json as a hostile tuner edited it
// (in its text, so values JSON holds but a double does not, like 1e400, can be written), refused in one line
// naming the row and the column; each row cites the contract it holds.
import Foundation
import PanelSimulator
import Scenario
import Sweep
import Testing

@Suite("sweep.json reader cases (issue 45)")
struct SweepReaderCasesTests {
    /// The 4-cell default document of ``SweepFileStrictnessTests/document()`` (thresholds 0.1, 0.3; release
    /// velocities −0.2, 0.2 from 400 pt). Row 0 is `[0, 0.1, 400, -0.2, 100, 0, -700, 0, "panelToPanel", …]`: the
    /// panel released at −0.2 pt/ms falls to detent 0 (100 pt), outer offset −700 pt (100 − the 800 pt viewport).
    static func document() throws -> String { try SweepFileStrictnessTests.document() }

    /// The column index of `name` in the document's rows.
    static func column(_ name: String, in text: String) throws -> Int {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let columns = try #require(object["columns"] as? [String])
        return try #require(columns.firstIndex(of: name), "no column \(name)")
    }

    /// `text` with row 0's value in column `name` written as `value` (text, as it will stand in the file).
    static func setRow0(_ text: String, _ name: String, _ value: String) throws -> String {
        try setRow(0, text, name, value)
    }

    /// `text` with row `row`'s value in column `name` written as `value`.
    static func setRow(_ row: Int, _ text: String, _ name: String, _ value: String) throws -> String {
        let k = try column(name, in: text)
        var lines = text.components(separatedBy: "\n")
        let i = try #require(lines.firstIndex { $0.hasPrefix("    [\(row),") })
        let body = lines[i].trimmingCharacters(in: .whitespaces)
        let trailing = body.hasSuffix(",") ? "," : ""
        var values = String(body.dropFirst().dropLast(trailing.isEmpty ? 1 : 2)).components(separatedBy: ",")
        values[k] = value
        lines[i] = "    [" + values.joined(separator: ",") + "]" + trailing
        return lines.joined(separator: "\n")
    }

    typealias Edit = @Sendable (String) throws -> String

    /// Each case: the edit, the fragment of the refusal, and the contract (where the rule it holds is stated).
    static let cases: [(name: String, edit: Edit, refusal: String, contract: String, line: Int)] = [
        (
            "a pop-up sheet value under bodragscroll", { try setRow0($0, "sheet", "\"dismissed\"") },
            "s.json: rows[0] (cell 0): sheet: the row has one, but only the comment pop-up",
            "SweepMetric.unavailableReason(in:) (Sources/Sweep/Results/SweepMetric.swift): only comment-popup has a sheet",
            #line
        ),
        (
            "a release estimate of 999 on a −0.2 release",
            { try setRow0($0, "release_velocity_estimate_pt_per_ms", "999") },
            "s.json: rows[0] (cell 0): release_velocity_estimate_pt_per_ms: 999 pt/ms, but the cell releases at -0.2",
            "SweepGesture.release (Sources/Sweep/Engine/SweepGesture.swift): lift at once with the cell's release velocity",
            #line
        ),
        (
            "a 1e308 jump at release", { try setRow0($0, "release_velocity_jump_pt_per_s", "1e308") },
            "s.json: rows[0] (cell 0): release_velocity_jump_pt_per_s: ",
            "Outcome.velocityJumpAtRelease: start velocity − finger's; the peak speed starts at the start speed "
                + "(FrameStepper: peakSpeed = |startVelocity|)",
            #line
        ),
        (
            "an outer offset that does not match the landing", { try setRow(1, $0, "rest_outer_offset_pt", "0.0") },
            "s.json: rows[1] (cell 1): rest_outer_offset_pt: 0 pt does not fit the landing height 700 pt and the "
                + "lists' offsets: the height less the outer offset plus the lists' offsets is 700 pt here but 800 pt "
                + "in every cell of this combination",
            "docs/model.md §6: H = V + Y − consumed length; §3.1: one point of Y scrolls a list by one point", #line
        ),
        (
            "a list offset that does not match the landing, in a combination's first row",
            { try setRow(2, $0, "rest_offset_table_pt", "50.0") },
            "s.json: rows[2] (cell 2): rest_outer_offset_pt: -400 pt does not fit the landing height 400 pt and the "
                + "lists' offsets: the height less the outer offset plus the lists' offsets is 850 pt here but 800 pt "
                + "in every cell of this combination",
            "docs/model.md §6 (as above): 50 pt of list scrolled would leave the panel 50 pt lower", #line
        ),
        (
            "1e400 in a row", { try setRow0($0, "landing_height_pt", "1e400") },
            "s.json: rows[0]: landing_height_pt: the number is out of range (beyond ±1.8e308",
            "RFC 8259 §6 and issue 45: a number a double cannot hold is named as such, not 'expected a string'",
            #line
        ),
        (
            "1e-400 in a row", { try setRow0($0, "overshoot_pt", "1e-400") },
            "s.json: rows[0]: overshoot_pt: the number is too small for a double",
            "JSONDecoder refuses it too (it would read as 0): JSONNumberText.Reading.tooSmall", #line
        ),
        (
            "a number of 5000 digits in a row", { try setRow0($0, "frames", String(repeating: "9", count: 5000)) },
            "s.json: rows[0]: frames: a number longer than 4096 bytes",
            "SweepByteCursor.longestRowValue: a row's value is held only up to 4 KiB (a sweep writes at most 24)",
            #line
        ),
        (
            "true in a row", { try setRow0($0, "frames", "true") }, "s.json: rows[0]: frames: not a number, a string",
            "RowReader: a row holds numbers, names and null only", #line
        ),
        (
            "a release velocity left null", { try setRow0($0, "release_velocity_estimate_pt_per_ms", "null") },
            "s.json: rows[0]: release_velocity_estimate_pt_per_ms: not a number",
            "Outcome.releaseVelocity is always a finite number", #line
        ),
        (
            "a row's grid value edited", { try setRow0($0, "low_velocity_threshold_pt_per_ms", "0.15") },
            "s.json: rows[0] (cell 0) does not match the grid", "the grid coordinates of cell 0 (SweepGrid)", #line
        ),
        (
            "a key after the rows", { $0.replacingOccurrences(of: "\n  ]\n}", with: "\n  ],\n  \"colour\": 1\n}") },
            "s.json: not a sweep.json (colour: unknown key", "StrictKeys: unknown keys refused, wherever they stand",
            #line
        ),
        (
            "rows given twice", { $0.replacingOccurrences(of: "\n  ]\n}", with: "\n  ],\n  \"rows\": []\n}") },
            "s.json: rows: duplicate key", "DuplicateKeys: a key twice is refused", #line
        ),
        (
            "a NUL byte in a row", { try setRow0($0, "frames", "9\u{0}2") },
            "cannot read 's.json': line 1", "TextInput: a NUL byte is refused naming its line", #line
        ),
        (
            "cut off in the rows", { String($0.prefix($0.count - 40)) },
            "s.json: not a sweep.json (not valid JSON (line", "a partial file is not a sweep.json", #line
        ),
    ]

    @Test("each case is refused in one line naming the row and column; the unedited document reads")
    func readerCases() throws {
        let text = try Self.document()
        _ = try SweepDocument.decode(Data(text.utf8), source: "s.json")
        for row in Self.cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let edited = try row.edit(text)
            #expect(edited != text, "\(row.name): the edit changed nothing", sourceLocation: location)
            do {
                _ = try SweepDocument.decode(Data(edited.utf8), source: "s.json")
                Issue.record("\(row.name): accepted (\(row.contract))", sourceLocation: location)
            } catch {
                let fragment = row.refusal.replacingOccurrences(of: "line 1", with: "line ")
                #expect(
                    error.description.hasPrefix(fragment) || error.description.contains(fragment),
                    "\(row.name): \(error.description) (\(row.contract))", sourceLocation: location)
                #expect(!error.description.contains("\n"), sourceLocation: location)
            }
        }
    }

    /// A sweep of the geometry (a detent's height, the panel's height) reads back: each combination's rows are
    /// checked against that combination's detents and heights, not the unswept scenario's (a release from 400 pt
    /// landing on detent 1 at 300 pt is that combination's detent 1).
    @Test func aSweptGeometryReadsBack() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let grid = try SweepGrid(
            parameters: [
                SweepAxis(parameter: .detentHeight(1), values: try SweepValues.parse("300,450", label: "d")),
                SweepAxis(parameter: .panelHeight, values: try SweepValues.parse("700,800", label: "p")),
            ],
            startHeights: try SweepValues.parse("250,400", label: "h"),
            gestureValues: try SweepValues.parse("-4:4:0.5", label: "v"))
        let runner = try SweepRunner(scenario: scenario, grid: grid)
        let header = SweepHeader(
            tool: "bench test", scenario: SweepScenarioInfo(scenario, spec: "default"), ranScenario: scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: runner.participants, grid: grid, shard: nil)
        let results = SweepResults(header: header, rows: try runner.run(shard: nil, jobs: 1))
        #expect(results.rows.contains { $0.landingDetent == 1 && $0.landingHeight == 300 })
        let data = try SweepDocument.json(results)
        #expect(try SweepDocument.json(try SweepDocument.decode(data, source: "s.json")) == data)
    }

    /// Every preset, released and dragged: the rows the model writes keep every invariant the reader checks (the
    /// invariants are the model's, so no sweep of any system is refused by them).
    @Test(arguments: ScenarioPresets.names)
    func everyPresetsRowsReadBack(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        for (gesture, values) in [(SweepGesture.release, "-3:3:0.75"), (.drag, "-300:300:75")] {
            let setup = SweepSetup(scenario: scenario)
            let heights = SweepDefaults.startHeights(for: scenario)
            let axis = SweepDefaults.axis(for: scenario)
            let grid = try SweepGrid(
                parameters: [
                    SweepAxis(
                        parameter: axis.parameter, values: try axis.parameter.parseValues(axis.values, label: "p"))
                ],
                startHeights: try SweepValues.parse(heights, label: "h"), gesture: gesture,
                gestureValues: try SweepValues.parse(values, label: "v"))
            let runner = try SweepRunner(setup: setup, grid: grid)
            let header = SweepHeader(
                tool: "bench test", scenario: SweepScenarioInfo(setup, spec: preset), ranScenario: scenario,
                settleThresholdPt: scenario.tolerance.settle, participants: runner.participants, grid: grid,
                shard: nil)
            let results = SweepResults(header: header, rows: try runner.run(shard: nil, jobs: 1))
            let data = try SweepDocument.json(results)
            let read = try SweepDocument.decode(data, source: "\(preset).json")
            #expect(try SweepDocument.json(read) == data, "\(preset) \(gesture)")
        }
    }
}
