// BenchCLITests/InterruptedSweep: SIGINT in every phase of a sweep leaves the previous results intact and nothing
// partial, checked on the real `bench` executable (built beside this test bundle by `swift test`); the phase is
// reached through the BENCH_TEST_HOLD hook, never by waiting.
import Foundation
import SafeOutput
import Testing

@Suite("Interrupted sweep (the bench executable)")
struct InterruptedSweepTests {
    /// `bench` beside the test bundle (`.build/<configuration>/bench`).
    static func benchExecutable() throws -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        // The runner may be inside the .xctest bundle (…/X.xctest/Contents/MacOS) on some platforms.
        while folder.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) { folder.deleteLastPathComponent() }
        let candidate = folder.appendingPathComponent("bench")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
            throw TestFailure("the bench executable is not at \(candidate.path); run the tests with `swift test`")
        }
        return candidate
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs `bench`; with `interruptAt`, sets the test hook `BENCH_TEST_HOLD` to that phase, waits for the hook's
    /// `hold: <phase>` line on standard error (the sweep is then parked there, its signal handlers installed) and
    /// sends `signals` (default SIGINT), in order. Nothing depends on how fast the machine is.
    static func run(
        _ executable: URL, _ arguments: [String], interruptAt phase: String? = nil, signals: [Int32] = [SIGINT]
    ) throws
        -> (status: Int32, reason: Process.TerminationReason, stderr: String)
    {
        try run(executable, arguments, steps: phase.map { [(phase: $0, signals: signals)] } ?? [])
    }

    /// Runs `bench` with `BENCH_TEST_HOLD` set to the steps' phases; at each step in turn, waits for its
    /// `hold: <phase>` line and then sends its signals.
    static func run(
        _ executable: URL, _ arguments: [String], steps: [(phase: String, signals: [Int32])]
    ) throws
        -> (status: Int32, reason: Process.TerminationReason, stderr: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !steps.isEmpty {
            let phases = steps.map(\.phase).joined(separator: ",")
            process.environment = ProcessInfo.processInfo.environment.merging(["BENCH_TEST_HOLD": phases]) { $1 }
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var data = Data()
        // Plain read(2) on the pipe: returns as soon as some bytes arrive (0 at end of file).
        let fd = errors.fileHandleForReading.fileDescriptor
        var buffer = [UInt8](repeating: 0, count: 4096)
        for step in steps {
            var held = false
            while !held {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }  // the process ended without reaching the phase
                data.append(contentsOf: buffer[0..<count])
                held = String(decoding: data, as: UTF8.self).contains("hold: \(step.phase)\n")
            }
            // Only a process known to be alive (parked at the hold) is signalled: a finished one's pid may be reused.
            guard held else { break }
            for signal in step.signals { kill(process.processIdentifier, signal) }
        }
        data.append(FileDescriptorReader.readToEnd(fd).data)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "SIGINT while simulating, writing or plotting: exit 130, one line, previous results kept, nothing partial",
        arguments: ["simulate", "write", "plot"])
    func sigintKeepsPreviousResults(_ phase: String) throws {
        let bench = try Self.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = "\(folder)/out"
        let small = try Self.run(
            bench,
            [
                "sweep", "--param", "low-velocity-threshold=0.1,0.2", "--velocities", "-1,1",
                "--start-heights", "400", "--renderer", "raster", "--quiet", "--out", out,
            ])
        #expect(small.status == 0, "\(small.stderr)")
        let before = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        let json = try Data(contentsOf: URL(fileURLWithPath: "\(out)/sweep.json"))

        // 42 cells on one job go out in chunks of 2: the simulate hold parks the grid after its first chunk.
        let interrupted = try Self.run(
            bench,
            [
                "sweep", "--param", "low-velocity-threshold=0.1,0.3", "--velocities", "-1:1:0.1",
                "--start-heights", "400", "--renderer", "raster", "--jobs", "1", "--quiet", "--force", "--out", out,
            ],
            interruptAt: phase)
        #expect(
            interrupted.reason == .exit && interrupted.status == 130,
            "\(phase): status \(interrupted.status) \(interrupted.reason) \(interrupted.stderr)")
        let lines = interrupted.stderr.split(separator: "\n").filter { !$0.hasPrefix("hold:") }
        #expect(
            lines.count == 1 && interrupted.stderr.contains("interrupted")
                && interrupted.stderr.contains("nothing written"),
            "\(phase): \(interrupted.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out"], "\(phase)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == before, "\(phase)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(out)/sweep.json")) == json, "\(phase)")
    }

    /// Issue 45, "child processes": two signals close together near the end of a sweep printed two lines, once
    /// with the finished folder left after "no partial output left behind". docs/output.md, "Interruption": one
    /// line however many signals come, and it says what is left.
    @Test("a second signal after a clean stop adds no line; a signal after the folder is placed says it is complete")
    func twoSignalsOneTrueLine() throws {
        let bench = try Self.benchExecutable()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sweep = [
            "sweep", "--param", "low-velocity-threshold=0.1,0.3", "--velocities", "-1:1:0.1", "--start-heights", "400",
            "--renderer", "raster", "--jobs", "1", "--quiet",
        ]
        // The first signal stops the grid cleanly and the sweep says so; the second comes after that line.
        let stopped = try Self.run(
            bench, sweep + ["--out", "\(folder)/a"], steps: [("simulate", [SIGINT]), ("stopped", [SIGINT])])
        let lines = stopped.stderr.split(separator: "\n").filter { !$0.hasPrefix("hold:") }
        #expect(stopped.reason == .exit && stopped.status == 130, "\(stopped.stderr)")
        #expect(lines == ["bench sweep: interrupted; nothing written"], "\(stopped.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)

        // After the folder took its name: the signal ends the command, and the line says the outputs are whole.
        let placed = try Self.run(bench, sweep + ["--out", "\(folder)/b"], steps: [("placed", [SIGINT, SIGINT])])
        let placedLines = placed.stderr.split(separator: "\n").filter { !$0.hasPrefix("hold:") }
        #expect(placed.reason == .exit && placed.status == 130, "\(placed.stderr)")
        #expect(
            placedLines == [
                "bench sweep: interrupted after its outputs were written in full (nothing partial left behind)"
            ],
            "\(placed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["b"])
        #expect(FileManager.default.fileExists(atPath: "\(folder)/b/sweep.json"))
    }
}
