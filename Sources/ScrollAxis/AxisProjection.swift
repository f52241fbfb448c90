// ScrollAxis/AxisProjection: the full state of the composite axis at one outer offset.

/// The full state of the composite axis at one outer offset (docs/model.md §6).
public struct AxisProjection: Hashable, Sendable, CustomStringConvertible {
    /// The outer offset Y that was projected, in points.
    public var outerOffset: Double
    /// The panel's top edge P in the host's content coordinates, in points.
    public var panelOriginY: Double
    /// The visible panel height H = V + Y − P, in points.
    public var displayHeight: Double
    /// True when ``displayHeight`` is a stored model height (a slice's or a detent's), false when it is
    /// geometric (V + Y − consumed length).
    public var isAuthoritative: Bool
    /// Who moves at this offset.
    public var activeOwner: AxisOwner
    /// True when a participant is strictly inside its active segment (progress > 0).
    public var isParticipantScrolling: Bool
    /// Each reported participant's content offset, in points, aligned with ``AxisModel/reportedParticipants``.
    public var participantOffsets: [Double]

    /// Creates a projection.
    public init(
        outerOffset: Double, panelOriginY: Double, displayHeight: Double, isAuthoritative: Bool,
        activeOwner: AxisOwner, isParticipantScrolling: Bool, participantOffsets: [Double]
    ) {
        self.outerOffset = outerOffset
        self.panelOriginY = panelOriginY
        self.displayHeight = displayHeight
        self.isAuthoritative = isAuthoritative
        self.activeOwner = activeOwner
        self.isParticipantScrolling = isParticipantScrolling
        self.participantOffsets = participantOffsets
    }

    /// The height to publish after UIKit commits the geometry (§6.1): an authoritative height replaces the
    /// read-back when the two are "equal" (< 1e-4 apart); a geometric height always publishes the read-back.
    public func publishedHeight(readBack: Double) -> Double {
        if isAuthoritative, abs(displayHeight - readBack) < ComparisonPolicy.valueEqualityTolerance {
            return displayHeight
        }
        return readBack
    }

    /// The panel origin to write before the commit (§6.1): V + Y − H* for an authoritative height (the projected
    /// origin when that is not finite), the projected origin for a geometric one.
    public func committedPanelOrigin(viewportHeight: Double) -> Double {
        guard isAuthoritative else { return panelOriginY }
        let p = viewportHeight + outerOffset - displayHeight
        return p.isFinite ? p : panelOriginY
    }

    /// A one-line summary with units.
    public var description: String {
        "Y \(outerOffset) pt → P \(panelOriginY) pt, H \(displayHeight) pt"
            + (isAuthoritative ? " (authoritative)" : " (geometric)")
            + ", owner \(activeOwner)" + (isParticipantScrolling ? " scrolling" : "")
    }
}

extension AxisModel {
    /// The reference projection (§6): a plain walk over every participant segment. O(segments), allocates its
    /// result; the per-frame path uses ``ProjectionCursor`` instead, which must agree with this exactly.
    ///
    /// - Parameter y: the outer offset in points; pass a finite value (NaN in gives NaN out).
    public func project(_ y: Double) -> AxisProjection {
        var projection = AxisProjection(
            outerOffset: y, panelOriginY: 0, displayHeight: 0, isAuthoritative: false, activeOwner: .panel,
            isParticipantScrolling: false, participantOffsets: initialParticipantOffsets)
        project(y, into: &projection)
        return projection
    }

