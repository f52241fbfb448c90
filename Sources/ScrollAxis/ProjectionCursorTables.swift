// ScrollAxis/ProjectionCursorTables: the flat, immutable lookup tables a projection cursor walks, built once per model.

/// The flat, immutable lookup tables a ``ProjectionCursor`` walks (docs/model.md §12). Built once per model in
/// `ProjectionCursor.init(model:)`; shared by every copy of that cursor.
///
/// Index `k` runs over the model's participant segments in axis order (panel anchors are kept separately).
/// Every value is taken from the model exactly as the oracle ``AxisModel/project(_:)`` reads it, and the prefix
/// sums are accumulated in the oracle's order, so the cursor reproduces the oracle's doubles bit for bit.
@usableFromInline
final class _ProjectionCursorTables: @unchecked Sendable {
    /// Number of participant segments (n).
    @usableFromInline let segmentCount: Int
    /// Number of reported participants.
    @usableFromInline let participantCount: Int
    /// Number of panel anchors.
    @usableFromInline let anchorCount: Int
    /// One physical pixel, points.
    @usableFromInline let band: Double
    /// The model's comparison rules (endpoint snapping).
    @usableFromInline let policy: ComparisonPolicy
    /// V, points.
    @usableFromInline let viewportHeight: Double
    /// The model has detents (absorbed ones count).
    @usableFromInline let hasDetents: Bool
    /// Segment starts and anchor coordinates are non-decreasing and every length is ≥ 0, which makes the stop
    /// predicate monotone and binary search valid. Always true for a model built by ``AxisModel/init(_:)``;
    /// when false the cursor falls back to the oracle's linear walk (still exact).
    @usableFromInline let isOrdered: Bool

    /// outerStart a_k, points (n).
    @usableFromInline let starts: UnsafeMutablePointer<Double>
    /// a_{k+1}, or NaN for the last segment so that `y >= nextStarts[k]` is false there (n).
    @usableFromInline let nextStarts: UnsafeMutablePointer<Double>
    /// Length L_k = innerEnd − innerStart, exactly as the oracle computes it, points (n).
    @usableFromInline let lengths: UnsafeMutablePointer<Double>
    /// innerStart u0_k, points (n).
    @usableFromInline let innerStarts: UnsafeMutablePointer<Double>
    /// innerEnd u1_k, points (n).
    @usableFromInline let innerEnds: UnsafeMutablePointer<Double>
    /// The held display height Hs_k, points (n).
    @usableFromInline let heights: UnsafeMutablePointer<Double>
    /// The owner's offset just before segment k is reached: innerEnd of the owner's previous segment, else its
    /// initial offset, points (n).
    @usableFromInline let restoreOffsets: UnsafeMutablePointer<Double>
    /// prefix[k] = ((0 + L_0) + L_1) + … + L_{k−1}, the oracle's running sum, points (n + 1).
    @usableFromInline let prefix: UnsafeMutablePointer<Double>
    /// The owner of segment k as an index into ``AxisModel/reportedParticipants`` (n).
    @usableFromInline let owners: UnsafeMutablePointer<Int>
    /// Panel anchor coordinates, points, in model order (anchorCount).
    @usableFromInline let anchorStarts: UnsafeMutablePointer<Double>
    /// Panel anchor display heights (the detents), points (anchorCount).
    @usableFromInline let anchorHeights: UnsafeMutablePointer<Double>
    /// Each participant's offset before the axis reaches it, points (participantCount).
    @usableFromInline let initialOffsets: UnsafeMutablePointer<Double>

    /// The reported participants' ids.
    let participantIDs: [ParticipantID]
    /// For each participant segment k, its index in ``AxisModel/segments``.
    let segmentIndices: [Int]

    private let doubleStorage: UnsafeMutablePointer<Double>
    private let intStorage: UnsafeMutablePointer<Int>

