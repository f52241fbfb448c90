// SafeOutput/AtomicFile: writes a file so that its final name only ever holds complete contents.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files atomically: the data goes to a temporary file in the same folder (`.<name>.tmp-XXXXXX`),
/// which is then renamed (or, when not replacing, hard-linked) to its final name. A failure at any step
/// removes the temporary file and leaves the final name untouched.
public enum AtomicFile {
    /// Writes `data` to `path`.
    ///
    ///     try AtomicFile.write(json, to: "results.json", overwrite: force)
    ///
    /// - Parameters:
    ///   - data: the complete contents.
    ///   - path: the final path; its folder must exist.
    ///   - overwrite: whether an existing file may be replaced. When `false` the final step is a hard link,
    ///     which fails rather than replace a file created meanwhile.
    ///   - sync: whether to `fsync` the file (and its folder) before returning, for durability across a crash.
    /// - Throws: ``OutputError`` with one line naming the path: missing or unwritable folder, existing file,
    ///   existing folder, or the failing system call.
    public static func write(_ data: Data, to path: String, overwrite: Bool, sync: Bool = false) throws(OutputError) {
        try preflight(path, overwrite: overwrite)
        let temporary = try writeTemporary(data, besides: path, sync: sync)
        do throws(OutputError) {
            try moveIntoPlace(temporary, at: path, overwrite: overwrite)
        } catch {
            unlink(temporary)
            throw error
        }
        if sync { syncFolder(OutputTarget.split(path).folder) }
    }

    /// Writes `data` to a fresh temporary file in the folder of `path` (`.<name>.tmp-XXXXXX`, unique) and returns
    /// its path; nothing appears under `path` itself. For outputs made of several files (a plot and its script),
    /// write each to a temporary, then ``moveIntoPlace(_:at:overwrite:)`` each once all succeeded.
    ///
    /// - Throws: ``OutputError`` naming `path`; no temporary file is left behind on failure.
    public static func writeTemporary(_ data: Data, besides path: String, sync: Bool = false) throws(OutputError)
        -> String
    {
        let (folder, name) = OutputTarget.split(path)
        try OutputTarget.checkFolder(folder, for: path)
        var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { throw .system(path, errno) }
        let temporary = OutputTarget.path(from: template)
        var closed = false
        defer {
            if !closed { close(fd) }
        }
        do throws(OutputError) {
            try writeAll(data, to: fd, path: path)
            guard fchmod(fd, OutputTarget.fileMode) == 0 else { throw .system(path, errno) }
            if sync, fsync(fd) != 0 { throw .system(path, errno) }
            closed = true
            guard close(fd) == 0 else { throw .system(path, errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// Removes a temporary file made by ``writeTemporary(_:besides:sync:)`` (after a failure), ignoring errors.
    public static func discard(_ temporary: String) { unlink(temporary) }

    /// Checks, before long work starts, that ``write(_:to:overwrite:sync:)`` could write `path`: its folder
    /// exists and is writable, no folder has that name, and no file does unless `overwrite`.
    ///
    /// - Throws: the ``OutputError`` the write would throw.
    public static func preflight(_ path: String, overwrite: Bool) throws(OutputError) {
        try OutputTarget.checkFolder(OutputTarget.split(path).folder, for: path)
        let existing = OutputTarget.existing(path)
        if existing.isFolder { throw OutputError("cannot write '\(path)': it is a folder") }
        if existing.exists && !overwrite { throw .exists(path) }
    }

    /// Writes every byte of `data` to `fd`, retrying short writes and interrupts.
    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(OutputError) {
        let failure: Int32? = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw .system(path, failure) }
    }

    /// Moves a finished temporary file to `path` in one step (POSIX `rename`); without `overwrite` it never
    /// replaces a file (a hard link that fails on an existing name). The temporary is gone afterwards on success.
    public static func moveIntoPlace(_ temporary: String, at path: String, overwrite: Bool) throws(OutputError) {
        if overwrite {
            guard rename(temporary, path) == 0 else { throw .system(path, errno) }
            return
        }
        if link(temporary, path) == 0 {
            unlink(temporary)
            return
        }
        let code = errno
        if code == EEXIST { throw .exists(path) }
        // File systems without hard links: the existence check above is the best we can do.
        guard code == EPERM || code == ENOTSUP || code == EXDEV, rename(temporary, path) == 0 else {
            throw .system(path, code)
        }
    }

    /// Flushes the folder entry so the rename itself survives a crash (best effort).
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
