// ScrollAxis/ReleaseSolverCases: the solver's candidate targets and the release cases it decides between.

/// A target anchor, its outer offset and the release type, while the solver decides (docs/model.md §9 step 3).
struct ReleaseChoice {
    var anchor: AnchorPosition
    var target: Double
    var type: ScrollType
}

/// The branches of the release solver (docs/model.md §9 steps 2–3), kept out of ``AxisModel``'s namespace.
/// Each takes the model it reads (passed, never copied) and allocates nothing.
enum ReleaseCases {
    /// True when `position` is inside a participant segment (not a panel anchor).
    static func isInsideParticipant(_ m: AxisModel, _ position: AnchorPosition) -> Bool {
        position.location == .inside && !m.segments[position.index].isPanelAnchor
    }

    /// "bnd(anchor)": the start for `before`, otherwise the end, in outer points.
    static func boundary(_ m: AxisModel, of position: AnchorPosition) -> Double {
        let s = m.segments[position.index]
        return position.location == .before ? s.outerStart : s.outerEnd
    }

    /// A choice that targets `position`'s boundary.
    static func snap(_ m: AxisModel, to position: AnchorPosition, _ type: ScrollType) -> ReleaseChoice {
        ReleaseChoice(anchor: position, target: boundary(m, of: position), type: type)
    }

    /// Step 2: whether the display height implied by the proposal falls in a non-snapping range (or the override
    /// says to bypass). Hn is measured from the start below the segment and from its end above it; there is no
    /// check when the proposal lies within [a, b].
    static func bypassesSnapping(
        _ m: AxisModel, proposal p: Double, at tgt: AnchorPosition, override: Bool?,
        feel: FeelParameters
    ) -> Bool {
        let s = m.segments[tgt.index]
        let hn: Double
        if p < s.outerStart {
            hn = s.displayHeight - s.outerStart + p
        } else if p > s.outerEnd {
            hn = s.displayHeight + p - s.outerEnd
        } else {
            return false
        }
        if let override { return override }
        let band = m.policy.band
        for range in feel.nonSnappingRanges where range.contains(hn, band: band) { return true }
        return false
    }

    /// Case A: from inside a participant segment to inside one.
    static func participantToParticipant(
        _ m: AxisModel, _ r: ReleaseRequest, cur: AnchorPosition,
        tgt: AnchorPosition, feel: FeelParameters
    ) -> ReleaseChoice {
        if cur.index == tgt.index {
            return ReleaseChoice(anchor: tgt, target: r.proposedOuterOffset, type: .participantToParticipant)
        }
        let i = cur.index
        if abs(r.velocity) < feel.lowVelocityThreshold {
            let side: AnchorLocation = r.proposedOuterOffset > r.currentOuterOffset ? .after : .before
            return snap(m, to: AnchorPosition(index: i, location: side), .participantToParticipant)
        }
        if r.velocity > 0 {
            let next =
                i + 1 < m.segments.count
                ? AnchorPosition(index: i + 1, location: .before)
                : AnchorPosition(index: i, location: .after)
            return snap(m, to: next, .participantToPanel)
        }
        let previous =
            i > 0
            ? AnchorPosition(index: i - 1, location: .after)
            : AnchorPosition(index: i, location: .before)
        return snap(m, to: previous, .participantToPanel)
    }

    /// Case B: from inside a participant segment to a panel region.
    static func participantToPanel(
        _ m: AxisModel, _ r: ReleaseRequest, cur: AnchorPosition, tgt: AnchorPosition,
        feel: FeelParameters
    ) -> ReleaseChoice {
        let s = m.segments[cur.index]
        let p = r.proposedOuterOffset
        if tgt.index == cur.index {
            return ReleaseChoice(anchor: tgt, target: min(max(p, s.outerStart), s.outerEnd), type: .participantToPanel)
        }
        if feel.disableInnerMomentumTransfer {
            return ReleaseChoice(anchor: cur, target: min(max(p, s.outerStart), s.outerEnd), type: .participantToPanel)
        }
        let i = cur.index
        let c = r.currentOuterOffset
        let high = abs(r.velocity) > feel.highVelocityThreshold
        if r.velocity > 0 {
            if high, c > s.outerEnd - feel.adjacentAnchorDistance, i + 1 < m.segments.count {
                return snap(m, to: AnchorPosition(index: i + 1, location: .before), .participantToPanel)
            }
            return snap(m, to: AnchorPosition(index: i, location: .after), .participantToPanel)
        }
        if high, c < s.outerStart + feel.adjacentAnchorDistance, i > 0 {
            return snap(m, to: AnchorPosition(index: i - 1, location: .after), .participantToPanel)
        }
        return snap(m, to: AnchorPosition(index: i, location: .before), .participantToPanel)
    }

    /// Case C: from a panel region into a participant segment; a proposal less than the capture distance inside
    /// is cut to the edge the panel comes from.
    static func panelToParticipant(
        _ m: AxisModel, _ r: ReleaseRequest, tgt: AnchorPosition,
        feel: FeelParameters
    ) -> ReleaseChoice {
        let s = m.segments[tgt.index]
        let c = r.currentOuterOffset
        let p = r.proposedOuterOffset
        var target = p
        if c < s.outerStart, p - s.outerStart < feel.panelToParticipantCaptureDistance {
            target = s.outerStart
        } else if c > s.outerEnd, s.outerEnd - p < feel.panelToParticipantCaptureDistance {
            target = s.outerEnd
        }
        return ReleaseChoice(anchor: tgt, target: target, type: .panelToParticipant)
    }

    /// Case D: from a panel region to a panel region; the proposal only classifies.
    static func panelToPanel(
        _ m: AxisModel, _ r: ReleaseRequest, cur: AnchorPosition,
        feel: FeelParameters
    ) -> ReleaseChoice {
        let v = r.velocity
        if abs(v) < feel.lowVelocityThreshold { return snap(m, to: cur, .panelToPanel) }
        let i = cur.index
        let s = m.segments[i]
        let c = r.currentOuterOffset
        let high = abs(v) > feel.highVelocityThreshold
        let near = feel.adjacentAnchorDistance
        let hasNext = i + 1 < m.segments.count
        let target: AnchorPosition
        if v > 0 {
            if cur.location == .before {
                target =
                    (high && s.outerStart - c < near && hasNext)
                    ? AnchorPosition(index: i + 1, location: .before)
                    : AnchorPosition(index: i, location: .before)
            } else {
                target =
                    hasNext
                    ? AnchorPosition(index: i + 1, location: .before)
                    : AnchorPosition(index: i, location: .after)
            }
        } else if cur.location == .after {
            target =
                (high && c - s.outerEnd < near && i > 0)
                ? AnchorPosition(index: i - 1, location: .after)
                : AnchorPosition(index: i, location: .after)
        } else if feel.collapseResistance, s.outerStart - c < near {
            target = cur
        } else {
            target =
                i > 0
                ? AnchorPosition(index: i - 1, location: .after)
                : AnchorPosition(index: i, location: .before)
        }
        return snap(m, to: target, .panelToPanel)
    }

    /// Step 4: the display height at outer offset `t` relative to segment `s` (pt): `Hs − a + t` below it, `Hs`
    /// within [a, b], `Hs + t − b` above it.
    static func displayHeight(at t: Double, relativeTo s: AxisSegment) -> Double {
        if t < s.outerStart { return s.displayHeight - s.outerStart + t }
        if t > s.outerEnd { return s.displayHeight + t - s.outerEnd }
        return s.displayHeight
    }
}
