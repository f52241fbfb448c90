// ScrollAxis/AxisModel: the built composite axis: ordered segments and the lookup tables projection, cursor and solver
// share.

/// The built composite axis (docs/model.md §3–§4): ordered segments plus the lookup tables that projection,
/// the cursor and the solver share.
///
/// Build one with ``init(_:)``, which validates the snapshot in the order of §4 and merges detents with
/// participant slices (a detent within one pixel of a slice's display height is absorbed by it).
public struct AxisModel: Hashable, Sendable {
    /// The host viewport height V, in points.
    public let viewportHeight: Double
    /// The comparison rules (one-pixel band, 1e-4 equality) for this display scale.
    public let policy: ComparisonPolicy
    /// Detent heights after source conversion, in points, strictly increasing (absorbed detents included).
    public let detentHeights: [Double]
    /// The participant order as given.
    public let participantOrder: [ParticipantID]
    /// All segments, panel anchors and participant segments, in composite-axis order.
    public let segments: [AxisSegment]

    /// Participants that own at least one segment, in reporting order: `participantOrder` first, then any owner
    /// missing from it in encounter order (defensive; the builder rejects such owners).
    public let reportedParticipants: [ParticipantID]
    /// For each segment, the index of its owner in ``reportedParticipants``, or −1 for a panel anchor
    /// (internal: the projection walk and the cursor's tables read it; callers use ``AxisSegment/owner``).
    let ownerIndex: [Int]
    /// Indices into ``segments`` of the participant segments, in order.
    public let participantSegmentIndices: [Int]
    /// Indices into ``segments`` of the panel anchors, in order.
    public let panelAnchorIndices: [Int]
    /// For each reported participant, the `innerStart` of the first segment it owns (its offset before the axis
    /// reaches it).
    public let initialParticipantOffsets: [Double]
    /// Sum of all participant segment lengths, in points.
    public let totalParticipantLength: Double

    /// True when the snapshot had at least one detent (absorbed ones count).
    @inlinable public var hasDetents: Bool { !detentHeights.isEmpty }
    /// One physical pixel, in points.
    @inlinable public var band: Double { policy.band }

    /// Validates `snapshot` (§4, first failure wins) and builds the model.
    public init(_ snapshot: AxisModelSnapshot) throws(AxisModelError) {
        let v = snapshot.viewportHeight
        guard v.isFinite, v > 0 else { throw .invalidViewportHeight(value: v) }
        let scale = snapshot.displayScale
        guard scale.isFinite, scale > 0 else { throw .invalidDisplayScale(value: scale) }
        let policy = ComparisonPolicy(displayScale: scale)

        var seen = Set<ParticipantID>()
        for id in snapshot.participantOrder where !seen.insert(id).inserted {
            throw .duplicateParticipantID(participant: id)
        }

        let detents = snapshot.detents.map(\.resolved)
        for d in detents where !d.isFinite { throw .invalidDetent(value: d) }
        for i in detents.indices.dropFirst() where !(detents[i - 1] < detents[i]) {
            throw .unorderedDetents(index: i, previous: detents[i - 1], value: detents[i])
        }

        let slices = try AxisModel.validatedSlices(snapshot.slices, known: seen)
        let segments = try AxisModel.merge(slices: slices, detents: detents, viewportHeight: v, band: policy.band)
        for i in segments.indices.dropFirst() where segments[i].outerStart < segments[i - 1].outerStart {
            throw .unorderedOuterSegments
        }
        self.init(
            viewportHeight: v, policy: policy, detentHeights: detents,
            participantOrder: snapshot.participantOrder, segments: segments)
    }

