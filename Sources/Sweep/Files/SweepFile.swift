// Sweep/SweepFile: the one reader of `sweep.json`: the header checked when opened, the rows streamed and checked.
import Foundation
import Support

/// A `sweep.json` opened for reading: its header read and checked at once, its rows read on demand, one at a
/// time, in file order (``forEachRow(_:)``), each checked as it is read — its types and ranges (`RowReader`),
/// the model's own invariants (``SweepRowInvariants``), its cell against the grid, the shard and the order, and
/// all of them against the checksum the header states (``SweepRowsDigest``) —
/// so a reader's memory stays flat in the number of cells. Every refusal is one line naming the file, and the row
/// and column (`rows[3]: landing_height_pt: …`) or the header field.
///
/// The rows are read by a byte-level reader (``SweepByteCursor``, numbers by ``JSONNumberText``); the header (the
/// file with the rows left out) by `JSONDecoder`, strictly. Any order of the top-level keys is read:
/// when the header is whole before `rows` (as a sweep writes it) the file is read once; otherwise the rows are
/// skipped, the header read to the end, and the rows read again from where they start.
public struct SweepFile: Sendable {
    /// The header, checked.
    public let header: SweepHeader
    /// The file's name in messages.
    public let source: String
    private let input: any SweepFileBytes
    /// Where the rows' array starts.
    private let rowsMark: SweepByteCursor.Mark
    /// The header's bytes as read before the rows (with `"rows": []`), when the file's end, after the rows, is
    /// still to be read; nil when the whole file was read already.
    private let headerBeforeRows: [UInt8]?
    /// The rows' checksum the header states (``SweepRowsDigest``).
    private let rowsCrc32: UInt32

    /// The top-level keys of a `sweep.json`.
    static let keys = Set(DocumentRecord.CodingKeys.allCases.map(\.rawValue))

    /// Opens the `sweep.json` whose bytes `input` gives, named `source` in messages, and reads its header.
    ///
    /// - Throws: ``SweepSpecError``: not JSON, not a sweep, a bad header field.
    public init(_ input: any SweepFileBytes, source: String) throws(SweepSpecError) {
        (self.input, self.source) = (input, source)
        var cursor = SweepByteCursor(input, source: source)
        try cursor.skipByteOrderMark()
        cursor.keep = true
        try cursor.expect(UInt8(ascii: "{"), "'{' (a sweep.json is one JSON object)")
        var seen: Set<String> = []
        var rows: SweepByteCursor.Mark?
        if try !cursor.take(UInt8(ascii: "}")) {
            repeat {
                let key = try Self.key(&cursor, seen: &seen)
                guard key == "rows" else {
                    try cursor.skipValue()
                    continue
                }
                try cursor.skipWhitespace()
                cursor.keep = false
                cursor.appendKept(Array("[]".utf8))
                rows = cursor.mark
                // The header is whole: read it now, and the rows from here (the file's end after them).
                if seen.isSuperset(of: Self.keys),
                    let read = try? SweepDocument.header(Data(cursor.kept + Array("}".utf8)), source: source)
                {
                    (self.header, self.rowsCrc32) = read
                    self.rowsMark = cursor.mark
                    self.headerBeforeRows = cursor.kept
                    return
                }
                try cursor.skipValue()
                cursor.keep = true
            } while try cursor.take(UInt8(ascii: ","))
            try cursor.expect(UInt8(ascii: "}"), "',' or '}' after a value")
        }
        try Self.end(&cursor)
        cursor.keep = false
        (header, rowsCrc32) = try SweepDocument.header(Data(cursor.kept), source: source)
        // A file without rows is refused by the header's decoder ("rows: missing").
        rowsMark = rows ?? cursor.mark
        headerBeforeRows = nil
    }

    /// The next member's key, its colon taken; a key seen before is refused (`rows: duplicate key`).
    private static func key(_ cursor: inout SweepByteCursor, seen: inout Set<String>) throws(SweepSpecError)
        -> String
    {
        try cursor.skipWhitespace()
        let key = try cursor.string()
        try cursor.expect(UInt8(ascii: ":"), "':' after a key")
        guard seen.insert(key).inserted else {
            throw SweepSpecError(
                "\(cursor.source): \(DecodingErrorText.path([AnyCodingKey(stringValue: key)])): duplicate key")
        }
        return key
    }

    /// Whitespace, then the end of the file.
    private static func end(_ cursor: inout SweepByteCursor) throws(SweepSpecError) {
        try cursor.skipWhitespace()
        guard try cursor.peek() == nil else { throw cursor.unexpected("the end of the file") }
    }

