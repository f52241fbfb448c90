// ScrollAxis/Overscroll: who took an outer offset past the legal range, and by how much.

/// Who took an outer offset past the legal range (docs/model.md §8).
public enum OverscrollOwner: String, Hashable, Sendable {
    /// The offset is inside the legal range: plain projection.
    case none
    /// The panel stretches (geometric height past the bound).
    case panel
    /// The primary participant bounces; the panel holds the bound's height.
    case innerScrollView
    /// Nobody may bounce: the host is clamped back to the bound.
    case clamped
}

/// A projection with overscroll allocated (§8).
public struct OverscrollProjection: Hashable, Sendable {
    /// The state to show.
    public var projection: AxisProjection
    /// Who took the overscroll.
    public var owner: OverscrollOwner
    /// Points past the violated bound (≥ 0); 0 inside the range.
    public var extent: Double
    /// When ``owner`` is ``OverscrollOwner/clamped``, the outer offset the host must be corrected to.
    public var correctedOuterOffset: Double?
}

/// How an outer offset past the legal range is shared out (docs/model.md §8): who takes it, how far, and what it
/// changes relative to the projection at the violated bound. The one home of the §8 rule; the oracle
/// (``AxisModel/projectAllocatingOverscroll(_:range:policy:primary:primaryBounces:)``) and the per-frame cursor
/// (``ProjectionCursor/moveAllocatingOverscroll(to:range:policy:primaryIndex:primaryBounces:changes:)``) both apply
/// it. Points.
public struct OverscrollAllocation: Hashable, Sendable {
    /// Who takes the overscroll (``OverscrollOwner/none`` inside the range).
    public var owner: OverscrollOwner
    /// Points past the violated bound (≥ 0); 0 inside the range.
    public var extent: Double
    /// The outer offset to project: `y` inside the range, else the violated bound.
    public var projectedOuterOffset: Double
    /// Added to the projection's display height: −extent (top) or +extent (bottom) when the panel stretches, else 0.
    public var displayHeightChange: Double
    /// Added to the primary participant's offset and to the panel origin when the primary bounces: −extent (top)
    /// or +extent (bottom), else 0.
    public var innerShift: Double
    /// The offset the host shows: `y`, or the bound when nobody may bounce (``OverscrollOwner/clamped``).
    public var shownOuterOffset: Double

    /// The allocation of outer offset `y` past `range` under `policy`; `primaryBounces` is whether a primary
    /// participant is captured and its scroll view bounces.
    @inlinable
    public init(_ y: Double, range: OuterRange, policy: BouncePolicy, primaryBounces: Bool) {
        let top = y < range.minimum
        guard top || y > range.maximum else {
            self.init(owner: .none, extent: 0, projected: y, heightChange: 0, innerShift: 0, shown: y)
            return
        }
        let bound = top ? range.minimum : range.maximum
        let extent = top ? range.minimum - y : y - range.maximum
        let signed = top ? -extent : extent
        switch policy.overscrollOwner(atTop: top, primaryBounces: primaryBounces) {
        case .panel:
            self.init(owner: .panel, extent: extent, projected: bound, heightChange: signed, innerShift: 0, shown: y)
        case .innerScrollView:
            self.init(
                owner: .innerScrollView, extent: extent, projected: bound, heightChange: 0, innerShift: signed,
                shown: y)
        case .clamped, .none:
            self.init(owner: .clamped, extent: extent, projected: bound, heightChange: 0, innerShift: 0, shown: bound)
        }
    }

    /// The display height to show given `projected`, the projection's height at ``projectedOuterOffset``: changed
    /// only when the panel stretches (so every other value is passed through bit for bit), points.
    @inlinable
    public func shownDisplayHeight(_ projected: Double) -> Double {
        owner == .panel ? projected + displayHeightChange : projected
    }

    /// The panel origin (or the primary participant's offset) to show given the projected one: shifted only when
    /// the primary bounces, points.
    @inlinable
    public func shownInnerValue(_ projected: Double) -> Double {
        owner == .innerScrollView ? projected + innerShift : projected
    }

