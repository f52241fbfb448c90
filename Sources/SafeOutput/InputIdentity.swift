// SafeOutput/InputIdentity: the files one command read, by device and inode, so none of them is written over.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The identity of a file on this machine: its device and inode. Two paths (a relative and an absolute one, a
/// symbolic link, a hard link) name the same file exactly when their identities are equal.
public struct FileIdentity: Hashable, Sendable {
    /// The device holding the file.
    public var device: UInt64
    /// Its inode on that device.
    public var inode: UInt64

    /// The identity of what `path` leads to (symbolic links followed), or nil when nothing is there.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity in `info`.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// The files one command has read (every read of ``InputFile`` records here), so that no output of the same
/// command replaces one of them, even with `--force`: `results export r.json -o r.json --force` or `results merge
/// A B -o A --force` would otherwise destroy the input. A command runs inside ``withRecording(_:)``; outside one,
/// nothing is recorded and nothing refused.
public final class InputIdentities: @unchecked Sendable {
    private let lock = NSLock()
    private var identities: [FileIdentity: String] = [:]

    /// The recorder of the command running on this task or thread.
    @TaskLocal public static var current: InputIdentities?

    private init() {}

    /// Runs `body` (one command) with a fresh recorder.
    public static func withRecording<T>(_ body: () throws -> T) rethrows -> T {
        try $current.withValue(InputIdentities()) { try body() }
    }

    /// Records that the file with `identity` was read as `path`.
    static func record(_ identity: FileIdentity, path: String) {
        guard let current else { return }
        current.lock.lock()
        defer { current.lock.unlock() }
        if current.identities[identity] == nil { current.identities[identity] = path }
    }

    /// The path an input with `identity` was read as, or nil when this command read no such file.
    static func input(_ identity: FileIdentity) -> String? {
        guard let current else { return nil }
        current.lock.lock()
        defer { current.lock.unlock() }
        return current.identities[identity]
    }

    /// Throws when the file `path` leads to was read by this command (the output `output` would replace it).
    static func checkNotInput(_ path: String, output: String) throws(OutputError) {
        guard let identity = FileIdentity(of: path), let input = input(identity) else { return }
        let shown = input == output ? "" : " ('\(input)')"
        throw .refused(output, "it is one of this command's inputs\(shown): bench never writes over what it reads")
    }
}
