// DeviceTraceTests/TraceChunkingBoundaryTests: the demo's recorder prints a flush in chunks of 16 events
// (Demo/Sources/Shared/DemoTraceRecorder.swift, `flush`: chunkSize 16; docs/traces.md: "16 events in each but the
// last"), so a flush whose parts are cut otherwise was not written by it and is refused, naming the line and
// `events` — even when every event is there, in order.
import Testing

@testable import DeviceTrace

@Suite("a flush's parts hold 16 events each but the last")
struct TraceChunkingBoundaryTests {
    /// A ready event and 39 scroll events (one session, sequence 1…40) flushed in parts of `sizes` events.
    static func log(parts sizes: [Int]) -> String {
        var spec = SpecLog()
        var events = [spec.event("ready", y: -484, details: ["reason": "initialLayout"])]
        for _ in 1..<40 { events.append(spec.event("didScroll", y: -484, details: ["source": "pan"])) }
        var start = 0
        var lines: [String] = []
        for (k, size) in sizes.enumerated() {
            let chunk = events[start..<(start + size)].joined(separator: ",")
            start += size
            lines.append(
                "BODRAG_TRACE_BATCH {\"events\":[\(chunk)],\"implementation\":\"Swift\",\"part\":\(k + 1),"
                    + "\"partCount\":\(sizes.count),\"reason\":\"ready\",\"scene\":\"\(spec.scene)\"}")
        }
        precondition(start == events.count)
        return lines.joined(separator: "\n")
    }

    @Test("16, 16, 8 reads; any other cut of the same 40 events is refused at the part that breaks the rule")
    func chunking() throws {
        let read = try TraceLog(text: Self.log(parts: [16, 16, 8]))
        #expect(read.sessions.first?.events.count == 40)
        let refused: [(sizes: [Int], line: Int, source: Int)] = [
            ([15, 16, 9], 1, #line),  // a first part one short
            ([16, 15, 9], 2, #line),  // a middle part one short
            ([8, 16, 16], 1, #line),  // the short part first
            ([17, 16, 7], 1, #line),  // a part one over
            ([16, 8, 16], 2, #line),
        ]
        for row in refused {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.source, column: 1)
            do {
                _ = try TraceLog(text: Self.log(parts: row.sizes))
                Issue.record("read parts \(row.sizes)", sourceLocation: location)
            } catch {
                #expect(error.line == row.line, "\(error)", sourceLocation: location)
                #expect(error.field == "events", "\(error)", sourceLocation: location)
            }
        }
    }
}
