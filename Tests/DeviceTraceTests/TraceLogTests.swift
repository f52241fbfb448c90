// DeviceTraceTests/TraceLogTests: console logs written to the trace format (the demo's DemoTraceRecorder.swift and
// DemoScenarioViewController.swift) read into sessions and gestures, and every way a log can be broken reported
// as one line naming the log line and field.
import DeviceTrace
import Foundation
import Testing

@Suite struct TraceLogTests {
    /// Two scenes, both implementations: switching the implementation rebuilds the scene, so its recorder (and the
    /// sequence) starts again (DemoScenarioViewController.selectImplementation); each recorder is one session.
    @Test func scenesAndImplementationsAreSessions() throws {
        var a = SpecLog()
        var lines = a.readyAndFlick(y0: -484, drag: 5, velocity: 1.25, moves: 10)
        var b = SpecLog(implementation: "OC")
        lines += b.readyAndFlick(y0: -484, drag: 3, velocity: -0.5, moves: 4)
        var c = SpecLog(scene: "CommentPopupViewController")
        lines += c.readyAndFlick(y0: -600, drag: 2, velocity: 2.5, moves: 6)
        let log = try TraceLog(text: lines.joined(separator: "\n"))
        #expect(
            log.sessions.map(\.scene) == [
                "TableHandoffViewController", "TableHandoffViewController", "CommentPopupViewController",
            ])
        #expect(log.sessions.map(\.implementation) == ["Swift", "OC", "Swift"])
        #expect(log.sessions.map(\.gestures.count) == [1, 1, 1])
        #expect(
            log.sessions.map { $0.events.count } == [
                2 + 1 + 5 + 2 + 10 + 1, 2 + 1 + 3 + 2 + 4 + 1, 2 + 1 + 2 + 2 + 6 + 1,
            ])
    }

    /// The release state at willEndDragging: H = V + Y − P (TRACE_FORMAT, "Mapping": V 874, Y −484, P 0 → 390, here
    /// after 5 drag frames of 2 pt: 400), UIKit's velocity y in pt/ms and the resolved target y.
    @Test func theReleaseStateIsTheWillEndDraggingEvent() throws {
        var a = SpecLog()
        let log = try TraceLog(
            text: a.readyAndFlick(y0: -484, drag: 5, velocity: 1.25, moves: 10).joined(separator: "\n"))
        let session = try #require(log.sessions.first)
        let g = try #require(session.gestures.first)
        let release = session.events[try #require(g.release)].event
        #expect(release.callback == "willEndDragging")
        #expect(release.screenDisplayHeight == 400)
        #expect(release.host.offsetY == -474)
        #expect(g.releaseVelocity == 1.25)
        #expect(g.resolvedTargetOffset == -444)
        guard case .settled(let end) = g.end else {
            Issue.record("not settled: \(g.end)")
            return
        }
        #expect(session.events[end].event.callback == "didEndDecelerating")
        #expect(session.events[g.begin].event.callback == "willBeginDragging")
    }

    /// A flush of 40 events prints 3 parts of 16, 16 and 8 (DemoTraceRecorder.flush: chunkSize 16); joined in order
    /// they give every event once, sequence 1…N.
    @Test func partsAreJoinedInOrder() throws {
        var a = SpecLog()
        let lines = a.readyAndFlick(y0: -484, drag: 20, velocity: 1, moves: 15)
        #expect(lines.count == 1 + 3)
        let log = try TraceLog(text: lines.joined(separator: "\n"))
        let events = try #require(log.sessions.first).events
        #expect(events.map(\.event.sequence) == Array(1...events.count))
        #expect(events.count == 2 + 1 + 20 + 2 + 15 + 1)
        #expect(events.map(\.line).last == 4)
    }

    /// The console prefixes each line (date, process, pid) and interleaves other output; only what follows the
    /// marker is the trace, so the same trace with noise reads the same.
    @Test func consoleNoiseAndPrefixesAreIgnored() throws {
        var a = SpecLog()
        let clean = a.readyAndFlick(y0: -484, drag: 20, velocity: 1, moves: 15)
        var b = SpecLog()
        let prefixed = b.readyAndFlick(
            y0: -484, drag: 20, velocity: 1, moves: 15,
            prefix: "2026-12-01 10:41:07.118243+0100 BODragScrollDemo[5123:412903] ")
        var noisy: [String] = ["Metal API Validation Enabled"]
        for line in prefixed {
            noisy.append(line)
            noisy.append("2026-12-01 10:41:07.2 BODragScrollDemo[5123:412903] [UIKit] unrelated {\"json\": 1}")
            noisy.append("")
        }
        let x = try TraceLog(text: clean.joined(separator: "\n"))
        let y = try TraceLog(text: noisy.joined(separator: "\r\n"))
        #expect(x.sessions.map { $0.events.map(\.event) } == y.sessions.map { $0.events.map(\.event) })
        #expect(x.sessions.map(\.gestures) == y.sessions.map(\.gestures))
    }

    /// Back in the same scene with the same implementation (a new process, or the scene pushed again): the
    /// sequence restarts at 1, which starts a new session.
    @Test func aSequenceRestartStartsASession() throws {
        var a = SpecLog()
        var lines = a.readyAndFlick(y0: -484, drag: 2, velocity: 1, moves: 3)
        var b = SpecLog()
        lines += b.readyAndFlick(y0: -484, drag: 2, velocity: 1, moves: 3)
        let log = try TraceLog(text: lines.joined(separator: "\n"))
        #expect(log.sessions.count == 2)
        #expect(log.sessions.map(\.events.first?.event.sequence) == [1, 1])
    }

    /// Two live scenes print in turn (a scene pushed over another flushes while the first one still lives): each
    /// part continues the session of its own scene and implementation.
    @Test func interleavedScenesKeepTheirSessions() throws {
        var a = SpecLog()
        var b = SpecLog(scene: "MovementLabViewController")
        let aReady = a.flush([a.event("ready", y: -484, details: ["reason": "initialLayout"])], reason: "ready")
        let bReady = b.flush([b.event("ready", y: -484, details: ["reason": "initialLayout"])], reason: "ready")
        let bFlick = b.flick(y0: -484, drag: 2, velocity: 1, moves: 3)
        let aEnd = a.flush([a.event("invalidateEngine", y: -484)], reason: "invalidateEngine")
        let log = try TraceLog(text: (aReady + bReady + bFlick + aEnd).joined(separator: "\n"))
        #expect(log.sessions.map(\.scene) == ["TableHandoffViewController", "MovementLabViewController"])
        #expect(log.sessions.map(\.events.count) == [2, 1 + 1 + 2 + 2 + 3 + 1])
        #expect(log.sessions.map(\.gestures.count) == [0, 1])
    }

    /// A touch during the deceleration interrupts the gesture; a log that ends before the settle leaves the last
    /// one open — both listed, neither dropped. A drag that ends without deceleration (didEndDragging
    /// willDecelerate=false) whose movement follows ends at the movement's completion.
    @Test func gestureEndsAreNamed() throws {
        var a = SpecLog()
        var events = [a.event("willBeginDragging", y: -484), a.event("didScroll", y: -480, details: ["source": "pan"])]
        events.append(
            a.event(
                "willEndDragging", y: -480,
                details: ["velocity": "0.000000,0.100000", "resolvedTargetContentOffset": "0.000000,-480.000000"]))
        events.append(a.event("didEndDragging", y: -480, details: ["willDecelerate": "false"]))
        events.append(
            a.event("willMoveToDisplayHeight", y: -480, details: ["target": "390.000000", "reason": "release"]))
        events.append(a.event("didScroll", y: -482, details: ["source": "animation"]))
        events.append(a.event("didFinishMovement", y: -484, details: ["final": "390.000000"]))
        events.append(a.event("willBeginDragging", y: -484))
        events.append(
            a.event(
                "willEndDragging", y: -484,
                details: ["velocity": "0.000000,3.000000", "resolvedTargetContentOffset": "0.000000,0.000000"]))
        events.append(a.event("didScroll", y: -400, details: ["source": "deceleration"]))
        events.append(a.event("willBeginDragging", y: -380))
        events.append(a.event("didScroll", y: -378, details: ["source": "pan"]))
        let log = try TraceLog(text: a.flush(events, reason: "didFinishMovement").joined(separator: "\n"))
        let gestures = try #require(log.sessions.first).gestures
        #expect(gestures.map(\.end) == [.settled(6), .interrupted(10), .logEnds])
        #expect(gestures.map(\.release) == [2, 8, nil])
        #expect(gestures.map { $0.lastEvent(count: 12) } == [6, 9, 11])
    }

    /// Every broken log: one error naming the log line and the field.
    @Test(arguments: BrokenLog.cases) func brokenLogsAreOneLine(_ broken: BrokenLog) throws {
        do {
            let log = try TraceLog(text: broken.text)
            Issue.record("read \(log.sessions.count) sessions from \(broken.name)", sourceLocation: broken.location)
        } catch {
            #expect(error.line == broken.line, "\(broken.name): \(error)", sourceLocation: broken.location)
            #expect(error.field == broken.field, "\(broken.name): \(error)", sourceLocation: broken.location)
            #expect(error.reason.contains(broken.reason), "\(broken.name): \(error)", sourceLocation: broken.location)
            #expect(!error.description.contains("\n"))
        }
    }
}