    init(model: AxisModel) {
        let walk = model.participantSegmentIndices
        let n = walk.count
        let pc = model.reportedParticipants.count
        let m = model.panelAnchorIndices.count
        segmentCount = n
        participantCount = pc
        anchorCount = m
        band = model.policy.band
        policy = model.policy
        viewportHeight = model.viewportHeight
        hasDetents = model.hasDetents
        participantIDs = model.reportedParticipants
        segmentIndices = walk

        let total = 7 * n + (n + 1) + 2 * m + pc
        doubleStorage = .allocate(capacity: total)
        doubleStorage.initialize(repeating: 0, count: total)
        intStorage = .allocate(capacity: Swift.max(n, 1))
        intStorage.initialize(repeating: 0, count: Swift.max(n, 1))
        var cursor = doubleStorage
        func carve(_ count: Int) -> UnsafeMutablePointer<Double> {
            defer { cursor += count }
            return cursor
        }
        starts = carve(n)
        nextStarts = carve(n)
        lengths = carve(n)
        innerStarts = carve(n)
        innerEnds = carve(n)
        heights = carve(n)
        restoreOffsets = carve(n)
        prefix = carve(n + 1)
        anchorStarts = carve(m)
        anchorHeights = carve(m)
        initialOffsets = carve(pc)
        owners = intStorage

        for p in 0..<pc { initialOffsets[p] = model.initialParticipantOffsets[p] }
        var lastEnd = model.initialParticipantOffsets
        var ordered = true
        var acc = 0.0
        prefix[0] = acc
        for k in 0..<n {
            let s = model.segments[walk[k]]
            let p = model.ownerIndex[walk[k]]
            starts[k] = s.outerStart
            nextStarts[k] = k + 1 < n ? model.segments[walk[k + 1]].outerStart : .nan
            let length = s.innerLength
            lengths[k] = length
            innerStarts[k] = s.innerStart
            innerEnds[k] = s.innerEnd
            heights[k] = s.displayHeight
            owners[k] = p
            restoreOffsets[k] = lastEnd[p]
            lastEnd[p] = s.innerEnd
            acc += length
            prefix[k + 1] = acc
            if !(length >= 0) || (k > 0 && !(starts[k - 1] <= starts[k])) { ordered = false }
        }
        for i in 0..<m {
            let s = model.segments[model.panelAnchorIndices[i]]
            anchorStarts[i] = s.outerStart
            anchorHeights[i] = s.displayHeight
            if i > 0, !(anchorStarts[i - 1] <= anchorStarts[i]) { ordered = false }
        }
        isOrdered = ordered
    }

    deinit {
        doubleStorage.deallocate()
        intStorage.deallocate()
    }

    /// The oracle's stop test for participant segment `k` at outer offset `y`: true when the walk of §6 ends at
    /// `k` (not reached, or reached and not consumed). It is monotone in `k` for an ordered model: once true it
    /// stays true, so the walk's end is the first `k` where it holds (n when it never does).
    @inlinable @inline(__always)
    func stops(_ k: Int, _ y: Double) -> Bool {
        let a = starts[k]
        if y + band < a { return true }
        if y >= nextStarts[k] { return false }
        let length = lengths[k]
        return !(policy.snappedProgress(y - a, length: length) > length)
    }

