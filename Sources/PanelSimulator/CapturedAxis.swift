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
    /// The participants' names (the scenario's), aligned with ``participantIDs``.
    var participantNames: [String] = []
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

    /// How the last placed frame's overscroll was allocated; with the cursor it gives the shown frame (read on
    /// demand: a sweep never reads most of it).
    private var allocation: OverscrollAllocation

    /// The outer offset shown in the last placed frame, points.
    var outerOffset: Double { allocation.shownOuterOffset }
    /// The display height shown in the last placed frame, points.
    var displayHeight: Double { allocation.shownDisplayHeight(cursor.displayHeight) }
    /// The panel's origin in the last placed frame, points.
    var panelOriginY: Double { allocation.shownInnerValue(cursor.panelOriginY) }
    /// Overscroll shift applied to the primary participant's offset (points).
    var primaryShift: Double { allocation.owner == .innerScrollView ? allocation.innerShift : 0 }
    /// Who took the last placed frame's overscroll (``OverscrollOwner/none`` inside the range).
    var overscrollOwner: OverscrollOwner { allocation.owner }

    /// The index in ``participantIDs`` of who moves in the last placed frame (the primary while it takes the
    /// overscroll), or nil for the panel: a plain integer, cheap to keep per frame.
    var ownerIndex: Int? {
        allocation.owner == .innerScrollView && primaryIndex != nil ? primaryIndex : cursor.activeParticipantIndex
    }

    /// Who moves in the last placed frame.
    var owner: AxisOwner { ownerIndex.map { .participant(participantIDs[$0]) } ?? .panel }

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
        allocation = OverscrollAllocation(range.minimum, range: range, policy: bounce, primaryBounces: false)
    }

    /// Places the frame at outer offset `y` (points), overscroll allocated by ScrollAxis's §8 rule, and returns
    /// the offset actually shown (a clamped host shows the bound).
    @discardableResult
    mutating func place(_ y: Double) -> Double {
        allocation = cursor.moveAllocatingOverscroll(
            to: y, range: range, policy: bounce, primaryIndex: primaryIndex, primaryBounces: primaryBounces,
            changes: &changes)
        return allocation.shownOuterOffset
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
