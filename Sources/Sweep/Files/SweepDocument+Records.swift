// Sweep/SweepDocument+Records: the Codable records of `sweep.json` (strict keys, version 2).
import Foundation
import PanelSimulator
import Scenario
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

    /// The values, checked: as many labels as values, and both exactly what the axis's `spec` gives when read
    /// again by `parse` (how the sweep made them), so an edited value or label is refused, naming `field`.
    func values(
        source: String, field: String, parse: (String) throws(SweepSpecError) -> SweepValues
    ) throws(SweepSpecError) -> SweepValues {
        guard !values.isEmpty, values.count == labels.count else {
            throw SweepSpecError("\(source): grid axis '\(name)' has \(values.count) values and \(labels.count) labels")
        }
        let made = try? parse(spec)
        guard let made, made.values == values else {
            throw SweepSpecError("\(source): \(field).values: not the values its spec '\(spec)' gives (edited?)")
        }
        guard made.labels == labels else {
            throw SweepSpecError("\(source): \(field).labels: not the labels its spec '\(spec)' gives (edited?)")
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
        for (k, axis) in parameters.enumerated() {
            guard let parameter = SweepParameter(rawValue: axis.name) else {
                throw SweepSpecError("\(source): unknown parameter '\(axis.name)'")
            }
            let values = try axis.values(source: source, field: "grid.parameters[\(k)]") {
                spec throws(SweepSpecError) in
                try parameter.parseValues(spec, label: axis.name)
            }
            axes.append(SweepAxis(parameter: parameter, values: values))
        }
        let parse = { (axis: AxisRecord) in
            { (spec: String) throws(SweepSpecError) in
                try SweepValues.parse(spec, maximumCount: axis.values.count, label: axis.name)
            }
        }
        let grid: SweepGrid
        do {
            grid = try SweepGrid(
                parameters: axes,
                startHeights: try startHeights.values(
                    source: source, field: "grid.startHeights", parse: parse(startHeights)),
                gesture: gesture,
                gestureValues: try gestureValues.values(
                    source: source, field: "grid.gestureValues", parse: parse(gestureValues)))
        } catch {
            throw SweepSpecError("\(source): \(error.description)")
        }
        guard grid.count == cells else {
            throw SweepSpecError("\(source): the grid says \(cells) cells but has \(grid.count)")
        }
        // Names, units and the order text as the writer stores them for this grid (``init(_:)``): an edited unit
        // is refused, never read past.
        let written = GridRecord(grid)
        let fields = parameters.indices.map { "grid.parameters[\($0)]" } + ["grid.startHeights", "grid.gestureValues"]
        let storedAndWritten = zip(
            parameters + [startHeights, gestureValues],
            written.parameters + [written.startHeights, written.gestureValues])
        for (field, (stored, made)) in zip(fields, storedAndWritten) {
            guard stored.name == made.name else {
                throw SweepSpecError("\(source): \(field).name: '\(stored.name)' is not '\(made.name)' (edited?)")
            }
            guard stored.unit == made.unit else {
                throw SweepSpecError(
                    "\(source): \(field).unit: '\(stored.unit)' is not \(made.name)'s unit '\(made.unit)' (edited?)")
            }
        }
        guard order == written.order else {
            throw SweepSpecError("\(source): grid.order: not the order bench writes ('\(written.order)')")
        }
        return grid
    }
}

/// `sweep.json` with its rows left out (``SweepFile`` reads them, and gives this record `"rows": []`).
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
    /// The rows' checksum as written (``SweepRowsDigest``).
    var rowsCrc32: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case format, version, tool, seed, settleThresholdPt, scenario, scenarioFile, participants, grid, shard, columns
        case rowsCrc32, rows
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
        rowsCrc32 = try c.decode(String.self, forKey: .rowsCrc32)
        // The rows are read by ``SweepFile``; here only their presence.
        guard c.contains(.rows) else {
            throw DecodingError.keyNotFound(
                CodingKeys.rows, DecodingError.Context(codingPath: c.codingPath, debugDescription: "missing"))
        }
    }
}

