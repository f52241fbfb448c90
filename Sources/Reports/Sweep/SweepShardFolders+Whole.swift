// Reports/Sweep/SweepShardFolders+Whole: a whole sweep read for the verbs that need every cell: a shard is refused.
import Analysis
import Sweep

extension SweepShardFolders {
    /// The sweep of `source` (see ``read(_:)``): a single run or merged shards, never one shard.
    ///
    /// - Throws: ``SweepSpecError``: what ``read(_:)`` throws, or `'SOURCE' is shard i/n: join the shards first`.
    public static func readWhole(_ source: String) throws(SweepSpecError) -> SweepResults {
        let results = try read(source)
        if let shard = results.header.shard {
            throw SweepSpecError(
                "'\(source)' is shard \(shard.index)/\(shard.count): join the shards first (bench results merge)")
        }
        return results
    }
}
