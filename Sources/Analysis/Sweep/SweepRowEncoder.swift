// Analysis/Sweep/SweepRowEncoder: rows as CSV and JSON text, a chunk at a time, straight into bytes.
import Support

/// Writes rows as `sweep.csv` lines and `sweep.json` row arrays. Sweep workers call it on their own chunk, so
/// the text is made in parallel and the writer only appends bytes.
///
/// Numbers use Swift's shortest round-trip form; CSV prints parameter values, start heights and gesture values as
/// written on the command line, JSON their values. An empty CSV field (JSON `null`) means the row has no such
/// value (no detent, no handoff, not a pop-up).
public struct SweepRowEncoder: Sendable {
    /// The grid the rows belong to.
    public let grid: SweepGrid
    /// The outcome columns, in file order.
    let outcomes: [SweepColumn]
    /// The most bytes a row's outcome fields take in either file.
    let outcomeRoom: Int

    /// The CSV text (as written) and JSON text (values) of each start height and gesture value, made once.
    fileprivate let heightLabels: [[UInt8]]
    fileprivate let heightValues: [[UInt8]]
    fileprivate let gestureLabels: [[UInt8]]
    fileprivate let gestureValues: [[UInt8]]

    /// An encoder for rows of `header`'s grid.
    public init(_ header: SweepHeader) {
        grid = header.grid
        outcomes = SweepColumn.outcomes(participants: header.participants)
        outcomeRoom = outcomes.count * SweepFieldWriter.maximumFieldBytes
        heightLabels = grid.startHeights.labels.map { Array($0.utf8) }
        heightValues = grid.startHeights.values.map { Array(Self.json($0).utf8) }
        gestureLabels = grid.gestureValues.labels.map { Array($0.utf8) }
        gestureValues = grid.gestureValues.values.map { Array(Self.json($0).utf8) }
    }

    /// Appends one CSV line and one JSON row (with its leading `,\n    ` unless it is the sweep's first row) per
    /// row of `rows` (ascending cells).
    public func encode(
        _ rows: some Sequence<SweepRow>, csv: inout [UInt8], json: inout [UInt8], firstInFile: Bool
    ) {
        var first = firstInFile
        var lastCombination = -1
        var labelText: [UInt8] = []
        var valueText: [UInt8] = []
        // A row is written through pointers into these, sized for the row beforehand, then appended in one go.
        var csvLine: [UInt8] = []
        var jsonRow: [UInt8] = []
        for row in rows {
            let at = grid.coordinates(of: row.cell)
            if at.combination != lastCombination {
                lastCombination = at.combination
                labelText = Array(grid.labels(ofCombination: at.combination).joined(separator: ",").utf8)
                valueText = Array(grid.values(ofCombination: at.combination).map(Self.json).joined(separator: ",").utf8)
            }
            let room =
                labelText.count + valueText.count + heightLabels[at.height].count + heightValues[at.height].count
                + gestureLabels[at.velocity].count + gestureValues[at.velocity].count + outcomeRoom
                + 2 * NumberFormat.maximumIntegerBytes + 16
            if csvLine.count < room {
                csvLine = Array(repeating: 0, count: room)
                jsonRow = Array(repeating: 0, count: room)
            }
            let lengths = csvLine.withUnsafeMutableBufferPointer { csvBuffer in
                jsonRow.withUnsafeMutableBufferPointer { jsonBuffer in
                    guard let csvBase = csvBuffer.baseAddress, let jsonBase = jsonBuffer.baseAddress else {
                        return (0, 0)
                    }
                    var line = SweepFieldWriter(csv: (csvBase, 0), json: (jsonBase, 0))
                    line.row(
                        row, at: at, label: labelText, values: valueText, first: first, encoder: self)
                    return (line.csv.count, line.json.count)
                }
            }
            first = false
            csv.append(contentsOf: csvLine[..<lengths.0])
            json.append(contentsOf: jsonRow[..<lengths.1])
        }
    }

    /// The outcome fields of one row, column by column.
    fileprivate func fields(of row: SweepRow, into line: inout SweepFieldWriter) {
        for column in outcomes { column.write(row, &line) }
    }

    /// What opens the sweep's first JSON row, and every later one.
    fileprivate static let firstRowStart = Array("\n    [".utf8)
    fileprivate static let rowStart = Array(",\n    [".utf8)

