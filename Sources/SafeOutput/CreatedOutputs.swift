// SafeOutput/CreatedOutputs: the files and folders one command created (new names, not replaced ones), so that a
// command that fails after writing them — standard output full — leaves nothing behind.
import Foundation

/// The new outputs of the command running on this task: every final name an ``OutputSet`` or ``AtomicDirectory``
/// created (replacing an existing file or folder is not recorded: its previous contents are gone, the complete new
/// ones stay). A command runs inside ``withRecording(_:)``; outside one, nothing is recorded.
public final class CreatedOutputs: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    /// The recorder of the running command.
    @TaskLocal static var current: CreatedOutputs?

    private init() {}

    /// Runs `body` (one command) with a fresh recorder.
    public static func withRecording<T>(_ body: () throws -> T) rethrows -> T {
        try $current.withValue(CreatedOutputs()) { try body() }
    }

    /// Records that this command created `path` (a file or a folder).
    static func record(_ path: String) {
        guard let current else { return }
        current.lock.withLock { current.paths.append(path) }
    }

    /// Removes every output this command created, newest first, and forgets them; for a command that fails after
    /// writing (its standard output could not be written), so it leaves no output of a failed run behind.
    public static func removeAll() {
        guard let current else { return }
        let paths = current.lock.withLock {
            defer { current.paths.removeAll() }
            return current.paths
        }
        for path in paths.reversed() { try? FileManager.default.removeItem(atPath: path) }
    }
}
