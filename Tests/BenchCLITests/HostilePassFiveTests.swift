// BenchCLITests/HostilePassFiveTests: the fifth hostile pass's number shortfall (docs/hostile-pass.md, V4), held
// against docs/output.md, "Exit statuses" (what you gave is at fault: 2, one line naming the option) and the
// earlier passes' rule that hexadecimal is not a number (`--velocity 0x10` is refused: docs/hostile-pass.md, third
// pass, "options"): every reader of a number the user writes reads decimal only, in any spelling of hex.
import Foundation
import Testing

@Suite("hostile pass five: numbers are decimal in every option, condition, script and touch file")
struct HostilePassFiveTests {
    /// Each row: a command line with a hexadecimal number in one place, and the option its one line must name.
    /// Before the fix the lower-case `0x` prefix was refused only by the options' own reader; `0X…`, `+0x…` and
    /// every other reader (`--set`, `--peer`, `--where`, `--targets`, axis ranges, scripts) took the hex value.
    static let rows: [(arguments: [String], says: String, line: Int)] = [
        (["trajectory", "--velocity", "0X1"], "--velocity: '0X1' is not a number", #line),
        (["trajectory", "--velocity=+0x1"], "--velocity: '+0x1' is not a number", #line),
        (["trajectory", "--start-height", "0X190"], "--start-height: '0X190' is not a number", #line),
        (["export", "--set", "low-velocity-threshold=0x1p-2"], "--set", #line),
        (["export", "--set", "panel-deceleration-rate=0X1p-1"], "--set", #line),
        (["compare", "--peers", "flutter", "--peer", "flutter-friction=0x1p-4"], "--peer", #line),
        (["compare", "--targets", "0x190", "--velocity", "1.5"], "--targets", #line),
        (["trajectory", "--height-axis", "0:0x320"], "--height-axis", #line),
        (["trajectory", "--scenario", "movement-lab", "--script", "move 0x2f8 0.9"], "--script", #line),
    ]

    @Test("hexadecimal numbers in options, --set, --peer, --targets, axis ranges and scripts: exit 2, one line")
    func hexadecimalIsRefusedEverywhere() {
        for row in Self.rows {
            HostilePassTwoTests.refused(row.arguments, row.says, line: row.line)
        }
    }

    /// A `--where` condition and a touch file are read by the same rule: `settle-time<0x1p-1` is no number and no
    /// column; a touch file's `0x0,620` is no sample (docs/runtime.md: `time_s,finger_y_pt` in decimal).
    @Test("a --where condition and a touch file with hexadecimal numbers: exit 2, one line")
    func hexadecimalInConditionsAndTouchFiles() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sweep = bench([
            "sweep", "--param", "low-velocity-threshold=0.1,0.2", "--velocities", "1", "--start-heights", "400",
            "--out", "\(folder)/sw", "--renderer", "raster", "--quiet",
        ])
        #expect(sweep.status == 0, "\(sweep.error)")
        HostilePassTwoTests.refused(["results", "best", "\(folder)/sw", "--where", "settle-time<0x1p-1"], "--where")
        let touches = "time_s,finger_y_pt\n0x0,620\n0.01,600\n0.02,580\n"
        try Data(touches.utf8).write(to: URL(fileURLWithPath: "\(folder)/t.csv"))
        HostilePassTwoTests.refused(["trajectory", "--touches", "\(folder)/t.csv"], "--touches")
        // A `--gestures` suite file's numbers too (`release HEIGHT_PT VELOCITY_PT_PER_MS`).
        try Data("release 400 0x1\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/g.txt"))
        HostilePassTwoTests.refused(
            ["feel", "record", "--gestures", "\(folder)/g.txt", "--out", "\(folder)/g.json"],
            "line 1: release: velocity (pt/ms) must be a number")
    }

    /// docs/output.md, "Interruption": "A signal that comes after the outputs took their final names leaves them in
    /// place, complete, and the line says so". A signal during the renames (hostile pass five, V5) got a line chosen
    /// before the interruption waited for the renames: `interrupted (no partial output left behind)` over complete
    /// new outputs. The `commit` hold parks the command after its renames until the interruption has begun.
    @Test("SIGTERM in the middle of the renames: exit 130, one line saying the outputs were written in full")
    func signalDuringTheRenamesSaysWhatIsLeft() throws {
        let bench = try InterruptedSweepTests.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try InterruptedSweepTests.run(
            bench,
            ["trajectory", "--renderer", "raster", "--out", "\(folder)/t.png", "--csv", "\(folder)/t.csv"],
            interruptAt: "commit", signals: [SIGTERM])
        let lines = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("hold:") }
        #expect(run.reason == .exit && run.status == 130, "\(run.status) \(run.reason) \(run.stderr)")
        #expect(lines.count == 1 && lines[0].contains("written in full"), "\(run.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/t.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.suffix(8).starts(with: Array("IEND".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["t.csv", "t.png"])
    }

    /// docs/output.md, "Interruption": the line says what is left. `bench render DIR --out NEW` commits each PNG into
    /// its temporary folder before the folder takes its name; a signal then (hostile pass five, V6) said "interrupted
    /// after its outputs were written in full" though the folder was removed and nothing was written: a commit into a
    /// temporary folder counted as outputs in place.
    @Test("SIGTERM while render commits its PNGs into its temporary folder: 130, 'no partial output', no folder")
    func signalWhileRenderFillsItsTemporaryFolder() throws {
        let bench = try InterruptedSweepTests.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sweep = try InterruptedSweepTests.run(
            bench,
            [
                "sweep", "--param", "low-velocity-threshold=0.1,0.2", "--velocities", "-1,1", "--start-heights",
                "400", "--out", "\(folder)/sw", "--renderer", "raster", "--quiet",
            ])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let run = try InterruptedSweepTests.run(
            bench, ["render", "\(folder)/sw", "--out", "\(folder)/new", "--renderer", "raster"],
            interruptAt: "commit", signals: [SIGTERM])
        let lines = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("hold:") }
        #expect(run.reason == .exit && run.status == 130, "\(run.status) \(run.reason) \(run.stderr)")
        #expect(lines.count == 1 && lines[0].contains("no partial output left behind"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sw"])
    }
}
