// Reports/Columns/TrajectoryFrameColumns: the columns of `bench trajectory --csv` (one row per frame), each once.
import PanelSimulator
import Support

/// One row of a trajectory's CSV: frame `frame` (an index into its frames) of `trajectory`.
public typealias TrajectoryFrameRow = (trajectory: Trajectory, frame: Int)

/// The columns of a trajectory's CSV (docs/runtime.md, after the outcome record): `time_s` (since touch-down),
/// `outer_offset_pt`, `display_height_pt`, `panel_origin_pt` (the panel's top in the host's content), `owner`
/// (`panel` or a participant's name, ``Trajectory/name(of:)``), `phase`, then `offset_<name>_pt` per participant
/// (its content offset). Points, seconds.
public enum TrajectoryFrameColumns {
    /// The columns for participants named `names`.
    public static func table(participants names: [String]) -> DataTable<TrajectoryFrameRow> {
        func frame(_ row: TrajectoryFrameRow) -> Frame { row.trajectory.frames[row.frame] }
        let fixed: [DataColumn<TrajectoryFrameRow>] = [
            .number("time_s") { frame($0).time },
            .number("outer_offset_pt") { frame($0).outerOffset },
            .number("display_height_pt") { frame($0).displayHeight },
            .number("panel_origin_pt") { frame($0).panelOriginY },
            DataColumn("owner") { $0.trajectory.name(of: frame($0).owner) },
            DataColumn("phase") { frame($0).phase.rawValue },
        ]
        let offsets = names.indices.map { k in
            DataColumn<TrajectoryFrameRow>.number("offset_\(names[k])_pt") {
                $0.trajectory.offset(frame: $0.frame, participant: k)
            }
        }
        return DataTable(fixed + offsets)
    }
}

extension Trajectory {
    /// The frames as CSV (``TrajectoryFrameColumns``): a header row (`time_s, outer_offset_pt, display_height_pt,
    /// panel_origin_pt, owner, phase, offset_<name>_pt…`), then one row per frame; the owner is `panel` or a
    /// participant's name. Numbers use Swift's shortest round-trip form.
    public func csv() -> String {
        TrajectoryFrameColumns.table(participants: participantNames).text(frames.indices.lazy.map { (self, $0) })
    }
}
