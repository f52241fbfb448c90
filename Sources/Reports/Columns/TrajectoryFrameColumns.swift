// Reports/Columns/TrajectoryFrameColumns: the columns of `bench trajectory --csv` (one row per frame), each once:
// the writer and the strict reader walk them.
import PanelSimulator
import Support

/// One row of a trajectory's CSV: one simulated frame as the file holds it. Points, seconds.
public struct TrajectoryFrameRow: Hashable, Sendable {
    /// Seconds since touch-down.
    public var time = 0.0
    /// The outer offset Y, points.
    public var outerOffset = 0.0
    /// The visible panel height H, points.
    public var displayHeight = 0.0
    /// The panel's top in the host's content, points.
    public var panelOriginY = 0.0
    /// Who moves at this offset: `panel` or a participant's name (``Trajectory/name(of:)``).
    public var owner = ""
    /// What the panel is doing.
    public var phase = Phase.tracking
    /// Each participant's content offset, in the header's order, points.
    public var offsets: [Double] = []

    /// An empty row (what the reader fills column by column).
    public init() {}

    /// Frame `f` of `trajectory`.
    public init(_ trajectory: Trajectory, frame f: Int) {
        let frame = trajectory.frames[f]
        time = frame.time
        outerOffset = frame.outerOffset
        displayHeight = frame.displayHeight
        panelOriginY = frame.panelOriginY
        owner = trajectory.name(of: frame.owner)
        phase = frame.phase
        offsets = trajectory.participantIDs.indices.map { trajectory.offset(frame: f, participant: $0) }
    }
}

/// The frames of a trajectory CSV read back: the participants the header names and one row per frame.
public struct TrajectoryFrames: Hashable, Sendable {
    /// The participants' names, in column order (`offset_<name>_pt`).
    public var participantNames: [String]
    /// The frames, in file order.
    public var rows: [TrajectoryFrameRow]
}

/// The columns of a trajectory's CSV (docs/runtime.md, after the outcome record): `time_s, outer_offset_pt,
/// display_height_pt, panel_origin_pt, owner, phase, offset_<name>_pt…`.
public enum TrajectoryFrameColumns {
    /// The columns for participants named `names`; the owner column takes `panel` or one of them.
    public static func table(participants names: [String]) -> DataTable<TrajectoryFrameRow> {
        let owners = ["panel"] + names
        let fixed: [DataColumn<TrajectoryFrameRow>] = [
            .number("time_s", \.time),
            .number("outer_offset_pt", \.outerOffset),
            .number("display_height_pt", \.displayHeight),
            .number("panel_origin_pt", \.panelOriginY),
            DataColumn("owner", write: \.owner) { (row, text) throws(DataFieldProblem) in
                guard owners.contains(text) else {
                    throw DataFieldProblem("'\(text)' is not one of \(owners.joined(separator: ", "))")
                }
                row.owner = text
            },
            .name("phase", \.phase),
        ]
        let offsets = names.indices.map { k in
            DataColumn<TrajectoryFrameRow>(
                offsetColumn(names[k]), write: { NumberFormat.data($0.offsets[k]) },
                read: { (row, text) throws(DataFieldProblem) in
                    row.offsets.append(try DataColumn<TrajectoryFrameRow>.finite(text))
                })
        }
        return DataTable(fixed + offsets)
    }

    /// The column of participant `name`'s content offset: `offset_<name>_pt`.
    public static func offsetColumn(_ name: String) -> String { "offset_\(name)_pt" }

    /// `trajectory`'s frames as CSV: the header, then one row per frame.
    public static func csv(_ trajectory: Trajectory) -> String {
        table(participants: trajectory.participantNames).text(
            trajectory.frames.indices.lazy.map { TrajectoryFrameRow(trajectory, frame: $0) })
    }

    /// Reads a trajectory CSV back, as strictly as ``csv(_:)`` writes it: the header names the six fixed columns
    /// then `offset_<name>_pt` per participant; every row has one field per column, every number is finite and
    /// decimal, the owner is `panel` or a participant, the phase one of ``Phase``'s names, and the times rise.
    ///
    /// - Throws: ``DataFileProblem`` naming the line (and column) of the first thing wrong.
    public static func read(_ text: String) throws(DataFileProblem) -> TrajectoryFrames {
        let records = try DataTable<TrajectoryFrameRow>.records(text)
        let header = records[0]
        let fixedCount = table(participants: []).columns.count
        var names: [String] = []
        for (k, field) in header.fields.enumerated().dropFirst(fixedCount) {
            let name = field.dropFirst("offset_".count).dropLast("_pt".count)
            guard field.hasPrefix("offset_"), field.hasSuffix("_pt"), !name.isEmpty else {
                throw DataFileProblem(
                    line: header.line, reason: "column \(k + 1) is '\(field)', not offset_<name>_pt")
            }
            names.append(String(name))
        }
        let table = table(participants: names)
        try table.checkHeader(header)
        let rows = try table.rows(records.dropFirst(), blank: TrajectoryFrameRow())
        for (k, pair) in zip(rows, rows.dropFirst()).enumerated() where pair.1.time <= pair.0.time {
            throw DataFileProblem(
                line: records[k + 2].line, column: "time_s",
                reason: "\(NumberFormat.data(pair.1.time)) is not after \(NumberFormat.data(pair.0.time))")
        }
        return TrajectoryFrames(participantNames: names, rows: rows)
    }
}

extension Trajectory {
    /// The frames as CSV (``TrajectoryFrameColumns``): a header row (`time_s, outer_offset_pt, display_height_pt,
    /// panel_origin_pt, owner, phase, offset_<name>_pt…`), then one row per frame; the owner is `panel` or a
    /// participant's name. Numbers use Swift's shortest round-trip form.
    public func csv() -> String { TrajectoryFrameColumns.csv(self) }
}
