// Analysis/Sweep/SweepRowEncoder: rows as CSV and JSON text, a chunk at a time.
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
    }

    /// Appends one CSV line and one JSON row (with its leading `,\n    ` unless it is the sweep's first row) per row
    /// of `rows` (ascending cells) to `text`.
    public func encode(_ rows: some Collection<SweepRow>, into text: inout SweepRowText, firstInFile: Bool) {
        var first = firstInFile
        var combination = (index: -1, labels: [UInt8](), values: [UInt8]())
        // Typical rows are about 120 CSV and 150 JSON bytes.
        text.csv.reserveCapacity(text.csv.count + 160 * rows.count)
        text.json.reserveCapacity(text.json.count + 192 * rows.count)
        for index in rows.indices {
            let row = rows[index]
            let at = grid.coordinates(of: row.cell)
            if at.combination != combination.index {
                combination = (
                    at.combination, Array(grid.labels(ofCombination: at.combination).joined(separator: ",").utf8),
                    Array(grid.values(ofCombination: at.combination).map(Self.json).joined(separator: ",").utf8)
                )
            }
            text.csv.appendInteger(row.cell)
            text.csv.append(0x2C)
            text.csv.append(contentsOf: combination.labels)
            text.csv.append(0x2C)
            text.csv.append(contentsOf: heightLabels[at.height])
            text.csv.append(0x2C)
            text.csv.append(contentsOf: gestureLabels[at.velocity])
            text.json.append(contentsOf: first ? Self.firstRowStart : Self.rowStart)
            text.json.appendInteger(row.cell)
            text.json.append(0x2C)
            text.json.append(contentsOf: combination.values)
            text.json.append(0x2C)
            text.json.append(contentsOf: heightValues[at.height])
            text.json.append(0x2C)
            text.json.append(contentsOf: gestureValues[at.velocity])
            outcomes.withUnsafeBufferPointer { columns in
                for column in columns.indices { columns[column].write(row, &text) }
            }
            text.csv.append(0x0A)
            text.json.append(0x5D)
            first = false
        }
    }

    /// What opens the sweep's first JSON row, and every later one.
    private static let firstRowStart = Array("\n    [".utf8)
    private static let rowStart = Array(",\n    [".utf8)

    /// A number for JSON: shortest round-trip form, `null` when not finite.
    static func json(_ value: Double) -> String { value.isFinite ? NumberFormat.data(value) : "null" }
}

/// Encoded rows: `sweep.csv` lines and `sweep.json` rows as UTF-8 bytes, appended to. The column table
/// (``SweepColumn``) writes each outcome field with ``number(_:)``, ``integer(_:)`` or ``text(_:)``.
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

    /// A number: `,value` (`,` when not finite) to CSV and `,value` (`,null`) to JSON; never `-0.0`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return missing() }
        Self.withWritten({ NumberFormat.write(data: value == 0 ? 0 : value, to: $0) }, { field($0) })
    }

    /// A whole number: `,n` (`,` when nil) to CSV and `,n` (`,null`) to JSON.
    mutating func integer(_ value: Int?) {
        guard let value else { return missing() }
        Self.withWritten({ NumberFormat.write(integer: value, to: $0) }, { field($0) })
    }

    /// Calls `body` with the bytes `write` writes (at most ``NumberFormat/maximumDataBytes``; it returns how many),
    /// in storage valid during the call only (on the stack: no allocation).
    @inline(__always)
    static func withWritten(
        _ write: (UnsafeMutablePointer<UInt8>) -> Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberFormat.maximumDataBytes) { buffer in
            guard let base = buffer.baseAddress else { return }
            body(UnsafeBufferPointer(start: base, count: write(base)))
        }
    }

    /// `,bytes` to both files.
    private mutating func field(_ bytes: UnsafeBufferPointer<UInt8>) {
        csv.append(0x2C)
        csv.append(contentsOf: bytes)
        json.append(0x2C)
        json.append(contentsOf: bytes)
    }

    /// A name (handoff, movement, sheet): `,name` to CSV and `,"name"` (`,null`) to JSON. Names are enum raw values:
    /// letters only, nothing to escape.
    mutating func text(_ value: String?) {
        guard let value else { return missing() }
        csv.append(0x2C)
        csv.append(contentsOf: value.utf8)
        json.append(contentsOf: ",\"".utf8)
        json.append(contentsOf: value.utf8)
        json.append(0x22)
    }

    /// A field the row does not have: `,` to CSV and `,null` to JSON.
    private mutating func missing() {
        csv.append(0x2C)
        json.append(contentsOf: ",null".utf8)
    }
}

extension [UInt8] {
    /// Appends the decimal digits of `value` (``NumberFormat/write(integer:to:)``).
    fileprivate mutating func appendInteger(_ value: Int) {
        SweepRowText.withWritten({ NumberFormat.write(integer: value, to: $0) }, { append(contentsOf: $0) })
    }
}
