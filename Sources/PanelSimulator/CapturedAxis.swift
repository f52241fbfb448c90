import Scenario
// PanelSimulator/CapturedAxis: the axis captured at touch-down: the model, its legal range and the cursor that places
// panel and lists.
import ScrollAxis

/// The axis captured at touch-down: the model, its legal range, and a cursor that places the panel and the
/// participants for each frame, allocating overscroll by the bounce policy (docs/model.md §8). Allocation-free
/// per frame once built.
struct CapturedAxis {
    /// What a capture fixes, kept by reference: a copy of the axis shares it in one word instead of hundreds of
    /// bytes of fields (a sweep's cached stepper keeps one axis from cell to cell, ``CaptureCache``).
    private final class Shape {
        let model: AxisModel
        let range: OuterRange
        let bounce: BouncePolicy
        let primaryIndex: Int?
        let primaryBounces: Bool
        let participantIDs: [ParticipantID]
        var participantNames: [String] = []
        var startOffsetOverride: Double?
        var mismatch: OffsetMismatch?
        var detentHeights: [Double] = []

        init(
            model: AxisModel, range: OuterRange, bounce: BouncePolicy, primaryIndex: Int?, primaryBounces: Bool,
            participantIDs: [ParticipantID]
        ) {
            self.model = model
            self.range = range
            self.bounce = bounce
            self.primaryIndex = primaryIndex
            self.primaryBounces = primaryBounces
            self.participantIDs = participantIDs
        }

        /// A copy to change (the capture sets the settable fields before any other copy exists).
        func copy() -> Shape {
            let copy = Shape(
                model: model, range: range, bounce: bounce, primaryIndex: primaryIndex, primaryBounces: primaryBounces,
                participantIDs: participantIDs)
            copy.participantNames = participantNames
            copy.startOffsetOverride = startOffsetOverride
            copy.mismatch = mismatch
            copy.detentHeights = detentHeights
            return copy
        }
    }

    private var shape: Shape

    /// The shape, copied first when another axis shares it.
    private mutating func uniqueShape() -> Shape {
        if !isKnownUniquelyReferenced(&shape) { shape = shape.copy() }
        return shape
    }

    /// The built model.
    var model: AxisModel { shape.model }
    /// The legal outer range.
    var range: OuterRange { shape.range }
    /// The bounce policy.
    var bounce: BouncePolicy { shape.bounce }
    /// The primary participant's index in `model.reportedParticipants`, or nil.
    var primaryIndex: Int? { shape.primaryIndex }
    /// Whether the primary participant bounces.
    var primaryBounces: Bool { shape.primaryBounces }
    /// The per-frame cursor.
    var cursor: ProjectionCursor
    /// Caller-owned storage for the cursor's change report.
    var changes: ProjectionChanges
    /// Every reported participant: the model's, then the chain levels that are not on the axis this gesture (held
    /// at their offsets: a list the handoff mode or the offset-mismatch policy left out).
    var participantIDs: [ParticipantID] { shape.participantIDs }
    /// The participants' names (the scenario's), aligned with ``participantIDs``.
    var participantNames: [String] {
        get { shape.participantNames }
        set { uniqueShape().participantNames = newValue }
    }
    /// The held levels' offsets, points, aligned with the tail of ``participantIDs``.
    private(set) var heldOffsets: [Double]
    /// Where the gesture starts when it starts inside the primary's segment (its offset decides), outer offset in
    /// points; nil: the panel stretch's offset for the start height.
    var startOffsetOverride: Double? {
        get { shape.startOffsetOverride }
        set { uniqueShape().startOffsetOverride = newValue }
    }
    /// What the capture did about a mismatched list offset, if anything.
    var mismatch: OffsetMismatch? {
        get { shape.mismatch }
        set { uniqueShape().mismatch = newValue }
    }
    /// The scenario's detents as the model reads them (Float32), points: also when this gesture's model has none
    /// (the comment pop-up's shown/dismissed, a list scrolling alone).
    var detentHeights: [Double] {
        get { shape.detentHeights }
        set { uniqueShape().detentHeights = newValue }
    }

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
        let primaryIndex = primary.flatMap { model.reportedParticipants.firstIndex(of: $0) }
        shape = Shape(
            model: model, range: range, bounce: bounce, primaryIndex: primaryIndex,
            primaryBounces: primaryBounces && primaryIndex != nil,
            participantIDs: model.reportedParticipants + held.map(\.id))
        heldOffsets = held.map(\.offset)
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

    /// What ``place(_:)`` shows for an outer offset, as a small value (read without moving the cursor).
    var shownOffset: ShownOffset {
        ShownOffset(range: range, bounce: bounce, primaryBounces: primaryBounces && primaryIndex != nil)
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

/// The offset a captured axis shows for an outer offset: the offset itself, or the bound when the host clamps
/// (ScrollAxis's overscroll allocation, as ``CapturedAxis/place(_:)`` applies it).
struct ShownOffset {
    let range: OuterRange
    let bounce: BouncePolicy
    /// Whether a captured primary participant bounces.
    let primaryBounces: Bool

    /// The shown offset for outer offset `y`, points.
    @inline(__always)
    func callAsFunction(_ y: Double) -> Double {
        OverscrollAllocation(y, range: range, policy: bounce, primaryBounces: primaryBounces).shownOuterOffset
    }
}
