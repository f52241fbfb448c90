// BenchCLITests/DefaultOutputVerbTests: one rule for the outputs a verb names itself (docs/output.md, "Before any
// work"): `Plots/` is created when missing, by every verb, and a generated name always fits; a folder in a path the
// user wrote must exist (issue 45: `sweep` created `Plots/` while `trajectory`, `compare` and `trace` refused it,
// and a long scenario name made a default name of 282 bytes). Run on the `bench` executable in a fresh working
// folder, since default paths are relative to it.
import Foundation
import Testing

@Suite("Default outputs (the bench executable)")
struct DefaultOutputVerbTests {
    /// Runs `bench arguments` in `folder`: exit status and standard error.
    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try InterruptedSweepTests.benchExecutable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("every verb creates Plots/ for its default output, and its generated name fits")
    func defaultOutputsAreCreatedAndFit() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let log = "\(root)/Traces/round-trip-default.log"
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // A valid scenario whose name alone is 250 bytes (Scenarios/README.md: a name is one line, any length).
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(bench(["scenarios", "default"]).output.utf8)) as? [String: Any])
        object["name"] = String(repeating: "n", count: 250)
        let long = "\(scratch)/long.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: long))
        let rows: [(arguments: [String], line: Int)] = [
            (["trajectory", "--velocity", "1", "--renderer", "raster"], #line),
            (["trajectory", "--scenario", long, "--velocity", "1", "--renderer", "raster"], #line),
            (
                ["compare", "--scenario", long, "--start-height", "400", "--velocity", "1", "--renderer", "raster"],
                #line
            ),
            (["trace", log, "--scenario", "default", "--renderer", "raster"], #line),
            (
                [
                    "sweep", "--scenario", long, "--param", "low-velocity-threshold=0.1,0.3", "--velocities=-1,1",
                    "--start-heights", "400", "--quiet", "--renderer", "raster",
                ], #line
            ),
        ]
        for (k, row) in rows.enumerated() {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let folder = "\(scratch)/w\(k)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let result = try Self.run(row.arguments, in: folder)
            #expect(result.status == 0, "\(result.stderr)", sourceLocation: location)
            let made = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/Plots")) ?? []
            #expect(made.count == 1, "\(made)", sourceLocation: location)
            #expect(made.allSatisfy { $0.utf8.count <= 255 }, sourceLocation: location)
        }
        // A folder the user wrote is theirs: missing, it is refused, and nothing is created.
        let given = try Self.run(["trajectory", "--velocity", "1", "--out", "Plotz/t.png"], in: "\(scratch)/w0")
        #expect(given.status == 2 && given.stderr.contains("folder 'Plotz' does not exist"), "\(given.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(scratch)/w0/Plotz"))
    }
}
