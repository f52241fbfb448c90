// BenchCLI/ResultsStatusOptions: the command line of `bench results status DIR… [--shard-count n]`.
import Analysis
import ArgumentParsing

/// `bench results status DIR… [--shard-count n]`.
struct ResultsStatusOptions: OptionGroup {
    /// `<dir>...`.
    static let folders = PositionalSpec(
        "dir", help: "a shard folder (or its sweep.json), or a folder holding the shard folders", variadic: true)
    /// `--shard-count n`.
    static let shardCount: Option<Int?> = .integer(
        "shard-count", in: 1...SweepShard.maximumCount, valueName: "n",
        help: "how many shards the sweep has (default: as the shards read say; needed when none can be read)")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] { [shardCount.spec] }
    /// The folders.
    static var positionals: [PositionalSpec] { [folders] }

    /// The folders, in the order given.
    var folders: [String]
    /// `--shard-count`, when given.
    var shardCount: Int?

    /// Reads the arguments.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        folders = arguments.all(Self.folders)
        shardCount = arguments[Self.shardCount]
    }
}
