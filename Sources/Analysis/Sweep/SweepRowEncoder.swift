// Analysis/Sweep/SweepRowEncoder: rows as CSV and JSON text, a chunk at a time, straight into bytes.
import Support

/// Writes rows as `sweep.csv` lines and `sweep.json` row arrays. Sweep workers call it on their own chunk, so
/// the text is made in parallel and the writer only appends bytes.
///
/// Numbers use Swift's shortest round-trip form; CSV prints parameter values, start heights and gesture values as
/// written on the command line, JSON their values. An empty CSV field (JSON `null`) means the row has no such
/// value (no detent, no handoff, not a pop-up).
///
/// Rows are read in place (borrowed, not copied) and written through pointers straight into the caller's
/// ``SweepText``s: no allocation and no copy per row, none per chunk once the texts have grown.
public struct SweepRowEncoder: Sendable {
    /// The grid the rows belong to.
    public let grid: SweepGrid
    /// The outcome columns, in file order.
    let outcomes: [SweepColumn]
    /// The most bytes a row's outcome fields take in either file.
    let outcomeRoom: Int

    /// The CSV text (as written) and JSON text (values) of each start height and gesture value, made once.
    fileprivate let heightLabels: SweepTextTable
    fileprivate let heightValues: SweepTextTable
    fileprivate let gestureLabels: SweepTextTable
    fileprivate let gestureValues: SweepTextTable

    /// An encoder for rows of `header`'s grid.
    public init(_ header: SweepHeader) {
        grid = header.grid
        outcomes = SweepColumn.outcomes(participants: header.participants)
        outcomeRoom = outcomes.count * SweepFieldWriter.maximumFieldBytes
        heightLabels = SweepTextTable(grid.startHeights.labels)
        heightValues = SweepTextTable(grid.startHeights.values.map(Self.json))
        gestureLabels = SweepTextTable(grid.gestureValues.labels)
        gestureValues = SweepTextTable(grid.gestureValues.values.map(Self.json))
    }

    /// Appends one CSV line and one JSON row (with its leading `,\n    ` unless it is the sweep's first row) per
    /// row of `rows` (ascending cells); for whole files held in memory.
    public func encode(_ rows: [SweepRow], csv: inout [UInt8], json: inout [UInt8], firstInFile: Bool) {
        var text = (csv: SweepText(), json: SweepText())
        encode(rows[...], csv: &text.csv, json: &text.json, firstInFile: firstInFile)
        text.csv.withUnsafeBytes { csv.append(contentsOf: $0) }
        text.json.withUnsafeBytes { json.append(contentsOf: $0) }
    }

    /// Appends one CSV line and one JSON row (with its leading `,\n    ` unless it is the sweep's first row) per
    /// row of `rows` (ascending cells), written straight into `csv`'s and `json`'s storage: texts cleared with
    /// ``SweepText/removeAll()`` and filled again allocate nothing once they have grown to a chunk's size.
    public func encode(_ rows: ArraySlice<SweepRow>, csv: inout SweepText, json: inout SweepText, firstInFile: Bool) {
        var none: SweepOutcomeTexts?
        encode(rows, csv: &csv, json: &json, firstInFile: firstInFile, references: [], texts: &none)
    }

