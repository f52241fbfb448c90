// SafeOutput/OutputSet: the files of one result (a PNG, its CSV, gnuplot's .gp and .dat) written as one unit.
import CFileOps
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes several files as one unit: every destination is checked when declared (before any work), each file is
/// written to a temporary name in its destination's folder, and ``commit()`` renames them all into place — or,
/// when any rename fails, puts back what was there and removes what it added, so either every final name holds
/// the new contents or none changed.
///
///     let set = OutputSet(overwrite: force)
///     try set.declare("plot.png")            // checked now: folder, name, existing file
///     try set.declare("plot.csv")
///     …                                      // long work
///     try set.write(png, to: "plot.png")
///     try set.write(csv, to: "plot.csv")
///     try set.commit()                       // both appear, or neither
///
/// Temporary files are removed when the set is discarded or deallocated without a commit.
public final class OutputSet {
    /// Whether existing regular files may be replaced (`--force`).
    public let overwrite: Bool
    /// Whether to `fsync` every file and its folder, for durability across a crash.
    public let sync: Bool

    /// One declared file.
    private struct Entry {
        var destination: CheckedDestination
        /// Which file the destination names (``PathIdentity``), to refuse a second spelling of it.
        var identity: PathIdentity
        var temporary: String?
    }

    /// The declared files, in declaration order (the commit order).
    private var entries: [Entry] = []
    /// A temporary folder the files are in and the final folder messages name instead (see the initializer).
    private let shownFolder: (folder: String, shownAs: String)?

    /// An empty set.
    ///
    /// - Parameters:
    ///   - overwrite: whether existing regular files may be replaced (`--force`).
    ///   - sync: whether to `fsync` every file and its folder.
    ///   - folder: for files written inside a temporary folder (``AtomicDirectory``): that folder and the final
    ///     folder it becomes, so messages name `out/sweep.csv`, never `.out.tmp-XXXXXX/sweep.csv`.
    public init(overwrite: Bool, sync: Bool = false, showing folder: (folder: String, shownAs: String)? = nil) {
        self.overwrite = overwrite
        self.sync = sync
        self.shownFolder = folder
    }

    /// `error` with the temporary folder replaced by the final one.
    private func shown(_ error: OutputError) -> OutputError {
        guard let shownFolder else { return error }
        return OutputError(
            error.description.replacingOccurrences(of: shownFolder.folder, with: shownFolder.shownAs),
            isBadPath: error.isBadPath)
    }

    deinit { discard() }

    /// The final paths declared so far, in order.
    public var paths: [String] { entries.map(\.destination.path) }

    /// Checks `path` as a destination and adds it to the set (nothing is written yet).
    ///
    /// - Throws: ``OutputError``: a bad or too long name, a missing or unwritable folder, an existing file without
    ///   `overwrite`, a folder, a device or a dangling link at `path`, or `path` declared twice.
    public func declare(_ path: String) throws(OutputError) {
        do { try declareUnmapped(path) } catch { throw shown(error) }
    }

    private func declareUnmapped(_ path: String) throws(OutputError) {
        let destination = try OutputTarget.checkFile(path, overwrite: overwrite)
        let identity = PathIdentity(of: destination.final)
        if let other = entries.first(where: {
            $0.identity == identity || OutputPath.sameSpelling($0.destination.path, path)
        }) {
            let also =
                OutputPath.sameSpelling(other.destination.path, path)
                ? "" : " (as \(OutputError.quoted(other.destination.path)))"
            throw .refused(path, "the same file is written twice by this command\(also)")
        }
        entries.append(Entry(destination: destination, identity: identity, temporary: nil))
    }

    /// Writes `data` to a temporary file for `path` (declaring `path` first if needed).
    ///
    /// - Throws: ``OutputError`` from the check, or the failing write (`No space left on device`: exit class 1).
    public func write(_ data: Data, to path: String) throws(OutputError) {
        do { try writeUnmapped(data, to: path) } catch { throw shown(error) }
    }

    private func writeUnmapped(_ data: Data, to path: String) throws(OutputError) {
        let temporary = try temporaryFileUnmapped(for: path)
        let fd = open(temporary, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw .system(path, errno) }
        var closed = false
        defer { if !closed { close(fd) } }
        try FileDescriptorWriter.writeAll(data, to: fd, path: path)
        closed = true
        guard close(fd) == 0 else { throw .system(path, errno) }
    }

    /// An empty temporary file for `path` that another program (gnuplot) fills; declared first if needed. It is
    /// renamed into place by ``commit()`` like the others.
    public func temporaryFile(for path: String) throws(OutputError) -> String {
        do { return try temporaryFileUnmapped(for: path) } catch { throw shown(error) }
    }

