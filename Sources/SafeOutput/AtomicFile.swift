// SafeOutput/AtomicFile: one file written so that its final name only ever holds complete contents.
import Foundation

/// A single file written through an ``OutputSet`` of one: a temporary name in the same folder, renamed into place;
/// a failure at any step leaves the final name untouched and no temporary behind.
public enum AtomicFile {
    /// Writes `data` to `path`.
    ///
    ///     try AtomicFile.write(json, to: "results.json", overwrite: force)
    ///
    /// - Parameters:
    ///   - data: the complete contents.
    ///   - path: the final path; its folder must exist.
    ///   - overwrite: whether an existing regular file may be replaced (never anything else).
    ///   - sync: whether to `fsync` the file and its folder before returning, for durability across a crash.
    /// - Throws: ``OutputError`` with one line naming the path.
    public static func write(_ data: Data, to path: String, overwrite: Bool, sync: Bool = false) throws(OutputError) {
        let set = OutputSet(overwrite: overwrite, sync: sync)
        try set.write(data, to: path)
        try set.commit()
    }

    /// Checks, before long work starts, everything ``write(_:to:overwrite:sync:)`` would check about `path`: the
    /// name, its folder, and what exists under it.
    ///
    /// - Throws: the ``OutputError`` the write would throw.
    public static func preflight(_ path: String, overwrite: Bool) throws(OutputError) {
        _ = try OutputTarget.checkFile(path, overwrite: overwrite)
    }
}
