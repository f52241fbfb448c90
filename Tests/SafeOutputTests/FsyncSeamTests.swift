// SafeOutputTests/FsyncSeamTests: a synced write flushes every file before its rename and every folder after the
// renames into it (issue 29, durability you can observe). Without the seam, dropping either fsync passed every test.
import Foundation
import Testing

@testable import SafeOutput

@Suite("fsync seam")
struct FsyncSeamTests {
    /// Sets of files (relative to a scratch folder with sub-folders `a` and `b`) written in one unit.
    static let cases: [(files: [String], line: Int)] = [
        (["x.json"], #line),
        (["a/x.png", "a/x.csv"], #line),
        (["a/x.png", "b/x.dat", "a/x.gp"], #line),
    ]

    @Test("with sync: one file flush before each rename, one folder flush per folder after every rename")
    func syncedWritesFlushFilesThenFolders() throws {
        for row in Self.cases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for sub in ["a", "b"] {
                try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: false)
            }
            let paths = row.files.map { "\(folder)/\($0)" }
            let (_, events) = try FsyncLog.recording {
                let set = OutputSet(overwrite: false, sync: true)
                for (k, path) in paths.enumerated() {
                    if k == 1 {
                        // Filled by another program (as gnuplot fills its PNG): flushed all the same.
                        let temporary = try set.temporaryFile(for: path)
                        try? Data("outside".utf8).write(to: URL(fileURLWithPath: temporary))
                    } else {
                        try set.write(Data("file \(k)".utf8), to: path)
                    }
                }
                try set.commit()
            }
            let folders = paths.map(OutputPath.folder(of:)).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            let expected: [FsyncLog.Event] = paths.flatMap { [.file($0), .rename($0)] } + folders.map { .folder($0) }
            #expect(events == expected, sourceLocation: location)
            for path in paths { #expect(FileManager.default.fileExists(atPath: path), sourceLocation: location) }
        }
    }

    @Test("AtomicFile with sync flushes the file, renames it, flushes its folder; without sync flushes nothing")
    func atomicFileSync() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/r.json"
        let synced = try FsyncLog.recording {
            try AtomicFile.write(Data("{}".utf8), to: path, overwrite: false, sync: true)
        }
        #expect(synced.events == [.file(path), .rename(path), .folder(folder)])
        let plain = try FsyncLog.recording {
            try AtomicFile.write(Data("{}".utf8), to: path, overwrite: true)
        }
        #expect(plain.events == [.rename(path)])
    }
}
