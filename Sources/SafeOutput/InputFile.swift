// SafeOutput/InputFile: the one reader of files the user names (scenarios, results, thresholds, sweep.json).
import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole regular file the user named, with a size limit, and says truly why it cannot: a missing file, a
/// folder, a FIFO or device (never opened for reading, so nothing blocks), no permission, too large.
public enum InputFile {
    /// Why a file could not be read: one line naming the path once (bad input: exit status 2).
    public struct Failure: UserFacingError, Equatable {
        /// The path as given.
        public let path: String
        /// The reason, e.g. `it is a FIFO, not a regular file`.
        public let reason: String
        /// `cannot read 'P': reason`.
        public var description: String { "cannot read '\(path)': \(reason)" }
        /// Always: an input that cannot be read is bad input.
        public var isBadInput: Bool { true }
    }

    /// The bytes of the regular file at `path` (symbolic links followed).
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - maximumBytes: the largest size accepted.
    ///   - recorded: whether the file is recorded as an input of the command (``InputIdentities``), which no output
    ///     may replace; false only for the one file a command rewrites in place by design (the baseline `bench
    ///     baseline update` merges into).
    /// - Throws: ``Failure``.
    public static func read(_ path: String, maximumBytes: Int, recorded: Bool = true) throws(Failure) -> Data {
        let file = try open(path, maximumBytes: maximumBytes, recorded: recorded)
        let (data, failure) = FileDescriptorReader.readToEnd(file.descriptor, maximumBytes: maximumBytes)
        if let failure { throw Failure(path: path, reason: reason(failure)) }
        if data.count > maximumBytes {
            throw Failure(path: path, reason: "it is larger than \(Self.size(maximumBytes))")
        }
        return data
    }

    /// The regular file at `path` (symbolic links followed), opened for reading piece by piece
    /// (``OpenInputFile/read(at:into:)``) rather than whole: the checks and the input record of
    /// ``read(_:maximumBytes:recorded:)``, without reading a byte.
    ///
    /// - Throws: ``Failure``.
    public static func open(_ path: String, maximumBytes: Int, recorded: Bool = true) throws(Failure) -> OpenInputFile {
        func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        if path.isEmpty { throw fail("the path is empty") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw fail(reason(errno)) }
        if let kind = kind(info.st_mode) { throw fail(kind) }
        // O_NONBLOCK: should the name turn into a FIFO between the check and the open, open still returns.
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw fail(reason(errno)) }
        let file = OpenInputFile(descriptor: fd, path: path)
        guard fstat(fd, &info) == 0 else { throw fail(reason(errno)) }
        if let kind = kind(info.st_mode) { throw fail(kind) }
        if recorded { InputIdentities.record(FileIdentity(info), path: path) }
        if Int(info.st_size) > maximumBytes {
            throw fail("it is larger than \(Self.size(maximumBytes))")
        }
        return file
    }

    /// The text of the regular file at `path` (see ``read(_:maximumBytes:recorded:)``) as the text rules of
    /// ``TextInput`` say: a leading byte-order mark skipped, a NUL byte or bytes that are not UTF-8 refused naming
    /// the line. Every text file the user names (JSON, CSV, scripts) is read through here.
    ///
    /// - Throws: ``Failure``.
    public static func readText(_ path: String, maximumBytes: Int, recorded: Bool = true) throws(Failure) -> Data {
        let data = try read(path, maximumBytes: maximumBytes, recorded: recorded)
        let checked = data.withUnsafeBytes { raw in
            Result { () throws(TextInput.Problem) -> Int in try TextInput.check(raw.bindMemory(to: UInt8.self)) }
        }
        switch checked {
        case .success(let skip): return skip == 0 ? data : Data(data.dropFirst(skip))
        case .failure(let problem): throw Failure(path: path, reason: problem.description)
        }
    }

    /// The first `count` bytes (fewer if the file is shorter) of the regular file at `path`, or nil when it is not
    /// one or cannot be read. For recognising a file bench wrote by its marker; not recorded as an input.
    public static func prefix(of path: String, count: Int) -> [UInt8]? {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, kind(info.st_mode) == nil else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, count - filled) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            filled += n
        }
        return Array(bytes.prefix(filled))
    }

    /// Whether `path` is an existing folder (symbolic links followed).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path` (symbolic links followed).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Why a followed entry of this mode cannot be read as a file, or nil for a regular file.
    private static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder, not a file"
        case S_IFIFO: return "it is a FIFO (named pipe), not a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is not a regular file"
        }
    }

    /// The reason for an `errno`, in words a user acts on.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case ENOTDIR: return "a component of the path is not a folder"
        case ENAMETOOLONG: return "the path or a name in it is too long"
        case ELOOP: return "too many symbolic links"
        default: return OutputError.reason(code)
        }
    }

    /// `4 MiB`, `512 KiB`, `100 bytes`.
    private static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
