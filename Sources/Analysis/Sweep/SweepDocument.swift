// Analysis/Sweep/SweepDocument: sweep results as `sweep.json` and `sweep.csv`, and back from `sweep.json`.
import Foundation
import PanelSimulator
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
    /// The results format version written into `sweep.json` (2: camelCase keys, outcome columns, gestures).
    public static let version = 2
    /// The `format` tag of `sweep.json`.
    public static let format = "bench-sweep"
    /// The order the cells are in, as recorded in the grid.
    public static let order = "parameters (first slowest), start height, gesture value (fastest)"

    /// The column names of `sweep.csv` and of the JSON rows, units in the names.
    public static func columns(_ header: SweepHeader) -> [String] {
        let grid = header.grid
        return ["cell"] + grid.parameters.map(\.parameter.columnName) + ["start_height_pt", grid.gesture.columnName]
            + [SweepMetric.landingHeight, .landingDetent, .restOuterOffset].map(\.columnName)
            + header.participants.map { "rest_offset_\(columnSafe($0))_pt" } + ["handoff", "movement"]
            + [SweepMetric.settleTime, .overshoot, .peakSpeed, .releaseVelocity, .releaseJump, .handoffJump]
            .map(\.columnName) + [SweepMetric.momentumKept.columnName, SweepMetric.sheet.columnName, "frames"]
    }

    /// A participant name as part of a column name: letters, digits and `_` kept, anything else `_`.
    static func columnSafe(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
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
        var csv = csvHeader(results.header)
        var json: [UInt8] = []
        SweepRowEncoder(results.header).encode(results.rows, csv: &csv, json: &json, firstInFile: true)
        return Data(csv)
    }

    /// `sweep.json` for results held in memory (see the type's documentation).
    public static func json(_ results: SweepResults) throws -> Data {
        var json = try jsonHead(results.header)
        var csv: [UInt8] = []
        SweepRowEncoder(results.header).encode(results.rows, csv: &csv, json: &json, firstInFile: true)
        json += jsonTail(empty: results.rows.isEmpty)
        return Data(json)
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
            settleThresholdPt: record.settleThresholdPt, participants: record.participants, grid: grid,
            shard: record.shard)
        guard record.columns == columns(header) else {
            throw SweepSpecError("\(source): columns do not match the grid and participants")
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
        return SweepResults(header: header, rows: rows)
    }
}

// MARK: - Records (the JSON shapes)

/// One grid axis as stored.
struct AxisRecord: Codable, Hashable {
    var name: String
    var unit: String
    var spec: String
    var values: [Double]
    var labels: [String]

    private enum CodingKeys: String, CodingKey, CaseIterable { case name, unit, spec, values, labels }

    init(name: String, unit: String, values: SweepValues) {
        self.name = name
        self.unit = unit
        spec = values.spec
        self.values = values.values
        labels = values.labels
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        unit = try c.decode(String.self, forKey: .unit)
        spec = try c.decode(String.self, forKey: .spec)
        values = try c.decode([Double].self, forKey: .values)
        labels = try c.decode([String].self, forKey: .labels)
    }

    /// The values, checked.
    func values(source: String) throws(SweepSpecError) -> SweepValues {
        guard !values.isEmpty, values.count == labels.count else {
            throw SweepSpecError("\(source): grid axis '\(name)' has \(values.count) values and \(labels.count) labels")
        }
        return SweepValues(spec: spec, values: values, labels: labels)
    }
}

