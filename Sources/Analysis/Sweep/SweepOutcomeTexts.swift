// Analysis/Sweep/SweepOutcomeTexts: a row's outcome fields written once per solved outcome and copied for every
// later row that took the same outcome from a movement memo.
import PanelSimulator

/// Where a row's outcome came from: movement memo `slot` of the worker's cell simulator, at its ``stamp``
/// (``MovementMemo/stamp``, which names one outcome). Rows with the same stamp have the same outcome, so the same
/// outcome fields.
public struct SweepOutcomeReference: Sendable, Hashable {
    /// The memo's slot among the cell simulator's (a worker keeps one text per slot).
    public var slot: Int
    /// The memo's stamp when the row's outcome was taken or stored.
    public var stamp: Int
}

/// The outcome fields' text (CSV and JSON, each field with its leading comma) last written for each movement memo
/// slot, with the stamp it was written for: a row whose outcome is that memo's at that stamp copies the text
/// instead of formatting a dozen numbers again. A row's outcome fields are a function of its outcome alone, so a
/// copy is byte for byte what formatting would write.
///
/// Kept by one sweep worker beside its cell simulator; storage (``SweepRowEncoder/outcomeRoom`` per file and slot)
/// grows to the highest slot kept, once.
struct SweepOutcomeTexts {
    /// Bytes each slot keeps per file.
    private let room: Int
    /// Each slot's CSV text, then its JSON text, `room` bytes each, slot after slot, then a padding block (block
    /// copies read past the bytes they copy).
    private var bytes: [UInt8] = []
    /// Each slot's stamp (0: nothing written) and its texts' lengths.
    private var entries: [(stamp: Int, csv: Int, json: Int)] = []

    /// Room for outcome fields of at most `room` bytes per file.
    init(room: Int) { self.room = room }

    /// Copies the text kept for `reference` into `line` and returns true; false (nothing written) when the slot
    /// holds text of another stamp, or none. Mutating only to be called in place (a non-mutating call through
    /// an optional copies the texts, a retain per array, first); nothing is changed.
    mutating func write(_ reference: SweepOutcomeReference, into line: inout SweepFieldWriter) -> Bool {
        guard reference.slot < entries.count else { return false }
        let entry = entries[reference.slot]
        guard entry.stamp == reference.stamp, entry.stamp > 0 else { return false }
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let csv = base + reference.slot * 2 * room
            line.copy(csv: csv, count: entry.csv, json: csv + room, count: entry.json)
        }
        return true
    }

    /// Keeps the `csv` and `json` bytes (at most ``room`` each) as the text of `reference`.
    mutating func keep(
        _ reference: SweepOutcomeReference, csv: UnsafeBufferPointer<UInt8>, json: UnsafeBufferPointer<UInt8>
    ) {
        guard csv.count <= room, json.count <= room else { return }
        if reference.slot >= entries.count {
            // Grown by doubling, the texts kept in place (slot k's stay at k · 2 · room; the padding moves on).
            let count = max(reference.slot + 1, 2 * entries.count)
            let added = count - entries.count
            entries.append(contentsOf: repeatElement((stamp: 0, csv: 0, json: 0), count: added))
            bytes.append(
                contentsOf: repeatElement(
                    0, count: added * 2 * room + (bytes.isEmpty ? SweepFieldWriter.blockBytes : 0)))
        }
        let start = reference.slot * 2 * room
        bytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            if let source = csv.baseAddress { (base + start).update(from: source, count: csv.count) }
            if let source = json.baseAddress { (base + start + room).update(from: source, count: json.count) }
        }
        entries[reference.slot] = (reference.stamp, csv.count, json.count)
    }
}
