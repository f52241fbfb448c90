// DeviceTraceTests/TraceGeometryLimitTests: a log's release velocities, sizes and positions are held to the bounds
// the simulator holds a gesture and a scenario to (Units/GeometryLimits), so `bench trace LOG` lists only what
// `bench trace LOG --scenario S` could replay: one file, one verdict (hostile pass four, U3).
import DeviceTrace
import Foundation
import Testing

@Suite struct TraceGeometryLimitTests {
    /// One case: the willEndDragging event of a touch, and what reading the log must give.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var velocity = "0.000000,1.250000"
        var target = "0.000000,-444.000000"
        /// The host's offset Y and the panel's top P (H = V + Y − P, V = 874).
        var y = -484.0
        var p = 0.0
        /// A `table` participant's offset, when the event has one.
        var table: Double?
        /// Text replaced in the release event's line.
        var edit: (String, String)?
        /// nil: read; else the field (in the touch's flush, line 2) and what the reason says.
        var refused: (field: String, reason: String)?

        var testDescription: String { name }
    }

    /// The bounds, from their sources: a gesture's release velocity within ±1000 pt/ms (`Gesture.problem`, which
    /// `bench trace --scenario` applies); a size within the scenario's length limit, [0, 1 000 000] pt
    /// (`Scenario.maximumLength`, docs/output.md); a position within (levels + 4) × 1 000 000 pt — the outer
    /// offset's (levels + 2) × 1 000 000 pt that a sweep row's offsets are held to (`SweepRowChecks.offsetLimit`)
    /// plus a viewport and a panel for the panel's top (V + Y − H). Each bound is met exactly once (read) and
    /// passed (refused).
    static let cases: [Case] = [
        Case(name: "velocity at +1000 pt/ms", velocity: "0.000000,1000.000000"),
        Case(name: "velocity at -1000 pt/ms", velocity: "0.000000,-1000.000000"),
        Case(
            name: "velocity just past 1000 pt/ms", velocity: "0.000000,1000.000001",
            refused: ("details.velocity", "1000.000001 pt/ms is beyond ±1000 pt/ms")),
        Case(
            name: "velocity -1e308", velocity: "0.000000,-1e308",
            refused: ("details.velocity", "pt/ms is beyond ±1000 pt/ms")),
        Case(name: "velocity x 1e308", velocity: "1e308,0.5", refused: ("details.velocity", "beyond ±1000 pt/ms")),
        Case(
            name: "target 1e308", target: "0.000000,1e308",
            refused: ("details.resolvedTargetContentOffset", "pt is beyond ±4000000 pt")),
        Case(
            name: "display height 1e308 at release", p: -1e308,
            refused: ("events[1].displayHeight", "pt is beyond ±4000000 pt")),
        Case(name: "host offset at the limit, no participant", y: 4_000_000, p: 4_000_000 - 500),
        Case(
            name: "host offset past the limit, no participant", y: 4_000_001, p: 4_000_001 - 500,
            refused: ("events[1].host.offsetY", "4000001.0 pt is beyond ±4000000 pt")),
        Case(name: "host offset at the limit, one participant", y: 5_000_000, p: 5_000_000 - 500, table: 0),
        Case(
            name: "host offset past the limit, one participant", y: 5_000_001, p: 5_000_001 - 500, table: 0,
            refused: ("events[1].host.offsetY", "beyond ±5000000 pt")),
        Case(
            name: "participant content height at the limit", table: 0,
            edit: ("\"contentHeight\":2400", "\"contentHeight\":1000000")),
        Case(
            name: "participant content height past the limit", table: 0,
            edit: ("\"contentHeight\":2400", "\"contentHeight\":1000000.5"),
            refused: ("events[1].participants[0].contentHeight", "1000000.5 pt is beyond ±1000000 pt")),
        Case(
            name: "participant content height negative", table: 0,
            edit: ("\"contentHeight\":2400", "\"contentHeight\":-1"),
            refused: ("events[1].participants[0].contentHeight", "-1.0 pt is negative")),
        Case(
            name: "participant offset 1e308", table: 1e308,
            refused: ("events[1].participants[0].offsetY", "pt is beyond ±5000000 pt")),
    ]

    /// A ready flush (line 1), then one touch (line 2): willBeginDragging, the case's willEndDragging, and a
    /// didEndDragging without deceleration.
    static func log(_ c: Case) -> String {
        var log = SpecLog()
        var lines = log.flush(
            [
                log.event(
                    "sizeForPanel", y: -484, details: ["firstLayout": "true", "result": "402.000000,800.000000"]),
                log.event("ready", y: -484, details: ["reason": "initialLayout"]),
            ], reason: "ready")
        let begin = log.event("willBeginDragging", y: -484)
        var release = log.event(
            "willEndDragging", y: c.y, p: c.p, table: c.table,
            details: ["velocity": c.velocity, "resolvedTargetContentOffset": c.target], dt: 0)
        if let (from, to) = c.edit { release = release.replacingOccurrences(of: from, with: to) }
        let end = log.event(
            "didEndDragging", y: c.y, p: c.p, table: c.table, details: ["willDecelerate": "false"], dt: 0)
        let touch = [begin, release, end]
        lines += log.flush(touch, reason: "didEndDragging")
        return lines.joined(separator: "\n")
    }

    @Test(arguments: cases) func boundsAreHeldAtTheirEdge(_ c: Case) throws {
        let text = Self.log(c)
        guard let refused = c.refused else {
            let log = try TraceLog(text: text)
            #expect(log.sessions.first?.gestures.count == 1, "\(c.name)")
            return
        }
        do {
            let log = try TraceLog(text: text)
            Issue.record("\(c.name): read \(log.sessions.count) sessions")
        } catch {
            #expect(error.line == 2, "\(c.name): \(error)")
            #expect(error.field == refused.field, "\(c.name): \(error)")
            #expect(error.reason.contains(refused.reason), "\(c.name): \(error)")
            #expect(!error.description.contains("\n"))
        }
    }
}
