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
        var offsets = initialParticipantOffsets
        var acc = 0.0
        var owner = AxisOwner.panel
        var scrolling = false
        var authority: Double?
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
                offsets[p] = s.innerEnd
                acc += length
                k += 1
                continue
            }
            let q = policy.snappedProgress(y - a, length: length)
            if q > length {
                offsets[p] = s.innerEnd
                acc += length
                k += 1
                continue
            }
            offsets[p] = s.innerStart + q
            acc += q
            owner = s.owner
            scrolling = q > 0
            if q >= 0, s.displayHeight.isFinite { authority = s.displayHeight }
            break
        }

        if authority == nil, hasDetents, y.isFinite {
            for i in panelAnchorIndices where ComparisonPolicy.isSameOrAdjacentDouble(y, segments[i].outerStart) {
                authority = segments[i].displayHeight
                break
            }
        }

        let v = viewportHeight
        if let h = authority {
            return AxisProjection(
                outerOffset: y, panelOriginY: v + y - h, displayHeight: h, isAuthoritative: true,
                activeOwner: owner, isParticipantScrolling: scrolling, participantOffsets: offsets)
        }
        return AxisProjection(
            outerOffset: y, panelOriginY: acc, displayHeight: v + y - acc, isAuthoritative: false,
            activeOwner: owner, isParticipantScrolling: scrolling, participantOffsets: offsets)
    }

    /// The content offset of participant `id` in `projection`, or nil when it owns no segment.
    public func offset(of id: ParticipantID, in projection: AxisProjection) -> Double? {
        guard let i = reportedParticipants.firstIndex(of: id) else { return nil }
        return projection.participantOffsets[i]
    }
}