/// One value in a JSON row: a number, a string or null (``SweepFile`` reads them).
enum JSONCell: Equatable {
    case number(Double)
    case string(String)
    case null

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

/// Reads a row's result columns through the column table (``SweepColumn/outcomes(participants:)``), each checked
/// against the schema: a bad one is named (`movement: 'teleport' is not one of …`). The coordinates are checked
/// against the grid by the caller.
struct RowReader: Sendable {
    let parameterCount: Int
    /// The detents of the combination being read, points (a swept detent height moves them).
    private(set) var detents: [Double]
    /// How far from 0 a display height at rest can be in the combination being read, points.
    private(set) var heightLimit: Double
    let offsetLimit: Double
    let columns: [String]
    let outcomes: [SweepColumn]

    init(_ header: SweepHeader) {
        parameterCount = header.grid.parameters.count
        detents = header.scenario.detentsPt
        heightLimit = SweepRowChecks.heightLimit(
            viewportPt: header.scenario.viewportHeightPt, panelPt: header.scenario.panelHeightPt)
        offsetLimit = SweepRowChecks.offsetLimit(header.scenario)
        columns = SweepDocument.columns(header)
        outcomes = SweepColumn.outcomes(participants: header.participants)
    }

    /// Reads the rows of a parameter combination whose scenario (the sweep's, the combination's values applied)
    /// is `scenario`: its detents and heights, which a swept geometry parameter changes.
    mutating func use(_ scenario: Scenario) {
        detents = scenario.detents
        heightLimit = SweepRowChecks.heightLimit(viewportPt: scenario.viewportHeight, panelPt: scenario.panelHeight)
    }

    /// Why a row cannot be read: the column and the reason.
    struct Problem: Error {
        var message: String
    }

    /// Makes `row` the row of `cells`, every field written, its resting offsets in the
    /// row's own array (its storage kept, so a row read again and again allocates nothing).
    ///
    /// - Throws: ``Problem`` naming the first column with the wrong type or an impossible value.
    func read(_ cells: [JSONCell], into row: inout SweepRow) throws(Problem) {
        let p = parameterCount
        guard cells.count == columns.count else {
            throw Problem(message: "\(cells.count) columns, expected \(columns.count)")
        }
        guard let cell = cells[0].integer else { throw Problem(message: "cell: not a whole number") }
        for k in 1...(p + 2) where cells[k].number == nil {
            throw Problem(message: "\(columns[k]): not a number")
        }
        row.cell = cell
        row.restContentOffsets.removeAll(keepingCapacity: true)
        for k in outcomes.indices {
            do { try outcomes[k].read(&row, cells[p + 3 + k], self) } catch {
                // The table's readers throw only ``Problem``.
                throw Problem(message: "\(outcomes[k].name): \((error as? Problem)?.message ?? "\(error)")")
            }
        }
        // A row whose resting content offsets are all unknown (a file written without them) carries none.
        if row.restContentOffsets.allSatisfy(\.isNaN) { row.restContentOffsets.removeAll(keepingCapacity: true) }
    }

    // MARK: - Value checks (the column table's readers)

    /// A number (`finite`: and not null or infinite).
    func number(_ cell: JSONCell, finite: Bool = false) throws(Problem) -> Double {
        guard let value = finite ? cell.number : cell.optionalNumber else {
            throw Problem(message: finite ? "not a number" : "not a number or null")
        }
        guard !finite || value.isFinite else { throw Problem(message: "not a finite number") }
        return value
    }

    /// A length at most `limit` from 0 (`what` names the limit), NaN allowed unless `finite`.
    func length(_ cell: JSONCell, limit: Double, what: String, finite: Bool = true) throws(Problem) -> Double {
        let value = try number(cell, finite: finite)
        guard value.isNaN || abs(value) <= limit else {
            throw Problem(
                message:
                    "\(NumberFormat.plain(value)) pt is farther than \(NumberFormat.plain(limit)) pt (\(what)) from 0")
        }
        return value
    }