/// The grid as stored.
struct GridRecord: Codable, Hashable {
    var parameters: [AxisRecord]
    var startHeights: AxisRecord
    var gesture: SweepGesture
    var gestureValues: AxisRecord
    var cells: Int
    var order: String

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case parameters, startHeights, gesture, gestureValues, cells, order
    }

    init(_ grid: SweepGrid) {
        parameters = grid.parameters.map {
            AxisRecord(name: $0.parameter.rawValue, unit: $0.parameter.unit, values: $0.values)
        }
        startHeights = AxisRecord(name: "start-height", unit: "pt", values: grid.startHeights)
        gesture = grid.gesture
        gestureValues = AxisRecord(
            name: grid.gesture.axisName.replacingOccurrences(of: " ", with: "-"), unit: grid.gesture.axisUnit,
            values: grid.gestureValues)
        cells = grid.count
        order = SweepDocument.order
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        parameters = try c.decode([AxisRecord].self, forKey: .parameters)
        startHeights = try c.decode(AxisRecord.self, forKey: .startHeights)
        gesture = try c.decode(SweepGesture.self, forKey: .gesture)
        gestureValues = try c.decode(AxisRecord.self, forKey: .gestureValues)
        cells = try c.decode(Int.self, forKey: .cells)
        order = try c.decode(String.self, forKey: .order)
    }

    /// The grid, checked.
    func grid(source: String) throws(SweepSpecError) -> SweepGrid {
        var axes: [SweepAxis] = []
        for axis in parameters {
            guard let parameter = SweepParameter(rawValue: axis.name) else {
                throw SweepSpecError("\(source): unknown parameter '\(axis.name)'")
            }
            axes.append(SweepAxis(parameter: parameter, values: try axis.values(source: source)))
        }
        let grid: SweepGrid
        do {
            grid = try SweepGrid(
                parameters: axes, startHeights: try startHeights.values(source: source), gesture: gesture,
                gestureValues: try gestureValues.values(source: source))
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
    var settleThresholdPt: Double
    var scenario: SweepScenarioInfo
    var participants: [String]
    var grid: GridRecord
    var shard: SweepShard?
    var columns: [String]
    var rows: [[JSONCell]]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case format, version, tool, seed, settleThresholdPt, scenario, participants, grid, shard, columns, rows
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(String.self, forKey: .format)
        version = try c.decode(Int.self, forKey: .version)
        tool = try c.decode(String.self, forKey: .tool)
        seed = try c.decode(UInt64.self, forKey: .seed)
        settleThresholdPt = try c.decode(Double.self, forKey: .settleThresholdPt)
        scenario = try c.decode(SweepScenarioInfo.self, forKey: .scenario)
        participants = try c.decode([String].self, forKey: .participants)
        grid = try c.decode(GridRecord.self, forKey: .grid)
        shard = try c.decodeIfPresent(SweepShard.self, forKey: .shard)
        columns = try c.decode([String].self, forKey: .columns)
        rows = try c.decode([[JSONCell]].self, forKey: .rows)
    }
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

    /// The number, NaN for null, nil for a string.
    var optionalNumber: Double? { self == .null ? .nan : number }

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

/// Reads a row's result columns, each checked against the schema: a bad one is named (`movement: 'teleport' is not
/// one of …`). The coordinates are checked against the grid by the caller.
struct RowReader {
    let parameterCount: Int
    let participantCount: Int
    let detentCount: Int
    let columns: [String]

    init(_ header: SweepHeader) {
        parameterCount = header.grid.parameters.count
        participantCount = header.participants.count
        detentCount = header.scenario.detentsPt.count
        columns = SweepDocument.columns(header)
    }

    /// Why a row cannot be read: the column and the reason.
    struct Problem: Error {
        var message: String
    }

    /// The row.
    ///
    /// - Throws: ``Problem`` naming the first column with the wrong type or an impossible value.
    func row(_ cells: [JSONCell]) throws(Problem) -> SweepRow {
        let p = parameterCount
        let n = participantCount
        guard cells.count == columns.count else {
            throw Problem(message: "\(cells.count) columns, expected \(columns.count)")
        }
        guard let cell = cells[0].integer else { throw Problem(message: "cell: not a whole number") }
        for k in 1...(p + 2) where cells[k].number == nil {
            throw Problem(message: "\(columns[k]): not a number")
        }
        var k = p + 3  // the first result column
        func next() -> (cell: JSONCell, column: String) {
            defer { k += 1 }
            return (cells[k], columns[k])
        }
        func fail(_ column: String, _ reason: String) -> Problem { Problem(message: "\(column): \(reason)") }
        func number(_ field: (cell: JSONCell, column: String), finite: Bool = false) throws(Problem) -> Double {
            guard let value = finite ? field.cell.number : field.cell.optionalNumber else {
                throw fail(field.column, finite ? "not a number" : "not a number or null")
            }
            guard !finite || value.isFinite else { throw fail(field.column, "not a finite number") }
            return value
        }
        let landing = try number(next(), finite: true)
        let detentField = next()
        var detent: Int?
        if detentField.cell != .null {
            guard let index = detentField.cell.integer, index >= 0, index < detentCount else {
                throw fail(
                    detentField.column,
                    "\(detentField.cell.number.map(NumberFormat.plain) ?? "a string") is not one of the scenario's "
                        + "\(detentCount) detent indexes (0…\(detentCount - 1)) or null")
            }
            detent = index
        }
        let rest = try number(next(), finite: true)
        var offsets: [Double] = []
        for _ in 0..<n { offsets.append(try number(next())) }
        let handoffField = next()
        guard let handoff = handoffField.cell.optionalString, handoff.map({ ScrollType(rawValue: $0) != nil }) ?? true
        else {
            throw fail(handoffField.column, "not a handoff type or null")
        }
        let movementField = next()
        guard case .string(let movement) = movementField.cell, Phase(rawValue: movement) != nil else {
            throw fail(movementField.column, "not one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let settle = try number(next())
        let overshoot = try number(next())
        let peak = try number(next())
        let velocity = try number(next())
        let jump = try number(next())
        let handoffJump = try number(next())
        let kept = try number(next())
        let sheetField = next()
        guard let sheetText = sheetField.cell.optionalString else {
            throw fail(sheetField.column, "not a string or null")
        }
        var sheet: PopUpOutcome?
        if let sheetText {
            guard let outcome = PopUpOutcome(rawValue: sheetText) else {
                throw fail(sheetField.column, "'\(sheetText)' is not a pop-up outcome")
            }
            sheet = outcome
        }
        let framesField = next()
        guard let frames = framesField.cell.integer, frames >= 0 else {
            throw fail(framesField.column, "not a whole number >= 0")
        }
        // Until the simulator reports resting content offsets, rows carry none and write nulls.
        if offsets.allSatisfy(\.isNaN) { offsets = [] }
        return SweepRow(
            cell: cell, releaseVelocity: velocity, landingHeight: landing, landingDetent: detent,
            restOuterOffset: rest, restContentOffsets: offsets, handoff: handoff, movement: movement,
            settleTime: settle, overshoot: overshoot, peakSpeed: peak, releaseJump: jump,
            handoffJump: handoffJump.isNaN ? nil : handoffJump, momentumKept: kept.isNaN ? nil : kept, sheet: sheet,
            frames: frames)
    }
}
