// Analysis/ProjectionResults: what `bench run --chain-depth` measured: per depth, the six paths side by side.
import Harness
import Support

/// The six paths `bench run --chain-depth` times against each other at every depth, in table order. The raw
/// values are the names used in the JSON and in the harness results (`cursor-drag@64`).
public enum ProjectionPath: String, CaseIterable, Codable, Sendable {
    /// The measurement floor: one offset per frame written through the same sink, no projection.
    case floor
    /// The oracle's linear walk (§6) into preallocated storage: the reference algorithm without allocating.
    case linearDrag = "linear-drag"
    /// The oracle `model.project(y)` on the smooth drag (allocates its result every frame).
    case oracleDrag = "oracle-drag"
    /// The frame-coherent cursor on the smooth drag.
    case cursorDrag = "cursor-drag"
    /// The oracle on seeded random jumps over the whole axis.
    case oracleJump = "oracle-jump"
    /// The cursor on the same jumps: a binary search plus a rewrite of every participant the jump changes.
    case cursorJump = "cursor-jump"

    /// What the path measures, for the table's notes.
    public var summary: String {
        switch self {
        case .floor: "loop + offset source + sink, no projection (what every other row pays too)"
        case .linearDrag: "the oracle's O(segments) walk into preallocated storage (no allocation), smooth drag"
        case .oracleDrag: "model.project(y), the reference, allocating its result, smooth drag"
        case .cursorDrag: "ProjectionCursor.move, smooth drag (frame-coherent fast path)"
        case .oracleJump: "model.project(y) on random jumps"
        case .cursorJump: "ProjectionCursor.move on random jumps (cost grows with the participants a jump changes)"
        }
    }
}

/// The figures of one path at one depth: nanoseconds per frame and heap allocations per frame.
///
/// A percentile is present only when the sample count supports it (``Percentile/minimumSampleCount``: p90
/// needs 10 samples, p99 100), so that no maximum is reported under a percentile's name.
public struct ProjectionFigures: Sendable, Equatable, Codable {
    /// Median, nanoseconds per frame.
    public var p50: Double
    /// 10th percentile, nanoseconds per frame (absent below 10 samples).
    public var p10: Double?
    /// 90th percentile, nanoseconds per frame (absent below 10 samples).
    public var p90: Double?
    /// 99th percentile, nanoseconds per frame (absent below 100 samples).
    public var p99: Double?
    /// Heap allocations per frame, counted in a separate untimed pass; absent when no allocation counter was
    /// installed (not the same as 0).
    public var allocationsPerFrame: Double?

    /// Figures from explicit values.
    public init(p50: Double, p10: Double? = nil, p90: Double? = nil, p99: Double? = nil, allocationsPerFrame: Double?) {
        self.p50 = p50
        self.p10 = p10
        self.p90 = p90
        self.p99 = p99
        self.allocationsPerFrame = allocationsPerFrame
    }

    /// The figures of a measurement (`nil` when it has no samples).
    public init?(_ measurement: Measurement) {
        guard let stats = measurement.statistics else { return nil }
        let p10 = stats.sorted.count >= 10 ? stats.percentile(10) : nil
        self.init(
            p50: stats.median, p10: p10, p90: stats.reported(.p90), p99: stats.reported(.p99),
            allocationsPerFrame: measurement.allocationsPerFrame)
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case p50, p10, p90, p99, allocationsPerFrame }

    /// Reads stored figures, refusing unknown keys.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            p50: try c.decode(Double.self, forKey: .p50), p10: try c.decodeIfPresent(Double.self, forKey: .p10),
            p90: try c.decodeIfPresent(Double.self, forKey: .p90),
            p99: try c.decodeIfPresent(Double.self, forKey: .p99),
            allocationsPerFrame: try c.decodeIfPresent(Double.self, forKey: .allocationsPerFrame))
    }

    /// Frames per second at the median cost (10⁹ ÷ p50).
    public var framesPerSecond: Double { 1e9 / p50 }

    /// The median cost as a fraction of a 120 Hz frame budget (8.33 ms): 0.001 = 0.1 %.
    public var fractionOf120HzBudget: Double { p50 / ProjectionResults.frameBudget120Hz }
}

/// One chain depth: the chain's size, how it was sampled, and the six paths.
public struct ProjectionResult: Sendable, Equatable, Codable {
    /// Nested scroll views in the chain.
    public var chainDepth: Int
    /// Model segments: 2·depth − 1 participant slices plus panel anchors.
    public var segments: Int
    /// Frames per timed sample, the same for every path of this depth.
    public var framesPerSample: Int
    /// Timed samples per path (one per interleaved round).
    public var samples: Int
    /// The paths by name (``ProjectionPath`` raw values).
    public var paths: [String: ProjectionFigures]
    /// Linear-walk median ÷ cursor-drag median: the cursor's frame-coherence win over an allocation-free walk.
    public var cursorSpeedupOverLinearWalk: Double
    /// Cursor-drag median ÷ floor median: the cursor's drag cost as a multiple of the measurement floor.
    public var cursorDragOverFloor: Double

    /// A result; the two ratios are computed from the medians.
    public init(
        chainDepth: Int, segments: Int, framesPerSample: Int, samples: Int, paths: [ProjectionPath: ProjectionFigures]
    ) {
        self.chainDepth = chainDepth
        self.segments = segments
        self.framesPerSample = framesPerSample
        self.samples = samples
        self.paths = Dictionary(uniqueKeysWithValues: paths.map { ($0.key.rawValue, $0.value) })
        let cursor = paths[.cursorDrag]?.p50 ?? .nan
        cursorSpeedupOverLinearWalk = (paths[.linearDrag]?.p50 ?? .nan) / cursor
        cursorDragOverFloor = cursor / (paths[.floor]?.p50 ?? .nan)
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case chainDepth, segments, framesPerSample, samples, paths, cursorSpeedupOverLinearWalk, cursorDragOverFloor
    }

    /// Reads a stored depth, refusing unknown keys and path names other than ``ProjectionPath``'s; the two ratios
    /// are recomputed from the medians (like a results file's percentiles, never trusted).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let stored = try c.decode([String: ProjectionFigures].self, forKey: .paths)
        try StrictKeys.check(try c.superDecoder(forKey: .paths), known: ProjectionPath.allCases.map(\.rawValue))
        self.init(
            chainDepth: try c.decode(Int.self, forKey: .chainDepth),
            segments: try c.decode(Int.self, forKey: .segments),
            framesPerSample: try c.decode(Int.self, forKey: .framesPerSample),
            samples: try c.decode(Int.self, forKey: .samples),
            paths: Dictionary(
                uniqueKeysWithValues: stored.compactMap { name, figures in
                    ProjectionPath(rawValue: name).map { ($0, figures) }
                }))
    }

    /// The figures of `path`.
    public subscript(_ path: ProjectionPath) -> ProjectionFigures? { paths[path.rawValue] }
}

/// The projection table of a run: one entry per chain depth (stored under `projection` in the results file).
public struct ProjectionResults: Sendable, Equatable, Codable {
    /// The frame budget at 120 Hz, nanoseconds (1/120 s ≈ 8.33 ms).
    public static let frameBudget120Hz = 1e9 / 120

    /// One entry per chain depth, in the order asked for.
    public var results: [ProjectionResult]

    /// A table of `results`.
    public init(results: [ProjectionResult]) { self.results = results }
}
