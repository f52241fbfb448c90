// DeviceTrace/TraceLog: a console log → the demo's trace sessions, strictly (every part, in order, or an error).
import Foundation
import Support

/// One event and the console line it came from.
public struct TraceLine: Hashable, Sendable {
    /// The 1-based line of the console log.
    public var line: Int
    /// The event.
    public var event: TraceEvent
}

/// What one recorder printed: one scene instance with one implementation, its events in sequence order, and the
/// gestures found in them.
public struct TraceSession: Hashable, Sendable {
    /// The scene's view-controller type name.
    public var scene: String
    /// `Swift` or `OC`.
    public var implementation: String
    /// The events, sequence 1, 2, 3, … with their log lines.
    public var events: [TraceLine]
    /// The gestures, in order (``TraceGesture``).
    public var gestures: [TraceGesture]
}

/// A console log read as the demo's trace.
public struct TraceLog: Hashable, Sendable {
    /// The sessions, in the order their first part appears.
    public var sessions: [TraceSession]

    /// The largest log read, bytes.
    public static let maximumFileSize = 256 << 20

    /// Reads `text`: every line holding ``TraceBatch/marker`` (anywhere: the console's prefix is ignored) is one
    /// part; other lines are ignored. Parts of one flush must come complete and in order; a session starts where
    /// a recorder's sequence starts at 1, and continues the last session of the same scene and implementation.
    ///
    /// - Throws: ``TraceLogError`` naming the log line and field: a part that is missing or out of order, JSON that
    ///   is truncated or not valid, a missing or unknown key, a value of the wrong type, a sequence that skips, a
    ///   time that runs backwards, a size or offset beyond ``GeometryLimits`` (a scenario's ±1 000 000 pt), a release
    ///   velocity beyond its ±1000 pt/ms, or a gesture's details that cannot be read.
    public init(text: String) throws(TraceLogError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Reads the console log `bytes` (UTF-8) as ``init(text:)`` does: the text rules of `Support/TextInput` (LF or
    /// CRLF, a leading byte-order mark skipped, a NUL refused), each marker line's JSON read once into its batch, the
    /// batches joined into sessions in line order. Linear in the log's length: one pass finds the marker lines,
    /// their JSON is decoded on every core (lines are independent), then the batches are joined in order, so the
    /// first error in line order is the one reported, as a line-by-line reading would.
    ///
    /// - Throws: ``TraceLogError``.
    public init(bytes: [UInt8]) throws(TraceLogError) {
        let (parts, lineError) = Self.markerLines(bytes)
        let batches = Self.decodeAll(parts, of: bytes)
        var reader = SessionAssembler()
        for (part, batch) in zip(parts, batches) { try reader.add(try batch.get(), line: part.line) }
        if let lineError { throw lineError }
        sessions = try reader.finish()
    }

    /// A marker line: its 1-based number and where its JSON is in the log.
    struct MarkerLine: Sendable {
        var line: Int
        var json: Range<Int>
    }

    /// The marker lines of `bytes` up to the first line that breaks the text rules or holds the marker without its
    /// space, and that line's error.
    static func markerLines(_ bytes: [UInt8]) -> (lines: [MarkerLine], error: TraceLogError?) {
        let marker = Array(TraceBatch.marker.utf8)
        var found: [MarkerLine] = []
        var start = bytes.starts(with: TextInput.byteOrderMark) ? TextInput.byteOrderMark.count : 0
        var number = 0
        while start < bytes.count {
            number += 1
            var end = start
            var hasNUL = false
            while end < bytes.count, bytes[end] != 0x0A {
                if bytes[end] == 0 { hasNUL = true }
                end += 1
            }
            let next = end + 1
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            if hasNUL { return (found, TraceLogError(line: number, field: "", reason: "holds a NUL byte")) }
            if let at = firstIndex(of: marker, in: bytes, from: start, to: end) {
                let json = at + marker.count
                guard json < end, bytes[json] == UInt8(ascii: " ") else {
                    let reason = "\(TraceBatch.marker) is not followed by one space and JSON"
                    return (found, TraceLogError(line: number, field: "", reason: reason))
                }
                found.append(MarkerLine(line: number, json: (json + 1)..<end))
            }
            start = next
        }
        return (found, nil)
    }

    /// Each marker line's batch or its error, in order, decoded in chunks on every core.
    static func decodeAll(_ lines: [MarkerLine], of bytes: [UInt8]) -> [Result<TraceBatch, TraceLogError>] {
        var results = [Result<TraceBatch, TraceLogError>](
            repeating: .failure(TraceLogError(line: nil, field: "", reason: "not read")), count: lines.count)
        let jobs = max(1, min(ProcessInfo.processInfo.activeProcessorCount, lines.count / 8))
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: jobs) { job in
                for k in stride(from: job, to: lines.count, by: jobs) {
                    let part = lines[k]
                    out[k] = Result { () throws(TraceLogError) in
                        try decode(Data(bytes[part.json]), line: part.line)
                    }
                }
            }
        }
        return results
    }

