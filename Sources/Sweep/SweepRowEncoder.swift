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
    /// The outcome columns, in file order.
    let outcomes: [SweepColumn]

    /// The most bytes a row takes in either file.
    private let rowRoom: Int
    /// The CSV text (as written) and JSON text (values) of each start height and gesture value, made once.
    private let heightLabels: [[UInt8]]
    private let heightValues: [[UInt8]]
    private let gestureLabels: [[UInt8]]
    private let gestureValues: [[UInt8]]

    /// An encoder for rows of `header`'s grid.
    public init(_ header: SweepHeader) {
        grid = header.grid
        outcomes = SweepColumn.outcomes(participants: header.participants)
        heightLabels = grid.startHeights.labels.map { Array($0.utf8) }
        heightValues = grid.startHeights.values.map { Array(Self.json($0).utf8) }
        gestureLabels = grid.gestureValues.labels.map { Array($0.utf8) }
        gestureValues = grid.gestureValues.values.map { Array(Self.json($0).utf8) }
        // A parameter's value as written on the command line or as JSON, whichever is longer, and its comma.
        let parameters = grid.parameters.map { axis in
            1
                + max(
                    axis.values.labels.map(\.utf8.count).max() ?? 0,
                    axis.values.values.map { Self.json($0).utf8.count }.max() ?? 0)
        }
        rowRoom =
            16 + NumberFormat.maximumIntegerBytes + outcomes.count * SweepLine.maximumFieldBytes
            + parameters.reduce(0, +)
            + max(heightLabels.map(\.count).max() ?? 0, heightValues.map(\.count).max() ?? 0)
            + max(gestureLabels.map(\.count).max() ?? 0, gestureValues.map(\.count).max() ?? 0)
    }

    /// Appends one CSV line and one JSON row (with its leading `,\n    ` unless it is the sweep's first row) per row
    /// of `rows` (ascending cells) to `text`.
    public func encode(_ rows: ArraySlice<SweepRow>, into text: inout SweepRowText, firstInFile: Bool) {
        var first = firstInFile
        var combination = (index: -1, labels: [UInt8](), values: [UInt8]())
        // Typical rows are about 120 CSV and 150 JSON bytes.
        text.csv.reserveCapacity(text.csv.count + 160 * rows.count)
        text.json.reserveCapacity(text.json.count + 192 * rows.count)
        SweepLine.withRoom(rowRoom) { line in
            for index in rows.indices {
                let row = rows[index]
                let at = grid.coordinates(of: row.cell)
                if at.combination != combination.index {
                    combination = (
                        at.combination, Array(grid.labels(ofCombination: at.combination).joined(separator: ",").utf8),
                        Array(grid.values(ofCombination: at.combination).map(Self.json).joined(separator: ",").utf8)
                    )
                }
                line.removeAll()
                line.csv(integer: row.cell)
                line.csv(0x2C)
                line.csv(combination.labels)
                line.csv(0x2C)
                line.csv(heightLabels[at.height])
                line.csv(0x2C)
                line.csv(gestureLabels[at.velocity])
                line.json(first ? Self.firstRowStart : Self.rowStart)
                line.json(integer: row.cell)
                line.json(0x2C)
                line.json(combination.values)
                line.json(0x2C)
                line.json(heightValues[at.height])
                line.json(0x2C)
                line.json(gestureValues[at.velocity])
                outcomes.withUnsafeBufferPointer { columns in
                    for column in columns.indices { columns[column].write(row, &line) }
                }
                line.csv(0x0A)
                line.json(0x5D)
                line.append(to: &text)
                first = false
            }
        }
    }

    /// What opens the sweep's first JSON row, and every later one.
    private static let firstRowStart = Array("\n    [".utf8)
    private static let rowStart = Array(",\n    [".utf8)

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

