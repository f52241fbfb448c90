// Harness/Thresholds: how much worse than its baseline a figure may get before it is a regression.
import Support

/// Tolerances for comparing results with a baseline.
///
/// A timing percentile regresses when it grew by more than `relativePercent[p]` percent **and** by more
/// than `absoluteNanoseconds[p]` nanoseconds per frame (the absolute floor keeps one-nanosecond noise on
/// a two-nanosecond figure from failing CI). Percentiles absent from `relativePercent` are not checked.
/// Allocations per frame regress when they grew by more than `allocationsPerFrame`.
///
/// Stored as JSON in `Benchmarks/Thresholds/<suite>.json` (format ``version`` 1, camelCase keys), for example
/// `{"absoluteNanoseconds": {"p50": 1}, "allocationsPerFrame": 0, "relativePercent": {"p50": 5}, "version": 1}`.
public struct Thresholds: Sendable, Equatable, Decodable {
    /// The thresholds file format version this build reads.
    public static let version = 1

    /// Allowed growth per percentile, in percent of the baseline figure.
    public var relativePercent: [Percentile: Double]
    /// Growth per percentile that never counts, in nanoseconds per frame; a missing percentile means 0.
    public var absoluteNanoseconds: [Percentile: Double]
    /// Allowed growth in heap allocations per frame; `nil` leaves allocations unchecked.
    public var allocationsPerFrame: Double?

    /// Tolerances.
    public init(
        relativePercent: [Percentile: Double], absoluteNanoseconds: [Percentile: Double] = [:],
        allocationsPerFrame: Double? = 0
    ) {
        self.relativePercent = relativePercent
        self.absoluteNanoseconds = absoluteNanoseconds
        self.allocationsPerFrame = allocationsPerFrame
    }

    /// Decodes thresholds; `version` (1) is required, every other key may be left out (`relativePercent` and
    /// `absoluteNanoseconds` then default to empty, `allocationsPerFrame` to unchecked). Unknown keys (at the top or
    /// a percentile name), another version and negative or non-finite values are refused, naming their path.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.version],
                    debugDescription:
                        "\(version) is not supported (this bench reads thresholds version \(Self.version))"))
        }
        relativePercent = try container.decodeIfPresent([Percentile: Double].self, forKey: .relativePercent) ?? [:]
        absoluteNanoseconds =
            try container.decodeIfPresent([Percentile: Double].self, forKey: .absoluteNanoseconds) ?? [:]
        allocationsPerFrame = try container.decodeIfPresent(Double.self, forKey: .allocationsPerFrame)
        func check(_ value: Double, _ path: [any CodingKey]) throws {
            guard value.isFinite, value >= 0 else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath + path,
                        debugDescription:
                            "\(NumberFormat.plain(value)) is negative (thresholds are allowed growth, >= 0)"
                    ))
            }
        }
        for (key, table) in [
            (CodingKeys.relativePercent, relativePercent), (.absoluteNanoseconds, absoluteNanoseconds),
        ] {
            for (percentile, value) in table {
                try check(value, [key, AnyCodingKey(stringValue: percentile.rawValue)])
            }
        }
        if let allocationsPerFrame { try check(allocationsPerFrame, [CodingKeys.allocationsPerFrame]) }
    }

    /// The stored keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, relativePercent, absoluteNanoseconds, allocationsPerFrame
    }
}

/// The named tolerance presets `bench baseline check --thresholds` accepts.
public enum ThresholdPreset: String, CaseIterable, Sendable {
    /// Any growth of p25…p99 is a regression; so is any new allocation.
    case strict
    /// p25, p50 and p75 may grow 5 % (and always 1 ns); no new allocation.
    case `default`
    /// p50 may grow 25 % (and always 5 ns); allocations may grow 0.5 per frame.
    case relaxed

    /// The tolerances of this preset.
    public var thresholds: Thresholds {
        switch self {
        case .strict:
            Thresholds(relativePercent: [.p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0], allocationsPerFrame: 0)
        case .default:
            Thresholds(
                relativePercent: [.p25: 5, .p50: 5, .p75: 5],
                absoluteNanoseconds: [.p25: 1, .p50: 1, .p75: 1], allocationsPerFrame: 0)
        case .relaxed:
            Thresholds(relativePercent: [.p50: 25], absoluteNanoseconds: [.p50: 5], allocationsPerFrame: 0.5)
        }
    }
}
