// Support/SplitMix64: the project's one seeded pseudo-random generator.

/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): a small,
/// fast, seeded generator for reproducible workloads, shuffles and randomized tests.
///
/// The same seed gives the same sequence on every platform. Print the seed with any result or failure it
/// produced so the case can be replayed.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The internal state; advancing it by the golden-ratio increment gives the next output.
    public private(set) var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
