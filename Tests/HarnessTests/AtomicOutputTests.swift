// HarnessTests/AtomicOutputTests: atomic files and folders refuse, report and clean up as documented.
import Foundation
import Testing

@testable import Harness

/// A fresh empty folder under the system temporary folder.
func makeScratchFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("benchkit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

/// The names in `folder`, sorted.
func listing(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}

@Suite struct AtomicOutputTests {
    @Test func writesNewFileWithNoLeftovers() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Data("hello\n".utf8), to: "\(folder)/r.json", overwrite: false, sync: true)
        #expect(try listing(folder) == ["r.json"])
        #expect(FileManager.default.contents(atPath: "\(folder)/r.json") == Data("hello\n".utf8))
    }

    @Test func refusesExistingFileUnlessOverwrite() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/r.json"
        try AtomicFile.write(Data("old".utf8), to: path, overwrite: false)
        #expect(throws: OutputError("'\(path)' already exists (use --force to replace it)")) {
            try AtomicFile.write(Data("new".utf8), to: path, overwrite: false)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        try AtomicFile.write(Data("new".utf8), to: path, overwrite: true)
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        #expect(try listing(folder) == ["r.json"])
    }

    @Test func missingFolderIsOneLineNamingIt() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/nope/r.json"
        #expect(throws: OutputError("cannot write '\(path)': folder '\(folder)/nope' does not exist")) {
            try AtomicFile.write(Data(), to: path, overwrite: true)
        }
        #expect(throws: OutputError("cannot write '\(folder)': it is a folder")) {
            try AtomicFile.write(Data(), to: folder, overwrite: true)
        }
    }

    @Test func folderIsCreatedWholeOrNotAtAll() throws {
        let parent = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let target = "\(parent)/plots"
        struct Halfway: Error {}
        #expect(throws: Halfway.self) {
            try AtomicDirectory.write(to: target, overwrite: false) { folder in
                try AtomicFile.write(Data("a".utf8), to: "\(folder)/a.csv", overwrite: false)
                throw Halfway()
            }
        }
        #expect(try listing(parent).isEmpty)

        try AtomicDirectory.write(to: target, overwrite: false) { folder in
            try AtomicFile.write(Data("1".utf8), to: "\(folder)/a.csv", overwrite: false)
        }
        #expect(try listing(target) == ["a.csv"])
        #expect(throws: OutputError("'\(target)' already exists (use --force to replace it)")) {
            try AtomicDirectory.write(to: target, overwrite: false) { _ in }
        }
        try AtomicDirectory.write(to: target, overwrite: true) { folder in
            try AtomicFile.write(Data("2".utf8), to: "\(folder)/b.csv", overwrite: false)
        }
        #expect(try listing(target) == ["b.csv"])
        #expect(try listing(parent) == ["plots"])
    }
}
