// BenchCLITests/BrokenPipeTests: standard output a closed pipe (`bench … | head -1`) is a failed write like a full
// disk (docs/output.md, "Every write and every close is checked — standard output too"): exit status 1, one line,
// nothing the command created left behind. Checked on the real `bench` executable with a real pipe whose reading
// end is closed before bench starts, so its first write fails whatever the machine's speed.
import Foundation
import SafeOutput
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("a broken standard output pipe (the bench executable)")
struct BrokenPipeTests {
    /// Runs `bench arguments` in `folder` with standard output a pipe nobody reads (closed before the start).
    static func runIntoClosedPipe(_ arguments: [String], in folder: String) throws -> (
        status: Int32, reason: Process.TerminationReason, stderr: String
    ) {
        let process = Process()
        process.executableURL = try InterruptedSweepTests.benchExecutable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        try output.fileHandleForReading.close()
        let stderr = try runReadingStandardError(process)
        return (process.terminationStatus, process.terminationReason, stderr)
    }

    /// Each row: a verb writing to standard output (one printing its data before its folder takes its name, one
    /// printing after its files are in place) and the line it must end with.
    static let rows: [(arguments: [String], line: Int)] = [
        (
            [
                "sweep", "--param", "low-velocity-threshold=0:1:0.05", "--velocities=-3:3:0.05", "--format", "csv",
                "--out", "s1", "--renderer", "raster",
            ], #line
        ),
        (["sweep", "--param", "low-velocity-threshold=0:1:0.5", "--out", "s2", "--renderer", "raster"], #line),
        (
            [
                "trajectory", "--start-height", "400", "--velocity", "1", "--renderer", "raster", "--out", "p.png",
                "--csv", "p.csv",
            ], #line
        ),
        (["scenarios"], #line),
    ]

    @Test("exit 1 with one line naming standard output; no folder, file or temporary left")
    func closedPipe() throws {
        for row in Self.rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = try Self.runIntoClosedPipe(row.arguments, in: folder)
            #expect(result.reason == .exit, "ended by a signal: \(result.status)", sourceLocation: location)
            #expect(result.status == 1, "\(result.stderr)", sourceLocation: location)
            let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("progress:") }
            #expect(lines.count == 1, "\(result.stderr)", sourceLocation: location)
            #expect(
                lines.last?.hasSuffix("cannot write standard output: Broken pipe") == true, "\(result.stderr)",
                sourceLocation: location)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [], sourceLocation: location)
        }
    }
}
