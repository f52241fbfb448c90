// DeviceTraceTests/TraceLogLargeInputTests: the reader of issue 45's "readers as quick as writers" — many sessions,
// one huge marker line, errors in several lines — reads as the line-by-line reading of docs/traces.md ("How the log
// is read") says: every session, every key given twice however many keys an object has, and the first error in
// line order. (Its speed is measured in docs/performance.md, not here.)
import DeviceTrace
import Foundation
import Testing

@Suite struct TraceLogLargeInputTests {
    /// One recorder's ready flush and a flick: 4 console lines, one session.
    static func session() -> [String] {
        var a = SpecLog()
        return a.readyAndFlick(y0: -484, drag: 20, velocity: 1, moves: 15)
    }

    /// A recorder that starts again at sequence 1 is a new session (docs/traces.md: "a session is one recorder: it
    /// starts where an event has sequence 1"): 300 copies are 300 sessions, each as one copy read alone.
    @Test func everyRepeatedRecorderIsItsOwnSession() throws {
        let one = try TraceLog(text: Self.session().joined(separator: "\n"))
        let many = try TraceLog(text: Array(repeating: Self.session(), count: 300).joined().joined(separator: "\n"))
        #expect(many.sessions.count == 300)
        #expect(many.sessions.allSatisfy { $0.gestures == one.sessions[0].gestures })
        #expect(many.sessions[299].events.map(\.line) == one.sessions[0].events.map { $0.line + 299 * 4 })
    }

    /// The bytes and the text of one log read the same, CRLF line ends and a leading byte-order mark included.
    @Test func bytesAndTextReadAlike() throws {
        let text = "\u{FEFF}" + Self.session().map { "12:00 demo[1] " + $0 }.joined(separator: "\r\n") + "\r\n"
        #expect(try TraceLog(bytes: Array(text.utf8)) == TraceLog(text: text))
        #expect(try TraceLog(text: text) == TraceLog(text: Self.session().joined(separator: "\n")))
    }

    /// "A key given twice is an error" (docs/traces.md), wherever the two are in an object of 3, 17 or 20 000
    /// keys: the error names the key.
    @Test(arguments: [3, 17, 20_000]) func aKeyGivenTwiceInALargeObjectIsFound(_ count: Int) throws {
        var line = Self.session()[0]
        let keys = (0..<count).map { "\"k\($0)\":\"0\"" }.joined(separator: ",")
        for repeated in [0, count - 1] {
            let edited = line.replacingOccurrences(
                of: "\"details\":{", with: "\"details\":{\(keys),\"k\(repeated)\":\"1\",", options: [],
                range: line.range(of: "\"details\":{"))
            do {
                _ = try TraceLog(text: edited)
                Issue.record("\(count) keys, k\(repeated) twice: read")
            } catch {
                #expect(error.line == 1 && error.reason == "key given twice", "\(error)")
                #expect(error.field == "events[0].details.k\(repeated)", "\(error)")
            }
        }
        // Without the repeat, the keys are details like any other.
        line = line.replacingOccurrences(
            of: "\"details\":{", with: "\"details\":{\(keys),", options: [], range: line.range(of: "\"details\":{"))
        #expect(throws: Never.self) {
            try TraceLog(text: ([line] + Self.session().dropFirst()).joined(separator: "\n"))
        }
    }

    /// Errors in several lines: the first in line order is reported, whichever kind it is (a JSON error, a NUL,
    /// a sequence that skips), as a reading line by line finds it.
    @Test func theFirstErrorInLineOrderIsReported() throws {
        let good = Self.session() + Self.session()
        var badJSON = good
        badJSON[2] = String(badJSON[2].dropLast())  // line 3: cut off
        var nul = badJSON
        nul[5] = "noise\u{0}"  // line 6: a NUL
        var skipped = nul
        // Line 2: its first event's sequence one too high.
        let at = try #require(skipped[1].range(of: "\"sequence\":"))
        let first = try #require(Int(skipped[1][at.upperBound...].prefix(while: \.isNumber)))
        skipped[1] = skipped[1].replacingOccurrences(of: "\"sequence\":\(first)}", with: "\"sequence\":\(first + 1)}")
        let rows: [(lines: [String], line: Int, says: String, at: Int)] = [
            (badJSON, 3, "truncated JSON", #line),
            (nul, 3, "truncated JSON", #line),
            (Array(good.prefix(5)) + ["noise\u{0}"] + Array(badJSON.dropFirst(6)), 6, "NUL", #line),
            (skipped, 2, "events are missing", #line),
        ]
        for row in rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.at, column: 1)
            do {
                _ = try TraceLog(text: row.lines.joined(separator: "\n"))
                Issue.record("read", sourceLocation: location)
            } catch {
                #expect(error.line == row.line, "\(error)", sourceLocation: location)
                #expect(error.reason.contains(row.says), "\(error)", sourceLocation: location)
            }
        }
    }
}
