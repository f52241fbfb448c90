// Sweep/SweepRowEncoder: rows as CSV and JSON text, a chunk at a time.
import Support

/// Writes rows as `sweep.csv` lines and `sweep.json` row arrays. Sweep workers call it on their own chunk, so the
/// text is made in parallel and the writer only appends bytes.
///
/// Numbers use Swift's shortest round-trip form; CSV prints parameter values, start heights and gesture values as
/// written on the command line, JSON their values. An empty CSV field (JSON `null`) means the row has no such
/// value (no detent, no handoff, not a pop-up).
public struct SweepRowEncoder: Sendable {
    /// The grid the rows belong to.
    public let grid: SweepGrid
    /// The outcome columns' fields, in file order.
    private let outcomes: [SweepColumn.Field]
    /// The most bytes a row takes in either file.
    private let rowRoom: Int
    /// Each start height's and gesture value's fields, made once.
    private let heights: [SweepLine.Fields]
    private let gestureValues: [SweepLine.Fields]

    /// An encoder for rows of `header`'s grid.
    public init(_ header: SweepHeader) {
        grid = header.grid
        outcomes = SweepColumn.outcomes(participants: header.participants).map(\.field)
        heights = zip(grid.startHeights.labels, grid.startHeights.values).map { SweepLine.Fields([$0], [$1]) }
        gestureValues = zip(grid.gestureValues.labels, grid.gestureValues.values).map {
            SweepLine.Fields([$0], [$1])
        }
        // Each axis's widest value, as written or as JSON, with its comma.
        let axes = [grid.startHeights, grid.gestureValues] + grid.parameters.map(\.values)
        let widest = axes.map { axis in
            1 + (zip(axis.labels, axis.values).map { max($0.utf8.count, Self.json($1).utf8.count) }.max() ?? 0)
        }
        rowRoom =
            16 + NumberFormat.maximumIntegerBytes + outcomes.count * SweepLine.maximumFieldBytes + widest.reduce(0, +)
    }

    /// Appends one CSV line and one JSON row (with its leading `,\n    ` unless it is the sweep's first row) per row
    /// of `rows` (ascending cells) to `text`.
    public func encode(_ rows: ArraySlice<SweepRow>, into text: inout SweepRowText, firstInFile: Bool) {
        var first = firstInFile
        var combination = (index: -1, fields: SweepLine.Fields([], []))
        // Typical rows are about 120 CSV and 150 JSON bytes.
        text.csv.reserveCapacity(text.csv.count + 160 * rows.count)
        text.json.reserveCapacity(text.json.count + 192 * rows.count)
        SweepLine.withRoom(rowRoom) { line in
            for index in rows.indices {
                let row = rows[index]
                let at = grid.coordinates(of: row.cell)
                if at.combination != combination.index {
                    combination = (
                        at.combination,
                        SweepLine.Fields(
                            grid.labels(ofCombination: at.combination), grid.values(ofCombination: at.combination))
                    )
                }
                line.removeAll()
                line.json.append(first ? "\n    [" : ",\n    [")
                line.csv.append(
                    line.json.append(most: NumberFormat.maximumIntegerBytes) {
                        NumberFormat.write(integer: row.cell, to: $0)
                    })
                line.append(combination.fields)
                line.append(heights[at.height])
                line.append(gestureValues[at.velocity])
                for field in outcomes { line.append(field, of: row) }
                line.csv.append(0x0A)
                line.json.append(0x5D)
                text.csv.append(contentsOf: line.csv.written)
                text.json.append(contentsOf: line.json.written)
                first = false
            }
        }
    }

    /// A number for JSON: shortest round-trip form, `null` when not finite.
    static func json(_ value: Double) -> String { value.isFinite ? NumberFormat.data(value) : "null" }
}

/// Encoded rows: `sweep.csv` lines and `sweep.json` rows as UTF-8 bytes, appended to a row at a time.
public struct SweepRowText: Sendable {
    /// The CSV lines' bytes.
    public var csv: [UInt8] = []
    /// The JSON rows' bytes.
    public var json: [UInt8] = []

    /// No text.
    public init() {}

    /// Whether no row has been written.
    public var isEmpty: Bool { csv.isEmpty && json.isEmpty }

    /// Forgets the rows, keeping the storage.
    public mutating func removeAll() {
        csv.removeAll(keepingCapacity: true)
        json.removeAll(keepingCapacity: true)
    }
}

