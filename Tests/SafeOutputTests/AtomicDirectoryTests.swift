// SafeOutputTests/AtomicDirectory: output folders appear whole, replace only what bench wrote, leave nothing aside.
import Foundation
import Synchronization
import Testing

@testable import SafeOutput

@Suite("Atomic folders")
struct AtomicDirectoryTests {
    /// The files a test folder may hold (as a sweep's `.csv`/`.json`).
    static func own(_ name: String) -> Bool { name.hasSuffix(".csv") || name.hasSuffix(".json") }

    @Test("created whole or not at all; replaced with --force without any .old or .tmp leftover, run after run")
    func wholeOrNothing() throws {
        let parent = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let target = "\(parent)/plots"
        struct Halfway: Error {}
        #expect(throws: Halfway.self) {
            try AtomicDirectory.write(to: target, overwrite: false, replaceable: Self.own) { folder in
                try AtomicFile.write(Data("a".utf8), to: "\(folder)/a.csv", overwrite: false)
                throw Halfway()
            }
        }
        #expect(try listing(parent).isEmpty)
        try AtomicDirectory.write(to: target, overwrite: false, replaceable: Self.own) { folder in
            try AtomicFile.write(Data("1".utf8), to: "\(folder)/a.csv", overwrite: false)
        }
        #expect(throws: OutputError("'\(target)' already exists (use --force to replace it)")) {
            try AtomicDirectory.write(to: target, overwrite: false, replaceable: Self.own) { _ in }
        }
        for run in 0..<3 {
            try AtomicDirectory.write(to: target + "/", overwrite: true, replaceable: Self.own) { folder in
                try AtomicFile.write(Data("\(run)".utf8), to: "\(folder)/b\(run).csv", overwrite: false)
            }
            #expect(try listing(target) == ["b\(run).csv"])
            #expect(try listing(parent) == ["plots"])
        }
    }

    @Test("--force refuses a folder holding anything bench did not write (a foreign file, a sub-folder)")
    func foreignContents() throws {
        let parent = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let target = "\(parent)/home"
        try FileManager.default.createDirectory(atPath: "\(target)/sub", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: "\(target)/notes.txt"))
        for entry in ["sub", "notes.txt"] {
            #expect(throws: OutputError.self) {
                try AtomicDirectory.write(to: target, overwrite: true, replaceable: Self.own) { _ in }
            }
            try FileManager.default.removeItem(atPath: "\(target)/\(entry)")
        }
        try AtomicDirectory.write(to: target, overwrite: true, replaceable: Self.own) { _ in }
        #expect(try listing(parent) == ["home"])
    }

    @Test("a symbolic link to an output folder keeps leading to the new folder; a dangling one is refused")
    func linkedFolder() throws {
        let parent = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try FileManager.default.createDirectory(atPath: "\(parent)/real", withIntermediateDirectories: false)
        try Data("0".utf8).write(to: URL(fileURLWithPath: "\(parent)/real/old.csv"))
        try FileManager.default.createSymbolicLink(atPath: "\(parent)/link", withDestinationPath: "real")
        try AtomicDirectory.write(to: "\(parent)/link", overwrite: true, replaceable: Self.own) { folder in
            try AtomicFile.write(Data("1".utf8), to: "\(folder)/new.csv", overwrite: false)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(parent)/link") == "real")
        #expect(try listing("\(parent)/link") == ["new.csv"])
        #expect(try listing(parent) == ["link", "real"])

        try FileManager.default.createSymbolicLink(atPath: "\(parent)/dangling", withDestinationPath: "gone")
        for overwrite in [false, true] {
            #expect(throws: OutputError.self) {
                try AtomicDirectory.write(to: "\(parent)/dangling", overwrite: overwrite, replaceable: Self.own) { _ in
                }
            }
        }
        #expect(try listing(parent) == ["dangling", "link", "real"])
    }

    @Test("concurrent creators of one folder: one wins, the others get 'already exists', nothing is left behind")
    func concurrentCreators() throws {
        let parent = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let target = "\(parent)/sweep"
        let count = 4
        // Every writer passes its checks and fills its folder before any of them moves it into place.
        let arrived = Mutex(0)
        let outcomes = Mutex<[String]>([])
        let threads = (0..<count).map { index in
            Thread {
                do {
                    try AtomicDirectory.write(to: target, overwrite: false, replaceable: Self.own) { folder in
                        try AtomicFile.write(Data("\(index)".utf8), to: "\(folder)/w.csv", overwrite: false)
                        arrived.withLock { $0 += 1 }
                        while arrived.withLock({ $0 }) < count { usleep(1000) }
                    }
                    outcomes.withLock { $0.append("ok") }
                } catch let error as OutputError {
                    outcomes.withLock { $0.append(error.isBadPath ? error.description : "machine: \(error)") }
                } catch {
                    outcomes.withLock { $0.append("other: \(error)") }
                }
            }
        }
        for thread in threads { thread.start() }
        while outcomes.withLock({ $0.count }) < count { usleep(1000) }
        let results = outcomes.withLock { $0 }
        #expect(results.filter { $0 == "ok" }.count == 1, "\(results)")
        #expect(results.filter { $0.contains("already exists") }.count == count - 1, "\(results)")
        #expect(try listing(parent) == ["sweep"])
    }
}
