import Scenario
// PanelSimulator/Outcome: where a run comes to rest and how it got there: offsets, handoff crossings, fallbacks.
import ScrollAxis
import Units

/// One participant's content offset where the axis comes to rest, named after the scenario's chain level.
public struct NamedOffset: Hashable, Sendable {
    /// The participant's name (``ChainLevel/name`` or its default).
    public var name: String
    /// Its content offset, points.
    public var contentOffset: Double

    /// Creates a named offset.
    public init(name: String, contentOffset: Double) {
        self.name = name
        self.contentOffset = contentOffset
    }
}

/// Where the movement after release first passed from one owner of the axis to another (the panel to a list, a
/// list to the panel, one list to the next), measured on the motion itself: the speed just before and just after
/// that point. Times in seconds, offsets in points.
public struct HandoffCrossing: Hashable, Sendable {
    /// Seconds after release when the motion reached the boundary.
    public var time: Double
    /// The boundary (a participant segment's start or end), outer offset in points.
    public var outerOffset: Double
    /// Who moved before the boundary.
    public var from: String
    /// Who moves after it.
    public var to: String
    /// The motion's speed just before the boundary.
    public var speedBefore: PointsPerSecond
    /// The motion's speed just after it.
    public var speedAfter: PointsPerSecond

    /// Speed after / speed before (1 = continuous, 0 = stopped); nil when the motion arrived at rest.
    public var momentumKept: Double? {
        speedBefore.value > 0 ? speedAfter.value / speedBefore.value : nil
    }

    /// Speed after − speed before: the velocity jump at the handoff (negative = momentum lost).
    public var velocityJump: PointsPerSecond { PointsPerSecond(speedAfter.value - speedBefore.value) }
}

/// Why a scenario set to the view-animation style still moved by deceleration (docs/physics.md §12: only a panel→panel
/// release that crosses no list may animate).
public enum ViewAnimationFallback: Hashable, Sendable, CustomStringConvertible {
    /// The release was not panel→panel (the solver's classification).
    case notPanelToPanel(ScrollType)
    /// The path to the target touches a list (its segment, zero-length ones included); the list's name.
    case touchesList(String)

    /// One line for the summary.
    public var description: String {
        switch self {
        case .notPanelToPanel(let type):
            return "view animation not used: a \(type) release decelerates; only panel-to-panel ones animate"
        case .touchesList(let name):
            return "view animation not used: the move reaches where \(name) scrolls; only moves that touch no list "
                + "animate"
        }
    }
}

/// The comment pop-up's decision at release (docs/systems.md §2).
public enum PopUpOutcome: String, Hashable, Sendable, CaseIterable {
    /// The sheet animates off-screen.
    case dismissed
    /// The sheet animates back to fully shown.
    case shown
}

/// What one gesture came to: the one outcome record behind `bench trajectory`'s summary, `bench compare` and
/// `bench sweep`. Points, seconds; release velocity in pt/ms, speeds in pt/s (distinct types).
public struct Outcome: Hashable, Sendable {
    /// Seconds from touch-down to release.
    public var releaseTime: Double
    /// Display height at release, points.
    public var releaseHeight: Double
    /// Outer offset at release, points.
    public var releaseOuterOffset: Double
    /// Release velocity (UIKit's pt/ms; positive = expanding).
    public var releaseVelocity: PointsPerMillisecond
    /// The display height the panel comes to rest at, points.
    public var landingHeight: Double
    /// Index of the detent the landing height is on (within one pixel), or nil (no detents, or between them).
    public var landingDetentIndex: Int?
    /// Where the axis comes to rest, outer offset in points.
    public var restingOuterOffset: Double
    /// Each participant's content offset at rest, in chain order (primary first), named.
    public var restingContentOffsets: [NamedOffset]
    /// The solver's classification of the release (docs/model.md §9.2: which handoff it is); nil for policies that do
    /// not use the solver.
    public var scrollType: ScrollType?
    /// How the movement ran (the phase that names it).
    public var movement: Phase
    /// Seconds from release until the axis stays within ``settleThreshold`` of where it rests.
    public var settleTime: Double
    /// The settle threshold used, points (the scenario's; default half a device pixel).
    public var settleThreshold: Double
    /// How far the motion passes its resting offset in its direction of travel, points (≥ 0).
    public var overshoot: Double
    /// The largest speed of the motion after release.
    public var peakSpeed: PointsPerSecond
    /// The motion's start velocity minus the finger's release velocity (0 = continuous; the retargeting or the
    /// animation's start shows here).
    public var velocityJumpAtRelease: PointsPerSecond
    /// The first owner handoff the motion crosses after release, measured; nil when it crosses none.
    public var handoff: HandoffCrossing?
    /// The comment pop-up's decision; nil for other policies.
    public var popUp: PopUpOutcome?
    /// Why the view-animation style was not used for this release; nil when it was, or was not asked for.
    public var viewAnimationFallback: ViewAnimationFallback?
    /// The list's offset did not match its segment at touch-down, and what was done (nil when it matched).
    public var offsetMismatch: OffsetMismatch?
    /// True when the movement was still farther than ``settleThreshold`` from its target when the simulation's
    /// cap (``Scenario/maximumMovementDuration`` after release) stopped it: the axis stays where the motion was
    /// (``restingOuterOffset`` and ``landingHeight`` say where), ``settleTime`` is the time of the cut, and no frame
    /// snaps it to the target.
    public var unsettledAtCap: Bool
    /// How far the axis still was from the movement's target when the cap stopped it, points (0 unless
    /// ``unsettledAtCap``).
    public var remainingAtCap = 0.0
    /// Frames simulated (stored or not).
    public var frameCount: Int

    /// The momentum kept across ``handoff`` (speed after / speed before), or nil.
    public var momentumKeptAtHandoff: Double? { handoff?.momentumKept }

    /// The velocity jump at ``handoff``, or nil.
    public var velocityJumpAtHandoff: PointsPerSecond? { handoff?.velocityJump }

    /// The resting content offset of the participant called `name`, points, or nil.
    public func restingContentOffset(of name: String) -> Double? {
        restingContentOffsets.first { $0.name == name }?.contentOffset
    }
}

extension Outcome {
    /// A record with nothing in it yet, to be written by ``FrameStepper/writeOutcome(into:)`` (and the calls built
    /// on it): every time, offset and speed 0 (seconds, points, pt/ms and pt/s), no participant, no handoff, no
    /// frame.
    public init() {
        self.init(
            releaseTime: 0, releaseHeight: 0, releaseOuterOffset: 0, releaseVelocity: PointsPerMillisecond(0),
            landingHeight: 0, landingDetentIndex: nil, restingOuterOffset: 0, restingContentOffsets: [],
            scrollType: nil, movement: .settled, settleTime: 0, settleThreshold: 0, overshoot: 0,
            peakSpeed: PointsPerSecond(0), velocityJumpAtRelease: PointsPerSecond(0), handoff: nil, popUp: nil,
            viewAnimationFallback: nil, offsetMismatch: nil, unsettledAtCap: false, frameCount: 0)
    }
}
