// Plotting/PlotFiles: plot outputs written through SafeOutput (temporary name, then rename), as PlotError.
import Foundation
import SafeOutput

/// How the renderers write files: each through a temporary in the same folder, renamed into place, so on any
/// error nothing appears (or changes) under the final name. Errors come back as ``PlotError``.
enum PlotFiles {
    /// The folder holding `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last path component of `path` (the whole path when it has no slash).
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` without the extension of its last component (`out/plot.png` → `out/plot`; `b` stays `b`).
    /// Pure string work: NSString's path methods trap on one-character names in this toolchain's -O builds.
    static func removingExtension(_ path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path }
        return String(path.dropLast(name.distance(from: dot, to: name.endIndex)))
    }

    /// Throws `PlotError.folderMissing` unless the folder of `path` exists and is a directory.
    static func requireFolder(of path: String) throws(PlotError) {
        let folder = folder(of: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .folderMissing(path: folder)
        }
    }

    /// Writes `bytes` to a temporary file beside `path`, returning the temporary path.
    static func writeTemporary(_ bytes: [UInt8], besides path: String) throws(PlotError) -> String {
        do { return try AtomicFile.writeTemporary(Data(bytes), besides: path) } catch {
            throw .fileWriteFailed(path: path, reason: error.description)
        }
    }

    /// Renames `temporary` to `path`, replacing any file there in one step; removes the temporary on failure.
    static func moveIntoPlace(_ temporary: String, to path: String) throws(PlotError) {
        do { try AtomicFile.moveIntoPlace(temporary, at: path, overwrite: true) } catch {
            AtomicFile.discard(temporary)
            throw .fileWriteFailed(path: path, reason: error.description)
        }
    }

    /// Removes a temporary file, ignoring failure (cleanup after an error).
    static func remove(_ path: String) { AtomicFile.discard(path) }

    /// Writes `bytes` to `path` atomically.
    static func write(_ bytes: [UInt8], to path: String) throws(PlotError) {
        try requireFolder(of: path)
        let temporary = try writeTemporary(bytes, besides: path)
        try moveIntoPlace(temporary, to: path)
    }
}
