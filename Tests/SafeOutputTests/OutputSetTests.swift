// SafeOutputTests/OutputSet: files of one result appear together or not at all; existing names are respected.
import Foundation
import Testing

@testable import SafeOutput

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Output sets and atomic files")
struct OutputSetTests {
    @Test("a new file appears whole, with no temporary left; the old name is kept on refusal")
    func newFile() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Data("hello\n".utf8), to: "\(folder)/r.json", overwrite: false, sync: true)
        #expect(try listing(folder) == ["r.json"])
        #expect(throws: OutputError("'\(folder)/r.json' already exists (use --force to replace it)")) {
            try AtomicFile.write(Data("new".utf8), to: "\(folder)/r.json", overwrite: false)
        }
        try AtomicFile.write(Data("new".utf8), to: "\(folder)/r.json", overwrite: true)
        #expect(text("\(folder)/r.json") == "new")
        #expect(try listing(folder) == ["r.json"])
    }

    @Test("a name of 255 bytes is written (its temporary name is cut to fit)")
    func longestName() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for length in [244, 250, 255] {
            let name = String(repeating: "n", count: length)
            try AtomicFile.write(Data("x".utf8), to: "\(folder)/\(name)", overwrite: false)
            try AtomicFile.write(Data("y".utf8), to: "\(folder)/\(name)", overwrite: true)
            #expect(text("\(folder)/\(name)") == "y")
        }
        #expect(try listing(folder).count == 3)
    }

    /// What is in the way, and what a file output answers without and with `overwrite` (nil: written).
    static let existing: [(name: String, make: @Sendable (String) throws -> Void, plain: String?, forced: String?)] = [
        ("nothing", { _ in }, nil, nil),
        ("regular file", { try Data("old".utf8).write(to: URL(fileURLWithPath: $0)) }, "already exists", nil),
        (
            "folder", { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) },
            "it is a folder", "it is a folder"
        ),
        (
            "dangling link", { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "nowhere") },
            "already exists", "leads nowhere"
        ),
        (
            "link to a device",
            { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/null") },
            "a character device", "a character device"
        ),
        ("FIFO", { path in #expect(mkfifo(path, 0o644) == 0) }, "a FIFO", "a FIFO"),
    ]

    @Test("every existing name counts as existing; only regular files are ever replaced")
    func existingNames() throws {
        for row in Self.existing {
            for overwrite in [false, true] {
                let folder = try makeScratchFolder()
                defer { try? FileManager.default.removeItem(atPath: folder) }
                let path = "\(folder)/out.png"
                try row.make(path)
                let before = try listing(folder)
                let expected = overwrite ? row.forced : row.plain
                do {
                    try AtomicFile.preflight(path, overwrite: overwrite)
                    try AtomicFile.write(Data("new".utf8), to: path, overwrite: overwrite)
                    #expect(expected == nil, "\(row.name), overwrite \(overwrite): written")
                    #expect(text(path) == "new")
                } catch {
                    #expect(expected != nil, "\(row.name), overwrite \(overwrite): \(error)")
                    #expect(error.description.contains(expected ?? "-"), "\(row.name): \(error)")
                    #expect(error.isBadPath)
                    #expect(try listing(folder) == before, "\(row.name): files changed")
                }
            }
        }
    }

    @Test("a link to a regular file is written through with --force: the link stays, the file gets the contents")
    func linkToFile() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: "\(folder)/real.csv"))
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.csv", withDestinationPath: "real.csv")
        try AtomicFile.write(Data("new".utf8), to: "\(folder)/link.csv", overwrite: true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/link.csv") == "real.csv")
        #expect(text("\(folder)/real.csv") == "new")
        #expect(try listing(folder) == ["link.csv", "real.csv"])
    }

    @Test("when the last file of a set cannot go into place, the others are put back as they were")
    func setRollsBack() throws {
        for overwrite in [false, true] {
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            if overwrite { try Data("old png".utf8).write(to: URL(fileURLWithPath: "\(folder)/a.png")) }
            let set = OutputSet(overwrite: overwrite)
            try set.declare("\(folder)/a.png")
            try set.declare("\(folder)/a.csv")
            try set.write(Data("new png".utf8), to: "\(folder)/a.png")
            try set.write(Data("new csv".utf8), to: "\(folder)/a.csv")
            // Meanwhile something that is not a regular file takes the CSV's name.
            try FileManager.default.createDirectory(atPath: "\(folder)/a.csv", withIntermediateDirectories: false)
            #expect(throws: OutputError.self) { try set.commit() }
            #expect(try listing(folder) == (overwrite ? ["a.csv", "a.png"] : ["a.csv"]), "overwrite \(overwrite)")
            if overwrite { #expect(text("\(folder)/a.png") == "old png") }
        }
    }

    @Test("a set never committed leaves no temporary file")
    func discarded() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let set = OutputSet(overwrite: false)
            try set.write(Data("1".utf8), to: "\(folder)/a")
            _ = try set.temporaryFile(for: "\(folder)/b")
            #expect(try listing(folder).count == 2)
        }
        #expect(try listing(folder).isEmpty)
    }

    @Test("the same file twice in one set is refused")
    func twice() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let set = OutputSet(overwrite: true)
        try set.declare("\(folder)/a.dat")
        #expect(throws: OutputError.self) { try set.declare("\(folder)/a.dat") }
    }

    @Test("a missing folder and a folder as the target are one line naming the path once")
    func missingFolder() throws {
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
}
