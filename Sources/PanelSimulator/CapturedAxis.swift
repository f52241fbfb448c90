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

    /// The state of the last placed frame.
    private(set) var outerOffset = 0.0
    private(set) var displayHeight = 0.0
    private(set) var panelOriginY = 0.0
    private(set) var owner = AxisOwner.panel
    /// Overscroll shift applied to the primary participant's offset (points).
    private(set) var primaryShift = 0.0

    init(model: AxisModel, range: OuterRange, bounce: BouncePolicy, primary: ParticipantID?, primaryBounces: Bool) {
        self.model = model
        self.range = range
        self.bounce = bounce
        self.primaryIndex = primary.flatMap { model.reportedParticipants.firstIndex(of: $0) }
        self.primaryBounces = primaryBounces && primaryIndex != nil
        cursor = ProjectionCursor(model: model)
        changes = cursor.makeChanges()
    }

    /// The outer offset at which the axis shows display height `h` (points) before any participant has scrolled
    /// past: the panel passes every participant segment held below `h`.
    func outerOffset(forDisplayHeight h: Double) -> Double {
        var consumed = 0.0
        for i in model.participantSegmentIndices where model.segments[i].displayHeight < h {
            consumed += model.segments[i].innerLength
        }
        return h - model.viewportHeight + consumed
    }

    /// Places the frame at outer offset `y` (points) and returns the offset actually shown (a clamped host shows
    /// the bound).
    @discardableResult
    mutating func place(_ y: Double) -> Double {
        primaryShift = 0
        if y >= range.minimum && y <= range.maximum {
            cursor.move(to: y, changes: &changes)
            outerOffset = y
            displayHeight = cursor.displayHeight
            panelOriginY = cursor.panelOriginY
            owner = cursor.activeOwner
            return y
        }
        let top = y < range.minimum
        let bound = top ? range.minimum : range.maximum
        let extent = top ? range.minimum - y : y - range.maximum
        cursor.move(to: bound, changes: &changes)
        panelOriginY = cursor.panelOriginY
        displayHeight = cursor.displayHeight
        owner = cursor.activeOwner
        switch bounce.overscrollOwner(atTop: top, primaryBounces: primaryBounces) {
        case .panel:
            displayHeight = top ? displayHeight - extent : displayHeight + extent
            owner = .panel
        case .innerScrollView:
            primaryShift = top ? -extent : extent
            panelOriginY += primaryShift
            if let k = primaryIndex { owner = .participant(model.reportedParticipants[k]) }
        case .clamped, .none:
            outerOffset = bound
            return bound
        }
        outerOffset = y
        return y
    }

    /// Participant `k`'s offset in the last placed frame, points.
    @inline(__always)
    func participantOffset(_ k: Int) -> Double {
        cursor.participantOffset(at: k) + (k == primaryIndex ? primaryShift : 0)
    }

    /// Whether the last placed frame is consumed by a participant segment (the host then uses the inner rate).
    var isInsideParticipant: Bool { cursor.activeParticipantIndex != nil }
}
