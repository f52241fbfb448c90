// SafeOutputTests/DefaultOutput: a name bench makes up always fits (issue 45: "a generated default --out name is
// refused as 282 bytes long"), the same inputs give the same name, and the part after the stem is kept whole.
import Testing

@testable import SafeOutput

@Suite("Default output names")
struct DefaultOutputTests {
    @Test("short names are left as they are; long ones are cut, hashed and fit NAME_MAX")
    func namesFit() {
        #expect(DefaultOutput.path(stem: "trajectory-default", suffix: ".png") == "Plots/trajectory-default.png")
        let rows: [(stem: String, suffix: String, line: Int)] = [
            (String(repeating: "n", count: 250) + "-low-velocity-threshold", "", #line),
            ("trajectory-" + String(repeating: "n", count: 250), ".png", #line),
            ("sweep-" + String(repeating: "é", count: 200), "-shard-3-of-16", #line),
            (String(repeating: "x", count: 245), ".png", #line),  // 249 bytes: fits exactly as it is
            (String(repeating: "x", count: 252), ".png", #line),  // 256 bytes: one too many
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let name = DefaultOutput.name(stem: row.stem, suffix: row.suffix)
            #expect(name.utf8.count <= OutputPath.maximumNameBytes, "\(name.utf8.count)", sourceLocation: location)
            #expect(OutputPath.problem(with: "Plots/" + name, isFolder: false) == nil, sourceLocation: location)
            #expect(name.hasSuffix(row.suffix), sourceLocation: location)
            #expect(name == DefaultOutput.name(stem: row.stem, suffix: row.suffix), sourceLocation: location)
            let fits = row.stem.utf8.count + row.suffix.utf8.count <= OutputPath.maximumNameBytes
            #expect((name == row.stem + row.suffix) == fits, sourceLocation: location)
        }
        // Two long names that share their first 240 bytes stay two names.
        let a = DefaultOutput.name(stem: String(repeating: "a", count: 300) + "-x", suffix: ".png")
        let b = DefaultOutput.name(stem: String(repeating: "a", count: 300) + "-y", suffix: ".png")
        #expect(a != b)
    }
}
