// SafeOutput/OutputPath: the one home of path handling: splitting, normalizing and checking output names.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pure string work on paths (no Foundation: `NSString`'s path methods trap on one-character names in this
/// toolchain's optimized builds). Every module that splits or joins a path calls these.
public enum OutputPath {
    /// The longest file or folder name the file systems we write allow, bytes (POSIX `NAME_MAX`).
    public static let maximumNameBytes = 255
    /// The longest path a system call accepts, bytes, without the terminating NUL (POSIX `PATH_MAX` − 1).
    public static let maximumPathBytes = 4095

    /// Whether `a` and `b` are one spelling of a path: equal bytes, as the kernel compares names. Swift's `==` on
    /// strings is canonical equivalence, under which `café` in NFC and in NFD are equal, though on Linux they name
    /// two files.
    public static func sameSpelling(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    /// The folder that holds `path` ("." for a bare name, "/" for a name at the root) and the last component.
    /// Trailing slashes are not removed here: `x/` gives (`x`, ``) — see ``folderPath(_:)``.
    public static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        var folder = String(path[..<slash])
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// The folder holding `path` ("." for a bare name).
    public static func folder(of path: String) -> String { split(path).folder }

    /// The last component of `path` (the whole path when it has no slash).
    public static func name(of path: String) -> String { split(path).name }

    /// `path` without the extension of its last component (`out/plot.png` → `out/plot`; `b` and `.rc` stay).
    public static func removingExtension(_ path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path }
        return String(path.dropLast(name.distance(from: dot, to: name.endIndex)))
    }

    /// `name` inside `folder` (`folder/name`; a folder already ending in `/` gets no second one).
    public static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` with trailing slashes removed (`out/` → `out`, `/` stays `/`): how a folder output is named.
    public static func folderPath(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// Why `path` cannot name a new file or folder, or nil: empty, a `.`/`..`/`/` name, a name longer than
    /// ``maximumNameBytes``, a path longer than ``maximumPathBytes`` or one whose temporary name beside it
    /// (``temporaryTemplate(in:for:kind:)``, up to 12 bytes longer) would be, a NUL byte; for a file also a
    /// trailing slash (which names a folder).
    public static func problem(with path: String, isFolder: Bool) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.utf8.contains(0) { return "the path contains a NUL byte" }
        if path.utf8.count > maximumPathBytes {
            return "the path is \(path.utf8.count) bytes long, more than the \(maximumPathBytes) a path may have"
        }
        if !isFolder && path.hasSuffix("/") { return "the path ends in '/', which names a folder, not a file" }
        let (folder, name) = split(isFolder ? folderPath(path) : path)
        if name.isEmpty || name == "." || name == ".." {
            return isFolder ? "'\(name.isEmpty ? "/" : name)' does not name a new folder" : "no file name"
        }
        if name.utf8.count > maximumNameBytes {
            return "the name is \(name.utf8.count) bytes long, more than the \(maximumNameBytes) a name may have"
        }
        let temporary = temporaryTemplate(in: folder, for: name, kind: "tmp")
        if temporary.utf8.count > maximumPathBytes {
            return "the path is \(path.utf8.count) bytes long: the temporary name it is first written under "
                + "(\(temporary.utf8.count) bytes) would pass the \(maximumPathBytes) a path may have"
        }
        return nil
    }

    /// A temporary name beside `name` (`.<name>.<kind>-XXXXXX` for `mkstemp`/`mkdtemp`), never longer than
    /// ``maximumNameBytes``: a long name is cut (at a character boundary) to make room for the 12 extra bytes.
    static func temporaryTemplate(in folder: String, for name: String, kind: String) -> String {
        let suffix = ".\(kind)-XXXXXX"
        let room = maximumNameBytes - 1 - suffix.utf8.count
        var kept = ""
        for scalar in name.unicodeScalars {
            guard kept.utf8.count + String(scalar).utf8.count <= room else { break }
            kept.unicodeScalars.append(scalar)
        }
        return joined(folder, "." + kept + suffix)
    }

    /// The path in a NUL-terminated `mkstemp`/`mkdtemp` template.
    static func string(fromTemplate template: [CChar]) -> String {
        String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