    /// Calls `body` with every row, in file order, each checked (see the type); reads the file again on each call.
    ///
    /// - Throws: ``SweepSpecError`` for the first row that is refused, for rows missing or added (every cell of the
    ///   grid, or of the shard, once), or for rows whose bytes are not the ones the header's `rowsCrc32` was taken
    ///   of (``SweepRowsDigest``: edited after bench wrote them); what `body` throws. Rows before a refused one
    ///   (and, for a changed checksum, every row) have been passed on: a caller acts on what it gathered only once
    ///   this returns.
    public func forEachRow(_ body: (SweepRow) throws -> Void) throws {
        var cursor = SweepByteCursor(input, source: source)
        cursor.seek(to: rowsMark)
        var checks = SweepRowChecker(header, source: source)
        var cells: [JSONCell] = []
        try cursor.expect(UInt8(ascii: "["), "'[' (rows is an array of rows)")
        cursor.startDigest()
        try cursor.skipWhitespace()
        if try cursor.peek() != UInt8(ascii: "]") {
            repeat {
                try readValues(&cursor, into: &cells, row: checks.count, columns: checks.reader.columns)
                try body(try checks.row(cells))
            } while try cursor.take(UInt8(ascii: ","))
            try cursor.skipWhitespace()
        }
        let digest = cursor.finishDigest()
        try cursor.expect(UInt8(ascii: "]"), "',' or ']' after a row")
        try checks.finish()
        // The header's own refusals (a key after the rows) name the field: they come before the checksum's.
        if let headerBeforeRows { try rest(&cursor, headerBeforeRows: headerBeforeRows) }
        guard digest == rowsCrc32 else {
            throw SweepSpecError(
                "\(source): rows: changed after bench wrote them (their CRC-32 is \(SweepRowsDigest.text(digest)), "
                    + "rowsCrc32 says \(SweepRowsDigest.text(rowsCrc32)))")
        }
    }

    /// Every row in memory (small sweeps, and joining shards).
    public func results() throws(SweepSpecError) -> SweepResults {
        var rows: [SweepRow] = []
        do { try forEachRow { rows.append($0) } } catch let error as SweepSpecError { throw error } catch {
            // forEachRow throws only what its body throws besides its own errors, and this body throws nothing.
            preconditionFailure("\(error)")
        }
        return SweepResults(header: header, rows: rows)
    }

    /// Reads row `index`'s values into `cells`.
    private func readValues(
        _ cursor: inout SweepByteCursor, into cells: inout [JSONCell], row index: Int, columns: [String]
    ) throws(SweepSpecError) {
        cells.removeAll(keepingCapacity: true)
        func problem(_ reason: String) -> SweepSpecError {
            let k = cells.count
            let column = k < columns.count ? columns[k] : "value \(k + 1) (of \(columns.count))"
            return SweepSpecError("\(source): rows[\(index)]: \(column): \(reason)")
        }
        try cursor.skipWhitespace()
        guard try cursor.peek() == UInt8(ascii: "[") else {
            throw SweepSpecError("\(source): rows[\(index)]: not an array of values")
        }
        cursor.advance()
        if try cursor.take(UInt8(ascii: "]")) { return }
        repeat {
            try cursor.skipWhitespace()
            guard let byte = try cursor.peek() else { throw cursor.unexpected("a value") }
            switch byte {
            case UInt8(ascii: "\""):
                let text = try cursor.string(
                    limit: SweepByteCursor.longestRowValue,
                    tooLong: { problem("a string longer than \(SweepByteCursor.longestRowValue) bytes") })
                cells.append(.string(text))
            case UInt8(ascii: "n"):
                guard try cursor.literal("null") else { throw cursor.unexpected("a value") }
                cells.append(.null)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "["), UInt8(ascii: "{"):
                throw problem("not a number, a string or null")
            default:
                let reading = try cursor.numberToken(
                    JSONNumberText.read,
                    tooLong: { problem("a number longer than \(SweepByteCursor.longestRowValue) bytes") })
                guard let reading else {
                    throw cursor.unexpected("a value")
                }
                switch reading {
                case .value(let value)?: cells.append(.number(value))
                case .outOfRange?: throw problem("the number is out of range (beyond ±1.8e308, the largest double)")
                case .tooSmall?: throw problem("the number is too small for a double (it would read as 0)")
                case nil: throw cursor.syntax("not a number")
                }
            }
        } while try cursor.take(UInt8(ascii: ","))
        try cursor.expect(UInt8(ascii: "]"), "',' or ']' after a value")
    }

    /// The file after the rows, when the header was read before them: the end of the object and of the file. A
    /// member after the rows can only be a key given twice or one a sweep.json does not have (every key was read
    /// before the rows): refused as the header's reader refuses it.
    private func rest(_ cursor: inout SweepByteCursor, headerBeforeRows: [UInt8]) throws(SweepSpecError) {
        cursor.keep = true
        if try cursor.take(UInt8(ascii: ",")) {
            var seen = Set<String>()
            repeat {
                _ = try Self.key(&cursor, seen: &seen)
                try cursor.skipValue()
            } while try cursor.take(UInt8(ascii: ","))
            try cursor.expect(UInt8(ascii: "}"), "',' or '}' after a value")
            try Self.end(&cursor)
            cursor.keep = false
            let whole = headerBeforeRows + cursor.kept
            _ = try SweepDocument.header(Data(whole), source: source)
            throw SweepSpecError("\(source): a key after rows that a sweep.json does not have")
        }
        try cursor.expect(UInt8(ascii: "}"), "',' or '}' after a value")
        try Self.end(&cursor)
    }
}

