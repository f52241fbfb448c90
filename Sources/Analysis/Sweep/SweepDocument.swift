// Analysis/Sweep/SweepDocument: sweep results as `sweep.json` and `sweep.csv`, and back from `sweep.json`.
import Foundation

/// The files a sweep writes. Same results in, same bytes out: numbers use Swift's shortest round-trip form,
/// keys are in a fixed order, and nothing depends on the clock or the machine.
///
/// `sweep.json`:
///
///     {
///       "format": "bench-sweep",
///       "version": 1,
///       "tool": "bench 0.1.0",
///       "seed": 0,
///       "scenario": {…},            // SweepScenarioInfo, keys sorted
///       "grid": {…},                // parameters, start heights, velocities: spec, unit, values, labels
///       "shard": null,              // or {"count":N,"index":I}
///       "columns": ["cell", …],     // the units are in the names, as in sweep.csv
///       "rows": [
///         [0, 0.0, 200.0, -3.0, 100.0, 0, "panelToPanel", "decelerating", 0.43, 0.0, 3000.0, 0.0, 54],
///         …
///       ]
///     }
public enum SweepDocument {
    /// The results format version written into `sweep.json`.
    public static let version = 1
    /// The `format` tag of `sweep.json`.
    public static let format = "bench-sweep"
    /// The order the cells are in, as recorded in the grid.
    public static let order = "parameters (first slowest), start height, velocity (fastest)"

    /// The column names of `sweep.csv` and of the JSON rows, units in the names.
    public static func columns(_ grid: SweepGrid) -> [String] {
        ["cell"] + grid.parameters.map(\.parameter.columnName) + [
            "start_height_pt", "release_velocity_pt_per_ms", "landing_height_pt", "landing_detent_index", "handoff",
            "movement", "settle_time_s", "overshoot_pt", "peak_speed_pt_per_s", "velocity_jump_pt_per_s", "frames",
        ]
    }

    // MARK: - CSV

    /// `sweep.csv`: the header row, then one row per cell. Parameter values, start heights and velocities are
    /// printed as written on the command line; an empty `landing_detent_index` means the release does not land
    /// on a detent.
    public static func csv(_ results: SweepResults) -> Data {
        let grid = results.header.grid
        var out = columns(grid).joined(separator: ",") + "\n"
        out.reserveCapacity(results.rows.count * 120)
        var lastCombination = -1
        var parameterText = ""
        for row in results.rows {
            let at = grid.coordinates(of: row.cell)
            if at.combination != lastCombination {
                lastCombination = at.combination
                parameterText = grid.labels(ofCombination: at.combination).joined(separator: ",")
            }
            out +=
                "\(row.cell),\(parameterText),\(grid.startHeights.labels[at.height]),\(grid.velocities.labels[at.velocity]),"
            out +=
                "\(number(row.landingHeight)),\(row.landingDetent.map(String.init) ?? ""),\(row.handoff ?? ""),\(row.movement),"
            out +=
                "\(number(row.settleTime)),\(number(row.overshoot)),\(number(row.peakSpeed)),\(number(row.velocityJump)),"
            out += "\(row.frames)\n"
        }
        return Data(out.utf8)
    }

    // MARK: - JSON

    /// `sweep.json` (see the type's documentation).
    public static func json(_ results: SweepResults) throws -> Data {
        let header = results.header
        let grid = header.grid
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        func encoded<T: Encodable>(_ value: T) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }

