// ScrollAxis/ProjectionCursor: the frame-coherent projection cursor: the per-frame replacement for a full projection.

/// The frame-coherent projection cursor of docs/model.md §12: the per-frame replacement for
/// ``AxisModel/project(_:)``.
///
/// It remembers where the oracle's walk (§6) ended on the previous frame. A frame that stays in the same segment
/// costs O(1); crossing into a neighbour is a step; a jump is an exponential-then-binary search over the
/// precomputed segment starts, O(log segments). Participant offsets are kept in place and only those that
/// change are rewritten and reported, so a frame costs O(1 + segments crossed), never O(chain depth).
/// Nothing is allocated per frame.
///
/// The cursor agrees exactly with the oracle: for every outer offset it produces the same doubles (bit for bit),
/// the same owner, authority and scrolling flags, and the same participant offsets.
///
/// Use per frame:
/// ```swift
/// var cursor = ProjectionCursor(model: model)
/// var changes = cursor.makeChanges()            // once; reused every frame
/// cursor.move(to: y, changes: &changes)         // per frame: no allocation
/// if changes.ownerChanged { … cursor.activeOwner … }
/// for i in changes.participantIndices { write(cursor.participantOffset(at: i)) }
/// let h = cursor.displayHeight, p = cursor.panelOriginY
/// ```
///
/// A cursor is a value: copies move independently. The tables are shared between copies; the offsets buffer is
/// copied (one allocation) the first time a copy that shares it moves.
public struct ProjectionCursor {
    @usableFromInline let _tables: _ProjectionCursorTables
    @usableFromInline var _buffer: _ProjectionCursorBuffer

    /// Where the oracle's walk ended: segments [0, _base) are consumed.
    @usableFromInline var _base: Int
    /// True when the walk ended inside segment `_base` (it is the active segment).
    @usableFromInline var _isActive: Bool
    /// The owner as an index into the reported participants, −1 for the panel.
    @usableFromInline var _owner: Int
    @usableFromInline var _outerOffset: Double
    @usableFromInline var _panelOriginY: Double
    @usableFromInline var _displayHeight: Double
    @usableFromInline var _isAuthoritative: Bool
    @usableFromInline var _isScrolling: Bool

    /// Builds the cursor's tables for `model` (O(segments), allocates) and positions it at `outerOffset`.
    ///
    /// - Parameters:
    ///   - model: the axis to walk.
    ///   - outerOffset: the initial outer offset Y, in points. The default, −∞, is the state before the axis:
    ///     owner panel, every participant at its initial offset, P = 0, H = −∞ (not authoritative).
    public init(model: AxisModel, outerOffset: Double = -.infinity) {
        let tables = _ProjectionCursorTables(model: model)
        _tables = tables
        _buffer = _ProjectionCursorBuffer(participantCount: tables.participantCount, offsets: tables.initialOffsets)
        _base = 0
        _isActive = false
        _owner = -1
        _outerOffset = -.infinity
        _panelOriginY = 0
        _displayHeight = -.infinity
        _isAuthoritative = false
        _isScrolling = false
        var scratch = ProjectionChanges(participantCount: tables.participantCount)
        move(to: outerOffset, changes: &scratch)
    }

    // MARK: - Per frame

