// BenchCLITests/SweepVerbTests: `bench sweep`, `bench results merge` and `bench render` end to end, in-process.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import PanelSimulator
import Scenario
import Sweep
import Testing

@testable import BenchCLI

@Suite struct SweepVerbTests {
    /// A small sweep (5 × 2 × 9 = 90 cells) drawn with the built-in renderer, so PNG bytes are comparable.
    static let small = [
        "sweep", "--param", "low-velocity-threshold=0:0.4:0.1", "--velocities=-2:2:0.5", "--start-heights", "250,400",
        "--renderer", "raster", "--quiet",
    ]

    /// Every file of `folder` (name → bytes).
    static func contents(_ folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return Dictionary(
            uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\($0)"))) })
    }

    @Test func sweepWritesDataAndPlotsAndTheSameBytesWhateverTheJobs() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let one = bench(Self.small + ["--jobs", "1", "--out", "\(scratch)/one"])
        #expect(one.status == 0)
        #expect(one.error.isEmpty)
        #expect(
            one.output.hasPrefix("sweep: 90 cells = 5 low-velocity-threshold x 2 start heights x 9 release velocities"))
        #expect(one.output.contains(" M frames/s, "))
        let two = bench(Self.small + ["--jobs", "2", "--out", "\(scratch)/two"])
        #expect(two.status == 0)
        let files = try Self.contents("\(scratch)/one")
        #expect(
            Set(files.keys) == [
                "sweep.csv", "sweep.json", "landing-detent-250pt.png", "landing-detent-400pt.png",
                "landing-height-by-release-velocity-250pt.png", "landing-height-by-release-velocity-400pt.png",
                "settle-time.png",
            ])
        #expect(try Self.contents("\(scratch)/two") == files)
        let csv = String(decoding: files["sweep.csv"]!, as: UTF8.self)
        #expect(csv.hasPrefix("cell,low_velocity_threshold_pt_per_ms,start_height_pt,release_velocity_pt_per_ms,"))
        #expect(csv.contains("\n21,0.1,250,-0.5,"))

        // An existing folder is kept without --force, replaced with it.
        let again = bench(Self.small + ["--out", "\(scratch)/one"])
        #expect(again == (2, "", "bench sweep: '\(scratch)/one' already exists (use --force to replace it)\n"))
        #expect(bench(Self.small + ["--out", "\(scratch)/one", "--force"]).status == 0)
        #expect(try Self.contents("\(scratch)/one") == files)
    }

    @Test func shardsMergeIntoExactlyTheUnshardedFolder() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(bench(Self.small + ["--out", "\(scratch)/whole"]).status == 0)
        for i in 0..<3 {
            let shard = bench(Self.small + ["--shard", "\(i)/3", "--out", "\(scratch)/s\(i)"])
            #expect(shard.status == 0)
            #expect(shard.output.contains("shard \(i)/3: 30 cells"))
            #expect(try Self.contents("\(scratch)/s\(i)").keys.sorted() == ["sweep.csv", "sweep.json"])
        }
        let merge = bench([
            "results", "merge", "\(scratch)/s2", "\(scratch)/s0/sweep.json", "\(scratch)/s1", "--out",
            "\(scratch)/merged",
            "--renderer", "raster",
        ])
        #expect(merge.status == 0)
        #expect(merge.output.hasPrefix("merged 3 shards: 90 cells"))
        #expect(try Self.contents("\(scratch)/merged") == (try Self.contents("\(scratch)/whole")))

        let missing = bench(["results", "merge", "\(scratch)/s0", "\(scratch)/s1", "--out", "\(scratch)/partial"])
        #expect(missing == (2, "", "bench results merge: shard 2/3 is missing (2 of 3 given)\n"))
        #expect(!FileManager.default.fileExists(atPath: "\(scratch)/partial"))
        let whole = bench(["results", "merge", "\(scratch)/whole", "--out", "\(scratch)/x"])
        #expect(whole.status == 2)
        #expect(whole.error.hasSuffix("is not a shard (it holds a whole sweep)\n"))
    }

    @Test func renderRedrawsThePlotsFromSweepJSON() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(bench(Self.small + ["--out", "\(scratch)/a"]).status == 0)
        let before = try Self.contents("\(scratch)/a")
        for name in before.keys where name.hasSuffix(".png") {
            try FileManager.default.removeItem(atPath: "\(scratch)/a/\(name)")
        }
        let render = bench(["render", "\(scratch)/a", "--renderer", "raster"])
        #expect(render == (0, "re-drew 5 PNGs in \(scratch)/a/ (raster)\n", ""))
        #expect(try Self.contents("\(scratch)/a") == before)
        #expect(bench(["render", "\(scratch)/a", "--renderer", "raster", "--out", "\(scratch)/b"]).status == 0)
        #expect(try Self.contents("\(scratch)/b") == before)
        #expect(
            bench(["render", "\(scratch)/nothing"])
                == (2, "", "bench render: cannot read '\(scratch)/nothing': no such file\n"))
    }

    @Test(arguments: [
        (
            ["--param", "low-velocity-threshold=1:0:0.1"],
            "--param low-velocity-threshold=1:0:0.1: STOP 0 is below START 1 but STEP 0.1 is positive"
        ),
        (["--param", "low-velocity-threshold=0:1:0"], "--param low-velocity-threshold=0:1:0: STEP must not be 0"),
        (["--param", "frob=1,2"], "--param: unknown parameter 'frob' (valid: \(SweepParameterNames.parameters))"),
        (["--param", "capture-distance=nan"], "--param capture-distance=nan: 'nan' is not a finite number"),
        (
            ["--param", "capture-distance"],
            "--param: 'capture-distance' is not NAME=START:STOP:STEP or NAME=v1,v2,… (names: \(SweepParameterNames.parameters))"
        ),
        (["--param", "collapse-resistance=yes"], "--param collapse-resistance=yes: 'yes' is not a finite number"),
        (
            ["--param", "low-velocity-threshold=0.1", "--param", "low-velocity-threshold=0.2"],
            "--param low-velocity-threshold: given twice (give its values in one --param)"
        ),
        (["--velocities", "0:1:0.1:2"], "--velocities 0:1:0.1:2: a range is START:STOP:STEP (three numbers)"),
        (["--velocities=0,2000"], "--velocities 0,2000: 2000 pt/ms is beyond ±100 pt/ms"),
        (
            ["--param", "low-velocity-threshold=0:1:0.1", "--velocities=-5:5:0.01", "--start-heights", "0:1000:10"],
            "the grid has 1112111 cells, more than 1000000 (use --force to run it anyway)"
        ),
        (["--shard", "3/3"], "--shard 3/3: shard index 3 is not in 0…2"),
        (
            ["--gesture", "drag", "--velocities", "1"],
            "--velocities: only used with --gesture release (this sweep uses drag)"
        ),
        (["--distances", "10"], "--distances: only used with --gesture drag (this sweep uses release)"),
        (["--param", "drag-duration=0.1"], "--param drag-duration=0.1: only used with --gesture drag"),
        (["--param", "frame-rate=30"], "--param frame-rate=30: 30 is not 60, 120 or 240 Hz"),
        (
            ["--gesture", "drag", "--distances=0:200000:100000"],
            "--distances 0:200000:100000: 200000 pt is beyond ±100000 pt"
        ),
        (["--plot-values", "0.33"], "--plot-values 0.33: 0.33 is not one of the low-velocity-threshold values swept"),
        (["--style", "systemScroll"], "--style: 'systemScroll' is not one of system, view"),
        (
            ["--shard", "auto", "--shard-count", "2"],
            "--shard auto: neither a Kubernetes Indexed Job (JOB_COMPLETION_INDEX) nor a Slurm job array (SLURM_ARRAY_TASK_ID) is set"
        ),
        (
            ["--scenario", "nope"],
            "--scenario: 'nope' is neither a preset (\(ScenarioPresets.names.joined(separator: ", "))) nor an existing file"
        ),
    ])
    func badSpecsAreOneLineStatusTwoAndWriteNothing(arguments: [String], message: String) throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = bench(["sweep", "--quiet", "--out", "\(scratch)/out"] + arguments)
        #expect(result == (2, "", "bench sweep: \(message)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
    }

    @Test func shardAutoSaysWhichRunnerItUsed() throws {
        let scratch = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let capture = CapturedOutput()
        let arguments = Self.small.dropFirst() + ["--shard", "auto", "--out", "\(scratch)/k"]
        guard
            case .arguments(let parsed) = try ArgumentParser(
                options: BenchCLI.sweep.options, positionals: [], commandPath: "bench sweep"
            ).parse(Array(arguments))
        else { throw UsageError("help") }
        let status = try BenchCLI.runSweep(
            SweepOptions(parsing: parsed),
            invocation: Invocation(arguments: parsed, io: capture.io, commandPath: "bench sweep"),
            environment: ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "3"])
        #expect(status == .success)
        #expect(capture.error == "shard 2/3 from Slurm job array: SLURM_ARRAY_TASK_ID=2 → shard 2 of 3\n")
        #expect(capture.output.contains("shard 2/3: 30 cells"))
    }

    @Test func helpListsEveryParameterWithUnitAndDefault() {
        let help = bench(["sweep", "--help"]).output
        for (name, shown) in [
            ("low-velocity-threshold", "0.2 pt/ms"), ("high-velocity-threshold", "2.2 pt/ms"),
            ("adjacent-anchor-distance", "86 pt"), ("capture-distance", "140 pt"),
            ("collapse-resistance", "0 (0 or 1)"),
            ("panel-deceleration-rate", "0.99 per ms"), ("inner-deceleration-rate", "0.998 per ms"),
            ("animation-speed", "1000 pt/s"), ("animation-base-duration", "0.12 s"),
            ("animation-max-duration", "0.32 s"),
            ("animation-spring", "1 (0 or 1)"),
        ] {
            // One table row per parameter: the name, padding, then the default and its unit.
            let row = help.split(separator: "\n").first { $0.hasPrefix("  \(name) ") }
            #expect(
                row.map { $0.dropFirst(2 + name.count).trimmingCharacters(in: .whitespaces).hasPrefix(shown) } == true,
                "\(name): \(row ?? "no row")")
        }
    }
}

/// Names shared with the engine, for expected messages.
enum SweepParameterNames {
    static var parameters: String { SweepParameter.nameList }
}
