// Analysis/ProjectionBenchmark: the six projection paths of one synthetic chain, timed interleaved in one run.
import Harness
import ScrollAxis

/// How `bench run --chain-depth` measures each depth.
public struct ProjectionPlan: Sendable, Equatable {
    /// Frames per timed sample at most; `nil` chooses them per depth so that the slowest path's sample takes about
    /// ``sampleNanoseconds`` (between 10 and ``defaultFrames``).
    public var frames: Int?
    /// Timed samples per path (interleaved rounds).
    public var samples: Int
    /// Untimed rounds before timing starts.
    public var warmupSamples: Int
    /// Seed of the jump path's offsets.
    public var seed: UInt64

    /// The most frames per sample chosen automatically.
    public static let defaultFrames = 10_000
    /// The target duration of the slowest path's sample when frames are chosen automatically, nanoseconds.
    public static let sampleNanoseconds = 2_000_000.0

    /// A plan (defaults: automatic frames, 100 samples after 5 warm-up rounds, seed 1).
    public init(frames: Int? = nil, samples: Int = 100, warmupSamples: Int = 5, seed: UInt64 = 1) {
        self.frames = frames.map { max(1, $0) }
        self.samples = max(1, samples)
        self.warmupSamples = max(0, warmupSamples)
        self.seed = seed
    }
}

/// Measures one chain depth: the six ``ProjectionPath``s, interleaved (``measureInterleaved(_:bodies:afterRound:)``):
/// the same frames per sample for every path, the order rotating every round, allocations counted in a separate
/// untimed pass.
public enum ProjectionBenchmark {
    /// Measures depth `depth`.
    ///
    /// - Parameters:
    ///   - depth: nested scroll views (see ``SyntheticChain``).
    ///   - plan: frames, samples, warm-up, seed.
    ///   - progress: called after each interleaved round with the number of rounds done.
    /// - Throws: ``SyntheticChainError`` when the chain cannot be built.
    public static func measure(
        depth: Int, plan: ProjectionPlan, progress: (Int) -> Void = { _ in }
    ) throws(SyntheticChainError) -> ProjectionResult {
        try measureWithSamples(depth: depth, plan: plan, progress: progress).result
    }

    /// Like ``measure(depth:plan:progress:)``, also returning each path's raw measurement (in
    /// ``ProjectionPath`` order) for the results file.
    public static func measureWithSamples(
        depth: Int, plan: ProjectionPlan, progress: (Int) -> Void = { _ in }
    ) throws(SyntheticChainError) -> (result: ProjectionResult, measurements: [Measurement]) {
        measureWithSamples(try SyntheticChain(depth: depth), plan: plan, progress: progress)
    }

    /// Like ``measureWithSamples(depth:plan:progress:)``, on any chain (a scenario's own, ``ScenarioChain``).
    public static func measureWithSamples(
        _ chain: some ProjectedChain, plan: ProjectionPlan, progress: (Int) -> Void = { _ in }
    ) -> (result: ProjectionResult, measurements: [Measurement]) {
        let frames = plan.frames ?? calibrateFrames(chain)
        let boxes = workloads(chain, seed: plan.seed)
        let measured = measureInterleaved(
            MeasurementPlan(warmupSamples: plan.warmupSamples, samples: plan.samples, frames: frames),
            bodies: boxes.map(\.batch), afterRound: progress)
        var paths: [ProjectionPath: ProjectionFigures] = [:]
        for (path, measurement) in zip(ProjectionPath.allCases, measured) {
            paths[path] = ProjectionFigures(measurement)
        }
        let result = ProjectionResult(
            chainDepth: chain.depth, segments: chain.segmentCount, framesPerSample: frames, samples: plan.samples,
            paths: paths)
        return (result, measured)
    }

    /// A path's workload, boxed for batching.
    public struct Box {
        /// Runs `frames` frames and feeds the checksum to ``blackHole(_:)``.
        public let batch: (_ frames: Int) -> Void
        /// Runs `frames` frames and returns the checksum (tests compare paths with it).
        public let run: (_ frames: Int) -> Double
    }

    /// The six workloads of `chain`, in ``ProjectionPath`` order; drag paths walk ``DragPath``, jump paths
    /// ``JumpPath`` with `seed`.
    public static func workloads(_ chain: some ProjectedChain, seed: UInt64) -> [Box] {
        let model = chain.model
        let drag = DragPath(range: chain.range)
        let jump = JumpPath(range: chain.range, seed: seed)
        func box<W: FrameWorkload>(_ workload: W) -> Box {
            let boxed = BatchState(workload)
            return Box(
                batch: boxed.batch,
                run: { frames in
                    var checksum = 0.0
                    boxed.update { checksum = $0.run(frames: frames) }
                    return checksum
                })
        }
        return ProjectionPath.allCases.map { path in
            switch path {
            case .floor: box(FloorWorkload(path: drag))
            case .linearDrag: box(LinearWalkWorkload(model: model, path: drag))
            case .oracleDrag: box(OracleWorkload(model: model, path: drag))
            case .cursorDrag: box(CursorWorkload(model: model, path: drag))
            case .oracleJump: box(OracleWorkload(model: model, path: jump))
            case .cursorJump: box(CursorWorkload(model: model, path: jump))
            }
        }
    }

    /// Frames per sample so that the oracle's (slowest) drag sample takes about
    /// ``ProjectionPlan/sampleNanoseconds``: times 32 frames (after 8 untimed ones), then rounds down to two
    /// significant digits, within 10…``ProjectionPlan/defaultFrames``.
    static func calibrateFrames(_ chain: some ProjectedChain) -> Int {
        var workload = OracleWorkload(model: chain.model, path: DragPath(range: chain.range))
        blackHole(workload.run(frames: 8))
        let start = MonotonicClock.nanoseconds()
        blackHole(workload.run(frames: 32))
        let perFrame = max(1, Double(MonotonicClock.nanoseconds() &- start) / 32)
        var frames = ProjectionPlan.sampleNanoseconds / perFrame
        var scale = 1.0
        while frames >= 100 {
            frames /= 10
            scale *= 10
        }
        let rounded = Int(frames.rounded(.down) * scale)
        return min(max(rounded, 10), ProjectionPlan.defaultFrames)
    }
}