/// One row's CSV line and JSON row, written into room the encoder sized for any row of its grid, then appended to a
/// ``SweepRowText`` whole. The
/// column table (``SweepColumn``) writes each outcome field with ``number(_:)``, ``integer(_:)`` or ``text(_:)``.
/// Every write checks the room (a row longer than its room stops the program rather than writing past it).
struct SweepLine {
    /// The most bytes one outcome field takes in either file: a number or a quoted name (names are under 30
    /// letters), with its separator.
    static let maximumFieldBytes = NumberFormat.maximumDataBytes + 8

    private var csvBytes: UnsafeMutableBufferPointer<UInt8>
    private var jsonBytes: UnsafeMutableBufferPointer<UInt8>
    private var csvCount = 0
    private var jsonCount = 0

    /// Calls `body` with an empty line of `room` bytes per file (room on the stack when it is small).
    static func withRoom(_ room: Int, _ body: (inout SweepLine) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * room) { buffer in
            var line = SweepLine(
                csvBytes: UnsafeMutableBufferPointer(rebasing: buffer[..<room]),
                jsonBytes: UnsafeMutableBufferPointer(rebasing: buffer[room...]))
            body(&line)
        }
    }

    /// Empties the line, for the next row.
    mutating func removeAll() {
        csvCount = 0
        jsonCount = 0
    }

    /// Appends the line to `text`.
    func append(to text: inout SweepRowText) {
        text.csv.append(contentsOf: UnsafeBufferPointer(rebasing: csvBytes[..<csvCount]))
        text.json.append(contentsOf: UnsafeBufferPointer(rebasing: jsonBytes[..<jsonCount]))
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
            csv(0x2C)
            csv(name)
            json(0x2C)
            json(0x22)
            json(name)
            json(0x22)
        }
    }

    /// A field the row does not have: `,` to CSV and `,null` to JSON.
    private mutating func missing() {
        csv(0x2C)
        json(Self.null)
    }

    private static let null = Array(",null".utf8)

    /// `,` then what `write` writes (at most `most` bytes; it returns how many), to both files.
    private mutating func field(_ most: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        csv(0x2C)
        json(0x2C)
        precondition(jsonCount + most <= jsonBytes.count && csvCount + most <= csvBytes.count, "row room exceeded")
        let start = jsonBytes.baseAddress! + jsonCount
        let count = write(start)
        csv(UnsafeBufferPointer(start: start, count: count))
        jsonCount += count
    }

    mutating func csv(integer value: Int) {
        precondition(csvCount + NumberFormat.maximumIntegerBytes <= csvBytes.count, "row room exceeded")
        csvCount += NumberFormat.write(integer: value, to: csvBytes.baseAddress! + csvCount)
    }

    mutating func json(integer value: Int) {
        precondition(jsonCount + NumberFormat.maximumIntegerBytes <= jsonBytes.count, "row room exceeded")
        jsonCount += NumberFormat.write(integer: value, to: jsonBytes.baseAddress! + jsonCount)
    }

    mutating func csv(_ byte: UInt8) {
        precondition(csvCount < csvBytes.count, "row room exceeded")
        csvBytes[csvCount] = byte
        csvCount += 1
    }

    mutating func json(_ byte: UInt8) {
        precondition(jsonCount < jsonBytes.count, "row room exceeded")
        jsonBytes[jsonCount] = byte
        jsonCount += 1
    }

    mutating func csv(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { csv($0) } }

    mutating func json(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { json($0) } }

    mutating func csv(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(csvCount + bytes.count <= csvBytes.count, "row room exceeded")
        UnsafeMutableBufferPointer(rebasing: csvBytes[csvCount...]).initialize(fromContentsOf: bytes)
        csvCount += bytes.count
    }

    mutating func json(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(jsonCount + bytes.count <= jsonBytes.count, "row room exceeded")
        UnsafeMutableBufferPointer(rebasing: jsonBytes[jsonCount...]).initialize(fromContentsOf: bytes)
        jsonCount += bytes.count
    }
}