    /// Moves the cursor to outer offset `y` and reports what changed since the previous position.
    ///
    /// Cost: O(1) when `y` stays in the same segment, O(log segments crossed) to find the new one, plus one write
    /// per segment crossed. No allocation (given `changes` has capacity for every participant, as
    /// ``makeChanges()`` provides, and this cursor's buffer is not shared with a copy).
    ///
    /// - Parameters:
    ///   - y: the outer offset (host `contentOffset.y`), in points. Pass a finite value; NaN in gives NaN out,
    ///     exactly as the oracle.
    ///   - changes: caller-owned storage; cleared, then filled with the owner-changed flag and the indices (into
    ///     ``AxisModel/reportedParticipants``) of the participants whose offsets changed bit pattern.
    @inlinable
    public mutating func move(to y: Double, changes: inout ProjectionChanges) {
        if !isKnownUniquelyReferenced(&_buffer) { _buffer = _buffer.copy() }
        let tb = _tables
        let oldBase = _base
        if tb.isOrdered {
            if _isActive {
                if _moveWithinActiveSegment(tb, oldBase, y, &changes) { return }
            } else if _moveBetweenSegments(tb, oldBase, y, &changes) {
                return
            }
        }
        if !changes.isUnchanged { changes.removeAll() }
        let n = tb.segmentCount
        let t = tb.locate(y, hint: oldBase)

        var active = false
        var q = 0.0
        if t < n {
            let a = tb.starts[t]
            if !(y + tb.band < a) {
                active = true
                q = tb.policy.snappedProgress(y - a, length: tb.lengths[t])
            }
        }

        if active, _isActive, t == oldBase {
            // Same active segment: only its owner's offset can move.
            let p = tb.owners[t]
            let value = tb.innerStarts[t] + q
            let offsets = _buffer.offsets
            if offsets[p].bitPattern != value.bitPattern {
                offsets[p] = value
                changes._append(p)
            }
        } else if active || _isActive || t != oldBase {
            _buffer.transition(
                tb, from: oldBase, wasActive: _isActive, to: t, active: active, progress: q,
                changes: &changes)
        }

        var acc = tb.prefix[t]
        var owner = -1
        var scrolling = false
        var authority = 0.0
        var isAuthoritative = false
        if active {
            acc += q
            owner = tb.owners[t]
            scrolling = q > 0
            let h = tb.heights[t]
            if q >= 0, h.isFinite {
                authority = h
                isAuthoritative = true
            }
        }
        if !isAuthoritative, tb.hasDetents, y.isFinite, let h = tb.anchorAuthority(y) {
            authority = h
            isAuthoritative = true
        }
        let v = tb.viewportHeight
        if isAuthoritative {
            _panelOriginY = v + y - authority
            _displayHeight = authority
        } else {
            _panelOriginY = acc
            _displayHeight = v + y - acc
        }
        changes.ownerChanged = owner != _owner
        _outerOffset = y
        _base = t
        _isActive = active
        _owner = owner
        _isAuthoritative = isAuthoritative
        _isScrolling = scrolling
    }

    /// The common drag frame, without the general search: the previous frame was active in segment `t` and `y`
    /// lies in [a_t, a_{t+1}) with a snapped progress 0 ≤ q ≤ L_t and a finite held height. Then the oracle's walk
    /// ends in `t` too (every earlier segment is consumed because y ≥ a_t ≥ their next start, and `t` stops the
    /// walk), so only the owner's offset can change and the height is authoritative. Returns false, changing
    /// nothing, when any condition fails (NaN included); the general path then handles the frame.
    @inlinable @inline(__always)
    mutating func _moveWithinActiveSegment(
        _ tb: _ProjectionCursorTables, _ t: Int, _ y: Double,
        _ changes: inout ProjectionChanges
    ) -> Bool {
        let a = tb.starts[t]
        guard y >= a, !(y >= tb.nextStarts[t]) else { return false }
        let length = tb.lengths[t]
        let q = tb.policy.snappedProgress(y - a, length: length)
        let h = tb.heights[t]
        // q ≥ 0 is the oracle's authority condition; y ≥ a does not imply it when y − a is NaN (y = a = ±∞).
        guard !(q > length), q >= 0, h.isFinite else { return false }
        let p = tb.owners[t]
        let value = tb.innerStarts[t] + q
        let offsets = _buffer.offsets
        if offsets[p].bitPattern != value.bitPattern {
            offsets[p] = value
            // Report exactly [p]; storage that already says so (the previous drag frame) is left as is.
            if !(changes.count == 1 && changes._participantIndices[0] == p) {
                changes.removeAll()
                changes._append(p)
            }
        } else if !changes.isEmpty {
            changes.removeAll()
        }
        changes.ownerChanged = false
        _panelOriginY = tb.viewportHeight + y - h
        _displayHeight = h
        _outerOffset = y
        _isAuthoritative = true
        _isScrolling = q > 0
        return true
    }

