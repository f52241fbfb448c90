// ScrollAxis/AxisSegment: one built segment of the composite axis: a zero-length panel anchor or a participant's slice.

/// One built segment of the composite axis (docs/model.md §3.1): a zero-length panel anchor or a
/// participant segment. All values in points.
public struct AxisSegment: Hashable, Sendable, CustomStringConvertible {
    /// `.panel` for a detent anchor, else the participant that scrolls here.
    public var owner: AxisOwner
    /// The panel's display height at this segment: the detent, or the slice's held height.
    public var displayHeight: Double
    /// Outer offset where the segment starts (a).
    public var outerStart: Double
    /// Outer offset where the segment ends (b = a + inner length).
    public var outerEnd: Double
    /// The participant's content offset at `outerStart` (0 for a panel anchor).
    public var innerStart: Double
    /// The participant's content offset at `outerEnd` (0 for a panel anchor).
    public var innerEnd: Double

    /// Creates a segment.
    public init(
        owner: AxisOwner, displayHeight: Double, outerStart: Double, outerEnd: Double,
        innerStart: Double, innerEnd: Double
    ) {
        self.owner = owner
        self.displayHeight = displayHeight
        self.outerStart = outerStart
        self.outerEnd = outerEnd
        self.innerStart = innerStart
        self.innerEnd = innerEnd
    }

    /// True for a detent anchor, which projection never traverses.
    @inlinable public var isPanelAnchor: Bool { owner == .panel }
    /// `innerEnd − innerStart`, in points.
    @inlinable public var innerLength: Double { innerEnd - innerStart }

    /// `participant(1) H 300 @ -300…-100 (inner 0…200)`.
    public var description: String {
        if isPanelAnchor { return "panel H \(displayHeight) @ \(outerStart)" }
        return "\(owner) H \(displayHeight) @ \(outerStart)…\(outerEnd) (inner \(innerStart)…\(innerEnd))"
    }
}
