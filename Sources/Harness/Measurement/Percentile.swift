// Harness/Percentile: the eight-number summary every timing figure is reported with.

/// A percentile of a sample, from `p0` (the minimum) to `p100` (the maximum).
///
/// Percentiles are computed with the **nearest-rank** method: for a sample of `n` values sorted
/// ascending, percentile `p` is the value at 1-based rank `⌈p/100 · n⌉` (rank 1 for `p0`). Every
/// reported figure is therefore one of the measured values, never an interpolation between two.
public enum Percentile: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
    /// The minimum.
    case p0
    /// The first quartile.
    case p25
    /// The median.
    case p50
    /// The third quartile.
    case p75
    /// The 90th percentile.
    case p90
    /// The 99th percentile.
    case p99
    /// The 99.9th percentile.
    case p999 = "p99.9"
    /// The maximum.
    case p100

    /// The percentile as a number from 0 to 100.
    public var value: Double {
        switch self {
        case .p0: 0
        case .p25: 25
        case .p50: 50
        case .p75: 75
        case .p90: 90
        case .p99: 99
        case .p999: 99.9
        case .p100: 100
        }
    }

    /// The fewest samples for which a percentile above the median is not simply the maximum:
    /// `⌈100 / (100 − p)⌉` (4 for p75, 10 for p90, 100 for p99, 1000 for p99.9). The median, the percentiles below
    /// it and the maximum exist for any sample (1). Below it a table shows no figure rather than the maximum under
    /// another name.
    public var minimumSampleCount: Int {
        value <= 50 || value >= 100 ? 1 : Int((100 / (100 - value) - 1e-9).rounded(.up))
    }

    /// Orders percentiles by `value`.
    public static func < (lhs: Percentile, rhs: Percentile) -> Bool { lhs.value < rhs.value }
}