    /// The panel frame without the general search: the previous frame was not in any segment, with segments
    /// [0, t) consumed, and `y` still stops the oracle's walk at `t` without reaching it (t = n: past every
    /// segment). Then no participant offset moves, the panel owns the offset, and only the height (geometric,
    /// or a panel anchor's) is recomputed. Returns false, changing nothing, when any condition fails.
    @inlinable @inline(__always)
    mutating func _moveBetweenSegments(
        _ tb: _ProjectionCursorTables, _ t: Int, _ y: Double,
        _ changes: inout ProjectionChanges
    ) -> Bool {
        if t < tb.segmentCount, !(y + tb.band < tb.starts[t]) { return false }
        if t > 0, tb.stops(t - 1, y) { return false }
        if !changes.isUnchanged { changes.removeAll() }
        let v = tb.viewportHeight
        if tb.hasDetents, y.isFinite, let h = tb.anchorAuthority(y) {
            _panelOriginY = v + y - h
            _displayHeight = h
            _isAuthoritative = true
        } else {
            let acc = tb.prefix[t]
            _panelOriginY = acc
            _displayHeight = v + y - acc
            _isAuthoritative = false
        }
        _outerOffset = y
        _isScrolling = false
        return true
    }

    /// Fresh change storage sized for this cursor's model: reuse it for every ``move(to:changes:)``.
    public func makeChanges() -> ProjectionChanges {
        ProjectionChanges(participantCount: _tables.participantCount)
    }

    // MARK: - State of the current frame

    /// The outer offset Y of the current frame, in points.
    @inlinable public var outerOffset: Double { _outerOffset }
    /// The panel's top edge P in the host's content coordinates, in points.
    @inlinable public var panelOriginY: Double { _panelOriginY }
    /// The visible panel height H = V + Y − P, in points.
    @inlinable public var displayHeight: Double { _displayHeight }
    /// True when ``displayHeight`` is a stored model height (a slice's or a detent's), false when geometric.
    @inlinable public var isAuthoritative: Bool { _isAuthoritative }
    /// True when a participant is strictly inside its active segment (progress > 0).
    @inlinable public var isParticipantScrolling: Bool { _isScrolling }
    /// The active owner's index in ``AxisModel/reportedParticipants``, or nil when the panel owns the offset.
    @inlinable public var activeParticipantIndex: Int? { _owner < 0 ? nil : _owner }
    /// Who moves at the current offset: the panel or one participant.
    public var activeOwner: AxisOwner {
        _owner < 0 ? .panel : .participant(_tables.participantIDs[_owner])
    }
    /// The index in ``AxisModel/segments`` of the segment the current offset lies in (including the one-pixel
    /// pre-entry band), or nil when no participant segment is active.
    public var activeSegmentIndex: Int? { _isActive ? _tables.segmentIndices[_base] : nil }
    /// The number of reported participants (the valid range of ``participantOffset(at:)``).
    @inlinable public var participantCount: Int { _tables.participantCount }

    /// The content offset of reported participant `index` (an index into ``AxisModel/reportedParticipants``),
    /// in points.
    @inlinable
    public func participantOffset(at index: Int) -> Double {
        precondition(index >= 0 && index < _tables.participantCount, "participant index out of range")
        return _buffer.offsets[index]
    }

    /// The current state as an oracle-shaped value (allocates: for tests and compatibility, not per frame).
    /// Equal to `model.project(outerOffset)`.
    public func projection() -> AxisProjection {
        let tb = _tables
        let offsets = Array(UnsafeBufferPointer(start: _buffer.offsets, count: tb.participantCount))
        return AxisProjection(
            outerOffset: _outerOffset, panelOriginY: _panelOriginY, displayHeight: _displayHeight,
            isAuthoritative: _isAuthoritative, activeOwner: activeOwner,
            isParticipantScrolling: _isScrolling, participantOffsets: offsets)
    }
}

/// Copies share immutable tables; the mutable buffer is copied before a shared one is written.
extension ProjectionCursor: @unchecked Sendable {}
