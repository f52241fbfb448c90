// SafeOutput/FsyncLog: the test seam that makes durability observable: which files and folders were flushed with
// fsync, and when, relative to the renames.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A record of the flushes and renames of ``OutputSet`` with `sync` (and so of ``AtomicFile`` with `sync`), in
/// order, for the task that installed it. A synced write must flush each file before its rename puts it in place
/// and then each folder, so the rename itself survives a crash; without this record, skipping either would pass
/// every test. Outside ``recording(_:)`` nothing is recorded.
public final class FsyncLog: @unchecked Sendable {
    /// One step, naming the final path it concerns.
    public enum Event: Hashable, Sendable {
        /// The contents of the file that becomes this path were flushed (`fsync` of its temporary file).
        case file(String)
        /// The file was renamed to this final path.
        case rename(String)
        /// This folder's entries were flushed (`fsync` of the folder).
        case folder(String)
    }

    private let lock = NSLock()
    private var recorded: [Event] = []

    /// The log of the running task, if one is recording.
    @TaskLocal static var current: FsyncLog?

    private init() {}

    /// Runs `body` and returns what it returned and every event, in order.
    public static func recording<T>(_ body: () throws -> T) rethrows -> (value: T, events: [Event]) {
        let log = FsyncLog()
        let value = try $current.withValue(log) { try body() }
        return (value, log.lock.withLock { log.recorded })
    }

    /// Records `event` when a log is installed.
    static func note(_ event: Event) {
        guard let log = current else { return }
        log.lock.withLock { log.recorded.append(event) }
    }

    /// Flushes the file at `path` (a temporary that becomes `final`) to the disk.
    ///
    /// - Throws: ``OutputError`` naming `shown` when it cannot be opened or flushed.
    static func syncFile(_ path: String, final: String, shown: String) throws(OutputError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .system(shown, errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw .system(shown, errno) }
        note(.file(final))
    }

    /// Flushes the entries of `folder` so the renames into it survive a crash.
    ///
    /// - Throws: ``OutputError`` naming `shown` when it cannot be opened or flushed.
    static func syncFolder(_ folder: String, shown: String) throws(OutputError) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .system(shown, errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw .system(shown, errno) }
        note(.folder(folder))
    }
}
