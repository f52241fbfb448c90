// DeviceTraceTests/SpecLog: console logs written by hand to the trace format (the demo's
// Demo/Sources/Shared/DemoTraceRecorder.swift: sorted keys, 16 events per part), independent of TraceWriter.
import Foundation

/// Builds `BODRAG_TRACE_BATCH` lines as the demo prints them, from plain strings.
struct SpecLog {
    var scene = "TableHandoffViewController"
    var implementation = "Swift"
    /// The host's viewport V, points (an iPhone 16: 874).
    var viewport = 874.0
    var sequence = 0
    var time = 0.0

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }

    static func snapshot(name: String, offset: Double, content: Double, bounds: Double) -> String {
        let o = number(offset)
        return "{\"boundsHeight\":\(number(bounds)),\"boundsWidth\":402,\"contentHeight\":\(number(content)),"
            + "\"contentWidth\":402,\"identifier\":\"demo.\(name)\",\"isDecelerating\":false,\"isDragging\":false,"
            + "\"isTracking\":false,\"name\":\"\(name)\",\"offsetX\":0,\"offsetY\":\(o),\"presentationOffsetY\":\(o)}"
    }

    /// One event JSON: the host at offset `y`, the panel's top at `p` (so H = V + y − p), a `table` participant at
    /// `table` when given.
    mutating func event(
        _ callback: String, y: Double, p: Double = 0, table: Double? = nil, details: [String: String] = [:],
        dt: Double = 1.0 / 120
    ) -> String {
        sequence += 1
        time += sequence == 1 ? 0 : dt
        let h = viewport + y - p
        let detailText = details.keys.sorted().map { "\"\($0)\":\"\(details[$0]!)\"" }.joined(separator: ",")
        let participants = table.map { [Self.snapshot(name: "table", offset: $0, content: 2400, bounds: 600)] } ?? []
        return "{\"callback\":\"\(callback)\",\"details\":{\(detailText)},\"displayHeight\":\(Self.number(h)),"
            + "\"elapsed\":\(Self.number(time)),\"host\":"
            + Self.snapshot(name: "host", offset: y, content: 874, bounds: viewport)
            + ",\"implementation\":\"\(implementation)\",\"isAnimatingDisplayHeight\":false,\"panel\":"
            + "{\"centerY\":\(Self.number(p + 437)),\"frameMinY\":\(Self.number(p)),"
            + "\"layerPositionY\":\(Self.number(p + 437)),\"presentationFrameMinY\":\(Self.number(p)),"
            + "\"presentationVisualMinY\":\(Self.number(p - y))},"
            + "\"participants\":[\(participants.joined(separator: ","))],\"scene\":\"\(scene)\","
            + "\"sequence\":\(sequence)}"
    }

    /// The parts of one flush of `events` (chunks of 16), each a console line with `prefix` before the marker.
    func flush(_ events: [String], reason: String, prefix: String = "") -> [String] {
        let count = (events.count + 15) / 16
        return (0..<count).map { part in
            let chunk = events[(part * 16)..<min(events.count, part * 16 + 16)].joined(separator: ",")
            return prefix + "BODRAG_TRACE_BATCH {\"events\":[\(chunk)],\"implementation\":\"\(implementation)\","
                + "\"part\":\(part + 1),\"partCount\":\(count),\"reason\":\"\(reason)\",\"scene\":\"\(scene)\"}"
        }
    }

    /// A ready flush and one flick: touch-down at H = V + y0, `drag` frames moving 2 pt each, release at `velocity`
    /// pt/ms, `moves` deceleration frames of 3 pt, didEndDecelerating. Returns the console lines.
    mutating func readyAndFlick(y0: Double, drag: Int, velocity: Double, moves: Int, prefix: String = "") -> [String] {
        var lines = flush(
            [
                event("sizeForPanel", y: y0, details: ["firstLayout": "true", "result": "402.000000,800.000000"]),
                event("ready", y: y0, details: ["reason": "initialLayout"]),
            ], reason: "ready", prefix: prefix)
        lines += flick(y0: y0, drag: drag, velocity: velocity, moves: moves, prefix: prefix)
        return lines
    }

    mutating func flick(y0: Double, drag: Int, velocity: Double, moves: Int, prefix: String = "") -> [String] {
        var events = [event("willBeginDragging", y: y0)]
        var y = y0
        for _ in 0..<drag {
            y += 2
            events.append(event("didScroll", y: y, details: ["source": "pan"]))
        }
        events.append(
            event(
                "willEndDragging", y: y,
                details: [
                    "velocity": "0.000000,\(String(format: "%.6f", velocity))",
                    "resolvedTargetContentOffset": "0.000000,\(String(format: "%.6f", y + 3 * Double(moves)))",
                ], dt: 0))
        events.append(event("didEndDragging", y: y, details: ["willDecelerate": "true"], dt: 0))
        for _ in 0..<moves {
            y += 3
            events.append(event("didScroll", y: y, details: ["source": "deceleration"]))
        }
        events.append(event("didEndDecelerating", y: y, dt: 0))
        return flush(events, reason: "didEndDecelerating", prefix: prefix)
    }
}
