// BenchCLITests/InterruptedSweep: SIGINT during a sweep leaves the previous results intact and nothing partial,
// checked on the real `bench` executable (built beside this test bundle by `swift test`).
import Foundation
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

    /// Runs `bench`; with `interruptOnProgress`, sends SIGINT once the first progress line shows that the grid
    /// is running (the handler is installed by then; an earlier signal could meet an inherited "ignore").
    static func run(_ executable: URL, _ arguments: [String], interruptOnProgress: Bool = false) throws
        -> (status: Int32, reason: Process.TerminationReason, stderr: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var data = Data()
        if interruptOnProgress {
            // Plain read(2) on the pipe: returns as soon as some bytes arrive (0 at end of file).
            let fd = errors.fileHandleForReading.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !String(decoding: data, as: UTF8.self).contains("progress:") {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count <= 0 { break }  // the process ended first
                data.append(contentsOf: buffer[0..<count])
            }
            kill(process.processIdentifier, SIGINT)
        }
        data.append(errors.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self))
    }

    @Test("SIGINT mid-sweep: exit 130, one line, previous results byte-identical, no partial or temporary files")
    func sigintKeepsPreviousResults() throws {
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

        // The first progress line comes after 5 s: the grid must run well past that (about 30 s in a debug build,
        // where a sweep runs some 7 000 cells/s; 10 s in a release build).
        #if DEBUG
            let step = "0.005"
        #else
            let step = "0.0001"
        #endif
        let big = try Self.run(
            bench,
            [
                "sweep", "--param", "low-velocity-threshold=0:0.999:\(step)", "--velocities", "-5:4.99:0.01",
                "--start-heights", "400", "--renderer", "raster", "--force", "--out", out,
            ],
            interruptOnProgress: true)
        #expect(big.reason == .exit && big.status == 130, "status \(big.status) \(big.reason) \(big.stderr)")
        let lines = big.stderr.split(separator: "\n").filter { !$0.hasPrefix("progress:") }
        #expect(
            lines.count == 1 && big.stderr.contains("interrupted") && big.stderr.contains("nothing written"),
            "\(big.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(out)/sweep.json")) == json)
    }
}
