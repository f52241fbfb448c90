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

extension AxisModel {
    /// Projects `y`, allocating any overscroll past `range` under `policy` (§8).
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
        let top = y < range.minimum
        guard top || y > range.maximum else {
            return OverscrollProjection(projection: project(y), owner: .none, extent: 0, correctedOuterOffset: nil)
        }
        let bound = top ? range.minimum : range.maximum
        let extent = top ? range.minimum - y : y - range.maximum
        var state = project(bound)
        let primaryIndex = primary.flatMap { reportedParticipants.firstIndex(of: $0) }
        let bounces = primaryBounces && primaryIndex != nil

        switch policy.overscrollOwner(atTop: top, primaryBounces: bounces) {
        case .clamped, .none:
            return OverscrollProjection(projection: state, owner: .clamped, extent: extent, correctedOuterOffset: bound)
        case .panel:
            state.outerOffset = y
            state.displayHeight = top ? state.displayHeight - extent : state.displayHeight + extent
            state.isAuthoritative = false
            return OverscrollProjection(projection: state, owner: .panel, extent: extent, correctedOuterOffset: nil)
        case .innerScrollView:
            state.outerOffset = y
        }
        let shift = top ? -extent : extent
        if let i = primaryIndex, let id = primary {
            state.participantOffsets[i] += shift
            state.activeOwner = .participant(id)
        }
        state.panelOriginY += shift
        state.isParticipantScrolling = true
        return OverscrollProjection(
            projection: state, owner: .innerScrollView, extent: extent, correctedOuterOffset: nil)
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
