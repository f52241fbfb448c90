// AnalysisTests/SweepRowsChecksumTests: sweep.json states the CRC-32 of its rows as written (`rowsCrc32`,
// docs/sweeps.md, "Files"), and the one reader every verb uses refuses rows edited after bench wrote them, even
// within every column's range (hostile pass four, U5: a settle time +0.5 ms, every settle time doubled).
import Foundation
import Support
import Sweep
import Testing

@Suite struct SweepRowsChecksumTests {
    /// The document of SweepFileStrictnessTests (2 × 1 × 2 cells of the default scenario), as bench writes it.
    static func written() throws -> String { try SweepFileStrictnessTests.document() }

    /// The bytes between the rows array's `[` and `]`, the stretch the checksum is of (docs/sweeps.md).
    static func rowsBytes(_ text: String) throws -> [UInt8] {
        let bytes = Array(text.utf8)
        let key = Array("\"rows\": [".utf8)
        let start = try #require(
            (0...(bytes.count - key.count)).first { bytes[$0..<($0 + key.count)].elementsEqual(key) })
        let end = try #require(bytes.lastIndex(of: UInt8(ascii: "]")))
        return Array(bytes[(start + key.count)..<end])
    }

    /// The field states the CRC-32 (Support/CRC32, held to its published check values) of exactly those bytes,
    /// as 8 lowercase hexadecimal digits.
    @Test func theFieldIsTheCRC32OfTheRowsAsWritten() throws {
        let text = try Self.written()
        var crc = CRC32()
        crc.update(try Self.rowsBytes(text))
        let digits = String(crc.value, radix: 16)
        let stated = String(repeating: "0", count: 8 - digits.count) + digits
        #expect(text.contains("\"rowsCrc32\": \"\(stated)\",\n  \"rows\": ["), "\(stated)")
        #expect(try SweepDocument.decode(Data(text.utf8), source: "s.json").rows.count == 4)
    }

    /// `text` with the settle time (column `settle_time_s`, index 10 of the document's columns) of the rows
    /// `rows` (nil: every row) changed by `change`, the row's other bytes kept.
    static func settleTimes(_ text: String, rows: Int?, _ change: @escaping (Double) -> Double) -> String {
        var lines = text.components(separatedBy: "\n")
        var seen = 0
        for k in lines.indices where lines[k].hasPrefix("    [") {
            defer { seen += 1 }
            if let rows, seen >= rows { continue }
            var values = lines[k].components(separatedBy: ",")
            let column = 10
            guard let value = Double(values[column]) else { continue }
            values[column] = "\(change(value))"
            lines[k] = values.joined(separator: ",")
        }
        return lines.joined(separator: "\n")
    }

    /// Edits of the rows that stay inside every column's range and the model's invariants (what the row checks
    /// cannot see), and edits of the layout alone: each is refused by the checksum, in one line.
    static let edits: [(name: String, edit: @Sendable (String) -> String)] = [
        ("one settle time +0.0005 s", { settleTimes($0, rows: 1) { $0 + 0.0005 } }),
        ("every settle time doubled", { settleTimes($0, rows: nil) { $0 * 2 } }),
        ("a space after a comma", { $0.replacingOccurrences(of: "\n    [0,", with: "\n    [0, ") }),
        ("the rows on one line", { $0.replacingOccurrences(of: "\n    [", with: "[") }),
    ]

    @Test func rowsEditedAfterBenchWroteThemAreRefused() throws {
        let text = try Self.written()
        let columns = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("  \"columns\"") })
        #expect(columns.components(separatedBy: ",")[10] == "\"settle_time_s\"", "\(columns)")
        for (name, edit) in Self.edits {
            let edited = edit(text)
            #expect(edited != text, "\(name): no edit")
            #expect(try Self.rowsBytes(edited) != Self.rowsBytes(text), "\(name)")
            do {
                let read = try SweepDocument.decode(Data(edited.utf8), source: "s.json")
                Issue.record("\(name): read \(read.rows.count) rows")
            } catch {
                #expect(
                    error.description.hasPrefix("s.json: rows: changed after bench wrote them"), "\(name): \(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    /// A header refusal names its field even when the rows changed too (a file rewritten by another tool with a key
    /// added after the rows: hostile pass three's "extra" key): the header's own line comes first.
    @Test func aHeaderRefusalComesBeforeTheChecksum() throws {
        let text = try Self.written()
        let edited = text.replacingOccurrences(of: "\n    [", with: "[").replacingOccurrences(
            of: "\n  ]\n}\n", with: "\n  ],\n  \"extra\": 1\n}\n")
        #expect(edited.hasSuffix("\"extra\": 1\n}\n"))
        do {
            _ = try SweepDocument.decode(Data(edited.utf8), source: "s.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("s.json: not a sweep.json (extra: unknown key"), "\(error)")
        }
    }

    /// The field itself: missing (a sweep.json before version 4 has none, and says version 3: SweepFileStrictnessTests),
    /// not 8 lowercase hexadecimal digits, or another checksum. Each case makes the field's line from its digits.
    static let fieldCases: [(name: String, line: @Sendable (String) -> String, says: String)] = [
        ("missing", { _ in "" }, "s.json: not a sweep.json (rowsCrc32: missing)"),
        ("a letter past f", { "  \"rowsCrc32\": \"z\($0.dropFirst())\",\n" }, "s.json: rowsCrc32: \"z"),
        ("nine digits", { "  \"rowsCrc32\": \"0\($0)\",\n" }, "s.json: rowsCrc32: \"0"),
        ("uppercase", { "  \"rowsCrc32\": \"\($0.uppercased().dropLast())G\",\n" }, "s.json: rowsCrc32: \""),
        (
            "another checksum", { "  \"rowsCrc32\": \"\($0.first == "0" ? "1" : "0")\($0.dropFirst())\",\n" },
            "s.json: rows: changed after bench wrote them"
        ),
    ]

    @Test func theFieldIsChecked() throws {
        let text = try Self.written()
        let start = try #require(text.range(of: "  \"rowsCrc32\": \""))
        let digits = String(text[start.upperBound...].prefix(8))
        let line = "  \"rowsCrc32\": \"\(digits)\",\n"
        #expect(text.contains(line))
        for c in Self.fieldCases {
            let bad = text.replacingOccurrences(of: line, with: c.line(digits))
            do {
                _ = try SweepDocument.decode(Data(bad.utf8), source: "s.json")
                Issue.record("\(c.name): accepted")
            } catch {
                #expect(error.description.hasPrefix(c.says), "\(c.name): \(error.description)")
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