    /// ``encode(_:csv:json:firstInFile:)-(ArraySlice<SweepRow>,_,_,_)`` with `references[i]` saying where row i's
    /// outcome came from (nil: solved without a memo; fewer references than rows: the rest nil): a row whose
    /// outcome fields `texts` holds copies them, and the fields written for a referenced row are kept there.
    func encode(
        _ rows: ArraySlice<SweepRow>, csv: inout SweepText, json: inout SweepText, firstInFile: Bool,
        references: [SweepOutcomeReference?], texts: inout SweepOutcomeTexts?
    ) {
        guard !rows.isEmpty else { return }
        var first = firstInFile
        var lastCombination = -1
        var labelText = SweepPaddedText("")
        var valueText = SweepPaddedText("")
        // Room for one more row of the current combination, made before each row (it grows the texts rarely).
        var room = 0
        // Room for typical rows (about 120 CSV and 150 JSON bytes): a new text grows once.
        csv.reserve(160 * rows.count)
        json.reserve(192 * rows.count)
        rows.withUnsafeBufferPointer { rows in
            var previous = (cell: -2, at: grid.coordinates(of: 0))
            for index in rows.indices {
                let cell = rows[index].cell
                // Consecutive cells (an unsharded run) step their coordinates instead of dividing.
                let at = cell == previous.cell + 1 ? grid.coordinates(after: previous.at) : grid.coordinates(of: cell)
                previous = (cell, at)
                if at.combination != lastCombination {
                    lastCombination = at.combination
                    labelText = SweepPaddedText(grid.labels(ofCombination: at.combination).joined(separator: ","))
                    valueText = SweepPaddedText(
                        grid.values(ofCombination: at.combination).map(Self.json).joined(separator: ","))
                    room =
                        labelText.count + valueText.count + heightLabels.longest + heightValues.longest
                        + gestureLabels.longest + gestureValues.longest + outcomeRoom
                        + 2 * NumberFormat.maximumIntegerBytes + 16 + SweepFieldWriter.blockBytes
                }
                csv.reserve(room)
                json.reserve(room)
                var line = SweepFieldWriter(csv: (csv.end, 0), json: (json.end, 0))
                line.start(cell: cell, at: at, label: labelText, values: valueText, first: first, encoder: self)
                let reference = index < references.count ? references[index] : nil
                if let reference, texts?.write(reference, into: &line) == true {
                    // Copied: the outcome's fields as written for an earlier row.
                } else {
                    let before = (csv: line.csv.count, json: line.json.count)
                    fields(of: rows[index], into: &line)
                    if let reference {
                        texts?.keep(
                            reference,
                            csv: UnsafeBufferPointer(
                                start: line.csv.base + before.csv, count: line.csv.count - before.csv),
                            json: UnsafeBufferPointer(
                                start: line.json.base + before.json, count: line.json.count - before.json))
                    }
                }
                line.end()
                first = false
                csv.advance(by: line.csv.count)
                json.advance(by: line.json.count)
            }
        }
    }

    /// The outcome fields of one row, column by column.
    func fields(of row: SweepRow, into line: inout SweepFieldWriter) {
        // Read in place: copying a column would retain its name and closures.
        outcomes.withUnsafeBufferPointer { columns in
            for index in columns.indices {
                if let number = columns[index].number {
                    line.number(number(row))
                } else {
                    columns[index].write(row, &line)
                }
            }
        }
    }

    /// What opens the sweep's first JSON row, and every later one.
    fileprivate static let firstRowStart = Array("\n    [".utf8)
    fileprivate static let rowStart = Array(",\n    [".utf8)

    /// A number for JSON: shortest round-trip form, `null` when not finite.
    static func json(_ value: Double) -> String { value.isFinite ? NumberFormat.data(value) : "null" }
}

/// Texts (start heights' or gesture values' labels or values) as UTF-8 bytes end to end in one array, so writing
/// one copies bytes without touching a per-text array.
struct SweepTextTable: Sendable {
    /// Every text's bytes, in order.
    let bytes: [UInt8]
    /// Where each text starts in ``bytes``, and one past the last text's end.
    let starts: [Int]
    /// The most bytes one text takes.
    let longest: Int

    /// A table of `texts`.
    init(_ texts: [String]) {
        var bytes: [UInt8] = []
        var starts = [0]
        for text in texts {
            bytes.append(contentsOf: text.utf8)
            starts.append(bytes.count)
        }
        // Block copies read up to a block past a text's end.
        bytes.append(contentsOf: repeatElement(0, count: SweepFieldWriter.blockBytes))
        self.bytes = bytes
        self.starts = starts
        longest = zip(starts, starts.dropFirst()).map { $1 - $0 }.max() ?? 0
    }

    /// Copies text `index` to `target`, which must have room for a block more than the text; returns its length
    /// in bytes.
    func write(_ index: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let start = starts[index]
        let count = starts[index + 1] - start
        bytes.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress {
                SweepFieldWriter.copyBlocks(from: base + start, count: count, to: target)
            }
        }
        return count
    }
}

/// One text as UTF-8 bytes followed by a block of padding, so block copies may read past its end.
struct SweepPaddedText {
    /// The text's bytes, then ``SweepFieldWriter/blockBytes`` zeros.
    let bytes: [UInt8]
    /// The text's length in bytes.
    let count: Int