/// A log that must be refused, and what the error must say.
struct BrokenLog: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int?
    var field: String
    var reason: String
    var location: SourceLocation

    var testDescription: String { name }

    init(
        _ name: String, _ lines: [String], line: Int?, field: String, reason: String,
        fileID: String = #fileID, filePath: String = #filePath, lineNumber: Int = #line, column: Int = #column
    ) {
        self.name = name
        text = lines.joined(separator: "\n")
        self.line = line
        self.field = field
        self.reason = reason
        location = SourceLocation(fileID: fileID, filePath: filePath, line: lineNumber, column: column)
    }

    /// A ready flush then a 40-event flick: lines 1 (ready) and 2, 3, 4 (parts 1–3).
    static var parts: [String] {
        var a = SpecLog()
        return a.readyAndFlick(y0: -484, drag: 20, velocity: 1, moves: 15)
    }

    static var cases: [BrokenLog] {
        let p = parts
        var typed = p
        typed[0] = typed[0].replacingOccurrences(of: "\"elapsed\":0,", with: "\"elapsed\":\"0\",")
        var detail = p
        detail[1] = detail[1].replacingOccurrences(of: "\"source\":\"pan\"", with: "\"source\":7")
        var unknown = p
        unknown[0] = unknown[0].replacingOccurrences(
            of: "\"reason\":\"ready\"", with: "\"reason\":\"ready\",\"extra\":1")
        var backwards = SpecLog()
        var events = [backwards.event("ready", y: -484, details: ["reason": "x"])]
        backwards.time = 5
        events.append(backwards.event("willBeginDragging", y: -484))
        backwards.time = 1
        events.append(backwards.event("didScroll", y: -480, details: ["source": "pan"]))
        var velocity = SpecLog()
        let badVelocity = velocity.flush(
            [
                velocity.event("willBeginDragging", y: -484),
                velocity.event(
                    "willEndDragging", y: -484, details: ["velocity": "fast", "resolvedTargetContentOffset": "0,0"]),
            ], reason: "didEndDecelerating")
        // docs/output.md: numbers written as text are decimal; the recorder writes "x,y" with decimal digits only.
        var hex = SpecLog()
        let hexVelocity = hex.flush(
            [
                hex.event("willBeginDragging", y: -484),
                hex.event(
                    "willEndDragging", y: -484, details: ["velocity": "0,0x1p2", "resolvedTargetContentOffset": "0,0"]),
            ], reason: "didEndDecelerating")
        var skip = p
        skip[1] = skip[1].replacingOccurrences(of: "\"sequence\":3}", with: "\"sequence\":4}")
        return [
            BrokenLog(
                "truncated JSON", [p[0], String(p[1].prefix(300))], line: 2, field: "", reason: "truncated JSON"),
            BrokenLog("a missing middle part", [p[0], p[1], p[3]], line: 3, field: "part", reason: "part 2 of 3"),
            BrokenLog(
                "parts reordered", [p[0], p[2], p[1], p[3]], line: 2, field: "part", reason: "no part 1 before it"),
            BrokenLog(
                "the log ends inside a flush", [p[0], p[1], p[2]], line: 2, field: "part",
                reason: "the log ends before part 3 of 3"),
            BrokenLog(
                "a number as a string", typed, line: 1, field: "events[0].elapsed",
                reason: "expected a number, found a string"),
            BrokenLog(
                "a detail that is not a string", detail, line: 2, field: "events[1].details.source",
                reason: "expected a string"),
            BrokenLog("an unknown key", unknown, line: 1, field: "extra", reason: "unknown key"),
            BrokenLog(
                "time runs backwards", backwards.flush(events, reason: "ready"), line: 1, field: "events[2].elapsed",
                reason: "must not run backwards"),
            BrokenLog(
                "a velocity that is not x,y", badVelocity, line: 1, field: "details.velocity", reason: "is not \"x,y\""),
            BrokenLog(
                "a velocity in hexadecimal", hexVelocity, line: 1, field: "details.velocity", reason: "is not \"x,y\""),
            BrokenLog("a skipped sequence", skip, line: 2, field: "events[0].sequence", reason: "4 follows 2"),
            BrokenLog(
                "a log that starts mid-recorder", [p[1], p[2], p[3]], line: 1, field: "events[0].sequence",
                reason: "no event 1 before it"),
            BrokenLog(
                "an unknown implementation", [p[0].replacingOccurrences(of: "\"Swift\"", with: "\"Kotlin\"")], line: 1,
                field: "implementation", reason: "is not Swift or OC"),
            BrokenLog(
                "a marker without JSON", ["x BODRAG_TRACE_BATCH"], line: 1, field: "",
                reason: "not followed by one space"),
        ]
    }
}
