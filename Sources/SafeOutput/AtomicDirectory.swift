// SafeOutput/AtomicDirectory: writes a whole output folder (plots, CSV, JSON) so it appears complete or not at all.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output folder atomically: the caller fills a temporary folder next to the target
/// (`.<name>.tmp-XXXXXX`), which is then renamed into place. If filling fails the temporary folder is
/// removed and nothing appears under the final name.
public enum AtomicDirectory {
    /// Creates the folder `path` by letting `fill` write into a temporary folder, then renaming it.
    ///
    ///     try AtomicDirectory.write(to: "Plots/sweep", overwrite: force) { folder in
    ///       try AtomicFile.write(csv, to: folder + "/sweep.csv", overwrite: false)
    ///     }
    ///
    /// With `overwrite`, an existing folder is first renamed aside, then removed once the new one is in
    /// place (so for a moment neither exists under the final name, but a partial one never does).
    ///
    /// - Parameters:
    ///   - path: the final folder; its parent must exist.
    ///   - overwrite: whether an existing folder may be replaced (`--force`).
    ///   - fill: writes the contents into the temporary folder whose path it receives.
    /// - Returns: what `fill` returns.
    /// - Throws: ``OutputError`` (one line naming the path) or whatever `fill` throws.
    public static func write<T>(to path: String, overwrite: Bool, _ fill: (String) throws -> T) throws -> T {
        let (parent, name) = OutputTarget.split(path)
        try OutputTarget.checkFolder(parent, for: path)
        let existing = OutputTarget.existing(path)
        if existing.exists && !existing.isFolder {
            throw OutputError("cannot write folder '\(path)': a file has that name")
        }
        if existing.exists && !overwrite { throw OutputError.exists(path) }

        let temporary = try makeTemporaryFolder(in: parent, name: name, kind: "tmp", for: path)
        let value: T
        do {
            value = try fill(temporary)
            chmod(temporary, OutputTarget.folderMode)
            if existing.exists {
                let aside = try makeTemporaryFolder(in: parent, name: name, kind: "old", for: path)
                guard rename(path, aside) == 0 else { throw OutputError.system(path, errno) }
                guard rename(temporary, path) == 0 else {
                    let code = errno
                    rename(aside, path)
                    throw OutputError.system(path, code)
                }
                try? FileManager.default.removeItem(atPath: aside)
            } else {
                guard rename(temporary, path) == 0 else { throw OutputError.system(path, errno) }
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        return value
    }

    /// Creates an empty folder `.<name>.<kind>-XXXXXX` in `parent` and returns its path.
    private static func makeTemporaryFolder(
        in parent: String, name: String, kind: String, for path: String
    ) throws(OutputError) -> String {
        var template = Array("\(parent)/.\(name).\(kind)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw .system(path, errno) }
        return OutputTarget.path(from: template)
    }
}
