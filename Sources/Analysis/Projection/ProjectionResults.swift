// Analysis/ProjectionResults: what `bench run --chain-depth` measured, as stored in its JSON.
import Harness

/// Timing figures of one path at one depth: nearest-rank percentiles over the samples, in nanoseconds
/// per frame, and heap allocations per frame when they were counted.
public struct ProjectionFigures: Sendable, Equatable, Codable {
    /// Median, nanoseconds per frame.
    public var p50: Double
    /// 90th percentile, nanoseconds per frame.
    public var p90: Double
    /// 99th percentile, nanoseconds per frame.
    public var p99: Double
    /// Heap allocations per frame; absent when no allocation counter was installed (not the same as 0).
    public var allocationsPerFrame: Double?

    /// Figures from explicit values.
    public init(p50: Double, p90: Double, p99: Double, allocationsPerFrame: Double? = nil) {
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.allocationsPerFrame = allocationsPerFrame
    }

    /// The figures of a measurement (`nil` when it has no samples).
    public init?(_ measurement: Measurement) {
        guard let stats = measurement.statistics else { return nil }
        self.init(
            p50: stats.median, p90: stats.p90, p99: stats.p99, allocationsPerFrame: measurement.allocationsPerFrame)
    }

    /// Frames per second at the median cost (10⁹ ÷ p50).
    public var framesPerSecond: Double { 1e9 / p50 }

    /// The median cost as a fraction of a 120 Hz frame budget (8.33 ms): 0.001 = 0.1 %.
    public var fractionOf120HzBudget: Double { p50 / ProjectionResults.frameBudget120Hz }
}

/// One chain depth: the chain's size, the plan, and the four paths.
public struct ProjectionResult: Sendable, Equatable, Codable {
    /// Nested scroll views in the chain.
    public var chainDepth: Int
    /// Model segments: 2·depth − 1 participant slices plus panel anchors.
    public var segments: Int
    /// Frames per timed sample of the cursor paths.
    public var frames: Int
    /// Frames per timed sample of the oracle paths (fewer when the oracle is slow; see `bench run --help`).
    public var oracleFrames: Int
    /// The reference projection on the smooth drag.
    public var oracle: ProjectionFigures
    /// The reference projection on the jumps.
    public var oracleJump: ProjectionFigures
    /// The cursor on the smooth drag.
    public var cursorDrag: ProjectionFigures
    /// The cursor on the jumps.
    public var cursorJump: ProjectionFigures
    /// Oracle median ÷ cursor median on the smooth drag, measured in the same run.
    public var speedup: Double

    /// A result; `speedup` is computed from the drag medians.
    public init(
        chainDepth: Int, segments: Int, frames: Int, oracleFrames: Int, oracle: ProjectionFigures,
        oracleJump: ProjectionFigures, cursorDrag: ProjectionFigures, cursorJump: ProjectionFigures
    ) {
        self.chainDepth = chainDepth
        self.segments = segments
        self.frames = frames
        self.oracleFrames = oracleFrames
        self.oracle = oracle
        self.oracleJump = oracleJump
        self.cursorDrag = cursorDrag
        self.cursorJump = cursorJump
        speedup = oracle.p50 / cursorDrag.p50
    }
}

/// The JSON `bench run --chain-depth` writes: `{"version": 1, "results": [...]}`, keys sorted, times in
/// nanoseconds per frame.
public struct ProjectionResults: Sendable, Equatable, Codable {
    /// The format version this build writes.
    public static let currentVersion = 1
    /// The frame budget at 120 Hz, nanoseconds (1/120 s ≈ 8.33 ms).
    public static let frameBudget120Hz = 1e9 / 120

    /// The format version (``currentVersion``).
    public var version: Int
    /// One entry per chain depth, in the order asked for.
    public var results: [ProjectionResult]

    /// Results at the current version.
    public init(results: [ProjectionResult]) {
        version = Self.currentVersion
        self.results = results
    }
}