    /// Assembles a model from already-validated parts and derives the lookup tables.
    init(
        viewportHeight: Double, policy: ComparisonPolicy, detentHeights: [Double],
        participantOrder: [ParticipantID], segments: [AxisSegment]
    ) {
        self.viewportHeight = viewportHeight
        self.policy = policy
        self.detentHeights = detentHeights
        self.participantOrder = participantOrder
        self.segments = segments

        var owners = Set<ParticipantID>()
        var encounter: [ParticipantID] = []
        for s in segments {
            if let id = s.owner.participantID, owners.insert(id).inserted { encounter.append(id) }
        }
        var reported = participantOrder.filter { owners.contains($0) }
        let ordered = Set(reported)
        reported += encounter.filter { !ordered.contains($0) }
        var indexOf: [ParticipantID: Int] = [:]
        for (i, id) in reported.enumerated() { indexOf[id] = i }

        var ownerIndex: [Int] = []
        var participantSegments: [Int] = []
        var anchors: [Int] = []
        var initial = [Double](repeating: 0, count: reported.count)
        var initialSet = [Bool](repeating: false, count: reported.count)
        var total = 0.0
        for (i, s) in segments.enumerated() {
            guard let id = s.owner.participantID, let p = indexOf[id] else {
                ownerIndex.append(-1)
                anchors.append(i)
                continue
            }
            ownerIndex.append(p)
            participantSegments.append(i)
            total += s.innerLength
            if !initialSet[p] {
                initial[p] = s.innerStart
                initialSet[p] = true
            }
        }
        self.reportedParticipants = reported
        self.ownerIndex = ownerIndex
        self.participantSegmentIndices = participantSegments
        self.panelAnchorIndices = anchors
        self.initialParticipantOffsets = initial
        self.totalParticipantLength = total
    }

    /// A slice after source conversion and validation.
    struct ResolvedSlice {
        var id: ParticipantID
        var height: Double
        var start: Double
        var end: Double
    }

    /// Step 5 of §4: converts and checks each slice in order.
    static func validatedSlices(
        _ slices: [ParticipantSliceSnapshot],
        known: Set<ParticipantID>
    ) throws(AxisModelError) -> [ResolvedSlice] {
        var result: [ResolvedSlice] = []
        result.reserveCapacity(slices.count)
        var lastEnd: [ParticipantID: Double] = [:]
        var previousHeight: Double?
        for slice in slices {
            guard known.contains(slice.id) else { throw .missingParticipant(participant: slice.id) }
            let h = slice.displayHeight.resolved
            guard h.isFinite else { throw .invalidParticipantDisplayHeight(participant: slice.id, displayHeight: h) }
            let u0 = slice.innerStart.resolved
            let u1 = slice.innerEnd.resolved
            guard u0.isFinite, u1.isFinite, u1 >= u0, (u1 - u0).isFinite else {
                throw .invalidInnerRange(participant: slice.id, start: u0, end: u1)
            }
            if let prev = previousHeight, h < prev {
                throw .unorderedParticipantSegments(participant: slice.id, displayHeight: h)
            }
            if let prevEnd = lastEnd[slice.id], u0 < prevEnd {
                throw .unorderedParticipantInnerRanges(participant: slice.id, previousEnd: prevEnd, nextStart: u0)
            }
            previousHeight = h
            lastEnd[slice.id] = u1
            result.append(ResolvedSlice(id: slice.id, height: h, start: u0, end: u1))
        }
        return result
    }

    /// The two-pointer merge of §4: panel anchors for detents, participant segments for slices, a detent within
    /// one band of the current slice's height absorbed by it.
    static func merge(
        slices: [ResolvedSlice], detents: [Double], viewportHeight v: Double,
        band: Double
    ) throws(AxisModelError) -> [AxisSegment] {
        var out: [AxisSegment] = []
        out.reserveCapacity(slices.count + detents.count)
        var d = 0.0
        var si = 0
        var di = 0

        func emitAnchor(_ detent: Double) throws(AxisModelError) {
            let a = d + detent - v
            guard a.isFinite else { throw .nonFiniteOuterGeometry }
            out.append(
                AxisSegment(
                    owner: .panel, displayHeight: detent, outerStart: a, outerEnd: a,
                    innerStart: 0, innerEnd: 0))
        }
        func emitSlice(_ s: ResolvedSlice) throws(AxisModelError) {
            let length = s.end - s.start
            let a = d + s.height - v
            let b = a + length
            let nextD = d + length
            guard a.isFinite, b.isFinite, nextD.isFinite else { throw .nonFiniteOuterGeometry }
            out.append(
                AxisSegment(
                    owner: .participant(s.id), displayHeight: s.height, outerStart: a, outerEnd: b,
                    innerStart: s.start, innerEnd: s.end))
            d = nextD
        }

        while si < slices.count || di < detents.count {
            if si < slices.count, di < detents.count {
                let h = slices[si].height
                let detent = detents[di]
                if h < detent - band {
                    try emitSlice(slices[si])
                    si += 1
                } else if h > detent + band {
                    try emitAnchor(detent)
                    di += 1
                } else {
                    try emitSlice(slices[si])
                    si += 1
                    di += 1
                }
            } else if di < detents.count {
                try emitAnchor(detents[di])
                di += 1
            } else {
                try emitSlice(slices[si])
                si += 1
            }
        }
        return out
    }
}