    /// The first index of `needle` in `bytes[from..<to]`, or nil.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
        guard let first = needle.first, to - from >= needle.count else { return nil }
        var i = from
        let last = to - needle.count
        while i <= last {
            if bytes[i] == first {
                var k = 1
                while k < needle.count, bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// One part's JSON as a batch, or the error naming the line and field. The decoder reads the bytes once; the
    /// slower describers (``DecodingErrorText/syntaxProblem(in:)``) run only on a line it refuses, and the check for
    /// a key given twice (which the decoder does not make) is one pass over the bytes.
    static func decode(_ data: Data, line: Int) throws(TraceLogError) -> TraceBatch {
        let duplicate = DuplicateKeys.firstPath(in: data)
        var decoded: TraceBatch?
        var decodingError: DecodingError?
        do {
            decoded = try JSONFileDecoder.decode(TraceBatch.self, from: data)
        } catch let error as DecodingError {
            decodingError = error
        } catch {
            return try fail(line, "", "unreadable (\(error))")
        }
        if duplicate != nil || decoded == nil, let problem = DecodingErrorText.syntaxProblem(in: data) {
            let truncated = problem.contains("end of file") || problem.contains("nexpected end")
            return try fail(line, "", truncated ? "truncated JSON (\(problem))" : DecodingErrorText.unreadable(problem))
        }
        if let duplicate { return try fail(line, duplicate, "key given twice") }
        if let decoded { return decoded }
        guard let decodingError else { return try fail(line, "", "unreadable") }
        let (path, reason) = DecodingErrorText.parts(decodingError)
        return try fail(line, DecodingErrorText.path(path), reason)
    }

    static func fail<T>(_ line: Int, _ field: String, _ reason: String) throws(TraceLogError) -> T {
        throw TraceLogError(line: line, field: field, reason: reason)
    }
}

/// Joins parts into flushes and flushes into sessions, checking order as it goes.
private struct SessionAssembler {
    /// A flush whose parts are still coming.
    struct OpenFlush {
        var reason: String
        var partCount: Int
        var nextPart: Int
        var line: Int
    }

    struct Key: Hashable {
        var scene: String
        var implementation: String
    }

    var sessions: [(key: Key, events: [TraceLine])] = []
    /// The index in ``sessions`` of each key's current session.
    var current: [Key: Int] = [:]
    var open: [Key: OpenFlush] = [:]

    mutating func add(_ batch: TraceBatch, line: Int) throws(TraceLogError) {
        let key = Key(scene: batch.scene, implementation: batch.implementation)
        guard TraceBatch.implementations.contains(batch.implementation) else {
            throw TraceLogError(
                line: line, field: "implementation",
                reason: "\(DecodingErrorText.quoted(batch.implementation)) is not Swift or OC")
        }
        guard batch.partCount >= 1, (1...batch.partCount).contains(batch.part) else {
            throw TraceLogError(
                line: line, field: "part", reason: "\(batch.part) is not in 1…partCount (\(batch.partCount))")
        }
        let size = batch.events.count
        let full = TraceBatch.eventsPerPart
        guard size >= 1, size <= full, batch.part == batch.partCount || size == full else {
            throw TraceLogError(
                line: line, field: "events",
                reason: "part \(batch.part) of \(batch.partCount) has \(size) events (every part holds 1…\(full), "
                    + "all but the last exactly \(full))")
        }
        if let flush = open[key] {
            guard batch.part == flush.nextPart, batch.partCount == flush.partCount, batch.reason == flush.reason else {
                throw TraceLogError(
                    line: line, field: "part",
                    reason: "part \(batch.part) of \(batch.partCount) (\(batch.reason)) came where part "
                        + "\(flush.nextPart) of \(flush.partCount) of the \(flush.reason) flush begun at line "
                        + "\(flush.line) was due (a part is missing or out of order)")
            }
        } else if batch.part != 1 {
            throw TraceLogError(
                line: line, field: "part",
                reason: "part \(batch.part) of \(batch.partCount) (\(batch.reason)) has no part 1 before it "
                    + "(a part is missing or out of order)")
        }
        // The flush keeps the line of its first part (where the messages point).
        let begun = open[key]?.line ?? line
        open[key] =
            batch.part == batch.partCount
            ? nil : OpenFlush(reason: batch.reason, partCount: batch.partCount, nextPart: batch.part + 1, line: begun)
        for (i, event) in batch.events.enumerated() {
            try append(event, field: "events[\(i)]", key: key, line: line)
        }
    }

    mutating func append(_ event: TraceEvent, field: String, key: Key, line: Int) throws(TraceLogError) {
        if event.scene != key.scene || event.implementation != key.implementation {
            throw TraceLogError(
                line: line, field: field,
                reason: "scene/implementation \(event.scene)/\(event.implementation) differs from its part's "
                    + "\(key.scene)/\(key.implementation)")
        }
        guard event.elapsed.isFinite, event.elapsed >= 0 else {
            throw TraceLogError(line: line, field: field + ".elapsed", reason: "\(event.elapsed) s is not a time ≥ 0")
        }
        if let problem = event.geometryProblem() {
            throw TraceLogError(line: line, field: "\(field).\(problem.field)", reason: problem.reason)
        }
        if event.sequence == 1 {
            current[key] = sessions.count
            sessions.append((key, [TraceLine(line: line, event: event)]))
            return
        }
        guard let index = current[key], let last = sessions[index].events.last else {
            throw TraceLogError(
                line: line, field: field + ".sequence",
                reason: "\(event.sequence), but \(key.scene)/\(key.implementation) has no event 1 before it (capture "
                    + "the console from the scene's start)")
        }
        guard event.sequence == last.event.sequence + 1 else {
            throw TraceLogError(
                line: line, field: field + ".sequence",
                reason: "\(event.sequence) follows \(last.event.sequence) (line \(last.line)): events are missing")
        }
        guard event.elapsed >= last.event.elapsed else {
            throw TraceLogError(
                line: line, field: field + ".elapsed",
                reason: "\(event.elapsed) s is before the previous event's \(last.event.elapsed) s (line "
                    + "\(last.line)): time must not run backwards")
        }
        sessions[index].events.append(TraceLine(line: line, event: event))
    }

    func finish() throws(TraceLogError) -> [TraceSession] {
        if let flush = open.values.min(by: { $0.line < $1.line }) {
            throw TraceLogError(
                line: flush.line, field: "part",
                reason: "the log ends before part \(flush.nextPart) of \(flush.partCount) of this \(flush.reason) flush"
            )
        }
        var result: [TraceSession] = []
        for session in sessions {
            let gestures = try TraceGesture.find(in: session.events)
            result.append(
                TraceSession(
                    scene: session.key.scene, implementation: session.key.implementation, events: session.events,
                    gestures: gestures))
        }
        return result
    }
}
