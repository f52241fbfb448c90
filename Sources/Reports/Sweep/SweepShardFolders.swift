// Reports/Sweep/SweepShardFolders: reading a sweep folder strictly, and what each folder of a sharded sweep holds.
import Analysis
import Foundation
import SafeOutput
import Sweep

/// Reads sweep folders: one `sweep.json` strictly, or every shard folder of an array for `bench results status`.
public enum SweepShardFolders {
    /// The largest `sweep.json` read, bytes (a sweep of 50 000 000 cells, the hard limit, writes about 6 GiB).
    public static let maximumSweepFileBytes = 8 << 30

    /// The `sweep.json` of `source` (a sweep folder, or the file itself) as the strict reader reads it, every row
    /// in memory (joining shards); ``open(_:)`` reads the rows one at a time.
    ///
    /// - Throws: ``SweepSpecError``: one line naming the file and what is wrong.
    public static func read(_ source: String) throws(SweepSpecError) -> SweepResults {
        try open(source).results()
    }

    /// The `sweep.json` of `source` (a sweep folder, or the file itself) opened: its header read and checked, its
    /// rows read and checked when asked for (``SweepFile/forEachRow(_:)``), the file read piece by piece.
    ///
    /// - Throws: ``SweepSpecError``: one line naming the file and what is wrong.
    public static func open(_ source: String) throws(SweepSpecError) -> SweepFile {
        let path = InputFile.isFolder(source) ? OutputPath.joined(source, "sweep.json") : source
        let file: OpenInputFile
        do { file = try InputFile.open(path, maximumBytes: maximumSweepFileBytes) } catch {
            throw SweepSpecError(error.description)
        }
        return try SweepFile(FileBytes(file: file), source: path)
    }

    /// An open input file as the bytes of a `sweep.json`.
    private struct FileBytes: SweepFileBytes {
        let file: OpenInputFile

        func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(SweepSpecError) -> Int {
            do { return try file.read(at: offset, into: buffer) } catch { throw SweepSpecError(error.description) }
        }
    }

    /// The folders to look at for `paths`: each as given, except a folder that holds no `sweep.json`, which
    /// stands for the shard folders in it (its subfolders, and the folders an unfinished write was making).
    public static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            guard InputFile.isFolder(path), !InputFile.exists(OutputPath.joined(path, "sweep.json")),
                let names = try? FileManager.default.contentsOfDirectory(atPath: path)
            else { return [path] }
            var shards = Set<String>()
            for name in names {
                if let target = unfinishedTarget(name) {
                    shards.insert(target)
                } else if !name.hasPrefix("."), InputFile.isFolder(OutputPath.joined(path, name)) {
                    shards.insert(name)
                }
            }
            if shards.isEmpty { return [path] }
            return shards.sorted { a, b in
                let (x, y) = (SweepShardProbe.trailingNumber(a), SweepShardProbe.trailingNumber(b))
                return x != nil && y != nil && x != y ? x! < y! : a < b
            }.map { OutputPath.joined(path, $0) }
        }
    }

    /// The folder a temporary folder of an atomic write (`.NAME.tmp-XXXXXX`) was to become, or nil.
    static func unfinishedTarget(_ name: String) -> String? {
        guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards),
            name.distance(from: range.upperBound, to: name.endIndex) == 6,
            range.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        return String(name[name.index(after: name.startIndex)..<range.lowerBound])
    }

    /// What `path` holds: a shard that reads back, something else (why), or nothing.
    public static func probe(_ path: String) -> SweepShardProbe {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let name = OutputPath.name(of: trimmed)
        let folderName = name == "sweep.json" ? OutputPath.name(of: OutputPath.folder(of: trimmed)) : name
        let index = SweepShardProbe.trailingNumber(folderName)
        func found(_ finding: SweepShardProbe.Finding) -> SweepShardProbe {
            SweepShardProbe(path: path, namedIndex: index, finding: finding)
        }
        guard InputFile.exists(trimmed) else {
            let parent = OutputPath.folder(of: trimmed)
            let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter {
                unfinishedTarget($0) == name
            }.sorted()
            if let leftover = leftovers.first {
                return found(.unfinished(leftover: leftover))
            }
            return found(.absent)
        }
        if InputFile.isFolder(trimmed), !InputFile.exists(OutputPath.joined(trimmed, "sweep.json")) {
            return found(.failed("holds no sweep.json"))
        }
        do {
            let file = try open(trimmed)
            var rows = 0
            try file.forEachRow { _ in rows += 1 }
            return found(.read(file.header, rows: rows))
        } catch {
            let file = InputFile.isFolder(trimmed) ? OutputPath.joined(trimmed, "sweep.json") : trimmed
            let what = SweepOutput.isOwnFolder(OutputPath.folder(of: file)) ? "partial or corrupt" : "not a sweep.json"
            let reason = (error as? SweepSpecError)?.description ?? "\(error)"
            let shown = reason.hasPrefix(file + ": ") ? String(reason.dropFirst(file.count + 2)) : reason
            // The reader's own reason may already say what the file is not: say it once.
            return found(.failed(shown.hasPrefix(what) ? shown : "\(what): \(shown)"))
        }
    }

    /// The sweep of `source` opened (see ``open(_:)``): a single run or merged shards, never one shard.
    ///
    /// - Throws: ``SweepSpecError``: what ``open(_:)`` throws, or `'SOURCE' is shard i/n: join the shards first`.
    public static func openWhole(_ source: String) throws(SweepSpecError) -> SweepFile {
        let file = try open(source)
        if let shard = file.header.shard {
            throw SweepSpecError(
                "'\(source)' is shard \(shard.index)/\(shard.count): join the shards first (bench results merge)")
        }
        return file
    }
}
