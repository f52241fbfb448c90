// SafeOutputTests/OutputPath: the one path splitter, and which names a file or folder output accepts.
import Testing

@testable import SafeOutput

@Suite("Output paths")
struct OutputPathTests {
    @Test(
        "split: folder and name",
        arguments: [
            ("b", ".", "b", #line), ("a/b", "a", "b", #line), ("/b", "/", "b", #line), ("a//b", "a", "b", #line),
            ("a/b/", "a/b", "", #line), ("./x.png", ".", "x.png", #line), ("", ".", "", #line),
        ])
    func split(_ path: String, _ folder: String, _ name: String, _ line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(OutputPath.split(path) == (folder, name), sourceLocation: location)
    }

    @Test(
        "removingExtension keeps dot-files and bare names",
        arguments: [
            ("out/plot.png", "out/plot"), ("b", "b"), (".rc", ".rc"), ("a.b/c", "a.b/c"), ("x.tar.gz", "x.tar"),
        ])
    func removingExtension(_ path: String, _ stem: String) {
        #expect(OutputPath.removingExtension(path) == stem)
    }

    /// Paths and the fragment of the refusal (nil: accepted), as a file and as a folder.
    static let names: [(path: String, file: String?, folder: String?, line: Int)] = [
        ("", "empty", "empty", #line),
        ("x/", "ends in '/'", nil, #line),
        ("x//", "ends in '/'", nil, #line),
        (".", "no file name", "does not name a new folder", #line),
        ("..", "no file name", "does not name a new folder", #line),
        ("x/.", "no file name", "does not name a new folder", #line),
        ("/", "ends in '/'", "does not name a new folder", #line),
        (String(repeating: "n", count: 255), nil, nil, #line),
        (String(repeating: "n", count: 256), "256 bytes long", "256 bytes long", #line),
        (String(repeating: "é", count: 127), nil, nil, #line),  // 254 bytes
        (String(repeating: "é", count: 128), "256 bytes long", "256 bytes long", #line),
        ("a/" + String(repeating: "b/", count: 2100) + "c", "bytes long, more than the 4095", "4095", #line),
        // docs/output.md, "Before any work": an output is first written under `.NAME.tmp-XXXXXX` beside it, so a path
        // whose temporary name would pass 4095 bytes is refused before any work, not by the kernel after it (hostile
        // pass five, V2): 4083 bytes with a 5-byte name fit (4083 + 12), 4084 do not.
        (String(repeating: "d/", count: 2039) + "x.png", nil, nil, #line),
        (String(repeating: "d/", count: 2039) + "xy.png", "temporary name", "temporary name", #line),
        // 4095 bytes with a 255-byte name: its temporary name is cut to fit.
        (String(repeating: "d/", count: 1920) + String(repeating: "n", count: 255), nil, nil, #line),
        ("a\u{0}b", "NUL", "NUL", #line),
    ]

    @Test("problem(with:isFolder:) accepts legal names up to 255 bytes and refuses the rest")
    func problems() {
        for row in Self.names {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let asFile = OutputPath.problem(with: row.path, isFolder: false)
            let asFolder = OutputPath.problem(with: row.path, isFolder: true)
            #expect((asFile == nil) == (row.file == nil), "\(asFile ?? "accepted")", sourceLocation: location)
            #expect((asFolder == nil) == (row.folder == nil), "\(asFolder ?? "accepted")", sourceLocation: location)
            if let fragment = row.file { #expect(asFile?.contains(fragment) == true, sourceLocation: location) }
            if let fragment = row.folder { #expect(asFolder?.contains(fragment) == true, sourceLocation: location) }
        }
    }

    @Test("temporary names never exceed 255 bytes and cut at a character boundary", arguments: [1, 200, 243, 244, 255])
    func temporaryNames(_ length: Int) {
        for unit in ["n", "é", "😀"] {
            let name = String(repeating: unit, count: max(1, length / unit.utf8.count))
            let template = OutputPath.temporaryTemplate(in: "dir", for: name, kind: "tmp")
            let temporary = OutputPath.name(of: template)
            #expect(temporary.utf8.count <= OutputPath.maximumNameBytes, "\(unit) x \(length)")
            #expect(temporary.hasPrefix(".") && temporary.hasSuffix(".tmp-XXXXXX"))
            #expect(String(validatingCString: Array(temporary.utf8CString)) != nil)
        }
    }
}
