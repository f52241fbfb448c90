// BenchCLITests/OutputSafety: no false success (standard output and full disks checked), no trap on huge numbers,
// checked on the real `bench` executable where the process's own streams matter.
import Foundation
import Plotting
import SafeOutput
import TestSupport
import Testing

@testable import Analysis
@testable import BenchCLI
@testable import Harness

@Suite("Output safety: false success and huge numbers")
struct OutputSafetyTests {
    /// Runs the `bench` executable with standard output going to `stdoutPath`; returns the status and stderr.
    static func run(_ arguments: [String], stdout stdoutPath: String, in folder: String? = nil) throws
        -> (status: Int32, stderr: String)
    {
        let process = Process()
        process.executableURL = try InterruptedSweepTests.benchExecutable()
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = try #require(FileHandle(forWritingAtPath: stdoutPath))
        defer { try? output.close() }
        process.standardOutput = output
        let text = try runReadingStandardError(process)
        #expect(process.terminationReason == .exit, "\(arguments): killed by a signal: \(text)")
        return (process.terminationStatus, text)
    }

    @Test(
        "standard output that refuses writes (/dev/full) is exit 1 with one line, in every kind of verb",
        arguments: [
            ["scenarios", "default"], ["--help"], ["--version"], ["sweep", "--help"],
            ["run", "--dry-run", "--chain-depth", "5"],
        ])
    func devFull(_ arguments: [String]) throws {
        let result = try Self.run(arguments, stdout: "/dev/full")
        #expect(result.status == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasSuffix("cannot write standard output: No space left on device\n"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test("a sweep printing JSON to /dev/full: exit 1, though its folder was written")
    func sweepJSONToDevFull() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.run(
            [
                "sweep", "--param", "low-velocity-threshold=0.2", "--velocities", "1", "--start-heights", "400",
                "--quiet", "--renderer", "raster", "--format", "json", "--out", "\(folder)/s",
            ], stdout: "/dev/full")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write standard output"), "\(result.stderr)")
    }

    @Test(
        "writers on a full tmpfs: exit 1 naming the file once, nothing under any final name, no temporary left",
        .enabled(
            if: ScratchMount.isAvailable, "needs root to mount a small tmpfs: \(ScratchMount.unavailableReason ?? "")"),
        arguments: [
            ["trajectory", "--renderer", "raster", "--out", "{mnt}/t.png", "--csv", "{mnt}/t.csv"],
            ["trajectory", "--renderer", "gnuplot", "--out", "{mnt}/t.png", "--csv", "{mnt}/t.csv"],
            ["compare", "--renderer", "raster", "--out", "{mnt}/c.png"],
            [
                "sweep", "--param", "low-velocity-threshold=0.1,0.2", "--velocities=-1:1:0.5", "--start-heights",
                "400", "--quiet", "--renderer", "raster", "--out", "{mnt}/s",
            ],
        ])
    func fullDisk(_ arguments: [String]) throws {
        if arguments.contains("gnuplot"), GnuplotRenderer.locate() == nil { return }  // gnuplot is not installed
        let mount = try ScratchMount(kilobytes: 256)
        mount.fill()
        let before = try FileManager.default.contentsOfDirectory(atPath: mount.path)
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: "\(folder)/stdout", contents: nil))
        let expanded = arguments.map { $0.replacingOccurrences(of: "{mnt}", with: mount.path) }
        let result = try Self.run(expanded, stdout: "\(folder)/stdout")
        #expect(result.status == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path) == before, "\(arguments)")
    }

    @Test(
        "standard output on a full tmpfs: exit 1",
        .enabled(
            if: ScratchMount.isAvailable, "needs root to mount a small tmpfs: \(ScratchMount.unavailableReason ?? "")"))
    func stdoutOnFullDisk() throws {
        let mount = try ScratchMount(kilobytes: 64)
        mount.fill()
        _ = FileManager.default.createFile(atPath: "\(mount.path)/out.txt", contents: nil)
        let result = try Self.run(["scenarios"], stdout: "\(mount.path)/out.txt")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write standard output"), "\(result.stderr)")
    }

    @Test("a baseline with timings of 1e308 and a run of 1e-300: the regression table prints, no trap")
    func hugeTimings() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dirs = ["--baselines-dir", folder, "--thresholds-dir", "\(folder)/none"]
        try FileManager.default.createDirectory(atPath: "\(folder)/none", withIntermediateDirectories: false)
        try BaselineVerbTests.results([1e-300, 1e-300]).write(to: URL(fileURLWithPath: "\(folder)/tiny.json"))
        try BaselineVerbTests.results([1e308, 1e308]).write(to: URL(fileURLWithPath: "\(folder)/huge.json"))
        #expect(bench(["baseline", "update", "\(folder)/tiny.json"] + dirs.prefix(2)).status == 0)
        let check = bench(["baseline", "check", "\(folder)/huge.json"] + dirs)
        #expect(check.status == 3, "\(check.error)")
        #expect(check.output.contains("1e+308"), "\(check.output)")
    }
}
