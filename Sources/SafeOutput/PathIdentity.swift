// SafeOutput/PathIdentity: the one rule deciding whether two paths of one command name one file.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path names, so that two paths a command touches (two outputs, or an output and an input) are
/// compared as files, never as strings: an existing file by its ``FileIdentity`` (device and inode, symbolic links
/// followed — a hard link, `./x`, `$PWD/x` and a path through a linked folder all match), a file not yet there by its
/// resolved absolute path (the real path of the deepest existing folder above it, then the remaining names),
/// compared byte for byte as the kernel compares names: `café` in NFC and in NFD are two files on Linux, though
/// Swift's `==` on strings calls them equal.
///
/// Cost: one `stat` and, for a missing file, one `realpath` per path.
public enum PathIdentity: Hashable, Sendable {
    /// An existing file or folder.
    case existing(FileIdentity)
    /// Nothing is there yet: the bytes of the absolute path the name would get.
    case absent(pathBytes: [UInt8])

    /// The identity of `path` now (trailing slashes ignored).
    public init(of path: String) {
        let trimmed = OutputPath.folderPath(path)
        if let identity = FileIdentity(of: trimmed) {
            self = .existing(identity)
        } else {
            self = .absent(pathBytes: Array(Self.resolved(trimmed).utf8))
        }
    }

    /// Whether `a` and `b` name one file.
    public static func same(_ a: String, _ b: String) -> Bool { PathIdentity(of: a) == PathIdentity(of: b) }

    /// The first two of `paths` that name one file, by index, or nil when all differ.
    public static func firstClash(in paths: [String]) -> (Int, Int)? {
        var seen: [PathIdentity: Int] = [:]
        for (index, path) in paths.enumerated() {
            let identity = PathIdentity(of: path)
            if let earlier = seen[identity] { return (earlier, index) }
            seen[identity] = index
        }
        return nil
    }

    /// Throws, naming both options, when two of `outputs` (an option such as `--csv` and its path; nil when not
    /// given) name one file: the second would silently replace the first (`--out ./zz.png --csv zz.png`).
    ///
    /// - Throws: ``OutputError`` (bad input, exit status 2): `--csv 'zz.png' and --out './zz.png' name one file`.
    public static func requireDistinct(_ given: [(option: String, path: String?)]) throws(OutputError) {
        let outputs = given.compactMap { option, path in path.map { (option: option, path: $0) } }
        guard let (first, second) = firstClash(in: outputs.map(\.path)) else { return }
        let (a, b) = (outputs[second], outputs[first])
        throw OutputError(
            "\(a.option) \(OutputError.quoted(a.path)) and \(b.option) \(OutputError.quoted(b.path)) name one file: "
                + "give each output its own file")
    }

    /// `path` made absolute through the real path of its deepest existing folder (`.` and `..` resolved).
    static func resolved(_ path: String) -> String {
        if let real = ExistingEntry.realPath(path) { return real }
        let (folder, name) = OutputPath.split(path)
        if folder == path { return path }
        let base = resolved(folder)
        switch name {
        case "", ".": return base
        case "..": return OutputPath.folder(of: base)
        default: return OutputPath.joined(base, name)
        }
    }
}
