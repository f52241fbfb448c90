// DeviceTrace/TraceWriter: events → console lines in the demo's format (what its recorder prints on a flush).
import Foundation

/// Writes events as the demo's recorder prints them: per flush, chunks of 16 events, each one line
/// `BODRAG_TRACE_BATCH {json}` with the JSON's keys sorted.
public enum TraceWriter {
    /// One flush: what triggered it and the events recorded since the previous one.
    public struct Flush: Sendable {
        /// The flush reason (`ready`, `didEndDecelerating`, …).
        public var reason: String
        /// The events, in recording order.
        public var events: [TraceEvent]

        /// Creates a flush.
        public init(reason: String, events: [TraceEvent]) {
            self.reason = reason
            self.events = events
        }
    }

    /// The console text of `flushes` by the recorder of `scene` with `implementation`: one line per part.
    ///
    /// - Throws: `EncodingError` for a non-finite number (the demo writes those as 0; so must callers).
    public static func text(_ flushes: [Flush], scene: String, implementation: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var out = ""
        for flush in flushes where !flush.events.isEmpty {
            let size = TraceBatch.eventsPerPart
            let count = (flush.events.count + size - 1) / size
            for part in 0..<count {
                let slice = Array(flush.events[(part * size)..<min((part + 1) * size, flush.events.count)])
                let batch = TraceBatch(
                    reason: flush.reason, scene: scene, implementation: implementation, part: part + 1,
                    partCount: count, events: slice)
                let data = try encoder.encode(batch)
                out += TraceBatch.marker + " " + String(decoding: data, as: UTF8.self) + "\n"
            }
        }
        return out
    }

    /// `value` as the demo writes numbers in details: `%.6f`.
    public static func number(_ value: Double) -> String { String(format: "%.6f", value) }

    /// `(x, y)` as the demo writes points in details: `"%.6f,%.6f"`.
    public static func point(x: Double, y: Double) -> String { number(x) + "," + number(y) }
}
