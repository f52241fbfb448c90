// TestSupport/PathSpellings: other spellings of one absolute path, for tests of the identity rule of outputs.
import Foundation

/// Spellings of the absolute path `path` that name the same entry without sharing its text: relative to the
/// current folder (`../../tmp/x`), the same with `./` in front, and through `/./` and `sub/..` in its folder.
public enum PathSpellings {
    /// `path` relative to the process's current folder (through `..` up to the root, then down).
    public static func relative(_ path: String) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let depth = current.split(separator: "/").count
        return String(repeating: "../", count: depth) + path.drop { $0 == "/" }
    }

    /// `./` and the relative spelling (``relative(_:)``): the `./x` of `x`.
    public static func dotRelative(_ path: String) -> String { "./" + relative(path) }

    /// `folder/./name`: the same folder spelt with a `.` component.
    public static func dotted(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().path + "/./" + url.lastPathComponent
    }
}
