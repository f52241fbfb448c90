// SafeOutputTests/FullFileSystem: writes to a full or read-only file system fail with one line and leave nothing.
import Foundation
import TestSupport
import Testing

@testable import SafeOutput

@Suite(
    "Full and read-only file systems (tmpfs; root only)",
    .enabled(if: ScratchMount.isAvailable, "needs root to mount a small tmpfs: \(ScratchMount.unavailableReason ?? "")")
)
struct FullFileSystemTests {
    @Test("a file larger than the free space: exit class 1 (machine), no file and no temporary left")
    func diskFull() throws {
        let mount = try ScratchMount(kilobytes: 256)
        do {
            try AtomicFile.write(Data(count: 1 << 20), to: "\(mount.path)/big.json", overwrite: false)
            Issue.record("a 1 MiB file fit in 256 KB")
        } catch {
            #expect(!error.isBadPath, "\(error)")
            #expect(error.description.contains("No space left on device"), "\(error)")
        }
        #expect(try listing(mount.path).isEmpty)
    }

    @Test("a set whose second file does not fit leaves neither file, and an older first file untouched")
    func setOnFullDisk() throws {
        let mount = try ScratchMount(kilobytes: 256)
        try Data("old".utf8).write(to: URL(fileURLWithPath: "\(mount.path)/a.png"))
        let set = OutputSet(overwrite: true)
        #expect(throws: OutputError.self) {
            try set.write(Data(count: 1000), to: "\(mount.path)/a.png")
            try set.write(Data(count: 1 << 20), to: "\(mount.path)/a.csv")
            try set.commit()
        }
        set.discard()
        #expect(try listing(mount.path) == ["a.png"])
        #expect(text("\(mount.path)/a.png") == "old")
    }

    @Test("a folder on a full disk is not created, and no temporary folder is left")
    func folderOnFullDisk() throws {
        let mount = try ScratchMount(kilobytes: 256)
        let fill: (String) throws -> Void = { folder in
            try AtomicFile.write(Data(count: 1 << 20), to: "\(folder)/sweep.csv", overwrite: false)
        }
        let anything: (String) -> Bool = { _ in true }
        #expect(throws: OutputError.self) {
            try AtomicDirectory.write(to: "\(mount.path)/sweep", overwrite: false, replaceable: anything, fill)
        }
        #expect(try listing(mount.path).isEmpty)
    }

    @Test("a read-only file system is refused before any work, as bad input, naming the folder")
    func readOnly() throws {
        let mount = try ScratchMount(kilobytes: 64, readOnly: true)
        do {
            try AtomicFile.preflight("\(mount.path)/r.json", overwrite: true)
            Issue.record("a read-only folder passed the check")
        } catch {
            #expect(error.isBadPath)
            #expect(error.description.contains("read-only file system"), "\(error)")
        }
        #expect(throws: OutputError.self) {
            try AtomicDirectory.preflight("\(mount.path)/sweep", overwrite: true, replaceable: { _ in true })
        }
    }
}
