// Reports/Tables/SweepArrayStatusTable: `bench results status`: each shard's state and the array list to rerun.
import Analysis
import Support
import Sweep

/// The status of a sharded sweep as text.
public enum SweepArrayStatusTable {
    /// A summary line, one row per shard (index, state, folder, detail), and either what to rerun — the line
    /// `rerun: --array=LIST` (Slurm's syntax, shard indices: the shipped array script's task ids) and how to
    /// resubmit with the shipped script — or that every shard is done.
    public static func render(_ status: SweepArrayStatus) -> String {
        let count = { (state: SweepArrayStatus.State) in status.entries.filter { $0.state == state }.count }
        let name = status.header.map { " of \($0.scenario.name)" } ?? ""
        var text =
            "\(status.shardCount) shards\(name): \(count(.done)) done, \(count(.failed)) failed, "
            + "\(count(.missing)) missing\n"
        var table = TextTable(columns: [
            TextTable.Column("shard", alignment: .right), TextTable.Column("state"), TextTable.Column("folder"),
            TextTable.Column("detail"),
        ])
        for entry in status.entries {
            table.append([
                entry.index.map(String.init) ?? "?", entry.state.rawValue, entry.path ?? "-", entry.detail,
            ])
        }
        text += table.render()
        let rerun = status.rerun
        if rerun.isEmpty {
            text +=
                status.isComplete
                ? "every shard is done: bench results merge joins them\n"
                : "every shard is done, but the folders above that are not cannot be merged with them\n"
        } else {
            let list = SweepArrayStatus.arrayList(rerun)
            text += "rerun: --array=\(list)\n"
            text +=
                "  with cluster/slurm/sweep-array.sbatch (same SWEEP_ARGS, SWEEP_OUT): "
                + "SWEEP_SHARDS=\(status.shardCount) sbatch --array=\(list) cluster/slurm/sweep-array.sbatch\n"
            let inTheWay = status.entries.contains { entry in
                entry.state == .failed && entry.occupied && entry.index.map(rerun.contains) == true
            }
            if inTheWay {
                text +=
                    "  move the failed folders away first: a sweep does not replace an existing folder without --force\n"
            }
        }
        return text
    }
}
