// Analysis/Sweep/SweepDocument+Records: the Codable records of `sweep.json` (strict keys, version 2).
import Foundation
import PanelSimulator
import ScrollAxis
import Support

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
    var scenarioFile: StoredScenario
    var participants: [String]
    var grid: GridRecord
    var shard: SweepShard?
    var columns: [String]
    var rows: [[JSONCell]]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case format, version, tool, seed, settleThresholdPt, scenario, scenarioFile, participants, grid, shard, columns
        case rows
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
        scenarioFile = try c.decode(StoredScenario.self, forKey: .scenarioFile)
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
    let detents: [Double]
    let heightLimit: Double
    let offsetLimit: Double
    let columns: [String]

    init(_ header: SweepHeader) {
        parameterCount = header.grid.parameters.count
        participantCount = header.participants.count
        detents = header.scenario.detentsPt
        detentCount = detents.count
        heightLimit = SweepRowChecks.heightLimit(header.scenario)
        offsetLimit = SweepRowChecks.offsetLimit(header.scenario)
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
        func length(
            _ field: (cell: JSONCell, column: String), limit: Double, what: String, finite: Bool = true
        ) throws(Problem) -> Double {
            let value = try number(field, finite: finite)
            guard value.isNaN || abs(value) <= limit else {
                throw fail(
                    field.column,
                    "\(NumberFormat.plain(value)) pt is farther than \(NumberFormat.plain(limit)) pt (\(what)) from 0")
            }
            return value
        }
        func height(_ field: (cell: JSONCell, column: String)) throws(Problem) -> Double {
            try length(field, limit: heightLimit, what: "viewport + panel")
        }
        func magnitude(_ field: (cell: JSONCell, column: String)) throws(Problem) -> Double {
            let value = try number(field)
            guard SweepRowChecks.isMagnitude(value) else {
                throw fail(field.column, "\(NumberFormat.plain(value)) is negative (a magnitude is >= 0 or null)")
            }
            return value
        }
        let landingField = next()
        let landing = try height(landingField)
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
            guard abs(landing - detents[index]) <= SweepRowChecks.detentTolerancePt else {
                throw fail(
                    detentField.column,
                    "detent \(index) is at \(NumberFormat.plain(detents[index])) pt, but the landing height is "
                        + "\(NumberFormat.plain(landing)) pt")
            }
        } else if let near = detents.firstIndex(where: { abs($0 - landing) < 1e-9 }) {
            throw fail(
                detentField.column,
                "null, but the landing height \(NumberFormat.plain(landing)) pt is detent \(near)")
        }
        let rest = try length(next(), limit: offsetLimit, what: "the scenario's largest lengths")
        var offsets: [Double] = []
        for _ in 0..<n {
            offsets.append(
                try length(next(), limit: offsetLimit, what: "the scenario's largest lengths", finite: false))
        }
        let handoffField = next()
        guard let handoff = handoffField.cell.optionalString, handoff.map({ ScrollType(rawValue: $0) != nil }) ?? true
        else {
            throw fail(handoffField.column, "not a handoff type or null")
        }
        let movementField = next()
        guard case .string(let movement) = movementField.cell, Phase(rawValue: movement) != nil else {
            throw fail(movementField.column, "not one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let settle = try magnitude(next())
        let overshoot = try magnitude(next())
        let peak = try magnitude(next())
        let velocity = try number(next())
        let jump = try number(next())
        let handoffJump = try number(next())
        let kept = try magnitude(next())
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
        let capField = next()
        guard let capFlag = capField.cell.integer, capFlag == 0 || capFlag == 1 else {
            throw fail(capField.column, "not 0 or 1")
        }
        guard (capFlag == 1) == settle.isNaN else {
            throw fail(
                capField.column,
                capFlag == 1
                    ? "1 (stopped by the time cap), but the row has a settle time"
                    : "0, but the row has no settle time (only a motion stopped by the time cap has none)")
        }
        // A row whose resting content offsets are all unknown (a file written without them) carries none.
        if offsets.allSatisfy(\.isNaN) { offsets = [] }
        return SweepRow(
            cell: cell, releaseVelocity: velocity, landingHeight: landing, landingDetent: detent,
            restOuterOffset: rest, restContentOffsets: offsets, handoff: handoff, movement: movement,
            settleTime: settle, overshoot: overshoot, peakSpeed: peak, releaseJump: jump,
            handoffJump: handoffJump.isNaN ? nil : handoffJump, momentumKept: kept.isNaN ? nil : kept, sheet: sheet,
            frames: frames, unsettledAtCap: capFlag == 1)
    }
}
