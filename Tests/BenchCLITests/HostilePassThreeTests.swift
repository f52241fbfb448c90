// BenchCLITests/HostilePassThreeTests: the shortfalls of the third hostile pass (docs/hostile-pass.md, 2026-12-06),
// each held against the line of the contract it broke: docs/output.md, "Interruption" (a stop leaves nothing
// partial), "While writing" (every write checked: a failed one is exit 1, one line, nothing left) and "Inputs"
// (every file read strictly, every text file by one set of rules).
import Foundation
import Testing

@Suite("hostile pass three: hang-ups, file size limits, escaped keys, fit keys, suite files, closed outputs")
struct HostilePassThreeTests {
    /// docs/output.md, "Interruption": a stop request leaves no temporary behind. SIGHUP (the terminal or session
    /// closed) ended a sweep by its default action, leaving `.out.tmp-…` beside the folder; it now stops the command
    /// as SIGINT does: exit 130, one line, nothing partial, the previous folder intact.
    @Test("SIGHUP while writing a sweep: exit 130, one line, nothing left", arguments: ["simulate", "write", "plot"])
    func hangUpStopsCleanly(_ phase: String) throws {
        let executable = try InterruptedSweepTests.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sweep = [
            "sweep", "--param", "low-velocity-threshold=0.1,0.3", "--velocities", "-1:1:0.1", "--start-heights", "400",
            "--renderer", "raster", "--jobs", "1", "--quiet", "--out", "\(folder)/out",
        ]
        let result = try InterruptedSweepTests.run(executable, sweep, interruptAt: phase, signals: [SIGHUP])
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("hold:") }
        #expect(result.reason == .exit && result.status == 130, "\(phase): \(result.status) \(result.stderr)")
        #expect(lines.count == 1 && lines[0].contains("interrupted"), "\(phase): \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "\(phase)")
    }

    /// docs/output.md, "While writing": a write that fails is exit 1 with one line and nothing left behind. A
    /// write past the file size limit (`ulimit -f`) raised SIGXFSZ, whose default action ended `bench` with a
    /// temporary PNG left in the folder; SIGXFSZ is now ignored as SIGPIPE is, so the write fails with EFBIG.
    @Test("a write past the file size limit: exit 1, one line, no temporary left")
    func fileSizeLimitIsAFailedWrite() throws {
        let executable = try InterruptedSweepTests.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 8 blocks of 1024 bytes: far below the PNG's size.
        process.arguments = [
            "-c", "ulimit -f 8 && exec \"$0\" trajectory --renderer raster --out \"$1/t.png\"", executable.path, folder,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(text)")
        #expect(text.split(separator: "\n").count == 1 && text.contains("File too large"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// docs/output.md, "Inputs": a key given twice in one object is refused, naming the JSON path. A key written
    /// once plainly and once with an escape (`pre\u0073et`) is the same key to the decoder, which kept the last
    /// value without a word.
    @Test(
        "a key given twice, once with escapes: exit 2 naming it",
        arguments: [
            #"{"preset":"default","pre\u0073et":"free"}"#,
            #"{"preset":"default","feel":{"low\u0056elocityThreshold":0.3,"lowVelocityThreshold":0.4}}"#,
            #"{"preset":"default","\u0070reset":"free"}"#,
        ])
    func escapedKeyTwice(_ json: String) throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try json.write(toFile: "\(folder)/s.json", atomically: true, encoding: .utf8)
        HostilePassTwoTests.refused(["scenarios", "\(folder)/s.json"], ": duplicate key")
    }

    /// docs/output.md, "Inputs": JSON files the tool reads refuse an unknown key and a key given twice; a fit's JSON
    /// (`bench export --from-fit`) was decoded leniently and accepted both.
    @Test("a fit JSON with an unknown key or a key twice: exit 2 naming it")
    func fitJSONIsReadStrictly() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        HostilePassFourTests.writeFit(in: folder)
        let text = try String(contentsOfFile: "\(folder)/fit.json", encoding: .utf8)
        let edits: [(String, String, String)] = [
            ("{", #"{"extra":1,"#, "extra: unknown key"),
            (#""gestures" : ["#, #""gestures" : [{"x":1},"#, "gestures[0].x: unknown key"),
            (#""identifiable" :"#, #""bogus" : 1, "identifiable" :"#, "parameters[0].bogus: unknown key"),
            (#""evaluations" :"#, #""evaluations" : 1, "evaluations" :"#, "evaluations: duplicate key"),
        ]
        for (old, new, says) in edits {
            let range = try #require(text.range(of: old), "\(old)")
            try text.replacingCharacters(in: range, with: new).write(
                toFile: "\(folder)/edited.json", atomically: true, encoding: .utf8)
            HostilePassTwoTests.refused(["export", "--from-fit", "\(folder)/edited.json"], says)
        }
    }

    /// docs/output.md, "Inputs": every text file follows one set of rules — a leading byte-order mark skipped, LF or
    /// CRLF, a NUL refused naming the line. A `--gestures` suite file was read as raw bytes: its BOM became part
    /// of the first word (`'\u{FEFF}release' is not release, drag or touches`) and a NUL passed.
    @Test("a gesture suite file follows the text rules: BOM and CRLF read, NUL refused")
    func suiteFileFollowsTheTextRules() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("\u{FEFF}release 400 1\r\nrelease 400 -1\r\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/g.txt"))
        let read = bench(["feel", "record", "--gestures", "\(folder)/g.txt", "--out", "\(folder)/g.json"])
        #expect(read.status == 0, "\(read.error)")
        try Data("release 400 1\u{0}\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/n.txt"))
        HostilePassTwoTests.refused(
            ["feel", "record", "--gestures", "\(folder)/n.txt", "--out", "\(folder)/n.json"], "line 1: holds a NUL byte"
        )
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/n.json"))
    }

    /// README, "Commands": standard output not writable is exit 1 with one line. `bench feel check` into a full
    /// standard output printed its count line before the failure (two lines); `bench serve` whose address line
    /// could not be written kept serving, reachable by no one, and said so only when stopped.
    @Test("feel check and serve with a standard output that fails: exit 1, one line, serve does not start")
    func failedStandardOutputIsOneLine() throws {
        let executable = try InterruptedSweepTests.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gestures = HostilePassTwoTests.repoPath("Gestures")
        #expect(bench(["feel", "record", "--out", "\(folder)/feel.json", "--recorded-dir", gestures]).status == 0)
        for arguments in [["feel", "check", "\(folder)/feel.json"], ["serve", "--port", "0"]] {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            try process.run()
            // A serve that does not stop by itself is stopped (status 130), failing the test instead of hanging it.
            DispatchQueue.global().asyncAfter(deadline: .now() + 30) { if process.isRunning { process.interrupt() } }
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1, "\(arguments): \(text)")
            #expect(text.split(separator: "\n").count == 1, "\(arguments): \(text)")
            #expect(text.contains("cannot write standard output: No space left on device"), "\(arguments): \(text)")
        }
    }
}