/// One row's CSV line and JSON row, each an append-only byte buffer in room the encoder sized for any row of its
/// grid, then appended to a ``SweepRowText`` whole. Each outcome field is written as its column (``SweepColumn``)
/// says, by ``number(_:)``, ``integer(_:)`` or ``text(_:)``, numbers by ``NumberFormat``'s writer. Every append checks
/// the room (a row longer than its room stops the program rather than writing past it).
struct SweepLine {
    /// The most bytes one outcome field takes in either file: a number or a quoted name (names are under 30
    /// letters), with its separator.
    static let maximumFieldBytes = NumberFormat.maximumDataBytes + 8

    /// The CSV line's bytes.
    var csv: Bytes
    /// The JSON row's bytes.
    var json: Bytes

    /// One file's bytes of the line.
    struct Bytes {
        fileprivate let room: UnsafeMutableBufferPointer<UInt8>
        fileprivate var count = 0

        /// The bytes appended so far.
        var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: room[..<count]) }

        /// Appends `byte`.
        mutating func append(_ byte: UInt8) {
            precondition(count < room.count, "row room exceeded")
            room[count] = byte
            count += 1
        }

        /// Appends `bytes`.
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            precondition(count + bytes.count <= room.count, "row room exceeded")
            _ = UnsafeMutableBufferPointer(rebasing: room[count...]).initialize(fromContentsOf: bytes)
            count += bytes.count
        }

        /// Appends `bytes`.
        mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

        /// Appends `text`'s UTF-8 bytes.
        mutating func append(_ text: StaticString) { text.withUTF8Buffer { append($0) } }

        /// Appends what `write` writes (at most `most` bytes; it returns how many) and returns those bytes.
        mutating func append(most: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) -> UnsafeBufferPointer<UInt8> {
            precondition(count + most <= room.count, "row room exceeded")
            let start = room.baseAddress! + count
            let written = write(start)
            count += written
            return UnsafeBufferPointer(start: start, count: written)
        }
    }

    /// Fields made once and appended whole: `,label,…` to CSV (as written), `,value,…` to JSON.
    struct Fields: Sendable {
        let csv: [UInt8]
        let json: [UInt8]

        /// The fields of `labels` (CSV) and `values` (JSON).
        init(_ labels: [String], _ values: [Double]) {
            csv = Array(labels.map { "," + $0 }.joined().utf8)
            json = Array(values.map { "," + SweepRowEncoder.json($0) }.joined().utf8)
        }
    }

    /// Calls `body` with an empty line of `room` bytes per file (room on the stack when it is small).
    static func withRoom(_ room: Int, _ body: (inout SweepLine) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * room) { buffer in
            var line = SweepLine(
                csv: Bytes(room: UnsafeMutableBufferPointer(rebasing: buffer[..<room])),
                json: Bytes(room: UnsafeMutableBufferPointer(rebasing: buffer[room...])))
            body(&line)
        }
    }

    /// Empties the line, for the next row.
    mutating func removeAll() {
        csv.count = 0
        json.count = 0
    }

    /// Appends `fields` to both files.
    mutating func append(_ fields: Fields) {
        csv.append(fields.csv)
        json.append(fields.json)
    }

    /// Appends `row`'s value of `field` to both files.
    mutating func append(_ field: SweepColumn.Field, of row: SweepRow) {
        switch field {
        case .number(let value): number(value(row))
        case .integer(let value): integer(value(row))
        case .text(let value): text(value(row))
        case .restOffset(let k): number(k < row.restContentOffsets.count ? row.restContentOffsets[k] : .nan)
        }
    }

    /// A number: `,value` (`,` when not finite) to CSV and `,value` (`,null`) to JSON; never `-0.0`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return missing() }
        field(NumberFormat.maximumDataBytes) { NumberFormat.write(data: value == 0 ? 0 : value, to: $0) }
    }

    /// A whole number: `,n` (`,` when nil) to CSV and `,n` (`,null`) to JSON.
    mutating func integer(_ value: Int?) {
        guard let value else { return missing() }
        field(NumberFormat.maximumIntegerBytes) { NumberFormat.write(integer: value, to: $0) }
    }

    /// A name (handoff, movement, sheet): `,name` to CSV and `,"name"` (`,null`) to JSON. Names are enum raw values:
    /// letters only, nothing to escape.
    mutating func text(_ value: String?) {
        guard var value else { return missing() }
        value.withUTF8 { name in
            csv.append(0x2C)
            csv.append(name)
            json.append(",\"")
            json.append(name)
            json.append(0x22)
        }
    }

    /// A field the row does not have: `,` to CSV and `,null` to JSON.
    private mutating func missing() {
        csv.append(0x2C)
        json.append(",null")
    }

    /// `,` then what `write` writes (at most `most` bytes; it returns how many), to both files.
    private mutating func field(_ most: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        csv.append(0x2C)
        json.append(0x2C)
        csv.append(json.append(most: most, write))
    }
}
