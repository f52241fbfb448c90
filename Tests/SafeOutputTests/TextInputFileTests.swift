// SafeOutputTests/TextInputFileTests: every text file the user names is read through InputFile.readText, with the
// one set of text rules (Support/TextInput, issue 29): BOM skipped, NUL and non-UTF-8 bytes refused naming the line.
import Foundation
import Testing

@testable import SafeOutput

@Suite("text files: BOM, NUL, UTF-8")
struct TextInputFileTests {
    /// File bytes and what reading them gives: the bytes returned, or the reason of the refusal.
    static let cases: [(bytes: [UInt8], expected: Result<[UInt8], InputFile.Failure>, line: Int)] = [
        (Array("{}\n".utf8), .success(Array("{}\n".utf8)), #line),
        ([0xEF, 0xBB, 0xBF] + Array("{}\r\n".utf8), .success(Array("{}\r\n".utf8)), #line),
        ([0xEF, 0xBB, 0xBF], .success([]), #line),
        ([0xEF, 0xBB] + Array("{}".utf8), .failure(.init(path: "", reason: "line 1: is not UTF-8 text")), #line),
        (
            Array("a\nb\nc".utf8) + [0] + Array("d\n".utf8),
            .failure(.init(path: "", reason: "line 3: holds a NUL byte (byte 2 of the line)")), #line
        ),
        ([0], .failure(.init(path: "", reason: "line 1: holds a NUL byte (byte 1 of the line)")), #line),
        (Array("ok\r\n".utf8) + [0xC3, 0x28], .failure(.init(path: "", reason: "line 2: is not UTF-8 text")), #line),
        (Array("é ü\n".utf8), .success(Array("é ü\n".utf8)), #line),
        (
            [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("x".utf8), .success([0xEF, 0xBB, 0xBF] + Array("x".utf8)),
            #line
        ),
    ]

    @Test("each file reads or is refused as the table says")
    func table() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (k, row) in Self.cases.enumerated() {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let path = "\(folder)/f\(k).txt"
            try Data(row.bytes).write(to: URL(fileURLWithPath: path))
            switch row.expected {
            case .success(let bytes):
                #expect(
                    (try? [UInt8](InputFile.readText(path, maximumBytes: 1 << 10))) == bytes, sourceLocation: location)
            case .failure(let failure):
                do {
                    _ = try InputFile.readText(path, maximumBytes: 1 << 10)
                    Issue.record("accepted", sourceLocation: location)
                } catch {
                    #expect(error == InputFile.Failure(path: path, reason: failure.reason), sourceLocation: location)
                    #expect(error.description == "cannot read '\(path)': \(failure.reason)", sourceLocation: location)
                }
            }
        }
    }
}
