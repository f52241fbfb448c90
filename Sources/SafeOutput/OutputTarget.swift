// SafeOutput/OutputTarget: every check of a destination, made before any work and again just before the rename.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A destination that passed ``OutputTarget/checkFile(_:overwrite:)`` or
/// ``OutputTarget/checkFolder(_:overwrite:replaceable:)``.
struct CheckedDestination: Equatable {
    /// The path as given, for messages.
    var path: String
    /// Where the final rename goes: `path`, or the real path of the file or folder a symbolic link at `path` leads
    /// to (the link is kept and now leads to the new contents).
    var final: String
    /// The folder holding `final` (temporary names are made there, so the rename stays on one file system).
    var folder: String
}

/// The checks shared by file and folder output.
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

    /// Checks that `path` can be written as a file: a valid name in an existing, writable folder, and either
    /// nothing there or (with `overwrite`) a regular file or a link to one. Never a folder, a device, a FIFO, a
    /// socket or a dangling link.
    static func checkFile(_ path: String, overwrite: Bool) throws(OutputError) -> CheckedDestination {
        if let problem = OutputPath.problem(with: path, isFolder: false) { throw .refused(path, problem) }
        let folder = OutputPath.folder(of: path)
        try checkParent(folder, for: path)
        switch ExistingEntry(at: path) {
        case .none:
            return CheckedDestination(path: path, final: path, folder: folder)
        case .file:
            guard overwrite else { throw .exists(path) }
            try InputIdentities.checkNotInput(path, output: path)
            return CheckedDestination(path: path, final: path, folder: folder)
        case .link(.file, let resolved?):
            guard overwrite else { throw .exists(path) }
            try InputIdentities.checkNotInput(path, output: path)
            let target = OutputPath.folder(of: resolved)
            try checkParent(target, for: path)
            return CheckedDestination(path: path, final: resolved, folder: target)
        case .folder, .link(.folder, _):
            throw .refused(path, "it is a folder")
        case .link(.none, _), .link(.file, nil):
            guard overwrite else { throw .exists(path) }
            throw .refused(path, "it is a symbolic link that leads nowhere (bench does not replace links)")
        case .special(let kind), .link(.special(let kind), _):
            throw .refused(path, "it is \(kind), not a regular file (bench only replaces regular files)")
        case .link:
            throw .refused(path, "it is a symbolic link bench cannot follow")
        }
    }

    /// Checks that `path` can be written as a folder: a valid name (trailing slashes allowed) in an existing,
    /// writable folder, and either nothing there or (with `overwrite`) a folder, or a link to one, that holds
    /// only regular files `replaceable` accepts — so `--force` never deletes a folder bench did not write.
    static func checkFolder(
        _ path: String, overwrite: Bool, replaceable: (String) -> Bool, isOwn: (String) -> Bool = { _ in true }
    ) throws(OutputError) -> CheckedDestination {
        if let problem = OutputPath.problem(with: path, isFolder: true) { throw .refused(path, problem) }
        let trimmed = OutputPath.folderPath(path)
        let folder = OutputPath.folder(of: trimmed)
        try checkParent(folder, for: path)
        let entry = ExistingEntry(at: trimmed)
        switch entry {
        case .none:
            return CheckedDestination(path: path, final: trimmed, folder: folder)
        case .folder, .link(.folder, _):
            guard overwrite else { throw .exists(path) }
            var final = trimmed
            var parent = folder
            if case .link(_, let resolved) = entry {
                guard let resolved else { throw .refused(path, "it is a symbolic link bench cannot follow") }
                final = resolved
                parent = OutputPath.folder(of: resolved)
                if let problem = OutputPath.problem(with: final, isFolder: true) { throw .refused(path, problem) }
                try checkParent(parent, for: path)
            }
            try checkReplaceable(final, for: path, replaceable: replaceable, isOwn: isOwn)
            return CheckedDestination(path: path, final: final, folder: parent)
        case .file, .link(.file, _):
            throw .refused(path, "a file has that name")
        case .link(.none, _):
            guard overwrite else { throw .exists(path) }
            throw .refused(path, "it is a symbolic link that leads nowhere (bench does not replace links)")
        case .special(let kind), .link(.special(let kind), _):
            throw .refused(path, "it is \(kind), not a folder")
        case .link:
            throw .refused(path, "it is a symbolic link bench cannot follow")
        }
    }

    /// Throws unless `folder` exists, is a folder and is writable.
    static func checkParent(_ folder: String, for path: String) throws(OutputError) {
        var info = stat()
        guard stat(folder, &info) == 0 else {
            let code = errno
            if code == ENOENT { throw .refused(path, "folder '\(folder)' does not exist") }
            if code == ENOTDIR { throw .refused(path, "'\(folder)' is not a folder") }
            throw .refused(path, "folder '\(folder)': \(OutputError.reason(code))")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .refused(path, "'\(folder)' is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else {
            let code = errno
            if code == EROFS { throw .refused(path, "folder '\(folder)' is on a read-only file system") }
            throw .refused(path, "folder '\(folder)' is not writable (\(OutputError.reason(code)))")
        }
    }

    /// Throws unless every entry of the folder `final` is a regular file whose name `replaceable` accepts, none
    /// of them is an input of this command, and, unless the folder is empty, `isOwn` recognises the folder as one
    /// bench wrote by its marker (a file name alone proves nothing: a user's folder may hold a `sweep.csv`).
    static func checkReplaceable(
        _ final: String, for path: String, replaceable: (String) -> Bool, isOwn: (String) -> Bool = { _ in true }
    ) throws(OutputError) {
        guard let stream = opendir(final) else { throw .system(path, errno) }
        defer { closedir(stream) }
        var empty = true
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let entry = OutputPath.joined(final, name)
            guard ExistingEntry(at: entry) == .file, replaceable(name) else {
                throw .refused(
                    path, "it holds '\(name)', which bench did not write; not replaced (remove the folder yourself)")
            }
            try InputIdentities.checkNotInput(entry, output: path)
            empty = false
        }
        if !empty, !isOwn(final) {
            throw .refused(
                path, "bench's marker is not there, so bench did not write it; not replaced (remove it yourself)")
        }
    }
}
