// DeviceTraceTests/TraceWriterTests: what TraceWriter prints is the demo's format byte for byte (DemoTraceRecorder.swift:
// one `BODRAG_TRACE_BATCH ` line per chunk of 16 events, JSONEncoder with sorted keys, `/` escaped as `\/`),
// checked against lines written by hand (SpecLog), and reads back as the same events.
import DeviceTrace
import Foundation
import Testing

@Suite struct TraceWriterTests {
    /// The event SpecLog.event writes, as a value.
    static func event(
        _ spec: SpecLog, sequence: Int, time: Double, callback: String, y: Double, details: [String: String]
    )
        -> TraceEvent
    {
        func snapshot(_ name: String, offset: Double, content: Double, bounds: Double) -> TraceScrollSnapshot {
            TraceScrollSnapshot(
                name: name, identifier: "demo.\(name)", offsetY: offset, contentWidth: 402, contentHeight: content,
                boundsWidth: 402, boundsHeight: bounds, presentationOffsetY: offset, isTracking: false,
                isDragging: false, isDecelerating: false)
        }
        return TraceEvent(
            sequence: sequence, elapsed: time, scene: spec.scene, implementation: spec.implementation,
            callback: callback, displayHeight: spec.viewport + y, isAnimatingDisplayHeight: false,
            host: snapshot("host", offset: y, content: 874, bounds: spec.viewport),
            panel: TracePanelSnapshot(
                frameMinY: 0, centerY: 437, layerPositionY: 437, presentationFrameMinY: 0, presentationVisualMinY: -y),
            participants: [snapshot("table", offset: 12.5, content: 2400, bounds: 600)], details: details)
    }

    /// 20 events: two parts (16 + 4), each line equal to the hand-written one; a `/` in a detail is written `\/`.
    @Test func linesAreTheDemosFormat() throws {
        var spec = SpecLog()
        var values: [TraceEvent] = []
        var texts: [String] = []
        for i in 0..<20 {
            let details = ["source": "pan/\(i)"]
            let y = -484.0 + Double(i) * 2.25
            let text = spec.event("didScroll", y: y, table: 12.5, details: details)
            texts.append(text.replacingOccurrences(of: "pan/", with: "pan\\/"))
            values.append(
                Self.event(
                    spec, sequence: spec.sequence, time: spec.time, callback: "didScroll", y: y, details: details))
        }
        let written = try TraceWriter.text(
            [TraceWriter.Flush(reason: "didEndDecelerating", events: values)], scene: spec.scene,
            implementation: spec.implementation)
        let expected = spec.flush(texts, reason: "didEndDecelerating")
        #expect(expected.count == 2)
        #expect(written == expected.joined(separator: "\n") + "\n")
        let read = try TraceLog(text: written)
        #expect(read.sessions.first?.events.map(\.event) == values)
        #expect(read.sessions.first?.events.first?.event.details["source"] == "pan/0")
    }

    /// The demo's own number formats for details: `%.6f`, and points as `x,y`.
    @Test func detailNumbersAreSixDecimals() {
        #expect(TraceWriter.number(1.5) == "1.500000")
        #expect(TraceWriter.number(-0.1234567) == "-0.123457")
        #expect(TraceWriter.point(x: 0, y: -444) == "0.000000,-444.000000")
    }
}
