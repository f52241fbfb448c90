// SafeOutput/OutputError: why an output was not written, in one line naming the path once.
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output that could not be written. Its description is one line naming the path once and the reason, e.g.
/// `cannot write 'out/r.json': folder 'out' does not exist`. ``isBadPath`` tells the two exit classes apart.
public struct OutputError: UserFacingError, Sendable, Hashable {
    /// The one-line message.
    public let description: String
    /// Whether the path given was at fault (missing or unwritable folder, existing target, a name too long, a
    /// device): bad input, exit status 2. `false` when the machine refused the write itself (disk full, I/O error,
    /// out of file descriptors): exit status 1.
    public let isBadPath: Bool
    /// ``isBadPath``.
    public var isBadInput: Bool { isBadPath }

    /// An error with the given message.
    public init(_ description: String, isBadPath: Bool = true) {
        self.description = description
        self.isBadPath = isBadPath
    }

    /// `'P' already exists (use --force to replace it)`.
    static func exists(_ path: String) -> OutputError {
        OutputError("\(quoted(path)) already exists (use --force to replace it)")
    }

    /// `cannot write 'P': reason` (bad input).
    static func refused(_ path: String, _ reason: String) -> OutputError {
        OutputError("cannot write \(quoted(path)): \(reason)")
    }

    /// A system call failed with `code` while writing `path`; the class follows the error number.
    public static func system(_ path: String, _ code: Int32) -> OutputError {
        OutputError("cannot write \(quoted(path)): \(reason(code))", isBadPath: isPathError(code))
    }

    /// Whether `code` blames the path (permissions, names, existing entries) rather than the machine.
    static func isPathError(_ code: Int32) -> Bool {
        [EACCES, EPERM, EROFS, ENOENT, ENOTDIR, EEXIST, ENOTEMPTY, EISDIR, ENAMETOOLONG, ELOOP, ETXTBSY, EXDEV]
            .contains(code)
    }

    /// The system's text for `code` (`No space left on device`).
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// `path` in single quotes, as every message shows a path.
    static func quoted(_ path: String) -> String { "'\(path)'" }
}
