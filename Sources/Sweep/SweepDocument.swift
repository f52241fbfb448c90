// Sweep/SweepDocument: sweep results as `sweep.json` and `sweep.csv`, and back from `sweep.json`.
import Foundation
import PanelSimulator
import Scenario
import ScrollAxis
import Support

/// The files a sweep writes. Same results in, same bytes out: numbers use Swift's shortest round-trip form,
/// keys are in a fixed order, and nothing depends on the clock or the machine.
///
/// `sweep.json` (keys in camelCase like every file the tool reads; readers refuse unknown keys):
///
///     {
///       "format": "bench-sweep",
///       "version": 2,
///       "tool": "bench 0.1.0",
///       "seed": 0,
///       "settleThresholdPt": 0.16666666666666666,
///       "scenario": {…},            // SweepScenarioInfo, keys sorted
///       "scenarioFile": {…},        // the whole scenario run, in the scenario file format (StoredScenario)
///       "participants": ["table"],  // whose resting content offsets the rows hold
///       "grid": {…},                // parameters, start heights, gesture and its values: spec, unit, values, labels
///       "shard": null,              // or {"count":N,"index":I}
///       "columns": ["cell", …],     // the names of sweep.csv's columns, units in the names
///       "rows": [
///         [0, 0.0, 200.0, -3.0, 100.0, 0, …],
///         …
///       ]
///     }
public enum SweepDocument {
    /// The results format version written into `sweep.json` (2: camelCase keys, outcome columns, gestures;
    /// 3: the whole scenario stored as `scenarioFile`).
    public static let version = 3
    /// The `format` tag of `sweep.json`.
    public static let format = "bench-sweep"
    /// The order the cells are in, as recorded in the grid.
    public static let order = "parameters (first slowest), start height, gesture value (fastest)"

    /// The column names of `sweep.csv` and of the JSON rows, units in the names: the cell, the grid's coordinates,
    /// then the outcome columns (``SweepColumn/outcomes(participants:)``).
    public static func columns(_ header: SweepHeader) -> [String] {
        let grid = header.grid
        return ["cell"] + grid.parameters.map(\.parameter.columnName) + ["start_height_pt", grid.gesture.columnName]
            + SweepColumn.outcomes(participants: header.participants).map(\.name)
    }

    /// The first line of `sweep.csv`.
    public static func csvHeader(_ header: SweepHeader) -> [UInt8] {
        Array((columns(header).joined(separator: ",") + "\n").utf8)
    }

