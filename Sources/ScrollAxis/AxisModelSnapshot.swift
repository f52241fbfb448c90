// ScrollAxis/AxisModelSnapshot: the caller's description of an axis (participant slices, anchors, viewport) before it
// is built.

/// One participant slice as the caller describes it (docs/model.md §3): while the panel is held at
/// `displayHeight`, participant `id` scrolls from `innerStart` to `innerEnd`.
public struct ParticipantSliceSnapshot: Hashable, Sendable {
    /// The participant that scrolls in this slice.
    public var id: ParticipantID
    /// The panel's display height while this slice scrolls, in points.
    public var displayHeight: SourceScalar
    /// The participant's content offset where the slice starts, in points.
    public var innerStart: SourceScalar
    /// The participant's content offset where the slice ends, in points (≥ `innerStart`).
    public var innerEnd: SourceScalar

    /// Creates a slice.
    public init(id: ParticipantID, displayHeight: SourceScalar, innerStart: SourceScalar, innerEnd: SourceScalar) {
        self.id = id
        self.displayHeight = displayHeight
        self.innerStart = innerStart
        self.innerEnd = innerEnd
    }
}

/// Everything the builder needs to make an ``AxisModel`` (docs/model.md §3–§4).
public struct AxisModelSnapshot: Hashable, Sendable {
    /// The host viewport height V, in points (finite, > 0).
    public var viewportHeight: Double
    /// Pixels per point (finite, > 0); the band is one pixel.
    public var displayScale: Double
    /// Detent display heights in points, strictly increasing after conversion.
    public var detents: [SourceScalar]
    /// Every participant's id, unique, in the order participant offsets are reported.
    public var participantOrder: [ParticipantID]
    /// The participant slices in composite-axis order.
    public var slices: [ParticipantSliceSnapshot]

    /// Creates a snapshot.
    public init(
        viewportHeight: Double, displayScale: Double, detents: [SourceScalar],
        participantOrder: [ParticipantID], slices: [ParticipantSliceSnapshot]
    ) {
        self.viewportHeight = viewportHeight
        self.displayScale = displayScale
        self.detents = detents
        self.participantOrder = participantOrder
        self.slices = slices
    }
}