    private func temporaryFileUnmapped(for path: String) throws(OutputError) -> String {
        if !entries.contains(where: { OutputPath.sameSpelling($0.destination.path, path) }) {
            try declareUnmapped(path)
        }
        guard let index = entries.firstIndex(where: { OutputPath.sameSpelling($0.destination.path, path) }) else {
            throw .refused(path, "not declared")
        }
        if let existing = entries[index].temporary { return existing }
        let destination = entries[index].destination
        try OutputTarget.checkParent(destination.folder, for: path)
        let name = OutputPath.name(of: destination.final)
        var template = Array(OutputPath.temporaryTemplate(in: destination.folder, for: name, kind: "tmp").utf8CString)
        let (temporary, fd) = try InFlight.creatingTemporary {
            () throws(OutputError) -> (path: String, made: (String, Int32)) in
            let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
                guard let base = buffer.baseAddress else { return -1 }
                return mkstemp(base)
            }
            guard fd >= 0 else { throw .system(path, errno) }
            let temporary = OutputPath.string(fromTemplate: template)
            return (temporary, (temporary, fd))
        }
        let failed = fchmod(fd, OutputTarget.fileMode) != 0 ? errno : nil
        if close(fd) != 0 || failed != nil {
            let code = failed ?? errno
            unlink(temporary)
            throw .system(path, code)
        }
        entries[index].temporary = temporary
        return temporary
    }

    /// Renames every temporary file into place. On failure nothing changed under any final name.
    ///
    /// - Throws: ``OutputError``: a declared file was never written, a name appeared meanwhile (without
    ///   `overwrite`), or a rename failed.
    public func commit() throws(OutputError) {
        // An interruption waits for the renames to finish: all of them or none. Inside a temporary folder (shown as
        // its final one) they place nothing the user sees yet.
        try InFlight.committing(placesFinalNames: shownFolder == nil) { () throws(OutputError) in try commitUnlocked() }
    }

    private func commitUnlocked() throws(OutputError) {
        var placed: [Placement] = []
        do throws(OutputError) {
            for entry in entries {
                guard let temporary = entry.temporary else {
                    throw OutputError("cannot write '\(entry.destination.path)': nothing was written", isBadPath: false)
                }
                // The contents reach the disk before the name leads to them (gnuplot's files too).
                if sync {
                    try FsyncLog.syncFile(temporary, final: entry.destination.final, shown: entry.destination.path)
                }
                placed.append(try place(temporary, at: entry.destination))
                FsyncLog.note(.rename(entry.destination.final))
            }
            // Then the folders, so the renames themselves survive a crash (each folder once, in order).
            if sync {
                var folders: [String] = []
                for entry in entries where !folders.contains(entry.destination.folder) {
                    folders.append(entry.destination.folder)
                }
                for folder in folders { try FsyncLog.syncFolder(folder, shown: folder) }
            }
        } catch {
            for placement in placed.reversed() { placement.undo() }
            discard()
            throw shown(error)
        }
        for placement in placed {
            placement.finish()
            if case .created(let final) = placement { CreatedOutputs.record(final) }
        }
        for entry in entries { if let temporary = entry.temporary { InFlight.removeTemporary(temporary) } }
        entries.removeAll()
    }

    /// Removes every temporary file (after a failure); the final names are untouched.
    public func discard() {
        for entry in entries {
            if let temporary = entry.temporary {
                unlink(temporary)
                InFlight.removeTemporary(temporary)
            }
        }
        for index in entries.indices { entries[index].temporary = nil }
    }

    /// How one file went into place, so it can be undone until the whole set is in.
    private enum Placement {
        /// A new name: undo removes it.
        case created(String)
        /// An existing file swapped with the temporary (which now holds the old contents): undo swaps back,
        /// finish removes the old contents.
        case exchanged(temporary: String, final: String)
        /// Replaced with a plain rename (the file system cannot swap): nothing to undo.
        case replaced

        func undo() {
            switch self {
            case .created(let final): unlink(final)
            case .exchanged(let temporary, let final):
                if cfileops_rename_exchange(temporary, final) == 0 { unlink(temporary) }
            case .replaced: break
            }
        }

        func finish() {
            if case .exchanged(let temporary, _) = self { unlink(temporary) }
        }
    }

    /// Moves `temporary` to the destination: never over anything without `overwrite`, only over a regular file
    /// with it.
    private func place(_ temporary: String, at destination: CheckedDestination) throws(OutputError) -> Placement {
        let path = destination.path
        let final = destination.final
        let existing = ExistingEntry(at: final)
        if !existing.exists || !overwrite {
            if existing.exists { throw .exists(path) }
            if cfileops_rename_noreplace(temporary, final) == 0 { return .created(final) }
            let code = errno
            if code == EEXIST { throw .exists(path) }
            guard code == EINVAL || code == ENOSYS || code == ENOTSUP else { throw .system(path, code) }
            // No RENAME_NOREPLACE here: a hard link also fails on an existing name.
            if link(temporary, final) == 0 {
                unlink(temporary)
                return .created(final)
            }
            let linkCode = errno
            if linkCode == EEXIST { throw .exists(path) }
            guard rename(temporary, final) == 0 else { throw .system(path, errno) }
            return .created(final)
        }
        guard existing == .file else {
            throw .refused(path, "it changed while bench worked and is no longer a regular file")
        }
        if cfileops_rename_exchange(temporary, final) == 0 {
            return .exchanged(temporary: temporary, final: final)
        }
        let code = errno
        guard code == EINVAL || code == ENOSYS || code == ENOTSUP else { throw .system(path, code) }
        guard rename(temporary, final) == 0 else { throw .system(path, errno) }
        return .replaced
    }

}
