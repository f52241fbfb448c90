// Plotting: write-to-temporary-then-rename, so a final name only ever holds a complete file.
import Foundation

/// File helpers for atomic output: every file is written under a temporary name in its own folder and renamed
/// into place, so on any error nothing appears (or is changed) under the final name.
enum AtomicFile {
    /// The folder holding `path` (".") when the path has no folder part.
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Throws `PlotError.folderMissing` unless the folder of `path` exists and is a directory.
    static func requireFolder(of path: String) throws(PlotError) {
        let folder = folder(of: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .folderMissing(path: folder)
        }
    }

    /// A fresh hidden name beside `path`: `.<name>.<pid>-<n>.tmp` in the same folder (so rename stays atomic).
    static func temporaryPath(besides path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let serial = counter.next()
        let temporary = ".\(name).\(ProcessInfo.processInfo.processIdentifier)-\(serial).tmp"
        return (folder(of: path) as NSString).appendingPathComponent(temporary)
    }

    /// Writes `bytes` to a temporary file beside `path`, returning the temporary path.
    static func writeTemporary(_ bytes: [UInt8], besides path: String) throws(PlotError) -> String {
        let temporary = temporaryPath(besides: path)
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw .fileWriteFailed(path: temporary, reason: "cannot create the file")
        }
        return temporary
    }

    /// Renames `temporary` to `path`, replacing any file there in one step (POSIX `rename`).
    static func moveIntoPlace(_ temporary: String, to path: String) throws(PlotError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            remove(temporary)
            throw .fileWriteFailed(path: path, reason: reason)
        }
    }

    /// Removes a file if it exists, ignoring failure (used to clean up temporaries after an error).
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to `path` atomically.
    static func write(_ bytes: [UInt8], to path: String) throws(PlotError) {
        try requireFolder(of: path)
        let temporary = try writeTemporary(bytes, besides: path)
        try moveIntoPlace(temporary, to: path)
    }

    /// Numbers temporary names within this process.
    private static let counter = SerialCounter()
}

/// A thread-safe increasing counter.
private final class SerialCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
