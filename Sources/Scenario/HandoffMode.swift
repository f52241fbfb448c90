// Scenario/HandoffMode: who handles a touch that lands on the inner list.
import Support

/// Who handles a touch that lands on the inner list (docs/feel-parameters.md §5). Touches on the panel's header
/// always drive the composite axis.
public enum HandoffMode: String, Hashable, Sendable, CaseIterable {
    /// The host pan drives panel and inner offsets as one axis (the default).
    case coordinated
    /// The inner scroll view handles the gesture alone; the panel does not move (OC `innerScrollViewFirst`).
    case innerFirst
    /// The inner view wins when it can still scroll in the gesture's direction at touch-down; at its edge the panel
    /// pan begins and drives the composite axis (OC `innerScrollViewFirstButCanDrag`). Decided once per gesture,
    /// as a pan recognizer decides when it begins.
    case innerFirstAtBoundary
}

/// What to do when the inner list's offset at touch-down does not match the segment for the current height
/// (docs/feel-parameters.md §5): the panel sits below the list's segment while the list is scrolled
/// away from its start, or above it while the list is not at its end.
public enum OffsetMismatchPolicy: String, Hashable, Sendable, CaseIterable {
    /// Keep the inner offset; the panel moves alone in this gesture and the list is not captured until a gesture
    /// starts where its offset is valid (OC default).
    case waitForValidSegment
    /// Reset the inner offset to the segment's boundary at touch-down, then drive the axis as usual (OC
    /// `autoResetInnerSVOffsetWhenAttachMiss`).
    case restoreToBoundary
    /// Build a temporary segment that starts (below) or ends (above) at the current inner offset, so the list
    /// continues from where it is (OC `allowInnerSVWhenAttachMiss`).
    case continueFromCurrentOffset
}

/// What the capture found and did about the inner offset at touch-down (reported in the outcome).
public struct OffsetMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The list's name.
    public var participant: String
    /// Its content offset at touch-down, points.
    public var found: Double
    /// The offset the segment expects at the start height (its start below the segment, its end above), points.
    public var expected: Double
    /// The policy applied.
    public var policy: OffsetMismatchPolicy

    /// Creates a report.
    public init(participant: String, found: Double, expected: Double, policy: OffsetMismatchPolicy) {
        self.participant = participant
        self.found = found
        self.expected = expected
        self.policy = policy
    }

    /// `table at 300 pt, the segment expects 0 pt: waitForValidSegment`.
    public var description: String {
        let action: String
        switch policy {
        case .waitForValidSegment: action = "kept; the panel moves alone this gesture (waitForValidSegment)"
        case .restoreToBoundary: action = "reset to the segment's boundary at touch-down (restoreToBoundary)"
        case .continueFromCurrentOffset:
            action = "a temporary segment continues from it (continueFromCurrentOffset)"
        }
        return "\(participant) at \(NumberFormat.plain(found)) pt where its segment expects "
            + "\(NumberFormat.plain(expected + 0)) pt: \(action)"
    }
}
