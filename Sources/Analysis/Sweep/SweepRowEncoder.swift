// Analysis/Sweep/SweepRowEncoder: rows as CSV and JSON text, a chunk at a time, straight into bytes.

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

    /// An encoder for rows of `header`'s grid.
    public init(_ header: SweepHeader) {
        grid = header.grid
        participantCount = header.participants.count
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
        for row in rows {
            let at = grid.coordinates(of: row.cell)
            if at.combination != lastCombination {
                lastCombination = at.combination
                labelText = Array(grid.labels(ofCombination: at.combination).joined(separator: ",").utf8)
                valueText = Array(grid.values(ofCombination: at.combination).map(Self.json).joined(separator: ",").utf8)
            }
            let cell = String(row.cell).utf8
            csv.append(contentsOf: cell)
            csv.append(0x2C)
            csv.append(contentsOf: labelText)
            Self.field(grid.startHeights.labels[at.height], to: &csv)
            Self.field(grid.gestureValues.labels[at.velocity], to: &csv)
            json.append(contentsOf: (first ? "\n    [" : ",\n    [").utf8)
            first = false
            json.append(contentsOf: cell)
            json.append(0x2C)
            json.append(contentsOf: valueText)
            json.append(0x2C)
            json.append(contentsOf: Self.json(grid.startHeights.values[at.height]).utf8)
            json.append(0x2C)
            json.append(contentsOf: Self.json(grid.gestureValues.values[at.velocity]).utf8)
            Self.number(row.landingHeight, csv: &csv, json: &json)
            Self.integer(row.landingDetent, csv: &csv, json: &json)
            Self.number(row.restOuterOffset, csv: &csv, json: &json)
            for k in 0..<participantCount {
                Self.number(k < row.restContentOffsets.count ? row.restContentOffsets[k] : .nan, csv: &csv, json: &json)
            }
            Self.text(row.handoff, csv: &csv, json: &json)
            Self.text(row.movement, csv: &csv, json: &json)
            for value in [
                row.settleTime, row.overshoot, row.peakSpeed, row.releaseVelocity, row.releaseJump,
                row.handoffJump ?? .nan, row.momentumKept ?? .nan,
            ] {
                Self.number(value, csv: &csv, json: &json)
            }
            Self.text(row.sheet?.rawValue, csv: &csv, json: &json)
            let frames = String(row.frames).utf8
            csv.append(0x2C)
            csv.append(contentsOf: frames)
            csv.append(0x0A)
            json.append(0x2C)
            json.append(contentsOf: frames)
            json.append(0x5D)
        }
    }

    /// `,text` to a CSV line.
    private static func field(_ text: String, to csv: inout [UInt8]) {
        csv.append(0x2C)
        csv.append(contentsOf: text.utf8)
    }

    /// A number: `,value` (`,` when not finite) to CSV and `,value` (`,null`) to JSON.
    private static func number(_ value: Double, csv: inout [UInt8], json: inout [UInt8]) {
        csv.append(0x2C)
        json.append(0x2C)
        guard value.isFinite else {
            json.append(contentsOf: "null".utf8)
            return
        }
        let text = (value == 0 ? 0 : value).description.utf8  // never "-0.0"
        csv.append(contentsOf: text)
        json.append(contentsOf: text)
    }

    /// A whole number: `,n` (`,` when nil) to CSV and `,n` (`,null`) to JSON.
    private static func integer(_ value: Int?, csv: inout [UInt8], json: inout [UInt8]) {
        csv.append(0x2C)
        json.append(0x2C)
        guard let value else {
            json.append(contentsOf: "null".utf8)
            return
        }
        let text = String(value).utf8
        csv.append(contentsOf: text)
        json.append(contentsOf: text)
    }

    /// A name (handoff, movement, sheet): `,name` to CSV and `,"name"` (`,null`) to JSON. Names are enum raw
    /// values: letters only, nothing to escape.
    private static func text(_ value: String?, csv: inout [UInt8], json: inout [UInt8]) {
        csv.append(0x2C)
        json.append(0x2C)
        guard let value else {
            json.append(contentsOf: "null".utf8)
            return
        }
        csv.append(contentsOf: value.utf8)
        json.append(0x22)
        json.append(contentsOf: value.utf8)
        json.append(0x22)
    }

    /// A number for JSON: shortest round-trip form, `null` when not finite.
    static func json(_ value: Double) -> String { value.isFinite ? value.description : "null" }
}