        // Enum names need no escaping: quote them directly (JSONEncoder per row would dominate the write).
        func quoted(_ name: String) throws -> String {
            name.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 < 0x80 }
                ? "\"" + name + "\"" : try encoded(name)
        }
        var out = "{\n"
        out += "  \"format\": \(try encoded(format)),\n"
        out += "  \"version\": \(header.version),\n"
        out += "  \"tool\": \(try encoded(header.tool)),\n"
        out += "  \"seed\": \(header.seed),\n"
        out += "  \"scenario\": \(try encoded(header.scenario)),\n"
        out += "  \"grid\": \(try encoded(GridRecord(grid))),\n"
        out += "  \"shard\": \(try header.shard.map(encoded) ?? "null"),\n"
        out += "  \"columns\": \(try encoded(columns(grid))),\n"
        out += "  \"rows\": ["
        out.reserveCapacity(out.utf8.count + results.rows.count * 120)
        var lastCombination = -1
        var parameterText = ""
        for (i, row) in results.rows.enumerated() {
            let at = grid.coordinates(of: row.cell)
            if at.combination != lastCombination {
                lastCombination = at.combination
                parameterText = grid.values(ofCombination: at.combination).map(number).joined(separator: ",")
            }
            out += i == 0 ? "\n    [" : ",\n    ["
            out += "\(row.cell),\(parameterText),\(number(grid.startHeights.values[at.height])),"
            out += "\(number(grid.velocities.values[at.velocity])),\(number(row.landingHeight)),"
            out += "\(row.landingDetent.map(String.init) ?? "null"),\(try row.handoff.map(quoted) ?? "null"),"
            out += "\(try quoted(row.movement)),\(number(row.settleTime)),\(number(row.overshoot)),"
            out += "\(number(row.peakSpeed)),\(number(row.velocityJump)),\(row.frames)]"
        }
        out += results.rows.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Data(out.utf8)
    }

    /// A number in Swift's shortest round-trip form (`0.3`, `400.0`, `1e-05`); `null` when not finite.
    static func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

    /// Reads `sweep.json`.
    ///
    /// - Parameters:
    ///   - data: the file's contents.
    ///   - source: its path, for messages.
    /// - Throws: ``SweepSpecError`` with one line naming `source` and what is wrong.
    public static func decode(_ data: Data, source: String) throws(SweepSpecError) -> SweepResults {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let record: DocumentRecord
        do {
            record = try decoder.decode(DocumentRecord.self, from: data)
        } catch {
            throw SweepSpecError("\(source): not a sweep.json (\(describe(error)))")
        }
        guard record.format == format else {
            throw SweepSpecError("\(source): format '\(record.format)' is not \(format)")
        }
        guard record.version == version else {
            throw SweepSpecError(
                "\(source): results format version \(record.version); this bench reads version \(version)")
        }
        let grid = try record.grid.grid(source: source)
        guard record.columns == columns(grid) else { throw SweepSpecError("\(source): columns do not match the grid") }
        if let shard = record.shard, shard.count < 1 || shard.index < 0 || shard.index >= shard.count {
            throw SweepSpecError("\(source): shard \(shard.index)/\(shard.count) is not valid")
        }
        let header = SweepHeader(
            version: record.version, tool: record.tool, seed: record.seed, scenario: record.scenario, grid: grid,
            shard: record.shard)
        var rows: [SweepRow] = []
        rows.reserveCapacity(record.rows.count)
        let p = grid.parameters.count
        for (i, cells) in record.rows.enumerated() {
            guard let row = RowReader(cells, parameters: p).row, row.cell >= 0, row.cell < grid.count,
                rows.last.map({ $0.cell < row.cell }) ?? true
            else { throw SweepSpecError("\(source): row \(i) is malformed or out of order") }
            let at = grid.coordinates(of: row.cell)
            let expected =
                grid.values(ofCombination: at.combination) + [
                    grid.startHeights.values[at.height], grid.velocities.values[at.velocity],
                ]
            guard (1...(p + 2)).map({ cells[$0].number }) == expected else {
                throw SweepSpecError("\(source): row \(i) (cell \(row.cell)) does not match the grid")
            }
            rows.append(row)
        }
        return SweepResults(header: header, rows: rows)
    }

    /// A decoding error in one line.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "no '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "invalid JSON" : "bad value at \(path)"
        default: return "invalid JSON"
        }
    }
}

// MARK: - Records (the JSON shapes)

/// One grid axis as stored.
struct AxisRecord: Codable, Hashable {
    var name: String?
    var unit: String
    var spec: String
    var values: [Double]
    var labels: [String]
}

