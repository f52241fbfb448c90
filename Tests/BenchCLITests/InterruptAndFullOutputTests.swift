// BenchCLITests/InterruptAndFullOutputTests: SIGINT and SIGTERM, once or twice in quick succession, stop every
// verb with exit 130, gnuplot stopped, no temporary left and previous outputs intact; a full standard output is
// exit status 1 (issue 29). Checked on the real `bench` executable; a verb is interrupted once its gnuplot child
// is seen running (a state, polled), never after a delay.
import Foundation
import SafeOutput
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("interrupts and a full standard output (the bench executable)")
struct InterruptAndFullOutputTests {
    /// The children of `pid` (from /proc), running or not yet reaped.
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { child in
            guard let stat = procText("/proc/\(child)/stat"),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[1]) == pid
        }
    }

    /// The text of a small /proc file, read with one `read` (nil once it is gone). Foundation's file reader leaks
    /// its buffer when the file vanishes mid-read (a process exiting meanwhile), which the sanitizer run reports.
    static func procText(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Whether process `pid` still exists (not even as a zombie).
    static func exists(_ pid: Int32) -> Bool { FileManager.default.fileExists(atPath: "/proc/\(pid)") }

    /// Starts `bench arguments`, waits until it has a child (gnuplot), sends `signals` back to back, and returns
    /// the exit status, standard error and the child seen.
    static func interrupt(_ arguments: [String], with signals: [Int32], in folder: String) throws
        -> (status: Int32, stderr: String, child: Int32?)
    {
        let process = Process()
        process.executableURL = try InterruptedSweepTests.benchExecutable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var child: Int32?
        // Poll for the state (a child running); the bound only keeps a broken build from hanging the suite.
        for _ in 0..<20_000 where child == nil && process.isRunning {
            child = children(of: process.processIdentifier).first
            if child == nil { usleep(500) }
        }
        if child != nil { for signal in signals { kill(process.processIdentifier, signal) } }
        let data = FileDescriptorReader.readToEnd(errors.fileHandleForReading.fileDescriptor).data
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), child)
    }

    /// Every entry under `folder`, recursively, with its bytes (hidden ones too).
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            files[name] = FileManager.default.contents(atPath: "\(folder)/\(name)") ?? Data()
        }
        return files
    }

    static let signalSets: [(name: String, signals: [Int32])] = [
        ("SIGINT", [SIGINT]), ("SIGTERM", [SIGTERM]), ("two SIGINTs", [SIGINT, SIGINT]),
        ("SIGINT then SIGTERM", [SIGINT, SIGTERM]),
    ]

    @Test("render, merge, trajectory and compare with gnuplot running: 130, gnuplot gone, nothing left, outputs kept")
    func verbsWithGnuplotStopCleanly() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gnuplot") else { return }
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grid = [
            "--param", "low-velocity-threshold=0:1:0.1", "--velocities=-3:3:0.1", "--start-heights", "200,400,600",
            "--quiet", "--renderer", "raster",
        ]
        #expect(bench(["sweep"] + grid + ["--out", "\(folder)/s"]).status == 0)
        #expect(bench(["sweep"] + grid + ["--shard", "0/1", "--out", "\(folder)/shard"]).status == 0)
        #expect(
            bench(["results", "merge", "\(folder)/shard", "--out", "\(folder)/m", "--renderer", "raster"]).status == 0)
        #expect(bench(["trajectory", "--out", "\(folder)/t.png", "--renderer", "raster"]).status == 0)
        #expect(bench(["compare", "--out", "\(folder)/c.png", "--renderer", "raster"]).status == 0)
        let verbs: [(name: String, arguments: [String])] = [
            ("render", ["render", "s", "--renderer", "gnuplot"]),
            ("render --out", ["render", "s", "--out", "m", "--force", "--renderer", "gnuplot"]),
            ("merge", ["results", "merge", "shard", "--out", "m", "--force", "--renderer", "gnuplot"]),
            ("trajectory", ["trajectory", "--out", "t.png", "--force", "--renderer", "gnuplot"]),
            ("compare", ["compare", "--out", "c.png", "--force", "--renderer", "gnuplot"]),
        ]
        for verb in verbs {
            for set in Self.signalSets {
                let before = Self.snapshot(folder)
                let run = try Self.interrupt(verb.arguments, with: set.signals, in: folder)
                let what = "\(verb.name), \(set.name)"
                guard let child = run.child else {
                    Issue.record("\(what): gnuplot was never seen running (\(run.status), \(run.stderr))")
                    continue
                }
                #expect(run.status == 130, "\(what): \(run.stderr)")
                #expect(run.stderr.contains("interrupted"), "\(what): \(run.stderr)")
                #expect(!Self.exists(child), "\(what): gnuplot \(child) outlived bench")
                let after = Self.snapshot(folder)
                #expect(
                    after.keys.sorted() == before.keys.sorted(),
                    "\(what): \(Set(after.keys).symmetricDifference(before.keys))")
                #expect(after == before, "\(what): previous outputs changed")
            }
        }
    }

    @Test("a sweep interrupted twice in quick succession: 130 and no temporary folder")
    func sweepInterruptedTwice() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bench = try InterruptedSweepTests.benchExecutable()
        let arguments = [
            "sweep", "--param", "low-velocity-threshold=0.1,0.2", "--velocities", "-1,1", "--start-heights", "400",
            "--renderer", "raster", "--quiet", "--out", "\(folder)/out",
        ]
        #expect(try InterruptedSweepTests.run(bench, arguments).status == 0)
        let before = Self.snapshot(folder)
        for phase in ["simulate", "write", "plot"] {
            for set in Self.signalSets {
                let run = try InterruptedSweepTests.run(
                    bench, arguments + ["--force"], interruptAt: phase, signals: set.signals)
                #expect(run.status == 130, "\(phase), \(set.name): \(run.stderr)")
                #expect(Self.snapshot(folder) == before, "\(phase), \(set.name): something changed or was left")
            }
        }
    }

    @Test("standard output on /dev/full: exit 1 in every verb, and nothing it created is left behind")
    func fullStandardOutput() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let executable = try InterruptedSweepTests.benchExecutable()
        let small = [
            "--param", "low-velocity-threshold=0.1,0.3", "--velocities=-0.2,0.2", "--start-heights", "400",
            "--quiet", "--renderer", "raster",
        ]
        #expect(bench(["sweep"] + small + ["--out", "\(folder)/s"]).status == 0)
        try Data(StrictReadersVerbTests.results("[10, 11, 12, 13]").utf8).write(
            to: URL(fileURLWithPath: "\(folder)/r.json"))
        try FileManager.default.createDirectory(atPath: "\(folder)/b", withIntermediateDirectories: false)
        #expect(bench(["baseline", "update", "\(folder)/r.json", "--baselines-dir", "\(folder)/b"]).status == 0)
        let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ScrollAxisTests/Fixtures/axis-vectors.json").path
        let verbs: [[String]] = [
            ["scenarios"], ["scenarios", "default"], ["conformance", vectors], ["export"],
            ["results", "best", "s", "--by", "settle-time"], ["results", "compare", "r.json", "r.json"],
            ["results", "export", "r.json"], ["baseline", "check", "r.json", "--baselines-dir", "b"],
            ["sweep"] + small + ["--out", "new", "--format", "json"],
            ["sweep"] + small + ["--out", "new", "--format", "csv"],
            ["sweep"] + small + ["--out", "s", "--force", "--format", "json"],
            ["run", "--dry-run"], ["help"],
            // Verbs that write files and then print: what they created is removed again.
            ["trajectory", "--out", "t.png", "--renderer", "raster"],
            ["compare", "--out", "c.png", "--csv", "c.csv", "--renderer", "raster"],
            ["render", "s", "--out", "r", "--renderer", "raster"],
            ["export", "--json", "e.json", "--swift", "e.swift"],
        ]
        for arguments in verbs {
            let before = Self.snapshot(folder)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardOutput = full
            let text = try runReadingStandardError(process)
            #expect(process.terminationStatus == 1, "\(arguments): \(text)")
            #expect(text.contains("cannot write standard output: No space left on device"), "\(arguments): \(text)")
            // The comparisons print their verdict on standard error only once the table is out: here, one line.
            if arguments.contains("compare") || arguments.contains("check") {
                let lines = text.split(separator: "\n").filter { !$0.hasPrefix("warning:") }
                #expect(lines.count == 1, "\(arguments): \(text)")
            }
            #expect(Self.snapshot(folder) == before, "\(arguments): left something behind or changed an output")
        }
    }
}
