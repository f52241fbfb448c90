// Harness/MeasurementPlan: how many samples of how many frames one measurement takes.
import Support

/// How a benchmark is measured: `warmupSamples` untimed batches, then `samples` timed batches, each of
/// `frames` calls of the benchmark's per-frame body.
///
/// A sample's figure is its batch time divided by `frames` (nanoseconds per frame), so timer resolution
/// and call overhead are amortised over the batch.
public struct MeasurementPlan: Sendable, Equatable, Codable {
    /// Batches run and discarded before timing starts (caches, lazy initialisation, branch predictors).
    public var warmupSamples: Int
    /// Timed batches; each yields one nanoseconds-per-frame figure.
    public var samples: Int
    /// Calls of the per-frame body in one batch.
    public var frames: Int

    /// A plan; every count is clamped to at least its minimum (0 warm-up samples, 1 sample, 1 frame).
    public init(warmupSamples: Int = 2, samples: Int = 30, frames: Int = 1_000) {
        self.warmupSamples = Swift.max(0, warmupSamples)
        self.samples = Swift.max(1, samples)
        self.frames = Swift.max(1, frames)
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case warmupSamples, samples, frames }

    /// Reads a stored plan, refusing unknown keys; counts are clamped as by ``init(warmupSamples:samples:frames:)``.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            warmupSamples: try c.decode(Int.self, forKey: .warmupSamples),
            samples: try c.decode(Int.self, forKey: .samples), frames: try c.decode(Int.self, forKey: .frames))
    }

    /// The default plan: 2 warm-up samples, 30 samples of 1,000 frames.
    public static let standard = MeasurementPlan()
}
