// Sweep/SweepShard: which cells of a grid one machine runs (shard I of N).
import Support

/// Every N-th cell of a grid starting at cell I: shard I of N. Shards 0…N−1 together cover every cell once.
public struct SweepShard: Sendable, Hashable, Codable {
    /// This shard's index, 0 ..< ``count``.
    public var index: Int
    /// How many shards there are (≥ 1).
    public var count: Int

    private enum CodingKeys: String, CodingKey, CaseIterable { case index, count }

    /// Reads `{"count": N, "index": I}`, refusing other keys (the range is checked by the reader).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.decode(Int.self, forKey: .index)
        count = try c.decode(Int.self, forKey: .count)
    }

    /// Shard `index` of `count` (unchecked; see ``checked(index:count:source:)``).
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The number of cells of a grid of `total` cells that this shard runs (no intermediate sum can overflow).
    public func cellCount(ofTotal total: Int) -> Int { total > index ? (total - index - 1) / count + 1 : 0 }

    /// The largest shard count accepted (from the command line, an array job or `sweep.json`).
    public static let maximumCount = 1_000_000

    /// A shard after checking 1 ≤ count ≤ ``maximumCount`` and 0 ≤ index < count; `source` (how the caller got
    /// the numbers, e.g. the option the user typed) starts the message.
    public static func checked(index: Int, count: Int, source: String) throws(SweepSpecError) -> SweepShard {
        guard count >= 1 else { throw SweepSpecError("\(source): the shard count must be at least 1") }
        guard count <= maximumCount else {
            throw SweepSpecError("\(source): the shard count \(count) is more than \(maximumCount)")
        }
        guard index >= 0, index < count else {
            throw SweepSpecError("\(source): shard index \(index) is not in 0…\(count - 1)")
        }
        return SweepShard(index: index, count: count)
    }
}
