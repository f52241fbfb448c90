// SafeOutput/ExistingEntry: what a name already holds, symbolic links included, looked at without following.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path (`lstat`): nothing, a regular file, a folder, a symbolic link (and what it leads to), or
/// something bench never replaces (a device, a FIFO, a socket).
enum ExistingEntry: Equatable {
    /// Nothing has that name.
    case none
    /// A regular file.
    case file
    /// A folder.
    case folder
    /// A symbolic link; `target` is what it resolves to (`.none` when dangling) and `resolved` the real path.
    indirect case link(target: ExistingEntry, resolved: String?)
    /// Anything else, named for messages ("a character device").
    case special(String)

    /// Looks at `path` without following a final symbolic link.
    init(at path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .none
            return
        }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            var followed = stat()
            guard stat(path, &followed) == 0 else {
                self = .link(target: .none, resolved: nil)
                return
            }
            self = .link(target: ExistingEntry(mode: followed.st_mode), resolved: Self.realPath(path))
            return
        }
        self = ExistingEntry(mode: info.st_mode)
    }

    /// The kind of a followed entry.
    private init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFCHR: self = .special("a character device")
        case S_IFBLK: self = .special("a block device")
        case S_IFIFO: self = .special("a FIFO")
        case S_IFSOCK: self = .special("a socket")
        default: self = .special("not a regular file")
        }
    }

    /// Whether anything, even a dangling link, has the name.
    var exists: Bool { self != .none }

    /// `realpath(3)` of `path`, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