    /// A number for JSON: shortest round-trip form, `null` when not finite.
    static func json(_ value: Double) -> String { value.isFinite ? NumberFormat.data(value) : "null" }
}

/// One row's CSV line and JSON row, written through pointers into storage the encoder sized for the row; the
/// column table (``SweepColumn``) writes each outcome field with ``number(_:)``, ``integer(_:)`` or ``text(_:)``.
struct SweepFieldWriter {
    /// The most bytes one field takes in either file: a number or a quoted name (names are under 30 letters),
    /// with its separator.
    static let maximumFieldBytes = NumberFormat.maximumDataBytes + 8

    /// Bytes written so far to each.
    var csv: (base: UnsafeMutablePointer<UInt8>, count: Int)
    var json: (base: UnsafeMutablePointer<UInt8>, count: Int)

    /// The whole row: `cell,labels,height,gesture,fields…\n` and `[cell,values,height,gesture,fields…]`.
    mutating func row(
        _ row: SweepRow, at: SweepGrid.Coordinates, label: [UInt8], values: [UInt8], first: Bool,
        encoder: SweepRowEncoder
    ) {
        csv.count += NumberFormat.write(integer: row.cell, to: csv.base + csv.count)
        csvBytes(0x2C)
        csvBytes(label)
        csvBytes(0x2C)
        csvBytes(encoder.heightLabels[at.height])
        csvBytes(0x2C)
        csvBytes(encoder.gestureLabels[at.velocity])
        jsonBytes(first ? SweepRowEncoder.firstRowStart : SweepRowEncoder.rowStart)
        json.count += NumberFormat.write(integer: row.cell, to: json.base + json.count)
        jsonBytes(0x2C)
        jsonBytes(values)
        jsonBytes(0x2C)
        jsonBytes(encoder.heightValues[at.height])
        jsonBytes(0x2C)
        jsonBytes(encoder.gestureValues[at.velocity])
        encoder.fields(of: row, into: &self)
        csvBytes(0x0A)
        jsonBytes(0x5D)
    }

    /// A number: `,value` (`,` when not finite) to CSV and `,value` (`,null`) to JSON; never `-0.0`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return missing() }
        field { NumberFormat.write(data: value == 0 ? 0 : value, to: $0) }
    }

    /// A whole number: `,n` (`,` when nil) to CSV and `,n` (`,null`) to JSON.
    mutating func integer(_ value: Int?) {
        guard let value else { return missing() }
        field { NumberFormat.write(integer: value, to: $0) }
    }

    /// `,text` to both, the text written once by `write` (which returns its length) and copied.
    private mutating func field(_ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        csvBytes(0x2C)
        jsonBytes(0x2C)
        let count = write(json.base + json.count)
        (csv.base + csv.count).update(from: json.base + json.count, count: count)
        csv.count += count
        json.count += count
    }

    /// A name (handoff, movement, sheet): `,name` to CSV and `,"name"` (`,null`) to JSON. Names are enum raw
    /// values: letters only, nothing to escape.
    mutating func text(_ value: String?) {
        guard var value else { return missing() }
        csvBytes(0x2C)
        jsonBytes(0x2C)
        value.withUTF8 { utf8 in
            csvBytes(utf8)
            jsonBytes(0x22)
            jsonBytes(utf8)
            jsonBytes(0x22)
        }
    }

    /// A field the row does not have: `,` to CSV and `,null` to JSON.
    private mutating func missing() {
        csvBytes(0x2C)
        for byte in ",null".utf8 { jsonBytes(byte) }
    }

    private mutating func csvBytes(_ byte: UInt8) {
        csv.base[csv.count] = byte
        csv.count += 1
    }

    private mutating func jsonBytes(_ byte: UInt8) {
        json.base[json.count] = byte
        json.count += 1
    }

    private mutating func csvBytes(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { csvBytes($0) } }
    private mutating func jsonBytes(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { jsonBytes($0) } }

    private mutating func csvBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let source = bytes.baseAddress { (csv.base + csv.count).update(from: source, count: bytes.count) }
        csv.count += bytes.count
    }

    private mutating func jsonBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let source = bytes.baseAddress { (json.base + json.count).update(from: source, count: bytes.count) }
        json.count += bytes.count
    }
}
