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
    /// The number of participant offset columns.
    public let participantCount: Int

    /// The CSV text (as written) and JSON text (values) of each start height and gesture value, made once.
    private let heightLabels: [[UInt8]]
    private let heightValues: [[UInt8]]
    private let gestureLabels: [[UInt8]]
    private let gestureValues: [[UInt8]]

    /// An encoder for rows of `header`'s grid.
    public init(_ header: SweepHeader) {
        grid = header.grid
        participantCount = header.participants.count
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
        // One number's text, written once and copied to both files.
        var scratch: [UInt8] = []
        scratch.reserveCapacity(32)
        for row in rows {
            let at = grid.coordinates(of: row.cell)
            if at.combination != lastCombination {
                lastCombination = at.combination
                labelText = Array(grid.labels(ofCombination: at.combination).joined(separator: ",").utf8)
                valueText = Array(grid.values(ofCombination: at.combination).map(Self.json).joined(separator: ",").utf8)
            }
            NumberFormat.appendInteger(row.cell, to: &csv)
            csv.append(0x2C)
            csv.append(contentsOf: labelText)
            csv.append(0x2C)
            csv.append(contentsOf: heightLabels[at.height])
            csv.append(0x2C)
            csv.append(contentsOf: gestureLabels[at.velocity])
            json.append(contentsOf: first ? Self.firstRowStart : Self.rowStart)
            first = false
            NumberFormat.appendInteger(row.cell, to: &json)
            json.append(0x2C)
            json.append(contentsOf: valueText)
            json.append(0x2C)
            json.append(contentsOf: heightValues[at.height])
            json.append(0x2C)
            json.append(contentsOf: gestureValues[at.velocity])
            Self.number(&scratch, row.landingHeight, csv: &csv, json: &json)
            Self.integer(&scratch, row.landingDetent, csv: &csv, json: &json)
            Self.number(&scratch, row.restOuterOffset, csv: &csv, json: &json)
            for k in 0..<participantCount {
                Self.number(
                    &scratch, k < row.restContentOffsets.count ? row.restContentOffsets[k] : .nan, csv: &csv,
                    json: &json)
            }
            Self.text(row.handoff, csv: &csv, json: &json)
            Self.text(row.movement, csv: &csv, json: &json)
            Self.number(&scratch, row.settleTime, csv: &csv, json: &json)
            Self.number(&scratch, row.overshoot, csv: &csv, json: &json)
            Self.number(&scratch, row.peakSpeed, csv: &csv, json: &json)
            Self.number(&scratch, row.releaseVelocity, csv: &csv, json: &json)
            Self.number(&scratch, row.releaseJump, csv: &csv, json: &json)
            Self.number(&scratch, row.handoffJump ?? .nan, csv: &csv, json: &json)
            Self.number(&scratch, row.momentumKept ?? .nan, csv: &csv, json: &json)
            Self.text(row.sheet?.rawValue, csv: &csv, json: &json)
            csv.append(0x2C)
            NumberFormat.appendInteger(row.frames, to: &csv)
            csv.append(0x0A)
            json.append(0x2C)
            NumberFormat.appendInteger(row.frames, to: &json)
            json.append(0x5D)
        }
    }

    /// JSON's `null`.
    private static let null = Array("null".utf8)
    /// What opens the sweep's first JSON row, and every later one.
    private static let firstRowStart = Array("\n    [".utf8)
    private static let rowStart = Array(",\n    [".utf8)

    /// A number: `,value` (`,` when not finite) to CSV and `,value` (`,null`) to JSON.
    private static func number(
        _ scratch: inout [UInt8], _ value: Double, csv: inout [UInt8], json: inout [UInt8]
    ) {
        csv.append(0x2C)
        json.append(0x2C)
        guard value.isFinite else {
            json.append(contentsOf: null)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        NumberFormat.appendData(value == 0 ? 0 : value, to: &scratch)  // never "-0.0"
        csv.append(contentsOf: scratch)
        json.append(contentsOf: scratch)
    }

    /// A whole number: `,n` (`,` when nil) to CSV and `,n` (`,null`) to JSON.
    private static func integer(_ scratch: inout [UInt8], _ value: Int?, csv: inout [UInt8], json: inout [UInt8]) {
        csv.append(0x2C)
        json.append(0x2C)
        guard let value else {
            json.append(contentsOf: null)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        NumberFormat.appendInteger(value, to: &scratch)
        csv.append(contentsOf: scratch)
        json.append(contentsOf: scratch)
    }

    /// A name (handoff, movement, sheet): `,name` to CSV and `,"name"` (`,null`) to JSON. Names are enum raw
    /// values: letters only, nothing to escape.
    private static func text(_ value: String?, csv: inout [UInt8], json: inout [UInt8]) {
        csv.append(0x2C)
        json.append(0x2C)
        guard var value else {
            json.append(contentsOf: null)
            return
        }
        value.withUTF8 { utf8 in
            csv.append(contentsOf: utf8)
            json.append(0x22)
            json.append(contentsOf: utf8)
            json.append(0x22)
        }
    }

    /// A number for JSON: shortest round-trip form, `null` when not finite.
    static func json(_ value: Double) -> String { value.isFinite ? value.description : "null" }
}
