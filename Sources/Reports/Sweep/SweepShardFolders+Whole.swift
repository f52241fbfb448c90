// Reports/Sweep/SweepShardFolders+Whole: a whole sweep read for the verbs that need every cell: a shard is refused.
import Analysis
import Sweep

extension SweepShardFolders {
    /// The sweep of `source` (see ``read(_:)``): a single run or merged shards, never one shard.
    ///
    /// - Throws: ``SweepSpecError``: what ``read(_:)`` throws, or `'SOURCE' is shard i/n: join the shards first`.
    public static func readWhole(_ source: String) throws(SweepSpecError) -> SweepResults {
        try openWhole(source).results()
    }

    /// The sweep of `source` opened (see ``open(_:)``): a single run or merged shards, never one shard.
    ///
    /// - Throws: ``SweepSpecError``: what ``open(_:)`` throws, or `'SOURCE' is shard i/n: join the shards first`.
    public static func openWhole(_ source: String) throws(SweepSpecError) -> SweepFile {
        let file = try open(source)
        if let shard = file.header.shard {
            throw SweepSpecError(
                "'\(source)' is shard \(shard.index)/\(shard.count): join the shards first (bench results merge)")
        }
        return file
    }
}