/// The checks of each row in turn beyond its own values: its cell in the grid (or the shard), after the row
/// before it, with the grid's coordinates in its coordinate columns; and at the end, every cell once.
struct SweepRowChecker {
    let header: SweepHeader
    let source: String
    private(set) var reader: RowReader
    var invariants: SweepRowInvariants
    /// Rows read so far.
    private(set) var count = 0
    private var previousCell = -1
    /// The row read last, whose storage the next one reuses.
    private var scratch = SweepRow(
        cell: 0, releaseVelocity: .nan, landingHeight: .nan, landingDetent: nil, restOuterOffset: .nan,
        restContentOffsets: [], handoff: nil, movement: .settled, settleTime: .nan, overshoot: .nan, peakSpeed: .nan,
        releaseJump: .nan, handoffJump: nil, momentumKept: nil, sheet: nil, frames: 0)
    /// The last combination's parameter values, whose geometry ``reader`` and ``invariants`` check against (a
    /// combination's cells are adjacent).
    private var combination = (index: -1, values: [Double]())

    init(_ header: SweepHeader, source: String) {
        self.header = header
        self.source = source
        reader = RowReader(header)
        invariants = SweepRowInvariants(header)
    }

    /// The row of `cells`, checked (see ``SweepFile``).
    mutating func row(_ cells: [JSONCell]) throws(SweepSpecError) -> SweepRow {
        let i = count
        let grid = header.grid
        // The combination's own geometry (detents, heights) for the checks of its values.
        if let cell = cells.first?.integer, cell >= 0, cell < grid.count {
            let c = grid.coordinates(of: cell).combination
            if c != combination.index {
                combination = (c, grid.values(ofCombination: c))
                var scenario = header.ranScenario
                for (axis, value) in zip(grid.parameters, combination.values) {
                    axis.parameter.apply(value, to: &scenario)
                }
                reader.use(scenario)
                invariants.use(scenario, combination: c)
            }
        }
        // Read through a constant (a stored `var` would be copied for every column's reader).
        let reader = self.reader
        do { try reader.read(cells, into: &scratch) } catch {
            throw SweepSpecError("\(source): rows[\(i)]: \(error.message)")
        }
        let row = scratch
        guard row.cell >= 0, row.cell < grid.count else {
            throw SweepSpecError("\(source): rows[\(i)]: cell \(row.cell) is not in the grid (0…\(grid.count - 1))")
        }
        guard row.cell > previousCell else {
            throw SweepSpecError("\(source): rows[\(i)]: cell \(row.cell) is out of order or repeated")
        }
        if let shard = header.shard, row.cell % shard.count != shard.index {
            throw SweepSpecError(
                "\(source): rows[\(i)]: cell \(row.cell) does not belong to shard \(shard.index)/\(shard.count)")
        }
        let at = grid.coordinates(of: row.cell)
        let p = grid.parameters.count
        var matches = cells[p + 1].number == grid.startHeights.values[at.height]
        matches = matches && cells[p + 2].number == grid.gestureValues.values[at.velocity]
        for k in 0..<p where cells[k + 1].number != combination.values[k] { matches = false }
        guard matches else { throw SweepSpecError("\(source): rows[\(i)] (cell \(row.cell)) does not match the grid") }
        if let problem = invariants.problem(row, index: i, at: at) {
            throw SweepSpecError("\(source): rows[\(i)] (cell \(row.cell)): \(problem)")
        }
        previousCell = row.cell
        count += 1
        return row
    }

    /// Every cell of the grid (or of the shard) once: a row deleted or added is a different sweep.
    func finish() throws(SweepSpecError) {
        let grid = header.grid
        let expectedRows = header.shard.map { $0.cellCount(ofTotal: grid.count) } ?? grid.count
        guard count == expectedRows else {
            let whose = header.shard.map { "shard \($0.index)/\($0.count) of " } ?? ""
            throw SweepSpecError(
                "\(source): rows: \(count) rows, but \(whose)the grid of \(grid.count) cells has \(expectedRows)")
        }
    }
}
