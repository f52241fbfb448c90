import Scenario
// PanelSimulator/Trajectory: what a run recorded: its frames, their phases and its outcome.
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

/// Panel height over time for one gesture: frames, participant offsets and the outcome.
public struct Trajectory: Sendable {
    /// The scenario's name.
    public var scenarioName: String
    /// The participants whose offsets are recorded, in column order.
    public var participantIDs: [ParticipantID]
    /// Their names from the scenario (``Scenario/participantName(level:)``), aligned with ``participantIDs``.
    public var participantNames: [String]
    /// The frames (empty when the run recorded only the summary).
    public var frames: [Frame]
    /// Participant offsets, frame-major: `participantOffsets[f * participantIDs.count + k]`, points.
    public var participantOffsets: [Double]
    /// The system that decided the release.
    public var policy: ReleasePolicy
    /// Detent display heights (for plots), points.
    public var detents: [Double]
    /// What the gesture came to.
    public var outcome: Outcome
    /// The gesture's phases, whose frames are ``frames`` (frame i shows the phase containing it,
    /// ``GesturePhases/phase(containingFrame:)``); nil for a trajectory not run as one gesture (a script's).
    public var phases: GesturePhases?

    /// Participant `k`'s offset in frame `f`, points.
    public func offset(frame f: Int, participant k: Int) -> Double {
        participantOffsets[f * participantIDs.count + k]
    }

    /// The name of `owner`: `panel`, or the participant's name.
    public func name(of owner: AxisOwner) -> String {
        guard let id = owner.participantID, let k = participantIDs.firstIndex(of: id) else { return "panel" }
        return participantNames[k]
    }
}
