// ScrollAxis/CaptureOffset: where a newly captured axis starts: the outer offset that reproduces the screen at touch-
// down.

/// Where a newly captured axis starts: the outer offset that reproduces what the screen shows at touch-down
/// (docs/model.md §13.1). BODragScroll installs a capture this way: it back-projects the participants' current
/// content offsets onto the new axis and accepts the result only when the projection there gives every
/// participant its current offset and the panel its current height; otherwise the capture is an offset mismatch.
/// A capture therefore never moves anything at touch-down.
extension AxisModel {
    /// The outer offset, points, at which the projection shows display height `h` (points) and gives every
    /// reported participant the content offset `offset(id)` returns (points), or nil when no offset does.
    ///
    /// - At a height within one pixel of participant segments' display height, the first of those segments whose
    ///   owner is not yet at its end is the active one and its owner's offset says how far into it the axis is;
    ///   when all of them are at their ends, the axis is at the end of the last one.
    /// - At any other height the axis is on a panel stretch: ``outerOffset(forDisplayHeight:)``.
    ///
    /// The candidate is then checked with the projection: every participant's offset must be equal to its current
    /// one (value equality, 1e-4 pt, §2.3) — the lists below the height at their starts, the ones above at their
    /// ends, a split ancestor at the offset of its consumed prefix.
    public func captureOuterOffset(displayHeight h: Double, offset: (ParticipantID) -> Double) -> Double? {
        let y = candidateCaptureOffset(displayHeight: h, offset: offset)
        return firstMismatch(at: y, offset: offset) == nil ? y : nil
    }

    /// The first reported participant (in ``reportedParticipants`` order) whose projected offset at outer offset
    /// `y` (points) differs from `offset(id)` by 1e-4 pt or more, with the projected offset, or nil when all agree.
    public func firstMismatch(at y: Double, offset: (ParticipantID) -> Double) -> (
        id: ParticipantID, projected: Double
    )? {
        let projection = project(y)
        for (k, id) in reportedParticipants.enumerated()
        where !policy.isEqual(projection.participantOffsets[k], offset(id)) {
            return (id, projection.participantOffsets[k])
        }
        return nil
    }

    /// The outer offset ``captureOuterOffset(displayHeight:offset:)`` checks, points (always finite for finite
    /// inputs): the offset mismatch policies start from it when the check fails.
    public func candidateCaptureOffset(displayHeight h: Double, offset: (ParticipantID) -> Double) -> Double {
        var last: AxisSegment?
        for i in participantSegmentIndices {
            let segment = segments[i]
            guard abs(segment.displayHeight - h) <= band, let id = segment.owner.participantID else { continue }
            let c = offset(id)
            if segment.innerLength > 0, !policy.isEqual(c, segment.innerEnd), c < segment.innerEnd {
                let q = min(max(c - segment.innerStart, 0), segment.innerLength)
                return segment.outerStart + q
            }
            last = segment
        }
        if let last { return last.outerEnd }
        return outerOffset(forDisplayHeight: h)
    }
}
