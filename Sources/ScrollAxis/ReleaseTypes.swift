// ScrollAxis/ReleaseTypes: how a release was classified, and the request and decision types of the solver.

/// How a release was classified (docs/model.md §9, with the Objective-C case numbers).
public enum ScrollType: String, Hashable, Sendable {
    /// Passthrough: UIKit's prediction is kept (no detents, or snapping bypassed).
    case none
    /// From inside a participant segment to inside one (OC 11).
    case participantToParticipant
    /// From inside a participant segment to anywhere else, or a cross-segment fling that was redirected (OC 12).
    case participantToPanel
    /// From a panel region into a participant segment (OC 21).
    case panelToParticipant
    /// From a panel region to a panel region (OC 22).
    case panelToPanel
    /// The host is already past a bound and returns to it (OC 32); a label only, UIKit does the bounce.
    case bounceReturn
}

/// One drag release, as UIKit's `scrollViewWillEndDragging` reports it on the host (docs/model.md §9).
public struct ReleaseRequest: Hashable, Sendable {
    /// The host's outer offset at release (`contentOffset.y`), in points.
    public var currentOuterOffset: Double
    /// UIKit's predicted resting outer offset (`targetContentOffset.y`), in points.
    public var proposedOuterOffset: Double
    /// Release velocity in points per **millisecond** (UIKit's unit); positive = outer offset increasing
    /// (panel expanding).
    public var velocity: Double
    /// The host's lowest legal outer offset (−contentInset.top), in points.
    public var minimumOuterOffset: Double
    /// The host's highest legal outer offset, in points.
    public var maximumOuterOffset: Double
    /// The behaviour provider's bypass answer: true bypasses snapping, false forces snapping (ignoring
    /// ``FeelParameters/nonSnappingRanges``), nil consults the ranges.
    public var nonSnappingOverride: Bool?

    /// Creates a release request (offsets in points, velocity in pt/ms).
    public init(
        currentOuterOffset: Double, proposedOuterOffset: Double, velocity: Double,
        minimumOuterOffset: Double, maximumOuterOffset: Double, nonSnappingOverride: Bool? = nil
    ) {
        self.currentOuterOffset = currentOuterOffset
        self.proposedOuterOffset = proposedOuterOffset
        self.velocity = velocity
        self.minimumOuterOffset = minimumOuterOffset
        self.maximumOuterOffset = maximumOuterOffset
        self.nonSnappingOverride = nonSnappingOverride
    }
}

/// The solver's answer for one release (docs/model.md §9).
public struct ReleaseDecision: Hashable, Sendable, CustomStringConvertible {
    /// Where the host should come to rest, in outer-axis points.
    public var targetOuterOffset: Double
    /// The panel's display height at the target, in points: relative to the selected segment when snapping,
    /// the projection's height at the proposal on a passthrough.
    public var targetDisplayHeight: Double
    /// How the release was classified.
    public var scrollType: ScrollType
    /// The anchor the target belongs to; nil on a no-detent passthrough.
    public var selectedAnchor: AnchorPosition?
    /// Where UIKit's proposal was located; nil on a no-detent passthrough.
    public var proposedAnchor: AnchorPosition?
    /// True when a non-snapping range or a `true` override kept UIKit's proposal.
    public var bypassedSnapping: Bool

    /// Creates a decision (offsets and heights in points).
    public init(
        targetOuterOffset: Double, targetDisplayHeight: Double, scrollType: ScrollType,
        selectedAnchor: AnchorPosition?, proposedAnchor: AnchorPosition?, bypassedSnapping: Bool
    ) {
        self.targetOuterOffset = targetOuterOffset
        self.targetDisplayHeight = targetDisplayHeight
        self.scrollType = scrollType
        self.selectedAnchor = selectedAnchor
        self.proposedAnchor = proposedAnchor
        self.bypassedSnapping = bypassedSnapping
    }

    /// `→ -300.0 pt (H 300.0 pt) panelToParticipant, selected 1 inside, proposed 1 inside`.
    public var description: String {
        "→ \(targetOuterOffset) pt (H \(targetDisplayHeight) pt) \(scrollType.rawValue)"
            + ", selected \(selectedAnchor.map { $0.description } ?? "nil")"
            + ", proposed \(proposedAnchor.map { $0.description } ?? "nil")"
            + (bypassedSnapping ? ", bypassed" : "")
    }
}
