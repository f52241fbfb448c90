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
    ///   time that runs backwards, or a gesture's details that cannot be read.
    public init(text: String) throws(TraceLogError) {
        var reader = SessionAssembler()
        var number = 0
        // The shared text rules (Support/TextInput): LF or CRLF, a leading BOM skipped, a NUL refused.
        let lines: [Substring]
        do throws(TextInput.Problem) { lines = try TextInput.lines(text) } catch {
            throw TraceLogError(line: error.line, field: "", reason: error.reason)
        }
        for raw in lines {
            number += 1
            guard let marker = raw.range(of: TraceBatch.marker) else { continue }
            var json = raw[marker.upperBound...]
            guard json.first == " " else {
                throw TraceLogError(
                    line: number, field: "", reason: "\(TraceBatch.marker) is not followed by one space and JSON")
            }
            json = json.dropFirst()
            if json.last == "\r" { json = json.dropLast() }
            try reader.add(try Self.decode(Data(json.utf8), line: number), line: number)
        }
        sessions = try reader.finish()
    }

    /// One part's JSON as a batch, or the error naming the line and field.
    static func decode(_ data: Data, line: Int) throws(TraceLogError) -> TraceBatch {
        if let problem = DecodingErrorText.syntaxProblem(in: data) {
            let truncated = problem.contains("end of file") || problem.contains("nexpected end")
            return try fail(line, "", truncated ? "truncated JSON (\(problem))" : "not valid JSON (\(problem))")
        }
        if let duplicate = DuplicateKeys.firstPath(in: data) { return try fail(line, duplicate, "key given twice") }
        do {
            return try JSONDecoder().decode(TraceBatch.self, from: data)
        } catch let error as DecodingError {
            let (path, reason) = DecodingErrorText.parts(error)
            return try fail(line, DecodingErrorText.path(path), reason)
        } catch {
            return try fail(line, "", "unreadable (\(error))")
        }
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