    /// Where the oracle's walk ends for `y`: the first participant segment index whose ``stops(_:_:)`` holds, or
    /// n. Starts at `hint` (the previous frame's answer): O(1) when it did not change, O(log distance) otherwise
    /// (exponential then binary search).
    @inlinable
    func locate(_ y: Double, hint: Int) -> Int {
        let n = segmentCount
        guard isOrdered else {
            var k = 0
            while k < n, !stops(k, y) { k += 1 }
            return k
        }
        let t = hint
        if t < n, !stops(t, y) {
            // The answer lies in (t, n]; probe t+1, t+2, t+4, … then bisect.
            var lo = t + 1
            var hi = n
            var bound = 1
            while true {
                let probe = t + bound
                if probe >= n { break }
                if stops(probe, y) {
                    hi = probe
                    break
                }
                lo = probe + 1
                bound &<<= 1
            }
            while lo < hi {
                let mid = lo + (hi - lo) >> 1
                if stops(mid, y) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        // stops(t) holds (or t == n).
        if t == 0 || !stops(t - 1, y) { return t }
        // The answer lies in [0, t − 1]; probe t−2, t−4, … then bisect.
        var lo = 0
        var hi = t - 1
        var bound = 2
        while bound <= t {
            let probe = t - bound
            if !stops(probe, y) {
                lo = probe + 1
                break
            }
            hi = probe
            bound &<<= 1
        }
        while lo < hi {
            let mid = lo + (hi - lo) >> 1
            if stops(mid, y) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Step 3 of §6: the detent of the first panel anchor (model order) that `y` equals exactly or is one ULP
    /// away from, or nil. O(log anchors) for an ordered model. `y` must be finite.
    @inlinable
    func anchorAuthority(_ y: Double) -> Double? {
        let m = anchorCount
        if m == 0 { return nil }
        guard isOrdered else {
            for i in 0..<m where ComparisonPolicy.isSameOrAdjacentDouble(y, anchorStarts[i]) {
                return anchorHeights[i]
            }
            return nil
        }
        // Every match lies in [y.nextDown, y.nextUp]; the first anchor not below y.nextDown is the first candidate.
        let low = y.nextDown
        let high = y.nextUp
        if high < anchorStarts[0] || low > anchorStarts[m - 1] { return nil }
        var lo = 0
        var hi = m
        while lo < hi {
            let mid = lo + (hi - lo) >> 1
            if anchorStarts[mid] < low { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i < m, anchorStarts[i] <= high {
            if ComparisonPolicy.isSameOrAdjacentDouble(y, anchorStarts[i]) { return anchorHeights[i] }
            i += 1
        }
        return nil
    }
}

/// A cursor's per-frame mutable buffers: the participant offsets of the current frame plus scratch space for
/// change detection. Copied (once) when a copied cursor first moves.
@usableFromInline
final class _ProjectionCursorBuffer: @unchecked Sendable {
    /// Number of reported participants.
    @usableFromInline let participantCount: Int
    /// Current participant offsets, points.
    @usableFromInline let offsets: UnsafeMutablePointer<Double>
    /// Offsets before this frame for the touched participants, points.
    @usableFromInline let saved: UnsafeMutablePointer<Double>
    /// Touched participants of this frame, in touch order.
    @usableFromInline let touched: UnsafeMutablePointer<Int>
    /// Whether a participant was touched in this frame (all false between frames).
    @usableFromInline let marked: UnsafeMutablePointer<Bool>

    init(participantCount: Int, offsets source: UnsafePointer<Double>) {
        self.participantCount = participantCount
        let c = Swift.max(participantCount, 1)
        offsets = .allocate(capacity: c)
        offsets.initialize(repeating: 0, count: c)
        offsets.update(from: source, count: participantCount)
        saved = .allocate(capacity: c)
        saved.initialize(repeating: 0, count: c)
        touched = .allocate(capacity: c)
        touched.initialize(repeating: 0, count: c)
        marked = .allocate(capacity: c)
        marked.initialize(repeating: false, count: c)
    }

    deinit {
        offsets.deallocate()
        saved.deallocate()
        touched.deallocate()
        marked.deallocate()
    }

    /// A fresh buffer holding the same offsets.
    @usableFromInline
    func copy() -> _ProjectionCursorBuffer {
        _ProjectionCursorBuffer(participantCount: participantCount, offsets: offsets)
    }

    @inlinable @inline(__always)
    func touch(_ p: Int, _ count: inout Int) {
        if !marked[p] {
            marked[p] = true
            saved[p] = offsets[p]
            touched[count] = p
            count += 1
        }
    }

    /// Rewrites the offsets from the walk state (base `from`, active or not) to (base `to`, active or not) and
    /// reports every participant whose offset's bit pattern changed. O(segments crossed + 2).
    @inlinable
    func transition(
        _ tb: _ProjectionCursorTables, from oldBase: Int, wasActive: Bool, to t: Int, active: Bool,
        progress q: Double, changes: inout ProjectionChanges
    ) {
        var count = 0
        let owners = tb.owners
        // Undo the old active overwrite: offsets become the state after consuming [0, oldBase).
        if wasActive {
            let p = owners[oldBase]
            touch(p, &count)
            offsets[p] = tb.restoreOffsets[oldBase]
        }
        if t > oldBase {
            var j = oldBase
            while j < t {
                let p = owners[j]
                touch(p, &count)
                offsets[p] = tb.innerEnds[j]
                j += 1
            }
        } else if t < oldBase {
            var j = oldBase
            while j > t {
                j -= 1
                let p = owners[j]
                touch(p, &count)
                offsets[p] = tb.restoreOffsets[j]
            }
        }
        if active {
            let p = owners[t]
            touch(p, &count)
            offsets[p] = tb.innerStarts[t] + q
        }
        var i = 0
        while i < count {
            let p = touched[i]
            marked[p] = false
            if offsets[p].bitPattern != saved[p].bitPattern { changes._append(p) }
            i += 1
        }
    }
}