    /// The reference projection (§6) written into an existing value: the same walk and arithmetic as
    /// ``project(_:)``, without allocating when `projection.participantOffsets` already holds one offset per
    /// reported participant (as every projection of this model does). O(segments).
    ///
    /// - Parameters:
    ///   - y: the outer offset in points; pass a finite value.
    ///   - projection: overwritten with the projection of `y`; its offsets are reset from
    ///     ``initialParticipantOffsets`` first (they are replaced when the count differs).
    public func project(_ y: Double, into projection: inout AxisProjection) {
        if projection.participantOffsets.count != initialParticipantOffsets.count {
            projection.participantOffsets = initialParticipantOffsets
        } else {
            projection.participantOffsets.withUnsafeMutableBufferPointer { buffer in
                initialParticipantOffsets.withUnsafeBufferPointer { initial in
                    for i in 0..<initial.count { buffer[i] = initial[i] }
                }
            }
        }
        let walk = projection.participantOffsets.withUnsafeMutableBufferPointer { offsets in
            walkSegments(y) { participant, offset in offsets[participant] = offset }
        }
        projection.outerOffset = y
        projection.activeOwner = walk.owner
        projection.isParticipantScrolling = walk.isParticipantScrolling
        if let h = walk.authoritativeHeight {
            projection.panelOriginY = viewportHeight + y - h
            projection.displayHeight = h
            projection.isAuthoritative = true
        } else {
            projection.panelOriginY = walk.consumedLength
            projection.displayHeight = viewportHeight + y - walk.consumedLength
            projection.isAuthoritative = false
        }
    }

    /// `project(y).displayHeight` without building the participant offsets (allocation-free): the same walk,
    /// so the doubles agree exactly. The release solver uses it.
    func releaseDisplayHeight(atOuterOffset y: Double) -> Double {
        let walk = walkSegments(y) { _, _ in }
        return walk.authoritativeHeight ?? (viewportHeight + y - walk.consumedLength)
    }

    /// The one §6 walk over the participant segments at outer offset `y`: reports each participant offset it
    /// sets through `record(participantIndex, offset)` (indices into ``reportedParticipants``) and returns what
    /// the projection needs besides the offsets. Every projection of the model (``project(_:)``,
    /// ``project(_:into:)``, the solver's ``releaseDisplayHeight(atOuterOffset:)``) goes through here; the
    /// cursor reproduces it incrementally and is checked against it.
    @inline(__always)
    func walkSegments(_ y: Double, record: (Int, Double) -> Void) -> SegmentWalk {
        var result = SegmentWalk()
        let band = policy.band
        let walk = participantSegmentIndices
        var k = 0
        while k < walk.count {
            let s = segments[walk[k]]
            let p = ownerIndex[walk[k]]
            let a = s.outerStart
            if y + band < a { break }
            let length = s.innerLength
            if k + 1 < walk.count, y >= segments[walk[k + 1]].outerStart {
                record(p, s.innerEnd)
                result.consumedLength += length
                k += 1
                continue
            }
            let q = policy.snappedProgress(y - a, length: length)
            if q > length {
                record(p, s.innerEnd)
                result.consumedLength += length
                k += 1
                continue
            }
            record(p, s.innerStart + q)
            result.consumedLength += q
            result.owner = s.owner
            result.isParticipantScrolling = q > 0
            if q >= 0, s.displayHeight.isFinite { result.authoritativeHeight = s.displayHeight }
            break
        }
        if result.authoritativeHeight == nil, hasDetents, y.isFinite {
            for i in panelAnchorIndices where ComparisonPolicy.isSameOrAdjacentDouble(y, segments[i].outerStart) {
                result.authoritativeHeight = segments[i].displayHeight
                break
            }
        }
        return result
    }
}

/// What the §6 walk finds besides the participant offsets.
struct SegmentWalk {
    /// Participant length consumed below the offset, in points (the geometric panel origin).
    var consumedLength = 0.0
    /// The owner of the active segment, or the panel.
    var owner = AxisOwner.panel
    /// True when a participant is strictly inside its active segment.
    var isParticipantScrolling = false
    /// A stored model height (a slice's or a detent's) when the offset is authoritative, in points.
    var authoritativeHeight: Double?
}

extension AxisModel {
    /// The content offset of participant `id` in `projection`, or nil when it owns no segment.
    public func offset(of id: ParticipantID, in projection: AxisProjection) -> Double? {
        guard let i = reportedParticipants.firstIndex(of: id) else { return nil }
        return projection.participantOffsets[i]
    }
}