    /// A display height at rest.
    func height(_ cell: JSONCell) throws(Problem) -> Double {
        try length(cell, limit: heightLimit, what: "viewport + panel")
    }

    /// An outer or content offset at rest.
    func offset(_ cell: JSONCell, finite: Bool) throws(Problem) -> Double {
        try length(cell, limit: offsetLimit, what: "the scenario's largest lengths", finite: finite)
    }

    /// A magnitude: null or a finite number >= 0.
    func magnitude(_ cell: JSONCell) throws(Problem) -> Double {
        let value = try number(cell)
        guard SweepRowChecks.isMagnitude(value) else {
            throw Problem(message: "\(NumberFormat.plain(value)) is negative (a magnitude is >= 0 or null)")
        }
        return value
    }

    /// A detent index that names the detent the row lands on, or null when it lands on none.
    func detent(_ cell: JSONCell, landing: Double) throws(Problem) -> Int? {
        let detentCount = detents.count
        guard cell != .null else {
            if let near = detents.firstIndex(where: { abs($0 - landing) < 1e-9 }) {
                throw Problem(
                    message: "null, but the landing height \(NumberFormat.plain(landing)) pt is detent \(near)")
            }
            return nil
        }
        guard let index = cell.integer, index >= 0, index < detentCount else {
            throw Problem(
                message: "\(cell.number.map(NumberFormat.plain) ?? "a string") is not one of the scenario's "
                    + "\(detentCount) detent indexes (0…\(detentCount - 1)) or null")
        }
        guard abs(landing - detents[index]) <= SweepRowChecks.detentTolerancePt else {
            throw Problem(
                message: "detent \(index) is at \(NumberFormat.plain(detents[index])) pt, but the landing height is "
                    + "\(NumberFormat.plain(landing)) pt")
        }
        return index
    }

    /// A name spelt as one of `Name`'s raw values; `reason` otherwise.
    static func name<Name: RawRepresentable<String>>(_ cell: JSONCell, _: Name.Type, _ reason: String)
        throws(Problem) -> Name
    {
        guard case .string(let text) = cell, let name = Name(rawValue: text) else { throw Problem(message: reason) }
        return name
    }

    /// A name spelt as one of `Name`'s raw values, or null; `reason` otherwise.
    static func optionalName<Name: RawRepresentable<String>>(_ cell: JSONCell, _: Name.Type, _ reason: String)
        throws(Problem) -> Name?
    {
        guard cell != .null else { return nil }
        return try name(cell, Name.self, reason)
    }

    /// The pop-up's outcome, or null.
    static func sheet(_ cell: JSONCell) throws(Problem) -> PopUpOutcome? {
        guard let text = cell.optionalString else { throw Problem(message: "not a string or null") }
        guard let text else { return nil }
        guard let outcome = PopUpOutcome(rawValue: text) else {
            throw Problem(message: "'\(text)' is not a pop-up outcome")
        }
        return outcome
    }

    /// A whole number >= 0 (a frame count).
    static func count(_ cell: JSONCell) throws(Problem) -> Int {
        guard let count = cell.integer, count >= 0 else { throw Problem(message: "not a whole number >= 0") }
        return count
    }

    /// The time-cap flag, 0 or 1, which must agree with the settle time (NaN exactly when 1).
    static func capFlag(_ cell: JSONCell, settle: Double) throws(Problem) -> Bool {
        guard let flag = cell.integer, flag == 0 || flag == 1 else { throw Problem(message: "not 0 or 1") }
        guard (flag == 1) == settle.isNaN else {
            throw Problem(
                message: flag == 1
                    ? "1 (stopped by the time cap), but the row has a settle time"
                    : "0, but the row has no settle time (only a motion stopped by the time cap has none)")
        }
        return flag == 1
    }
}