    /// The padded bytes of `text`.
    init(_ text: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + SweepFieldWriter.blockBytes)
        bytes.append(contentsOf: text.utf8)
        count = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: SweepFieldWriter.blockBytes))
        self.bytes = bytes
    }
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

    /// A row's start, for cell `cell` at `at`: `cell,labels,height,gesture` and `[cell,values,height,gesture` (the
    /// outcome fields and ``end()`` follow: `,fields…\n` and `,fields…]`).
    mutating func start(
        cell: Int, at: SweepGrid.Coordinates, label: SweepPaddedText, values: SweepPaddedText, first: Bool,
        encoder: SweepRowEncoder
    ) {
        csv.count += NumberFormat.write(integer: cell, to: csv.base + csv.count)
        csvBytes(0x2C)
        csvBytes(label)
        csvBytes(0x2C)
        csv.count += encoder.heightLabels.write(at.height, to: csv.base + csv.count)
        csvBytes(0x2C)
        csv.count += encoder.gestureLabels.write(at.velocity, to: csv.base + csv.count)
        jsonBytes(first ? SweepRowEncoder.firstRowStart : SweepRowEncoder.rowStart)
        json.count += NumberFormat.write(integer: cell, to: json.base + json.count)
        jsonBytes(0x2C)
        jsonBytes(values)
        jsonBytes(0x2C)
        json.count += encoder.heightValues.write(at.height, to: json.base + json.count)
        jsonBytes(0x2C)
        json.count += encoder.gestureValues.write(at.velocity, to: json.base + json.count)
    }

    /// A row's end: the CSV line's newline and the JSON row's `]`.
    mutating func end() {
        csvBytes(0x0A)
        jsonBytes(0x5D)
    }

    /// Copies `csvCount` bytes at `csvSource` to the CSV line and `jsonCount` at `jsonSource` to the JSON row;
    /// both sources must be readable a block past their bytes (``copyBlocks(from:count:to:)``).
    mutating func copy(
        csv csvSource: UnsafePointer<UInt8>, count csvCount: Int, json jsonSource: UnsafePointer<UInt8>,
        count jsonCount: Int
    ) {
        Self.copyBlocks(from: csvSource, count: csvCount, to: csv.base + csv.count)
        csv.count += csvCount
        Self.copyBlocks(from: jsonSource, count: jsonCount, to: json.base + json.count)
        json.count += jsonCount
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
        Self.copyBlocks(from: json.base + json.count, count: count, to: csv.base + csv.count)
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

    private mutating func jsonBytes(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { jsonBytes($0) } }

    /// A padded text's bytes, copied in blocks.
    private mutating func csvBytes(_ text: SweepPaddedText) {
        text.bytes.withUnsafeBufferPointer { bytes in
            if let source = bytes.baseAddress {
                Self.copyBlocks(from: source, count: text.count, to: csv.base + csv.count)
            }
        }
        csv.count += text.count
    }

    private mutating func jsonBytes(_ text: SweepPaddedText) {
        text.bytes.withUnsafeBufferPointer { bytes in
            if let source = bytes.baseAddress {
                Self.copyBlocks(from: source, count: text.count, to: json.base + json.count)
            }
        }
        json.count += text.count
    }

    /// Bytes a block copy moves at once, and so the most it reads and writes past the bytes it copies.
    static var blockBytes: Int { 32 }

    /// Copies `count` bytes from `source` to `target` (not overlapping) in blocks of ``blockBytes``: it reads
    /// and writes up to a block past `count`, so both must have that room (the encoder pads its texts and sizes
    /// its buffers so). A field is one or two blocks: no call into `memmove` per field.
    @inline(__always)
    static func copyBlocks(from source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        var offset = 0
        while offset < count {
            let block = UnsafeRawPointer(source + offset).loadUnaligned(as: SIMD32<UInt8>.self)
            UnsafeMutableRawPointer(target + offset).storeBytes(of: block, as: SIMD32<UInt8>.self)
            offset += blockBytes
        }
    }

    private mutating func csvBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let source = bytes.baseAddress { (csv.base + csv.count).update(from: source, count: bytes.count) }
        csv.count += bytes.count
    }

    private mutating func jsonBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let source = bytes.baseAddress { (json.base + json.count).update(from: source, count: bytes.count) }
        json.count += bytes.count
    }
}
