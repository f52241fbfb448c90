// Analysis/Trace/TraceRecording: a simulated run written as the BODragScroll demo's trace (`--trace-out`).
import DeviceTrace
import PanelSimulator
import Scenario

/// A ``Trajectory`` as the demo's recorder would have printed it, so that a simulated run can be read back by the
/// trace importer (the round trip: a run written and replayed gives zero error).
public enum TraceRecording {
    /// The implementation name written: the reader accepts only the demo's `Swift` and `OC`, and the simulator
    /// reproduces the Swift rewrite's rules.
    public static let implementation = "Swift"

    /// The reason the `ready` event of a written run gives: it marks the log as simulated, not recorded on a device.
    public static let simulatedReadyReason = "simulation"

    /// Whether `session` was written by ``flushes(of:scenario:)`` (its `ready` event gives
    /// ``simulatedReadyReason``) rather than recorded by the demo on a device.
    public static func isSimulated(_ session: TraceSession) -> Bool {
        session.events.contains { $0.event.callback == "ready" && $0.event.details["reason"] == simulatedReadyReason }
    }

    /// The scene name written for a scenario: `DragScrollLab.<scenario>` (the demo writes its view controller's type).
    public static func scene(for scenario: Scenario) -> String { "DragScrollLab.\(scenario.name)" }

    /// The flushes of `trajectory` (simulated from `scenario`): a `ready` flush (`sizeForPanel`, `ready`), then one
    /// gesture flush — `willBeginDragging` at touch-down, a `didScroll` per later frame of the drag,
    /// `willEndDragging` at the release with its velocity and the resting outer offset as the resolved target,
    /// `didEndDragging`, a `didScroll` per frame of the movement (its `source` is the simulator's phase), and the
    /// callback that ends the movement (`didEndDecelerating`, `didFinishMovement` for a view animation, none for a
    /// release that does not move). Times are seconds since touch-down; the host's offset is the outer offset Y, the
    /// panel's top P = V + Y − H, presentation values equal the model values, widths are 0 (not simulated).
    public static func flushes(of trajectory: Trajectory, scenario: Scenario) -> [TraceWriter.Flush] {
        let frames = trajectory.frames
        guard let first = frames.first else { return [] }
        let outcome = trajectory.outcome
        var sequence = 0
        func event(_ callback: String, _ f: Int, details: [String: String] = [:], phase: Phase? = nil) -> TraceEvent {
            sequence += 1
            let frame = frames[f]
            let phase = phase ?? frame.phase
            let moving = phase == .decelerating || phase == .bouncing
            let tracking = phase == .tracking
            let participants = trajectory.participantNames.indices.map { k in
                snapshot(
                    name: trajectory.participantNames[k], offset: trajectory.offset(frame: f, participant: k),
                    level: level(named: trajectory.participantNames[k], in: scenario), moving: moving,
                    tracking: tracking)
            }
            let host = TraceScrollSnapshot(
                name: "host", identifier: "host", offsetY: finite(frame.outerOffset), contentHeight: 0,
                boundsHeight: scenario.viewportHeight, presentationOffsetY: finite(frame.outerOffset),
                isTracking: tracking, isDragging: tracking, isDecelerating: moving)
            let p = finite(frame.panelOriginY)
            let panel = TracePanelSnapshot(
                frameMinY: p, centerY: p + scenario.panelHeight / 2, layerPositionY: p + scenario.panelHeight / 2,
                presentationFrameMinY: p, presentationVisualMinY: p - finite(frame.outerOffset))
            return TraceEvent(
                sequence: sequence, elapsed: frame.time, scene: scene(for: scenario), implementation: implementation,
                callback: callback, displayHeight: finite(frame.displayHeight),
                isAnimatingDisplayHeight: phase == .animating, host: host, panel: panel, participants: participants,
                details: details)
        }
        let h0 = TraceWriter.number(first.displayHeight)
        let ready = [
            event(
                "sizeForPanel", 0,
                details: [
                    "firstLayout": "true", "proposedBefore": h0, "proposedAfter": h0,
                    "result": TraceWriter.point(x: 0, y: scenario.panelHeight),
                ], phase: .settled),
            event("ready", 0, details: ["reason": simulatedReadyReason], phase: .settled),
        ]
        let release = frames.lastIndex(where: { $0.phase == .tracking && $0.time <= outcome.releaseTime }) ?? 0
        var touch = [event("willBeginDragging", 0, phase: .tracking)]
        for f in 1..<(release + 1) { touch.append(event("didScroll", f, details: ["source": "tracking"])) }
        let moves = release + 1 < frames.count
        touch.append(
            event(
                "willEndDragging", release,
                details: [
                    "velocity": TraceWriter.point(x: 0, y: finite(outcome.releaseVelocity.value)),
                    "resolvedTargetContentOffset": TraceWriter.point(x: 0, y: finite(outcome.restingOuterOffset)),
                ]))
        let decelerates = outcome.movement != .animating && outcome.movement != .settled
        touch.append(
            event("didEndDragging", release, details: ["willDecelerate": moves && decelerates ? "true" : "false"]))
        for f in (release + 1)..<frames.count {
            touch.append(event("didScroll", f, details: ["source": frames[f].phase.rawValue]))
        }
        var reason = "didEndDragging"
        if moves {
            reason = decelerates ? "didEndDecelerating" : "didFinishMovement"
            let landing = TraceWriter.number(outcome.landingHeight)
            touch.append(
                event(
                    reason, frames.count - 1,
                    details: decelerates
                        ? [:]
                        : ["requested": landing, "final": landing, "reason": "release", "outcome": "finished"]))
        }
        return [TraceWriter.Flush(reason: "ready", events: ready), TraceWriter.Flush(reason: reason, events: touch)]
    }

    /// The demo's console text for `trajectory` (``flushes(of:scenario:)`` printed).
    public static func text(of trajectory: Trajectory, scenario: Scenario) throws -> String {
        try TraceWriter.text(
            flushes(of: trajectory, scenario: scenario), scene: scene(for: scenario), implementation: implementation)
    }

    static func level(named name: String, in scenario: Scenario) -> ChainLevel? {
        scenario.chain.indices.first { scenario.participantName(level: $0) == name }.map { scenario.chain[$0] }
    }

    static func snapshot(name: String, offset: Double, level: ChainLevel?, moving: Bool, tracking: Bool)
        -> TraceScrollSnapshot
    {
        TraceScrollSnapshot(
            name: name, identifier: name, offsetY: finite(offset), contentHeight: level?.contentHeight ?? 0,
            boundsHeight: level?.viewportHeight ?? 0, presentationOffsetY: finite(offset), isTracking: tracking,
            isDragging: tracking, isDecelerating: moving)
    }

    /// The demo writes a non-finite value as 0.
    static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
