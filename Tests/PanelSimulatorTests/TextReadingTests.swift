import Scenario
// PanelSimulatorTests/TextReadingTests: the touch CSV and script readers follow the one set of text rules
// (Support/TextInput, issue 29): a leading byte-order mark is skipped, CRLF is a line end, a NUL is refused naming
// its line. Before, `0.01,5\0 90` read as 5 pt (the C number parser stops at the NUL) and a BOM made the first
// action "unknown action 'drag'" with the culprit invisible.
import Testing

@testable import PanelSimulator

@Suite("text readers: BOM, CRLF, NUL")
struct TextReadingTests {
    static let bom = "\u{FEFF}"

    /// Touch CSV texts and what is read: the samples (times, translations) or the whole error message.
    static let touchCases: [(text: String, expected: Result<[Double], RecordedTouches.ReadError>, line: Int)] = [
        ("0,100\n0.01,90\n", .success([0, 10]), #line),
        (bom + "0,100\n0.01,90\n", .success([0, 10]), #line),
        (bom + "time_s,finger_y_pt\r\n0,100\r\n0.01,90\r\n", .success([0, 10]), #line),
        ("0,100\r\n0.01,90", .success([0, 10]), #line),
        ("0,100\n0.01,5\0 90\n", .failure(.init(line: 2, reason: "holds a NUL byte")), #line),
        ("0,100\0\n0.01,90\n", .failure(.init(line: 1, reason: "holds a NUL byte")), #line),
        ("# note\n0,100\n0.01,90\n\0", .failure(.init(line: 4, reason: "holds a NUL byte")), #line),
        (
            "0,100\n" + bom + "0.01,90\n",
            .failure(.init(line: 2, reason: "expected two numbers 'time_s,finger_y_pt'")), #line
        ),
    ]

    @Test("touch CSV")
    func touchCSV() {
        for row in Self.touchCases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            switch row.expected {
            case .success(let translations):
                do {
                    let touches = try RecordedTouches(csv: row.text)
                    #expect(touches.translations == translations, sourceLocation: location)
                } catch {
                    Issue.record("refused: \(error)", sourceLocation: location)
                }
            case .failure(let expected):
                do {
                    _ = try RecordedTouches(csv: row.text)
                    Issue.record("accepted", sourceLocation: location)
                } catch {
                    #expect(error == expected, sourceLocation: location)
                }
            }
        }
    }

    /// Script texts and what is read: the actions as written back, or the field and the start of the reason.
    static let scriptCases: [(text: String, expected: Result<String, ScenarioError>, line: Int)] = [
        ("drag 100 0.2; wait 1", .success("drag 100 0.2|wait 1"), #line),
        (bom + "drag 100 0.2\nwait 1\n", .success("drag 100 0.2|wait 1"), #line),
        ("drag 100 0.2\r\nwait 1\r\nsettle\r\n", .success("drag 100 0.2|wait 1|settle"), #line),
        (bom + "# a comment\r\nrelease 1.5", .success("release 1.5"), #line),
        ("drag 100 0.2\nwait 1\0 5\n", .failure(.init(path: "s", reason: "line 2: holds a NUL byte")), #line),
        ("release 1\0", .failure(.init(path: "s", reason: "line 1: holds a NUL byte")), #line),
        (
            "wait 1\n" + bom + "drag 1 1",
            .failure(
                .init(path: "s[1]", reason: "unknown action '\u{FEFF}drag' (")),
            #line
        ),
    ]

    @Test("scripts")
    func scripts() {
        for row in Self.scriptCases {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            switch row.expected {
            case .success(let actions):
                do {
                    let script = try Script(parsing: row.text, path: "s")
                    #expect(
                        script.actions.map(\.description).joined(separator: "|") == actions, sourceLocation: location)
                } catch {
                    Issue.record("refused: \(error)", sourceLocation: location)
                }
            case .failure(let expected):
                do {
                    _ = try Script(parsing: row.text, path: "s")
                    Issue.record("accepted", sourceLocation: location)
                } catch {
                    // The reason up to where the list of actions starts (the list grows with the runtime).
                    #expect(error.path == expected.path, sourceLocation: location)
                    #expect(error.reason.hasPrefix(expected.reason), "\(error.reason)", sourceLocation: location)
                }
            }
        }
    }
}
