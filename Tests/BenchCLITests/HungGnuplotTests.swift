// BenchCLITests/HungGnuplotTests: a gnuplot that never ends cannot hang bench (docs/output.md, "Interruption" and
// "Child processes"): it runs in its own process group, is stopped as a group after BENCH_GNUPLOT_TIMEOUT or at the
// first SIGINT, and the verb ends with one line and nothing left behind — no file, no temporary, no process.
// Checked on the real `bench` executable with a fake `gnuplot` first on PATH (a wrapper script whose own child
// keeps running, as a wrapper around the real program would).
import Foundation
import SafeOutput
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("a gnuplot that never ends (the bench executable)")
struct HungGnuplotTests {
    /// A scratch folder with `bin/gnuplot`, a script that starts `sleep 1000` and waits for it, writing its own
    /// pid and the sleep's to `pids` (one line each) first.
    static func fakeGnuplot() throws -> (folder: String, bin: String) {
        let folder = try makeScratchFolder()
        let bin = "\(folder)/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        let script = "#!/bin/sh\nsleep 1000 &\necho $$ >> '\(folder)/pids'\necho $! >> '\(folder)/pids'\nwait\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: "\(bin)/gnuplot"))
        #expect(chmod("\(bin)/gnuplot", 0o755) == 0)
        return (folder, bin)
    }

    /// The pids the fake gnuplots wrote.
    static func recordedPids(in folder: String) -> [Int32] {
        ((try? String(contentsOfFile: "\(folder)/pids", encoding: .utf8)) ?? "").split(separator: "\n")
            .compactMap { Int32($0) }
    }

    /// Whether `pid` is gone or a zombie (killed; an orphan waits for PID 1 to reap it, which a container's may not).
    static func ended(_ pid: Int32) -> Bool {
        guard let stat = InterruptAndFullOutputTests.procText("/proc/\(pid)/stat"),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// Runs `process` with standard error in the file `folder/stderr` (a file, not a pipe: a process left behind
    /// holding it cannot block the test) until it exits, then returns that text and the recorded pids still running
    /// 10 s later, killed here so a failing run leaves nothing either.
    static func runToExit(_ process: Process, in folder: String, whileRunning: () -> Void = {}) throws -> (
        stderr: String, survivors: [Int32]
    ) {
        let path = "\(folder)/stderr"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        process.standardError = file
        try process.run()
        whileRunning()
        process.waitUntilExit()
        try file.close()
        // A process killed with its group may take a moment to end on a loaded machine: a survivor is one still
        // running after a bounded wait (the bound only keeps a broken build from hanging the suite).
        for _ in 0..<10_000 where recordedPids(in: folder).contains(where: { !ended($0) }) { usleep(1000) }
        let survivors = recordedPids(in: folder).filter { !ended($0) }
        for pid in survivors { kill(pid, SIGKILL) }
        return ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "", survivors)
    }

    /// A bench process in `folder/work` with the fake gnuplot first on PATH and `extra` in its environment.
    static func process(_ arguments: [String], fake: (folder: String, bin: String), extra: [String: String]) throws
        -> Process
    {
        let work = "\(fake.folder)/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
        let process = Process()
        process.executableURL = try InterruptedSweepTests.benchExecutable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: work)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = fake.bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        return process
    }

    @Test("trajectory: stopped after BENCH_GNUPLOT_TIMEOUT, exit 1, one line, no file and no process left")
    func timeout() throws {
        let fake = try Self.fakeGnuplot()
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let process = try Self.process(
            [
                "trajectory", "--start-height", "400", "--velocity", "1", "--renderer", "gnuplot", "--out", "p.png",
                "--csv", "p.csv",
            ], fake: fake, extra: ["BENCH_GNUPLOT_TIMEOUT": "1"])
        let (stderr, survivors) = try Self.runToExit(process, in: fake.folder)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
        #expect(stderr.contains("gnuplot failed") && stderr.contains("BENCH_GNUPLOT_TIMEOUT"), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(fake.folder)/work") == [])
        #expect(Self.recordedPids(in: fake.folder).count == 2)
        #expect(survivors == [], "still running")
    }

    @Test("sweep: the first SIGINT while gnuplot hangs stops it: exit 130, one line, no folder and no process left")
    func interruptedWhileDrawing() throws {
        let fake = try Self.fakeGnuplot()
        defer { try? FileManager.default.removeItem(atPath: fake.folder) }
        let process = try Self.process(
            ["sweep", "--param", "low-velocity-threshold=0:1:0.5", "--out", "s", "--renderer", "gnuplot"], fake: fake,
            extra: ["BENCH_GNUPLOT_TIMEOUT": "600"])
        let (stderr, survivors) = try Self.runToExit(process, in: fake.folder) {
            // Poll for the state (a fake gnuplot running); the bound only keeps a broken build from hanging the suite.
            for _ in 0..<20_000 where Self.recordedPids(in: fake.folder).count < 2 && process.isRunning { usleep(500) }
            kill(process.processIdentifier, SIGINT)
        }
        let lines = stderr.split(separator: "\n").filter { !$0.hasPrefix("progress:") }
        #expect(process.terminationStatus == 130, "\(lines)")
        #expect(lines.count == 1 && lines.first?.contains("interrupted") == true, "\(lines)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(fake.folder)/work") == [])
        #expect(survivors == [], "still running")
    }
}
