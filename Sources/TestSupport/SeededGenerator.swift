@_exported import Support

/// The tests' seeded generator: the project's one SplitMix64 (Support). Print the seed in a failing test's
/// message so the case can be replayed.
public typealias SeededGenerator = SplitMix64
