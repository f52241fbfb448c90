// SafeOutputTests/PathIdentity: the one rule telling whether two paths of a command name one file (docs/output.md,
// "Before any work": outputs are compared by identity, device and inode, not by name).
import Foundation
import TestSupport
import Testing

@testable import SafeOutput

#if canImport(Glibc)
    import Glibc
#endif

@Suite("PathIdentity: one file by any spelling, two files never one")
struct PathIdentityTests {
    /// A scratch folder holding `real/x` (a file), `real/other` (another file), `hard` (a hard link to `real/x`),
    /// `linked` (a symbolic link to the folder `real`) and `real/sub/` (an empty folder).
    private static func scene() throws -> String {
        let folder = try makeScratchFolder()
        let manager = FileManager.default
        try manager.createDirectory(atPath: "\(folder)/real/sub", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: "\(folder)/real/x"))
        try Data("o".utf8).write(to: URL(fileURLWithPath: "\(folder)/real/other"))
        #expect(link("\(folder)/real/x", "\(folder)/hard") == 0)
        try manager.createSymbolicLink(atPath: "\(folder)/linked", withDestinationPath: "real")
        return folder
    }

    /// Each row: two spellings and whether they name one file. `x` exists, `new` does not yet; every pair of one
    /// file must match (a string, `realpath`-only or name-only comparison fails the hard-link rows; a comparison
    /// of given strings fails the spelling rows) and no pair of two files may.
    @Test("pairs of spellings, existing and missing files")
    func table() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let x = "\(folder)/real/x"
        let new = "\(folder)/real/new"
        let rows: [(a: String, b: String, same: Bool, line: Int)] = [
            (x, x, true, #line),
            (x, PathSpellings.relative(x), true, #line),  // `$PWD/x` against `x`
            (PathSpellings.relative(x), PathSpellings.dotRelative(x), true, #line),  // `x` against `./x`
            (x, PathSpellings.dotted(x), true, #line),
            (x, "\(folder)/real/sub/../x", true, #line),
            (x, "\(folder)/linked/x", true, #line),  // through a symbolically linked folder
            (x, "\(folder)/hard", true, #line),  // a hard link: one inode, two names
            (PathSpellings.relative(x), "\(folder)/hard", true, #line),
            (new, PathSpellings.relative(new), true, #line),
            (PathSpellings.relative(new), PathSpellings.dotRelative(new), true, #line),
            (new, "\(folder)/linked/new", true, #line),
            (new, "\(folder)/real/sub/../new", true, #line),
            (x, "\(folder)/real/other", false, #line),
            (x, new, false, #line),
            (new, "\(folder)/new", false, #line),  // one name in two folders
            ("\(folder)/hard", "\(folder)/real/other", false, #line),
            // Names are bytes on Linux (hostile pass five, V1): `café` in NFC (U+00E9) and in NFD (e, U+0301) are two
            // files, though Swift's string `==` calls the two spellings equal; the same spelling twice is one file.
            ("\(folder)/real/caf\u{E9}.png", "\(folder)/real/cafe\u{301}.png", false, #line),
            ("\(folder)/real/cafe\u{301}.png", "\(folder)/linked/cafe\u{301}.png", true, #line),
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(PathIdentity.same(row.a, row.b) == row.same, "\(row.a) vs \(row.b)", sourceLocation: location)
            #expect(PathIdentity.same(row.b, row.a) == row.same, "\(row.b) vs \(row.a)", sourceLocation: location)
        }
    }

    @Test("two outputs naming one file: refused naming both options, the second first")
    func requireDistinct() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = PathSpellings.dotRelative("\(folder)/zz.png")
        let csv = PathSpellings.relative("\(folder)/zz.png")
        #expect(
            throws: OutputError("--csv '\(csv)' and --out '\(png)' name one file: give each output its own file")
        ) {
            try PathIdentity.requireDistinct([("--out", png), ("--html", nil), ("--csv", csv)])
        }
        try PathIdentity.requireDistinct([("--out", "\(folder)/a.png"), ("--csv", "\(folder)/a.csv"), ("--html", nil)])
    }

    @Test("an output set refuses a second spelling of a declared file, existing (with overwrite) or not")
    func outputSetSpellings() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pairs = [
            ("\(folder)/real/x", "\(folder)/hard"), ("\(folder)/real/x", "\(folder)/linked/x"),
            ("\(folder)/real/new", PathSpellings.dotRelative("\(folder)/real/new")),
        ]
        for (first, second) in pairs {
            let set = OutputSet(overwrite: true)
            try set.declare(first)
            #expect(throws: OutputError.self, "\(second)") { try set.declare(second) }
        }
        #expect(try String(contentsOfFile: "\(folder)/real/x", encoding: .utf8) == "x")
    }

    /// docs/output.md, "Before any work": two outputs are refused only when they name one file. `café` in NFC and in
    /// NFD are two names on Linux (hostile pass five, V1: `--out café.png --csv café.png` was refused as one file,
    /// and a lookup by string could have written one's bytes to the other): both are written, each with its bytes.
    @Test("an output set writes NFC and NFD spellings of one word as two files")
    func outputSetNormalisation() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (composed, decomposed) = ("\(folder)/real/caf\u{E9}.txt", "\(folder)/real/cafe\u{301}.txt")
        let set = OutputSet(overwrite: false)
        try set.write(Data("nfd".utf8), to: decomposed)
        try set.write(Data("nfc".utf8), to: composed)
        try set.commit()
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/real")
        #expect(names.filter { $0.hasPrefix("caf") }.map { Array($0.utf8) }.count == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: composed)) == Data("nfc".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: decomposed)) == Data("nfd".utf8))
    }

    /// docs/output.md: "even with `--force`, a file the same command reads, compared by identity (device and
    /// inode), not by name … a symbolic or hard link to it … are refused with `it is one of this command's inputs`".
    @Test("an input is never an output, by any spelling: hard link, linked folder, relative, ./")
    func inputSpellings() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = "\(folder)/real/x"
        let spellings = [
            input, "\(folder)/hard", "\(folder)/linked/x", PathSpellings.relative(input),
            PathSpellings.dotRelative(input), PathSpellings.dotted(input),
        ]
        for spelling in spellings {
            try InputIdentities.withRecording {
                _ = try InputFile.read("\(folder)/hard", maximumBytes: 10)
                #expect(throws: OutputError.self, "\(spelling)") {
                    try AtomicFile.write(Data("lost".utf8), to: spelling, overwrite: true)
                }
                try AtomicFile.write(Data("o2".utf8), to: "\(folder)/real/other", overwrite: true)
            }
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "x")
        #expect(try String(contentsOfFile: "\(folder)/real/other", encoding: .utf8) == "o2")
    }
}