    @usableFromInline
    init(
        owner: OverscrollOwner, extent: Double, projected: Double, heightChange: Double, innerShift: Double,
        shown: Double
    ) {
        self.owner = owner
        self.extent = extent
        projectedOuterOffset = projected
        displayHeightChange = heightChange
        self.innerShift = innerShift
        shownOuterOffset = shown
    }
}

extension AxisModel {
    /// Projects `y`, allocating any overscroll past `range` under `policy` (§8, rule in ``OverscrollAllocation``).
    ///
    /// - Parameters:
    ///   - y: outer offset, points (finite).
    ///   - range: the legal outer range.
    ///   - policy: the bounce policy.
    ///   - primary: the primary (innermost) participant, or nil when none is captured.
    ///   - primaryBounces: whether the primary participant's scroll view has `bounces` set.
    public func projectAllocatingOverscroll(
        _ y: Double, range: OuterRange, policy: BouncePolicy,
        primary: ParticipantID?, primaryBounces: Bool
    ) -> OverscrollProjection {
        let primaryIndex = primary.flatMap { reportedParticipants.firstIndex(of: $0) }
        let allocation = OverscrollAllocation(
            y, range: range, policy: policy, primaryBounces: primaryBounces && primaryIndex != nil)
        var state = project(allocation.projectedOuterOffset)
        switch allocation.owner {
        case .none:
            return OverscrollProjection(projection: state, owner: .none, extent: 0, correctedOuterOffset: nil)
        case .clamped:
            return OverscrollProjection(
                projection: state, owner: .clamped, extent: allocation.extent,
                correctedOuterOffset: allocation.projectedOuterOffset)
        case .panel:
            state.outerOffset = y
            state.displayHeight = allocation.shownDisplayHeight(state.displayHeight)
            state.isAuthoritative = false
        case .innerScrollView:
            state.outerOffset = y
            if let i = primaryIndex, let id = primary {
                state.participantOffsets[i] = allocation.shownInnerValue(state.participantOffsets[i])
                state.activeOwner = .participant(id)
            }
            state.panelOriginY = allocation.shownInnerValue(state.panelOriginY)
            state.isParticipantScrolling = true
        }
        return OverscrollProjection(
            projection: state, owner: allocation.owner, extent: allocation.extent, correctedOuterOffset: nil)
    }

    /// The outer offset at which the axis shows display height `h` (points) on a panel stretch, before any
    /// participant has scrolled past: h − V plus the length of every participant segment held below `h`
    /// (docs/model.md §4.3). A height equal to a segment's held height gives that segment's start. Points.
    public func outerOffset(forDisplayHeight h: Double) -> Double {
        var consumed = 0.0
        for i in participantSegmentIndices where segments[i].displayHeight < h {
            consumed += segments[i].innerLength
        }
        return h - viewportHeight + consumed
    }

    /// The panel origin when there is no model at all (§8 "no session"): Y − max past a disallowed bottom bounce,
    /// Y − min past a disallowed top bounce, otherwise 0. Points.
    public static func panelOnlyOrigin(_ y: Double, range: OuterRange, policy: BouncePolicy) -> Double {
        if y > range.maximum, !policy.allowsPanelBottomBounce { return y - range.maximum }
        if y < range.minimum, !policy.allowsPanelTopBounce { return y - range.minimum }
        return 0
    }
}

extension BouncePolicy {
    /// Who takes overscroll past the top (`atTop`) or bottom bound (§8): the panel when its bounce is allowed and
    /// it is preferred or the primary cannot bounce (at the top, never when ``forcesInnerTopBounce``); else the
    /// bouncing primary; else nobody (``OverscrollOwner/clamped``). Never returns ``OverscrollOwner/none``.
    @inlinable
    public func overscrollOwner(atTop top: Bool, primaryBounces: Bool) -> OverscrollOwner {
        let panelPreferred: Bool
        if top {
            panelPreferred =
                allowsPanelTopBounce && (preferredTopOwner == .panel || !primaryBounces)
                && !forcesInnerTopBounce
        } else {
            panelPreferred = allowsPanelBottomBounce && (preferredBottomOwner == .panel || !primaryBounces)
        }
        if panelPreferred { return .panel }
        return primaryBounces ? .innerScrollView : .clamped
    }
}