    /// `sweep.json` up to the first row (the rows follow, then ``jsonTail(empty:)``).
    public static func jsonHead(_ header: SweepHeader) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func encoded<T: Encodable>(_ value: T) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        var out = "{\n"
        out += "  \"format\": \(try encoded(format)),\n"
        out += "  \"version\": \(header.version),\n"
        out += "  \"tool\": \(try encoded(header.tool)),\n"
        out += "  \"seed\": \(header.seed),\n"
        out += "  \"settleThresholdPt\": \(SweepRowEncoder.json(header.settleThresholdPt)),\n"
        out += "  \"scenario\": \(try encoded(header.scenario)),\n"
        out += "  \"scenarioFile\": \(try encoded(StoredScenario(header.ranScenario))),\n"
        out += "  \"participants\": \(try encoded(header.participants)),\n"
        out += "  \"grid\": \(try encoded(GridRecord(header.grid))),\n"
        out += "  \"shard\": \(try header.shard.map(encoded) ?? "null"),\n"
        out += "  \"columns\": \(try encoded(columns(header))),\n"
        out += "  \"rows\": ["
        return Array(out.utf8)
    }

    /// The end of `sweep.json` after the last row (`empty`: there were none).
    public static func jsonTail(empty: Bool) -> [UInt8] { Array((empty ? "]\n}\n" : "\n  ]\n}\n").utf8) }

    // MARK: - Whole files (small results, tests)

    /// `sweep.csv` for results held in memory.
    public static func csv(_ results: SweepResults) -> Data {
        var text = SweepRowText()
        SweepRowEncoder(results.header).encode(results.rows[...], into: &text, firstInFile: true)
        return Data(csvHeader(results.header) + text.csv)
    }

    /// `sweep.json` for results held in memory (see the type's documentation).
    public static func json(_ results: SweepResults) throws -> Data {
        var text = SweepRowText()
        SweepRowEncoder(results.header).encode(results.rows[...], into: &text, firstInFile: true)
        return Data(try jsonHead(results.header) + text.json + jsonTail(empty: results.rows.isEmpty))
    }

    // MARK: - Reading

    /// Reads `sweep.json`.
    ///
    /// - Parameters:
    ///   - data: the file's contents.
    ///   - source: its path, for messages.
    /// - Throws: ``SweepSpecError`` with one line naming `source` and what is wrong.
    public static func decode(_ data: Data, source: String) throws(SweepSpecError) -> SweepResults {
        struct Probe: Decodable {
            var format: String?
            var version: Int?
        }
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw SweepSpecError("\(source): \(duplicate): duplicate key")
        }
        let decoder = JSONDecoder()
        let record: DocumentRecord
        do {
            let probe = try decoder.decode(Probe.self, from: data)
            guard probe.format == format else {
                throw SweepSpecError("\(source): format '\(probe.format ?? "none")' is not \(format)")
            }
            guard probe.version == version else {
                throw SweepSpecError(
                    "\(source): results format version \(probe.version.map(String.init) ?? "none"); "
                        + "this bench reads version \(version)")
            }
            record = try decoder.decode(DocumentRecord.self, from: data)
        } catch let error as SweepSpecError {
            throw error
        } catch {
            throw SweepSpecError("\(source): not a sweep.json (\(DecodingErrorText.describe(error, decoding: data)))")
        }
        let grid = try record.grid.grid(source: source)
        if let shard = record.shard {
            _ = try SweepShard.checked(index: shard.index, count: shard.count, source: "\(source): shard")
        }
        guard record.settleThresholdPt.isFinite, record.settleThresholdPt > 0 else {
            throw SweepSpecError("\(source): settleThresholdPt \(record.settleThresholdPt) is not a positive number")
        }
        let header = SweepHeader(
            version: record.version, tool: record.tool, seed: record.seed, scenario: record.scenario,
            ranScenario: record.scenarioFile.scenario, settleThresholdPt: record.settleThresholdPt,
            participants: record.participants, grid: grid,
            shard: record.shard)
        guard record.columns == columns(header) else {
            throw SweepSpecError("\(source): columns do not match the grid and participants")
        }
        if let problem = SweepScenarioChecks.problem(record.scenario, ran: record.scenarioFile.scenario) {
            throw SweepSpecError("\(source): scenario.\(problem)")
        }
        var rows: [SweepRow] = []
        rows.reserveCapacity(record.rows.count)
        let reader = RowReader(header)
        for (i, cells) in record.rows.enumerated() {
            let row: SweepRow
            do { row = try reader.row(cells) } catch { throw SweepSpecError("\(source): rows[\(i)]: \(error.message)") }
            guard row.cell >= 0, row.cell < grid.count else {
                throw SweepSpecError("\(source): rows[\(i)]: cell \(row.cell) is not in the grid (0…\(grid.count - 1))")
            }
            guard rows.last.map({ $0.cell < row.cell }) ?? true else {
                throw SweepSpecError("\(source): rows[\(i)]: cell \(row.cell) is out of order or repeated")
            }
            if let shard = record.shard, row.cell % shard.count != shard.index {
                throw SweepSpecError(
                    "\(source): rows[\(i)]: cell \(row.cell) does not belong to shard \(shard.index)/\(shard.count)")
            }
            let at = grid.coordinates(of: row.cell)
            let expected =
                grid.values(ofCombination: at.combination) + [
                    grid.startHeights.values[at.height], grid.gestureValues.values[at.velocity],
                ]
            let p = grid.parameters.count
            guard (1...(p + 2)).map({ cells[$0].number }) == expected else {
                throw SweepSpecError("\(source): rows[\(i)] (cell \(row.cell)) does not match the grid")
            }
            rows.append(row)
        }
        // Every cell of the grid (or of the shard) once: a row deleted or added is a different sweep.
        let expectedRows = record.shard.map { $0.cellCount(ofTotal: grid.count) } ?? grid.count
        guard rows.count == expectedRows else {
            let whose = record.shard.map { "shard \($0.index)/\($0.count) of " } ?? ""
            throw SweepSpecError(
                "\(source): rows: \(rows.count) rows, but \(whose)the grid of \(grid.count) cells has "
                    + "\(expectedRows)")
        }
        return SweepResults(header: header, rows: rows)
    }
}
