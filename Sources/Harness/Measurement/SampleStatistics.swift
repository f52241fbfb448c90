// Harness/SampleStatistics: percentiles of a list of measured figures.

/// Order statistics of a non-empty sample, computed once from its sorted values.
///
/// Units are those of the sample (the harness's timing samples are nanoseconds per frame).
/// Percentiles use the nearest-rank method described on ``Percentile``.
public struct SampleStatistics: Sendable, Equatable {
    /// The sample, sorted ascending.
    public let sorted: [Double]

    /// Sorts `values`; returns `nil` for an empty sample or one holding NaN.
    ///
    /// - Complexity: O(n log n).
    public init?(_ values: [Double]) {
        guard !values.isEmpty, !values.contains(where: \.isNaN) else { return nil }
        sorted = values.sorted()
    }

    /// The nearest-rank percentile `p` (0…100) of the sample: the value at 1-based rank `⌈p/100 · n⌉`,
    /// clamped to 1…n.
    ///
    /// - Parameter p: the percentile, from 0 to 100.
    public func percentile(_ p: Double) -> Double {
        let n = sorted.count
        let rank = Int((p / 100 * Double(n)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), n) - 1]
    }

    /// Whether the sample is large enough for percentile `p` to mean something (see
    /// ``Percentile/minimumSampleCount``).
    public func supports(_ p: Percentile) -> Bool { sorted.count >= p.minimumSampleCount }

    /// Percentile `p` when the sample supports it (``supports(_:)``), else `nil`.
    public func reported(_ p: Percentile) -> Double? { supports(p) ? self[p] : nil }

    /// The value of one of the standard percentiles.
    public subscript(_ p: Percentile) -> Double { percentile(p.value) }

    /// The smallest value.
    public var min: Double { sorted[0] }
    /// The largest value.
    public var max: Double { sorted[sorted.count - 1] }
    /// The median (nearest rank: the lower middle value for an even count).
    public var median: Double { self[.p50] }
    /// The 90th percentile.
    public var p90: Double { self[.p90] }
    /// The 99th percentile.
    public var p99: Double { self[.p99] }
    /// The arithmetic mean.
    public var mean: Double { sorted.reduce(0, +) / Double(sorted.count) }
}
