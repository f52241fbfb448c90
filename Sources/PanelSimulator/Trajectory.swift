import ScrollAxis

/// What the panel is doing in a frame.
public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// The finger is down.
    case tracking
    /// A deceleration (natural or retargeted) runs.
    case decelerating
    /// A view animation (spring or timing curve) runs.
    case animating
    /// A spring returns the axis from overscroll to the edge.
    case bouncing
    /// At rest on the target.
    case settled
}

/// One simulated frame. Points, seconds.
public struct Frame: Hashable, Sendable {
    /// Seconds since touch-down.
    public var time: Double
    /// The outer offset Y, points.
    public var outerOffset: Double
    /// The visible panel height H, points.
    public var displayHeight: Double
    /// The panel's top in the host's content, points.
    public var panelOriginY: Double
    /// Who moves at this offset.
    public var owner: AxisOwner
    /// What the panel is doing.
    public var phase: Phase
}

/// The outcome of one gesture, in numbers.
public struct TrajectorySummary: Hashable, Sendable {
    /// Seconds from touch-down to release.
    public var releaseTime: Double
    /// Display height at release, points.
    public var releaseHeight: Double
    /// Outer offset at release, points.
    public var releaseOuterOffset: Double
    /// Release velocity, points per millisecond (UIKit's unit; positive = expanding).
    public var releaseVelocity: Double
    /// The target outer offset, points.
    public var targetOuterOffset: Double
    /// The target display height, points.
    public var targetHeight: Double
    /// Index of the detent the target lands on (within one pixel), or nil.
    public var targetDetentIndex: Int?
    /// The solver's classification, nil for policies that do not use it.
    public var scrollType: ScrollType?
    /// How the movement ran.
    public var movement: Phase
    /// Seconds from release until the panel stays within half a pixel of the target and at rest.
    public var settleTime: Double
    /// How far the motion passes the target in its direction of travel, points (≥ 0).
    public var overshoot: Double
    /// The largest outer-offset speed after release, points per second.
    public var peakSpeed: Double
    /// Start velocity of the movement minus the release velocity, points per second: how unnatural the
    /// target feels (0 for a natural deceleration).
    public var velocityJump: Double
    /// For motions that cross the header/body handoff of a home container: the fraction of the speed kept there
    /// (1 = continuous, 0 = stopped); nil when no handoff is crossed.
    public var momentumKeptAtHandoff: Double?
    /// Frames simulated (stored or not).
    public var frameCount: Int
}

/// Panel height over time for one gesture: frames, participant offsets and a summary.
public struct Trajectory: Sendable {
    /// The scenario's name.
    public var scenarioName: String
    /// The participants whose offsets are recorded, in column order.
    public var participantIDs: [ParticipantID]
    /// The frames (empty when the run recorded only the summary).
    public var frames: [Frame]
    /// Participant offsets, frame-major: `participantOffsets[f * participantIDs.count + k]`, points.
    public var participantOffsets: [Double]
    /// Detent display heights (for plots), points.
    public var detents: [Double]
    /// The summary.
    public var summary: TrajectorySummary

    /// Participant `k`'s offset in frame `f`, points.
    public func offset(frame f: Int, participant k: Int) -> Double {
        participantOffsets[f * participantIDs.count + k]
    }

    /// The frames as CSV: a header row (`time_s, outer_offset_pt, display_height_pt, panel_origin_pt, owner,
    /// phase, offset_<id>_pt…`), then one row per frame. Numbers use Swift's shortest round-trip form.
    public func csv() -> String {
        var out = "time_s,outer_offset_pt,display_height_pt,panel_origin_pt,owner,phase"
        for id in participantIDs { out += ",offset_\(id)_pt" }
        out += "\n"
        let n = participantIDs.count
        for (f, frame) in frames.enumerated() {
            let owner = frame.owner.participantID.map { "\($0)" } ?? "panel"
            out +=
                "\(frame.time),\(frame.outerOffset),\(frame.displayHeight),\(frame.panelOriginY),\(owner),\(frame.phase.rawValue)"
            for k in 0..<n { out += ",\(participantOffsets[f * n + k])" }
            out += "\n"
        }
        return out
    }
}
