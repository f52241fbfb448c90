import ScrollAxis

/// The axis captured at touch-down: the model, its legal range, and a cursor that places the panel and the
/// participants for each frame, allocating overscroll by the bounce policy (docs/model.md §8). Allocation-free
/// per frame once built.
struct CapturedAxis {
    /// The built model.
    let model: AxisModel
    /// The legal outer range.
    let range: OuterRange
    /// The bounce policy.
    let bounce: BouncePolicy
    /// The primary participant's index in `model.reportedParticipants`, or nil.
    let primaryIndex: Int?
    /// Whether the primary participant bounces.
    let primaryBounces: Bool
    /// The per-frame cursor.
    var cursor: ProjectionCursor
    /// Caller-owned storage for the cursor's change report.
    var changes: ProjectionChanges
    /// Every reported participant: the model's, then the chain levels that are not on the axis this gesture (held
    /// at their offsets: a list the handoff mode or the offset-mismatch policy left out).
    let participantIDs: [ParticipantID]
    /// The held levels' offsets, points, aligned with the tail of ``participantIDs``.
    private(set) var heldOffsets: [Double]
    /// Where the gesture starts when it starts inside the primary's segment (its offset decides), outer offset in
    /// points; nil: the panel stretch's offset for the start height.
    var startOffsetOverride: Double?
    /// What the capture did about a mismatched list offset, if anything.
    var mismatch: OffsetMismatch?
    /// The scenario's detents as the model reads them (Float32), points: also when this gesture's model has none
    /// (the comment pop-up's shown/dismissed, a list scrolling alone).
    var detentHeights: [Double] = []

    /// The state of the last placed frame.
    private(set) var outerOffset = 0.0
    private(set) var displayHeight = 0.0
    private(set) var panelOriginY = 0.0
    private(set) var owner = AxisOwner.panel
    /// Overscroll shift applied to the primary participant's offset (points).
    private(set) var primaryShift = 0.0
    /// Who took the last placed frame's overscroll (``OverscrollOwner/none`` inside the range).
    private(set) var overscrollOwner = OverscrollOwner.none

    init(
        model: AxisModel, range: OuterRange, bounce: BouncePolicy, primary: ParticipantID?, primaryBounces: Bool,
        held: [(id: ParticipantID, offset: Double)] = []
    ) {
        self.model = model
        participantIDs = model.reportedParticipants + held.map(\.id)
        heldOffsets = held.map(\.offset)
        self.range = range
        self.bounce = bounce
        self.primaryIndex = primary.flatMap { model.reportedParticipants.firstIndex(of: $0) }
        self.primaryBounces = primaryBounces && primaryIndex != nil
        cursor = ProjectionCursor(model: model)
        changes = cursor.makeChanges()
    }

    /// Places the frame at outer offset `y` (points), overscroll allocated by ScrollAxis's §8 rule, and returns
    /// the offset actually shown (a clamped host shows the bound).
    @discardableResult
    mutating func place(_ y: Double) -> Double {
        let allocation = cursor.moveAllocatingOverscroll(
            to: y, range: range, policy: bounce, primaryIndex: primaryIndex, primaryBounces: primaryBounces,
            changes: &changes)
        primaryShift = allocation.owner == .innerScrollView ? allocation.innerShift : 0
        displayHeight = allocation.shownDisplayHeight(cursor.displayHeight)
        panelOriginY = allocation.shownInnerValue(cursor.panelOriginY)
        if allocation.owner == .innerScrollView, let k = primaryIndex {
            owner = .participant(model.reportedParticipants[k])
        } else {
            owner = cursor.activeOwner
        }
        overscrollOwner = allocation.owner
        outerOffset = allocation.shownOuterOffset
        return outerOffset
    }

    /// Sets held level `k`'s offset (the comment pop-up's table while the finger scrolls it), points. In place:
    /// no allocation once the axis is the only owner of its storage.
    mutating func setHeldOffset(_ k: Int, _ value: Double) {
        if heldOffsets.indices.contains(k) { heldOffsets[k] = value }
    }

    /// Participant `k`'s offset in the last placed frame, points.
    @inline(__always)
    func participantOffset(_ k: Int) -> Double {
        let n = cursor.participantCount
        if k >= n { return heldOffsets[k - n] }
        let offset = cursor.participantOffset(at: k)
        return k == primaryIndex && overscrollOwner == .innerScrollView ? offset + primaryShift : offset
    }

    /// Whether the last placed frame is consumed by a participant segment (the host then uses the inner rate).
    var isInsideParticipant: Bool { cursor.activeParticipantIndex != nil }
}
