// SafeOutput/OutputError: why an output file or folder was not written, in one line.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output that could not be written. Its description is one line naming the path and the reason,
/// for example `cannot write 'out/r.json': folder 'out' does not exist`.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    /// The one-line message.
    public let description: String
    /// Whether the path given was at fault (missing or unwritable folder, existing target) rather than the
    /// write itself (disk full, I/O error): the CLI reports the first as bad input (exit status 2).
    public let isBadPath: Bool

    /// An error with the given message.
    public init(_ description: String, isBadPath: Bool = true) {
        self.description = description
        self.isBadPath = isBadPath
    }

    /// The target exists and replacing it was not allowed.
    static func exists(_ path: String) -> OutputError {
        OutputError("'\(path)' already exists (use --force to replace it)")
    }

    /// A system call failed with `code` while writing `path`.
    public static func system(_ path: String, _ code: Int32) -> OutputError {
        let badPath = [EACCES, EPERM, EROFS, ENOENT, ENOTDIR, EEXIST, EISDIR, ENAMETOOLONG].contains(code)
        return OutputError("cannot write '\(path)': \(String(cString: strerror(code)))", isBadPath: badPath)
    }
}

/// Checks shared by file and folder output.
enum OutputTarget {
    /// The process umask, read once (reading it means setting it, so it is done a single time).
    private static let umaskBits: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
    /// The permission bits new files get: `0o666` minus the process umask.
    static var fileMode: mode_t { 0o666 & ~umaskBits }
    /// The permission bits new folders get: `0o777` minus the process umask.
    static var folderMode: mode_t { 0o777 & ~umaskBits }

    /// The folder that will hold `path` ("." for a bare name) and the last path component.
    static func split(_ path: String) -> (folder: String, name: String) {
        // swift-corelibs-foundation (Swift 6.3, -O) traps in NSString.deletingLastPathComponent on a one-character
        // path without a slash ("b"): a bare name needs no NSString.
        guard path.contains("/") else { return (".", path) }
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder, (path as NSString).lastPathComponent)
    }

    /// Throws unless `folder` exists, is a folder and is writable.
    static func checkFolder(_ folder: String, for path: String) throws(OutputError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw OutputError("cannot write '\(path)': folder '\(folder)' does not exist")
        }
        guard isFolder.boolValue else {
            throw OutputError("cannot write '\(path)': '\(folder)' is not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw OutputError("cannot write '\(path)': folder '\(folder)' is not writable")
        }
    }

    /// The path held in a NUL-terminated `mkstemp`/`mkdtemp` template.
    static func path(from template: [CChar]) -> String {
        String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether something (file, folder, link) exists at `path`; `isFolder` tells which.
    static func existing(_ path: String) -> (exists: Bool, isFolder: Bool) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        return (exists, isFolder.boolValue)
    }
}
