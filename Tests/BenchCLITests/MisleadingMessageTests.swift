// BenchCLITests/MisleadingMessageTests: lines that named the wrong thing (issue 45, "messages that mislead"): each
// bad input is one line naming what the user gave (docs/output.md, "Exit statuses": "one line on standard error
// each, naming a path once"), never a placeholder from the help text.
import Foundation
import Testing

@Suite("messages name what was given")
struct MisleadingMessageTests {
    @Test("one line, exit 2, naming the file or the value; no help placeholder")
    func namesWhatWasGiven() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(folder)/bad.json"))
        StrictReadersVerbTests.sweep(into: folder)
        let rows: [(arguments: [String], says: String, line: Int)] = [
            (["scenarios", "\(folder)/bad.json"], "bench scenarios: \(folder)/bad.json: not valid JSON", #line),
            (["scenarios", "\(folder)/nope.json"], "bench scenarios: cannot read '\(folder)/nope.json'", #line),
            (["trace", "\(folder)/nope.log"], "bench trace: cannot read '\(folder)/nope.log': no such file", #line),
            (["results", "status", "\(folder)/nope"], "'\(folder)/nope': nothing there", #line),
            (
                ["run", "--dry-run", "--seed", "99999999999999999999"],
                "bench run: --seed: 99999999999999999999 is out of range 0…", #line
            ),
            (["run", "--dry-run", "--seed", "12x"], "bench run: --seed: '12x' is not an integer", #line),
            // An outcome the sweep's system cannot have is a bad option, as `sweep --metric sheet` says (not 5).
            (
                ["results", "best", "\(folder)/s", "--by", "sheet"],
                "bench results best: --by sheet: only the comment pop-up (policy comment-popup) has a sheet outcome",
                #line
            ),
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let result = bench(row.arguments)
            #expect(result.status == 2, "\(result.error)", sourceLocation: location)
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)", sourceLocation: location)
            #expect(result.error.contains(row.says), "\(result.error)", sourceLocation: location)
            #expect(!result.error.contains("<"), "\(result.error)", sourceLocation: location)
        }
    }
}
