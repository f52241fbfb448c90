// BenchmarkSuites/SweepCommandSuite: the README's 1-million-cell sweep as a whole command (cells, CSV, JSON,
// pictures), beside the frame-by-frame floor of its own frames, measured in one run.
import Analysis
import Foundation
import Harness
import PanelSimulator
import Reports
import SafeOutput
import Scenario
import Sweep

extension BenchmarkCatalog {
    /// The README's 1-million-cell sweep, `bench sweep --param low-velocity-threshold=0:0.999:0.001
    /// --velocities=-5:4.99:0.01 --start-heights 400 --renderer raster`, run whole in this process as the command
    /// runs it (``SweepRun``: every core, `sweep.csv`, `sweep.json` and 3 PNGs into a folder replaced each time, as
    /// `--force` does), beside the frame-by-frame floor of its 83.3 million frames. One sample is one command.
    ///
    /// - `command-cpu`: the CPU time of the whole process per command (every thread, user and system time,
    ///   ``BenchmarkClock/processCPU``).
    /// - `command-wall`: the elapsed time per command.
    /// - `floor`: the CPU time the command's own frames cost at the least any frame-by-frame simulation spends —
    ///   one `exp` and one position per frame, on one thread (the same loop as `sweep/floor`, over this command's
    ///   cells and their frame counts).
    ///
    /// `command-cpu` ÷ `floor` is the command's ratio to the frame-by-frame floor, both from one run. Each sample
    /// writes 281 MB; the folder is removed when the run is over.
    public static let sweepCommand = BenchmarkSuite(
        name: "sweep-command",
        summary:
            "the README's 1 M-cell sweep whole (cells, CSV, JSON, PNGs): CPU and wall time per command, and the "
            + "CPU time of its 83.3 M frames at one exp + one position each",
        benchmarks: [
            Benchmark.batched("command-cpu", unit: "command (CPU)", plan: SweepCommandWorkload.plan, clock: .processCPU)
            {
                _ in
                let state = BatchState(try SweepCommandWorkload())
                return { commands in state.update { $0.run(commands) } }
            },
            Benchmark.batched("command-wall", unit: "command", plan: SweepCommandWorkload.plan) { _ in
                let state = BatchState(try SweepCommandWorkload())
                return { commands in state.update { $0.run(commands) } }
            },
            Benchmark.batched("floor", unit: "command (CPU)", plan: SweepCommandWorkload.plan, clock: .processCPU) {
                _ in
                let floor = try SweepFrameFloor(runner: try SweepCommandWorkload.readmePlan().runner)
                let cells = floor.frames.count
                let state = BatchState(floor)
                return { commands in state.update { blackHole($0.run(cells: commands * cells)) } }
            },
        ])
}

/// The README's 1-million-cell sweep, run as `bench sweep` runs it into a scratch folder that lives as long as the
/// workload.
struct SweepCommandWorkload {
    /// 5 timed commands (each writes 281 MB); the workload's setup runs one first, which warms up.
    static let plan = MeasurementPlan(warmupSamples: 0, samples: 5, frames: 1)

    /// The scratch folder (removed with the workload).
    private let scratch: ScratchFolder
    /// The command.
    private let sweep: SweepRun

    /// The plan of the README's command: the default scenario, `low-velocity-threshold=0:0.999:0.001` ×
    /// release velocities −5…4.99 pt/ms by 0.01 × start height 400 pt.
    static func readmePlan() throws -> SweepPlan {
        guard let scenario = Scenario.preset(named: "default") else {
            throw SweepSpecError("no default scenario preset")
        }
        return try SweepPlan(
            scenario: scenario,
            parameters: [SweepAxis(parsing: "low-velocity-threshold=0:0.999:0.001", label: "--param")],
            gesture: .release, gestureValues: try SweepValues.parse("-5:4.99:0.01", label: "--velocities"),
            startHeights: try SweepValues.parse("400", label: "--start-heights"), allowingLarge: false)
    }

    /// The workload, after one untimed command (a command that cannot run — a full disk, say — throws here).
    init() throws {
        scratch = try ScratchFolder()
        sweep = SweepRun(
            try Self.readmePlan(), spec: "default", shard: nil, tool: "bench", folder: scratch.path + "/sweep",
            overwrite: true, output: SweepOutputOptions(renderer: .raster))
        if let failure = try Self.failure(of: sweep) { throw SweepSpecError(failure) }
    }

    /// Runs the command `count` times. One that fails after the setup's succeeded ends the process with one line
    /// and exit status 1: a batch cannot throw, and a time without its work would be a false figure.
    func run(_ count: Int) {
        for _ in 0..<count {
            let failure: String?
            do { failure = try Self.failure(of: sweep) } catch { failure = "\(error)" }
            if let failure {
                FileHandle.standardError.write(Data("bench run: sweep-command: \(failure)\n".utf8))
                exit(1)
            }
        }
    }

    /// Runs `sweep` once, silently: nil when it finished, else why not.
    private static func failure(of sweep: SweepRun) throws -> String? {
        let silent = CLIOutput(writeOutput: { _ in }, writeError: { _ in })
        switch try sweep.run(io: silent, progress: .quiet, held: nil) {
        case .finished: return nil
        case .cellFailed(let error): return error.description
        case .interrupted: return "interrupted"
        }
    }
}

/// A folder under the system's temporary directory, removed with its contents when the last reference goes.
private final class ScratchFolder: Sendable {
    /// Its path.
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/bench-sweep-command-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
