// Analysis/ProjectionBenchmark: measures the oracle and the cursor on one synthetic chain, same run.
import Harness
import ScrollAxis

/// How `bench run --chain-depth` measures each depth.
public struct ProjectionPlan: Sendable, Equatable {
    /// Frames per timed sample of the cursor paths.
    public var frames: Int
    /// Frames per timed sample of the oracle; `nil` chooses them so that one sample takes about
    /// ``oracleSampleNanoseconds`` (between 10 and `frames`).
    public var oracleFrames: Int?
    /// Timed samples per path.
    public var samples: Int
    /// Untimed samples per path before timing starts.
    public var warmupSamples: Int
    /// Seed of the jump path's offsets.
    public var seed: UInt64

    /// The target duration of one oracle sample when its frames are chosen automatically, nanoseconds.
    public static let oracleSampleNanoseconds = 5_000_000.0

    /// A plan (defaults: 10,000 cursor frames per sample, automatic oracle frames, 100 samples after 5
    /// warm-up samples, seed 1).
    public init(
        frames: Int = 10_000, oracleFrames: Int? = nil, samples: Int = 100, warmupSamples: Int = 5, seed: UInt64 = 1
    ) {
        self.frames = max(1, frames)
        self.oracleFrames = oracleFrames.map { max(1, $0) }
        self.samples = max(1, samples)
        self.warmupSamples = max(0, warmupSamples)
        self.seed = seed
    }
}

/// Measures one chain depth: oracle and cursor on the smooth drag and on the jumps, in one run.
public enum ProjectionBenchmark {
    /// The four measurements of a depth, in run order (for progress).
    public static let pathNames = ["oracle drag", "cursor drag", "oracle jump", "cursor jump"]

    /// Measures depth `depth`.
    ///
    /// - Parameters:
    ///   - depth: nested scroll views (see ``SyntheticChain``).
    ///   - plan: frames, samples, warm-up, seed.
    ///   - progress: called after each of the four measurements with its name.
    /// - Throws: ``SyntheticChainError`` when the chain cannot be built.
    public static func measure(
        depth: Int, plan: ProjectionPlan, progress: (String) -> Void = { _ in }
    ) throws(SyntheticChainError) -> ProjectionResult {
        let chain = try SyntheticChain(depth: depth)
        let model = chain.model
        let oracleFrames =
            plan.oracleFrames.map { min($0, plan.frames) } ?? calibrateOracleFrames(chain, cap: plan.frames)
        func run<W: FrameWorkload>(_ workload: W, frames: Int, _ name: String) -> ProjectionFigures {
            let box = WorkloadBox(workload)
            let measured = Harness.measure(
                MeasurementPlan(warmupSamples: plan.warmupSamples, samples: plan.samples, frames: frames),
                batch: box.batch)
            progress(name)
            return ProjectionFigures(measured) ?? ProjectionFigures(p50: .nan, p90: .nan, p99: .nan)
        }
        let drag = DragPath(range: chain.range)
        let jump = JumpPath(range: chain.range, seed: plan.seed)
        let oracle = run(OracleWorkload(model: model, path: drag), frames: oracleFrames, pathNames[0])
        let cursorDrag = run(CursorWorkload(model: model, path: drag), frames: plan.frames, pathNames[1])
        let oracleJump = run(OracleWorkload(model: model, path: jump), frames: oracleFrames, pathNames[2])
        let cursorJump = run(CursorWorkload(model: model, path: jump), frames: plan.frames, pathNames[3])
        return ProjectionResult(
            chainDepth: depth, segments: chain.segmentCount, frames: plan.frames, oracleFrames: oracleFrames,
            oracle: oracle, oracleJump: oracleJump, cursorDrag: cursorDrag, cursorJump: cursorJump)
    }

    /// Oracle frames per sample so that a sample takes about ``ProjectionPlan/oracleSampleNanoseconds``:
    /// times 32 drag frames (after 8 untimed ones), then rounds to two significant digits, within 10…`cap`.
    static func calibrateOracleFrames(_ chain: SyntheticChain, cap: Int) -> Int {
        var workload = OracleWorkload(model: chain.model, path: DragPath(range: chain.range))
        blackHole(workload.run(frames: 8))
        let start = MonotonicClock.nanoseconds()
        blackHole(workload.run(frames: 32))
        let perFrame = max(1, Double(MonotonicClock.nanoseconds() &- start) / 32)
        var frames = ProjectionPlan.oracleSampleNanoseconds / perFrame
        var scale = 1.0
        while frames >= 100 {
            frames /= 10
            scale *= 10
        }
        let rounded = Int((frames.rounded(.down) * scale))
        return min(max(rounded, min(10, cap)), cap)
    }
}
