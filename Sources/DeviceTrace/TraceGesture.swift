// DeviceTrace/TraceGesture: the touches in a session, from willBeginDragging to the settle that follows.
import Support
import Units

/// One touch of a session: from `willBeginDragging` to the settle that follows, with the release state at
/// `willEndDragging`. Indices are into ``TraceSession/events``.
public struct TraceGesture: Hashable, Sendable {
    /// How a gesture ended.
    public enum End: Hashable, Sendable {
        /// At this event: `didEndDecelerating`, `didEndScrollingAnimation`, `didFinishMovement`,
        /// `movementCompletion`, or `didEndDragging` without deceleration and no movement after it.
        case settled(Int)
        /// A new touch began at this event before the panel settled.
        case interrupted(Int)
        /// The log ends before the settle (the demo never prints events after its last flush).
        case logEnds
    }

    /// The `willBeginDragging` event.
    public var begin: Int
    /// The `willEndDragging` event, or nil when the finger never lifted in the log.
    public var release: Int?
    /// UIScrollView's `willEndDragging` velocity y, points per millisecond (+ = content moving up, expanding).
    public var releaseVelocity: Double?
    /// The host's target content offset y after BODragScroll's solver, points.
    public var resolvedTargetOffset: Double?
    /// How it ended.
    public var end: End

    /// The last event that belongs to the gesture (the settle, or the one before the next touch or the log's end).
    public func lastEvent(count: Int) -> Int {
        switch end {
        case .settled(let i): return i
        case .interrupted(let i): return i - 1
        case .logEnds: return count - 1
        }
    }

    /// The callbacks that end a movement.
    public static let settleCallbacks: Set<String> = [
        "didEndDecelerating", "didEndScrollingAnimation", "didFinishMovement", "movementCompletion",
    ]

    /// The gestures in `events`.
    ///
    /// - Throws: ``TraceLogError`` at the event's line for a `willEndDragging` outside a touch or twice in one, or
    ///   details that are missing or not `"x,y"` / `"true"`/`"false"`.
    static func find(in events: [TraceLine]) throws(TraceLogError) -> [TraceGesture] {
        var found: [TraceGesture] = []
        var open: TraceGesture?
        /// `didEndDragging` without deceleration: the end, unless a movement starts before the next touch.
        var pendingEnd: Int?
        func close(_ end: TraceGesture.End) {
            guard var g = open else { return }
            g.end = end
            found.append(g)
            open = nil
            pendingEnd = nil
        }
        for (i, item) in events.enumerated() {
            let event = item.event
            switch event.callback {
            case "willBeginDragging":
                if let end = pendingEnd { close(.settled(end)) } else { close(.interrupted(i)) }
                open = TraceGesture(
                    begin: i, release: nil, releaseVelocity: nil, resolvedTargetOffset: nil, end: .logEnds)
            case "willEndDragging":
                guard open != nil, open?.release == nil else {
                    throw TraceLogError(
                        line: item.line, field: "callback",
                        reason: open == nil
                            ? "willEndDragging (sequence \(event.sequence)) without a willBeginDragging before it"
                            : "a second willEndDragging (sequence \(event.sequence)) in one touch")
                }
                open?.release = i
                open?.releaseVelocity = try value(
                    event, "velocity", line: item.line, GeometryLimits.releaseVelocityProblem)
                let limit = GeometryLimits.positionLimit(levels: event.participants.count)
                open?.resolvedTargetOffset = try value(event, "resolvedTargetContentOffset", line: item.line) {
                    GeometryLimits.positionProblem($0, limit: limit)
                }
            case "didEndDragging":
                guard open?.release != nil else { continue }
                let value = try detail(event, "willDecelerate", line: item.line)
                guard value == "true" || value == "false" else {
                    throw TraceLogError(
                        line: item.line, field: "details.willDecelerate",
                        reason: "\(value) is not \"true\" or \"false\" (sequence \(event.sequence))")
                }
                if value == "false" { pendingEnd = i }
            case "willMoveToDisplayHeight":
                pendingEnd = nil
            case let name where settleCallbacks.contains(name):
                if open?.release != nil { close(.settled(i)) }
            default:
                continue
            }
        }
        if let end = pendingEnd { close(.settled(end)) } else { close(.logEnds) }
        return found
    }

    static func detail(_ event: TraceEvent, _ key: String, line: Int) throws(TraceLogError) -> String {
        guard let value = event.details[key] else {
            throw TraceLogError(
                line: line, field: "details.\(key)",
                reason: "missing from \(event.callback) (sequence \(event.sequence))")
        }
        return value
    }

    /// The y of a `"x,y"` detail whose x and y both pass `check` (``GeometryLimits``: a velocity in pt/ms, an
    /// offset in points).
    static func value(_ event: TraceEvent, _ key: String, line: Int, _ check: (Double) -> String?)
        throws(TraceLogError) -> Double
    {
        let (x, y) = try point(event, key, line: line)
        if let why = check(x) ?? check(y) {
            throw TraceLogError(
                line: line, field: "details.\(key)", reason: "\(why) (sequence \(event.sequence))")
        }
        return y
    }

    /// A `"x,y"` detail as two numbers.
    static func point(_ event: TraceEvent, _ key: String, line: Int) throws(TraceLogError) -> (x: Double, y: Double) {
        let text = try detail(event, key, line: line)
        guard let point = point(text) else {
            throw TraceLogError(
                line: line, field: "details.\(key)",
                reason: "\(text) is not \"x,y\" in points (sequence \(event.sequence))")
        }
        return point
    }

    /// The two finite decimal numbers of a `"x,y"` detail (``DecimalText``: no hexadecimal), or nil.
    public static func point(_ text: String) -> (x: Double, y: Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = DecimalText.number(parts[0]), let y = DecimalText.number(parts[1]),
            x.isFinite, y.isFinite
        else { return nil }
        return (x, y)
    }
}
