// SafeOutputTests/InputAndStream: the reader of user files says truly what it found; standard output is checked.
import Foundation
import Support
import Testing

@testable import SafeOutput

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Input files, checked streams, escaped text, duplicate keys")
struct InputAndStreamTests {
    @Test("InputFile refuses a missing file, a folder, a FIFO (without blocking), a device and an oversized file")
    func inputKinds() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo("\(folder)/pipe", 0o644) == 0)
        try Data(count: 100).write(to: URL(fileURLWithPath: "\(folder)/big"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/ok.json"))
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.json", withDestinationPath: "ok.json")
        let rows: [(path: String, reason: String?, line: Int)] = [
            ("\(folder)/missing", "no such file", #line),
            (folder, "it is a folder", #line),
            ("\(folder)/pipe", "it is a FIFO (named pipe)", #line),
            ("/dev/null", "it is a device", #line),
            ("\(folder)/big", "larger than 99 bytes", #line),
            ("", "the path is empty", #line),
            ("\(folder)/ok.json", nil, #line),
            ("\(folder)/link.json", nil, #line),
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            do {
                let data = try InputFile.read(row.path, maximumBytes: 99)
                #expect(row.reason == nil, "read \(data.count) bytes", sourceLocation: location)
            } catch {
                #expect(
                    error.description == "cannot read '\(row.path)': " + (row.reason ?? "-")
                        || row.reason.map {
                            error.description.contains($0)
                        } == true, "\(error)", sourceLocation: location)
            }
        }
    }

    @Test("a CheckedStream on /dev/full reports the first failure once, and nothing after it is written")
    func devFull() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let stream = CheckedStream(fileDescriptor: fd, name: "standard output")
        stream.write("a line\n")
        stream.write("another\n")
        let failure = stream.finish()
        #expect(failure?.description == "cannot write standard output: No space left on device")
        #expect(failure?.isBadPath == false)
    }

    @Test(
        "EscapedText keeps one line one line",
        arguments: [
            ("plain/path.png", "plain/path.png"), ("a\nb", "a\\nb"), ("tab\there", "tab\\there"), ("cr\r", "cr\\r"),
            ("bell\u{07}", "bell\\u{07}"), ("esc\u{1B}[31m", "esc\\u{1B}[31m"), ("del\u{7F}", "del\\u{7F}"),
            ("c1\u{85}", "c1\\u{85}"), ("é😀", "é😀"),
        ])
    func escaped(_ text: String, _ shown: String) {
        #expect(EscapedText.oneLine(text) == shown)
    }

    /// Text, the characters to escape, the expected result, the row's line.
    static let backslashedRows: [(String, String, String, Int)] = [
        ("a|b", "|", "a\\|b", #line), ("no bars", "|", "no bars", #line),
        ("||", "|", "\\|\\|", #line), ("back\\slash|", "|", "back\\slash\\|", #line),
        ("say \"hi\" \\", "\\\"", "say \\\"hi\\\" \\\\", #line), ("é|😀", "|", "é\\|😀", #line),
    ]

    @Test("EscapedText.backslashed puts a backslash before the listed characters only", arguments: backslashedRows)
    func backslashed(_ text: String, _ characters: String, _ shown: String, _ line: Int) {
        #expect(EscapedText.backslashed(text, escaping: Set(characters)) == shown, "row at line \(line)")
    }

    @Test(
        "DuplicateKeys finds the first repeated key with its JSON path, and nothing else",
        arguments: [
            (#"{"a": 1, "b": 2}"#, nil), (#"{"a": 1, "a": 2}"#, "a"), (#"{"g": {"c": 1, "c": 2}}"#, "g.c"),
            (#"{"rows": [{"x": 1}, {"x": 1, "x": 2}]}"#, "rows[1].x"), (#"[{"k": "a"}, {"k": "a"}]"#, nil),
            (#"{"s": "\"a\": 1, \"a\": 2"}"#, nil), (#"{"a": {"a": 1}}"#, nil), (#"{"a": 1, "a"#, nil),
        ] as [(String, String?)])
    func duplicates(_ json: String, _ path: String?) {
        #expect(DuplicateKeys.firstPath(in: Array(json.utf8)) == path)
    }

    /// The path at a byte offset: where a parser's error points, as a JSON path (the byte marked `^`).
    @Test(
        "DuplicateKeys names the JSON path at a byte offset",
        arguments: [
            (#"{"a": 1, "b": ^2}"#, "b"), (#"{"d": [1, 2, ^x]}"#, "d[2]"), (#"{"g": {"c": ^}}"#, "g.c"),
            (#"{"r": [{"x": 1}, {"x": 1, "y": [^]}]}"#, "r[1].y[0]"), (#"^{}"#, ""), (#"{"s": "a,[b", "t": ^1}"#, "t"),
        ] as [(String, String)])
    func pathAtOffset(_ marked: String, _ path: String) throws {
        let caret = try #require(marked.utf8.firstIndex(of: UInt8(ascii: "^")))
        let offset = marked.utf8.distance(from: marked.utf8.startIndex, to: caret)
        let json = marked.replacingOccurrences(of: "^", with: "")
        #expect(DuplicateKeys.path(atOffset: offset, in: Array(json.utf8)) == path)
    }

    /// Not-JSON messages name the parser's reason and place for every reader (results, sweep.json, scenarios).
    @Test(
        "a not-JSON message names the line, column and path, or the path of a number too large",
        arguments: [
            (#"{"d": [1,, 2]}"#, "line 1, column 10, at d[1]: "),
            ("{\n  \"a\": 1\n  \"b\": 2\n}", "line 3, column 3, at a: "),
            (#"{"big": [1, 2e999]}"#, "big[1]: number 2e999 "),
        ] as [(String, String)])
    func syntaxProblem(_ json: String, _ prefix: String) throws {
        let problem = try #require(DecodingErrorText.syntaxProblem(in: Data(json.utf8)))
        #expect(problem.hasPrefix(prefix), "\(problem)")
        #expect(DecodingErrorText.syntaxProblem(in: Data(#"{"ok": [1, 2]}"#.utf8)) == nil)
    }
}
