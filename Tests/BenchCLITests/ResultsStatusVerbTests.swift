// BenchCLITests/ResultsStatusVerbTests: `bench results status` on a partly failed array (done, partial, cut-off
// and missing shards), the --array list it prints, its exit status; `merge` refusing shards of another sweep.
import Foundation
import Testing

@testable import BenchCLI

@Suite("results status and merge's refusal of mixed shards")
struct ResultsStatusVerbTests {
    static let sweep = [
        "sweep", "--param", "low-velocity-threshold=0.1,0.3", "--velocities", "-1,1", "--start-heights", "400",
        "--quiet", "--renderer", "raster",
    ]

    /// Writes shard `i` of 4 of `sweep` (with `extra` options) into `folder/shard-i`.
    static func shard(_ i: Int, of count: Int = 4, into folder: String, extra: [String] = []) {
        let made = bench(Self.sweep + extra + ["--shard", "\(i)/\(count)", "--out", "\(folder)/shard-\(i)"])
        #expect(made.status == 0, "\(made.error)")
    }

    @Test("a partly failed array: done, partial, cut off and missing shards; the --array list to rerun; exit 6")
    func partlyFailedArray() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let out = "\(scratch)/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        for i in 0..<4 { Self.shard(i, into: out) }
        // Shard 1 cut short (a node that died while copying it back), shard 2's write cut off before its folder
        // took its name (only the temporary folder is left), shard 3 never ran.
        let json = "\(out)/shard-1/sweep.json"
        let whole = try Data(contentsOf: URL(fileURLWithPath: json))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: json))
        try FileManager.default.moveItem(atPath: "\(out)/shard-2", toPath: "\(out)/.shard-2.tmp-Ab12Cd")
        try FileManager.default.removeItem(atPath: "\(out)/shard-3")

        let status = bench(["results", "status", out])
        #expect(status.status == 6, "\(status.error)")
        #expect(status.error.isEmpty, "\(status.error)")
        let lines = status.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "4 shards of default: 1 done, 2 failed, 1 missing")
        let rows = lines.dropFirst(3).prefix(4).map { $0.split(separator: " ").map(String.init) }
        #expect(rows.map { $0[0] } == ["0", "1", "2", "3"])
        #expect(rows.map { $0[1] } == ["done", "failed", "failed", "missing"])
        #expect(lines[4].contains("partial or corrupt: "), "\(lines[4])")
        #expect(lines[5].contains("unfinished: a write was cut off (.shard-2.tmp-Ab12Cd left beside it)"))
        #expect(lines.contains("rerun: --array=1-3"), "\(status.output)")
        #expect(lines.contains { $0.contains("SWEEP_SHARDS=4 sbatch --array=1-3 cluster/slurm/sweep-array.sbatch") })
        // Shard 1's folder is in the way of its rerun (a sweep does not replace it without --force).
        #expect(lines.last?.hasPrefix("  move the failed folders away first") == true, "\(status.output)")

        // The shard folders named one by one say the same; shard 3 named but absent is missing.
        let named = bench(["results", "status"] + (0..<4).map { "\(out)/shard-\($0)" })
        #expect(named.status == 6)
        #expect(named.output.contains("rerun: --array=1-3"))

        // Rerun them: every shard done, exit 0, and merge joins them.
        try FileManager.default.removeItem(atPath: "\(out)/shard-1")
        try FileManager.default.removeItem(atPath: "\(out)/.shard-2.tmp-Ab12Cd")
        for i in 1..<4 { Self.shard(i, into: out) }
        let done = bench(["results", "status", out])
        #expect(done.status == 0, "\(done.output)")
        #expect(done.output.hasPrefix("4 shards of default: 4 done, 0 failed, 0 missing\n"))
        #expect(done.output.hasSuffix("every shard is done: bench results merge joins them\n"))
        let merged = bench([
            "results", "merge", "\(out)/shard-0", "\(out)/shard-1", "\(out)/shard-2", "\(out)/shard-3",
            "--out", "\(scratch)/merged", "--renderer", "raster",
        ])
        #expect(merged.status == 0, "\(merged.error)")
    }

    @Test("a shard of another sweep, a second copy, a whole sweep: failed, naming why")
    func foreignShards() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        Self.shard(0, of: 2, into: scratch)
        Self.shard(1, of: 2, into: scratch, extra: ["--settle-threshold", "0.5"])
        try FileManager.default.copyItem(atPath: "\(scratch)/shard-0", toPath: "\(scratch)/copy")
        let whole = bench(Self.sweep + ["--out", "\(scratch)/whole"])
        #expect(whole.status == 0, "\(whole.error)")
        let status = bench(["results", "status"] + ["shard-0", "shard-1", "copy", "whole"].map { "\(scratch)/\($0)" })
        #expect(status.status == 6)
        let rows = status.output.split(separator: "\n").dropFirst(3).prefix(4).map {
            $0.split(separator: " ", maxSplits: 3).map(String.init)
        }
        #expect(rows.map { $0[0] } == ["0", "1", "?", "0"], "\(status.output)")
        #expect(rows.map { $0[1] } == ["done", "failed", "failed", "failed"], "\(status.output)")
        #expect(rows.map { $0[2] } == ["shard-0", "shard-1", "whole", "copy"].map { "\(scratch)/\($0)" })
        #expect(
            rows.map { $0[3].trimmingCharacters(in: .whitespaces) } == [
                "2 cells",
                "another sweep than \(scratch)/shard-0: the scenario: scenarioFile.settleThreshold is 0.5 here, "
                    + "absent there",
                "holds a whole sweep, not a shard", "shard 0/2 again (also \(scratch)/shard-0)",
            ])
        #expect(status.output.contains("rerun: --array=1\n"))
    }

    @Test("bad input: no shard readable without --shard-count, a count that disagrees: exit 2, one line")
    func badInput() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let none = bench(["results", "status", "\(scratch)/shard-0"])
        #expect(none.status == 2)
        #expect(
            none.error
                == "bench results status: no shard could be read ('\(scratch)/shard-0': nothing there), so the shard "
                + "count is unknown: give --shard-count\n")
        let counted = bench(["results", "status", "\(scratch)/shard-0", "\(scratch)/shard-5", "--shard-count", "3"])
        #expect(counted.status == 6)
        #expect(counted.output.contains("rerun: --array=0-2\n"), "\(counted.output)")
        Self.shard(0, of: 4, into: scratch)
        let disagrees = bench(["results", "status", "\(scratch)/shard-0", "--shard-count", "3"])
        #expect(disagrees.status == 2)
        #expect(
            disagrees.error
                == "bench results status: --shard-count: the shard count 3 disagrees with \(scratch)/shard-0, which is one of 4 shards\n"
        )
    }

    /// Shards that differ in one field each, and the field merge must name.
    static let mixed:
        [(name: String, extra: [String], edit: (@Sendable (String) -> String)?, says: String, line: Int)] = [
            (
                "another build", [],
                { $0.replacingOccurrences(of: "\"tool\": \"bench ", with: "\"tool\": \"bench 9.9.9-") },
                "the build: tool is \"bench 9.9.9-", #line
            ),
            (
                "another parameter grid", ["--param", "low-velocity-threshold=0.1,0.4"], nil,
                "the command's grid: grid.parameters[0].spec is \"0.1,0.4\" here, \"0.1,0.3\" there", #line
            ),
            (
                "other velocities", ["--velocities", "-1,2"], nil,
                "the command's grid: grid.gestureValues.spec is \"-1,2\" here, \"-1,1\" there", #line
            ),
            ("another scenario", ["--scenario", "table-handoff"], nil, "the scenario: scenario.", #line),
            (
                "another settle threshold", ["--settle-threshold", "0.5"], nil,
                "the scenario: scenarioFile.settleThreshold is 0.5 here, absent there", #line
            ),
        ]

    @Test("merge refuses shards of another command or build, naming the field: exit 2, one line, nothing written")
    func mergeRefusesMixedShards() throws {
        for row in Self.mixed {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let scratch = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            Self.shard(0, of: 2, into: scratch)
            let other = bench(
                Self.replacing(Self.sweep, with: row.extra) + ["--shard", "1/2", "--out", "\(scratch)/shard-1"])
            #expect(other.status == 0, "\(row.name): \(other.error)", sourceLocation: location)
            if let edit = row.edit {
                let path = "\(scratch)/shard-1/sweep.json"
                let text = try String(contentsOfFile: path, encoding: .utf8)
                try Data(edit(text).utf8).write(to: URL(fileURLWithPath: path))
            }
            let merged = bench([
                "results", "merge", "\(scratch)/shard-0", "\(scratch)/shard-1", "--out", "\(scratch)/m",
                "--renderer", "raster",
            ])
            #expect(merged.status == 2, "\(row.name): \(merged.error)", sourceLocation: location)
            let prefix =
                "bench results merge: \(scratch)/shard-1: not a shard of the same sweep as \(scratch)/shard-0: "
            #expect(merged.error.hasPrefix(prefix + row.says), "\(row.name): \(merged.error)", sourceLocation: location)
            #expect(merged.error.split(separator: "\n").count == 1, sourceLocation: location)
            #expect(!FileManager.default.fileExists(atPath: "\(scratch)/m"), sourceLocation: location)
        }
    }

    /// `arguments` with each option of `changes` (`--name value`) replacing that option's value, or appended.
    static func replacing(_ arguments: [String], with changes: [String]) -> [String] {
        var result = arguments
        var i = 0
        while i + 1 < changes.count {
            if let at = result.firstIndex(of: changes[i]) {
                result[at + 1] = changes[i + 1]
            } else {
                result += [changes[i], changes[i + 1]]
            }
            i += 2
        }
        return result
    }
}
