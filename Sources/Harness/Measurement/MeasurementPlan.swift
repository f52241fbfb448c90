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

    /// Reads a stored plan, refusing unknown keys and a count below its minimum (0 warm-up samples, 1 sample,
    /// 1 frame): no run writes one, so it is not clamped into something else.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func count(_ key: CodingKeys, atLeast minimum: Int) throws -> Int {
            let value = try c.decode(Int.self, forKey: key)
            guard value >= minimum else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "\(value) is less than \(minimum)")
            }
            return value
        }
        self.init(
            warmupSamples: try count(.warmupSamples, atLeast: 0), samples: try count(.samples, atLeast: 1),
            frames: try count(.frames, atLeast: 1))
    }

    /// The default plan: 2 warm-up samples, 30 samples of 1,000 frames.
    public static let standard = MeasurementPlan()

    /// This plan with each count that is given replaced (clamped like ``init(warmupSamples:samples:frames:)``).
    public func replacing(warmupSamples: Int? = nil, samples: Int? = nil, frames: Int? = nil) -> MeasurementPlan {
        MeasurementPlan(
            warmupSamples: warmupSamples ?? self.warmupSamples, samples: samples ?? self.samples,
            frames: frames ?? self.frames)
    }
}
