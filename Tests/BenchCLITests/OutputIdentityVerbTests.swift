// BenchCLITests/OutputIdentityVerbTests: two outputs of one command naming one file by two spellings are refused
// before any work, naming both options (docs/output.md, "Before any work"; the rule: SafeOutput/PathIdentity).
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Outputs of one command compared by identity, not by spelling")
struct OutputIdentityVerbTests {
    private static let release = ["--start-height", "400", "--velocity", "1", "--renderer", "raster"]

    /// Every verb with two or more outputs, each pair spelt two ways: `$PWD/x` against `x`, `./x` against `x`, a
    /// folder through a symbolic link, a hard link to an existing file. `F` is the scratch folder, `L` a symbolic
    /// link to it, `H` a hard link to `F/kept`, `LOG` a trace log in `F`; `R(p)` and `D(p)` the relative and
    /// `./`-relative spellings of `F/p`. Each row: the arguments, the two options the line must name, `--force`.
    static let rows: [(arguments: [String], options: (String, String), line: Int)] = [
        (["trajectory"] + release + ["--out", "D(zz.png)", "--csv", "R(zz.png)"], ("--csv", "--out"), #line),
        (["trajectory"] + release + ["--out", "F/zz.png", "--html", "R(zz.png)"], ("--html", "--out"), #line),
        (
            ["trajectory"] + release + ["--out", "F/p.png", "--csv", "L/p.csv", "--html", "F/p.csv"],
            ("--html", "--csv"), #line
        ),
        (
            ["trajectory"] + release + ["--out", "F/p.png", "--csv", "F/kept", "--trace-out", "H"],
            ("--trace-out", "--csv"), #line
        ),
        (
            ["export", "--scenario", "default", "--swift", "R(a.swift)", "--json", "F/a.swift"], ("--json", "--swift"),
            #line
        ),
        (["export", "--scenario", "default", "--swift", "F/kept", "--json", "H"], ("--json", "--swift"), #line),
        (
            [
                "compare", "--scenario", "default", "--start-height", "400", "--velocity", "1.5", "--renderer",
                "raster", "--out", "F/c.png", "--summary-json", "D(c.png)",
            ], ("--summary-json", "--out"), #line
        ),
        (
            [
                "compare", "--scenario", "default", "--start-height", "400", "--velocity", "1.5", "--renderer",
                "raster", "--out", "F/c.png", "--summary-csv", "L/s.csv", "--summary-json", "F/s.csv",
            ], ("--summary-json", "--summary-csv"), #line
        ),
        (
            [
                "trace", "LOG", "--scenario", "default", "--renderer", "raster", "--out", "F/t.png", "--csv", "F/t.csv",
                "--json", "D(t.csv)",
            ], ("--json", "--csv"), #line
        ),
        (
            ["run", "--dry-run", "--chain-depth", "5,10", "--output", "F/r.json", "--plot", "R(r.json)"],
            ("--plot", "--output"), #line
        ),
    ]

    @Test("exit 2, one line naming both options, nothing written, the existing file kept (with and without --force)")
    func refusedBeforeAnyWork() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try TraceVerbTests.writeTrace(in: folder)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: "\(folder)/kept"))
        #expect(link("\(folder)/kept", "\(folder)/H") == 0)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/L", withDestinationPath: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        for row in Self.rows {
            for force in [false, true] {
                let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
                let arguments =
                    row.arguments.map { Self.expand($0, folder: folder, log: log) } + (force ? ["--force"] : [])
                let result = bench(arguments)
                #expect(result.status == 2, "\(result.error)", sourceLocation: location)
                let lines = result.error.split(separator: "\n")
                #expect(lines.count == 1, "\(result.error)", sourceLocation: location)
                #expect(
                    lines.first?.contains("\(row.options.0) '") == true
                        && lines.first?.contains(" and \(row.options.1) '") == true
                        && lines.first?.contains("name one file") == true, "\(result.error)", sourceLocation: location)
                #expect(
                    try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before,
                    sourceLocation: location)
            }
        }
        #expect(try String(contentsOfFile: "\(folder)/kept", encoding: .utf8) == "kept")
    }

    /// The row's placeholders made into paths.
    private static func expand(_ argument: String, folder: String, log: String) -> String {
        if argument == "LOG" { return log }
        if argument == "H" { return "\(folder)/H" }
        if argument.hasPrefix("F/") { return folder + argument.dropFirst(1) }
        if argument.hasPrefix("L/") { return "\(folder)/L" + argument.dropFirst(1) }
        for (prefix, spell) in [("R(", PathSpellings.relative), ("D(", PathSpellings.dotRelative)]
        where argument.hasPrefix(prefix) {
            return spell("\(folder)/\(argument.dropFirst(2).dropLast())")
        }
        return argument
    }
}