/// The grid as stored.
struct GridRecord: Codable, Hashable {
    var parameters: [AxisRecord]
    var startHeights: AxisRecord
    var velocities: AxisRecord
    var cells: Int
    var order: String

    init(_ grid: SweepGrid) {
        parameters = grid.parameters.map {
            AxisRecord(
                name: $0.parameter.rawValue, unit: $0.parameter.unit, spec: $0.values.spec, values: $0.values.values,
                labels: $0.values.labels)
        }
        startHeights = AxisRecord(
            name: nil, unit: "pt", spec: grid.startHeights.spec, values: grid.startHeights.values,
            labels: grid.startHeights.labels)
        velocities = AxisRecord(
            name: nil, unit: "pt/ms", spec: grid.velocities.spec, values: grid.velocities.values,
            labels: grid.velocities.labels)
        cells = grid.count
        order = SweepDocument.order
    }

    /// The grid, checked.
    func grid(source: String) throws(SweepSpecError) -> SweepGrid {
        func values(_ axis: AxisRecord) throws(SweepSpecError) -> SweepValues {
            guard !axis.values.isEmpty, axis.values.count == axis.labels.count else {
                throw SweepSpecError(
                    "\(source): grid axis '\(axis.name ?? axis.unit)' has \(axis.values.count) values and \(axis.labels.count) labels"
                )
            }
            return SweepValues(spec: axis.spec, values: axis.values, labels: axis.labels)
        }
        var axes: [SweepAxis] = []
        for axis in parameters {
            guard let name = axis.name, let parameter = SweepParameter(rawValue: name) else {
                throw SweepSpecError("\(source): unknown parameter '\(axis.name ?? "")'")
            }
            axes.append(SweepAxis(parameter: parameter, values: try values(axis)))
        }
        let grid: SweepGrid
        do {
            grid = try SweepGrid(
                parameters: axes, startHeights: try values(startHeights), velocities: try values(velocities))
        } catch {
            throw SweepSpecError("\(source): \(error.description)")
        }
        guard grid.count == cells else {
            throw SweepSpecError("\(source): the grid says \(cells) cells but has \(grid.count)")
        }
        return grid
    }
}

/// `sweep.json` as a whole.
struct DocumentRecord: Decodable {
    var format: String
    var version: Int
    var tool: String
    var seed: UInt64
    var scenario: SweepScenarioInfo
    var grid: GridRecord
    var shard: SweepShard?
    var columns: [String]
    var rows: [[JSONCell]]
}

/// One value in a JSON row: a number, a string or null.
enum JSONCell: Decodable, Equatable {
    case number(Double)
    case string(String)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// The number, if this is one.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The integer, if this is a whole number.
    var integer: Int? {
        guard let value = number, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// The string (nil for null), or `.none` when this is a number.
    var optionalString: String?? {
        switch self {
        case .string(let text): return .some(text)
        case .null: return .some(nil)
        case .number: return .none
        }
    }
}

/// Reads a row's result columns (the coordinates are checked against the grid by the caller).
struct RowReader {
    let row: SweepRow?

    init(_ cells: [JSONCell], parameters p: Int) {
        guard cells.count == p + 12, let cell = cells[0].integer else {
            row = nil
            return
        }
        let r = p + 3  // first result column
        func double(_ k: Int) -> Double? { cells[k] == .null ? .nan : cells[k].number }
        let detent: Int?? = cells[r + 1] == .null ? .some(nil) : cells[r + 1].integer.map { .some($0) }
        guard cells[1...(p + 2)].allSatisfy({ $0.number != nil }), let landing = double(r), let detent,
            let handoff = cells[r + 2].optionalString, case .string(let movement) = cells[r + 3],
            let settle = double(r + 4), let overshoot = double(r + 5), let peak = double(r + 6),
            let jump = double(r + 7),
            let frames = cells[r + 8].integer
        else {
            row = nil
            return
        }
        row = SweepRow(
            cell: cell, landingHeight: landing, landingDetent: detent, handoff: handoff, movement: movement,
            settleTime: settle, overshoot: overshoot, peakSpeed: peak, velocityJump: jump, frames: frames)
    }
}
