// Analysis/ProjectionPaths: the outer-offset paths the projection benchmarks walk, one offset per frame.
import ScrollAxis
import Support

/// A source of outer offsets, one per frame, for a projection workload.
public protocol OffsetPath: Sendable {
    /// The next frame's outer offset, points.
    mutating func next() -> Double
    /// Called once before each batch of frames (one timed sample).
    mutating func startBatch()
}

/// A smooth drag across the whole axis and back (a triangle wave over the outer range), moving at most
/// ``step`` points per frame.
///
/// Each batch starts at a new phase of the round trip (0.5, then stepping by the golden ratio), so the
/// samples of a deep chain are spread over the whole axis even when one batch covers a few percent of
/// it. The move to that phase is the only jump in a batch (one binary search for the cursor).
public struct DragPath: OffsetPath {
    /// Points per frame (≤ 8; a binary fraction, so the offsets are exact).
    public static let step = 7.25

    /// The lower end of the drag, points.
    public let minimum: Double
    /// The upper end of the drag, points.
    public let maximum: Double
    private let span: Double
    private var travelled: Double
    private var batch = 0

    /// A drag over `range`, starting at its lower end.
    public init(range: OuterRange) {
        minimum = range.minimum
        maximum = range.maximum
        span = range.maximum - range.minimum
        travelled = 0
    }

    /// The offset at the current position, then advances by ``step`` (reflecting at the ends).
    @inline(__always)
    public mutating func next() -> Double {
        let y = travelled <= span ? minimum + travelled : maximum - (travelled - span)
        travelled += Self.step
        if travelled >= 2 * span { travelled -= 2 * span }
        return y
    }

    /// Moves to the next batch's phase of the round trip.
    public mutating func startBatch() {
        let golden = 0.618_033_988_749_894_8
        let phase = (0.5 + Double(batch) * golden).truncatingRemainder(dividingBy: 1)
        travelled = (phase * 2 * span / Self.step).rounded(.down) * Self.step
        batch &+= 1
    }
}

/// Jumps: seeded uniform random outer offsets over the whole range, cycling through a table of 4096.
public struct JumpPath: OffsetPath {
    /// The number of distinct offsets (a power of two).
    public static let count = 4096

    /// The seed the offsets were drawn with.
    public let seed: UInt64
    private let offsets: [Double]
    private var index = 0

    /// `count` offsets drawn uniformly from `range` with SplitMix64 seeded by `seed`.
    public init(range: OuterRange, seed: UInt64) {
        self.seed = seed
        var generator = SplitMix64(seed: seed)
        offsets = (0..<Self.count).map { _ in
            let unit = Double(generator.next() >> 11) * 0x1p-53
            return range.minimum + unit * (range.maximum - range.minimum)
        }
    }

    /// The next offset of the table.
    @inline(__always)
    public mutating func next() -> Double {
        let y = offsets.withUnsafeBufferPointer { $0[index] }
        index = (index &+ 1) & (Self.count - 1)
        return y
    }

    /// Nothing: jumps continue through the table across batches.
    public mutating func startBatch() {}
}
