// SafeOutput/AtomicDirectory: a whole output folder (plots, CSV, JSON) that appears complete or not at all.
import CFileOps
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output folder atomically: the caller fills a temporary folder beside the target
/// (`.<name>.tmp-XXXXXX`), which then takes the final name in one step — a new name only if nothing took it
/// meanwhile, an existing folder (with `overwrite`) by swapping the two, after which the old one is removed. A
/// symbolic link to a folder keeps leading to the (new) folder. Nothing is left behind on failure.
public enum AtomicDirectory {
    /// Checks, before any work, everything ``write(to:overwrite:replaceable:_:)`` would check about `path`.
    ///
    /// - Parameters:
    ///   - path: the folder (trailing slashes allowed).
    ///   - overwrite: whether an existing folder may be replaced (`--force`).
    ///   - replaceable: whether a file name in an existing folder is one this writer makes: `--force` replaces
    ///     only folders that hold nothing else (and no sub-folders), so it never deletes work that is not bench's.
    ///   - isOwn: whether a non-empty existing folder carries this writer's marker (given the folder's path).
    /// - Throws: the ``OutputError`` the write would throw.
    public static func preflight(
        _ path: String, overwrite: Bool, replaceable: (String) -> Bool, isOwn: (String) -> Bool = { _ in true }
    ) throws(OutputError) {
        _ = try OutputTarget.checkFolder(path, overwrite: overwrite, replaceable: replaceable, isOwn: isOwn)
    }

    /// Creates the folder `path` by letting `fill` write into a temporary folder, then moving it into place.
    ///
    ///     try AtomicDirectory.write(to: "Plots/sweep", overwrite: force, replaceable: SweepOutput.isOwnFile) {
    ///         folder in try AtomicFile.write(csv, to: folder + "/sweep.csv", overwrite: false)
    ///     }
    ///
    /// - Parameters:
    ///   - path: the final folder; its parent must exist.
    ///   - overwrite: whether an existing folder may be replaced (`--force`).
    ///   - replaceable: see ``preflight(_:overwrite:replaceable:isOwn:)``.
    ///   - isOwn: see ``preflight(_:overwrite:replaceable:isOwn:)``.
    ///   - fill: writes the contents into the temporary folder whose path it receives.
    /// - Returns: what `fill` returns.
    /// - Throws: ``OutputError`` (one line naming the path) or whatever `fill` throws.
    public static func write<T>(
        to path: String, overwrite: Bool, replaceable: (String) -> Bool, isOwn: (String) -> Bool = { _ in true },
        _ fill: (String) throws -> T
    ) throws -> T {
        let destination = try OutputTarget.checkFolder(
            path, overwrite: overwrite, replaceable: replaceable, isOwn: isOwn)
        let name = OutputPath.name(of: destination.final)
        var template = Array(OutputPath.temporaryTemplate(in: destination.folder, for: name, kind: "tmp").utf8CString)
        let temporary = try InFlight.creatingTemporary { () throws(OutputError) -> (path: String, made: String) in
            guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
                throw OutputError.system(path, errno)
            }
            let temporary = OutputPath.string(fromTemplate: template)
            return (temporary, temporary)
        }
        defer { InFlight.removeTemporary(temporary) }
        do {
            let value = try fill(temporary)
            guard chmod(temporary, OutputTarget.folderMode) == 0 else { throw OutputError.system(path, errno) }
            // An interruption waits for the folder to be in place (or put back) before it removes temporaries.
            try InFlight.committing { () throws(OutputError) in
                try place(temporary, at: destination, overwrite: overwrite, replaceable: replaceable, isOwn: isOwn)
            }
            return value
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Moves the filled temporary folder to the destination; the temporary name is gone afterwards on success.
    private static func place(
        _ temporary: String, at destination: CheckedDestination, overwrite: Bool, replaceable: (String) -> Bool,
        isOwn: (String) -> Bool
    ) throws(OutputError) {
        let path = destination.path
        let final = destination.final
        if cfileops_rename_noreplace(temporary, final) == 0 {
            CreatedOutputs.record(final)
            return
        }
        var code = errno
        if code == EINVAL || code == ENOSYS || code == ENOTSUP {
            // No RENAME_NOREPLACE here: a plain rename replaces at most an empty folder.
            let created = ExistingEntry(at: final) == .none
            if created || !overwrite {
                if rename(temporary, final) == 0 {
                    if created { CreatedOutputs.record(final) }
                    return
                }
                code = errno
            } else {
                code = EEXIST
            }
        }
        guard code == EEXIST || code == ENOTEMPTY else { throw .system(path, code) }
        guard overwrite else {
            throw OutputError("\(OutputError.quoted(path)) already exists (use --force to replace it)")
        }
        // Something is there (perhaps made by a concurrent run meanwhile): replace it if it is still ours.
        guard ExistingEntry(at: final) == .folder else {
            throw .refused(path, "it changed while bench worked and is no longer a folder")
        }
        try OutputTarget.checkReplaceable(final, for: path, replaceable: replaceable, isOwn: isOwn)
        if cfileops_rename_exchange(temporary, final) == 0 {
            // The temporary name now holds the previous folder: remove it (the caller's cleanup covers a failure).
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        code = errno
        guard code == EINVAL || code == ENOSYS || code == ENOTSUP else { throw .system(path, code) }
        try replaceBySteps(temporary, at: destination)
    }

    /// Where the file system cannot swap two names: the old folder is renamed aside, the new one into place (the
    /// old one is put back if that fails), then the old one is removed. For a moment neither exists under the
    /// final name, but a partial one never does.
    private static func replaceBySteps(_ temporary: String, at destination: CheckedDestination) throws(OutputError) {
        let path = destination.path
        let name = OutputPath.name(of: destination.final)
        var aside = ""
        for attempt in 0..<100 {
            let candidate = OutputPath.temporaryTemplate(in: destination.folder, for: name, kind: "old")
                .replacingOccurrences(of: "XXXXXX", with: String(UInt64.random(in: 0..<2_176_782_336), radix: 36))
            guard ExistingEntry(at: candidate) == .none else {
                if attempt == 99 { throw .system(path, EEXIST) }
                continue
            }
            aside = candidate
            break
        }
        guard rename(destination.final, aside) == 0 else { throw .system(path, errno) }
        guard rename(temporary, destination.final) == 0 else {
            let code = errno
            rename(aside, destination.final)
            throw .system(path, code)
        }
        try? FileManager.default.removeItem(atPath: aside)
    }
}
