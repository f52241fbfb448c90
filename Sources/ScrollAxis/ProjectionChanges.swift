// ScrollAxis/ProjectionChanges: what one cursor move changed since the previous frame.

/// What one ``ProjectionCursor/move(to:changes:)`` changed since the previous frame (docs/model.md §12).
///
/// Caller-owned, reusable storage: create it once per cursor with enough capacity (see
/// ``ProjectionCursor/makeChanges()``) and pass it to every `move`. A move clears it and refills it; as long as
/// the capacity is at least the model's participant count it never allocates.
public struct ProjectionChanges: Sendable {
    /// Indices into ``AxisModel/reportedParticipants`` whose content offset differs from the previous frame.
    /// Each index appears once; the order is unspecified (it follows the cursor's walk, not index order).
    @usableFromInline var _participantIndices: ContiguousArray<Int>
    /// True when the active owner (panel or one participant) differs from the previous frame.
    public var ownerChanged: Bool

    /// Creates empty storage for up to `participantCount` changed participants per frame without allocating.
    ///
    /// - Parameter participantCount: the number of reported participants of the model the cursor walks
    ///   (``AxisModel/reportedParticipants``.count); more capacity is harmless, less makes a large jump allocate.
    public init(participantCount: Int) {
        _participantIndices = []
        _participantIndices.reserveCapacity(Swift.max(participantCount, 1))
        ownerChanged = false
    }

    /// The indices into ``AxisModel/reportedParticipants`` whose offsets changed in the last move (each once,
    /// order unspecified). Offsets compare by bit pattern: a value that moved from −0.0 to +0.0 counts as changed.
    @inlinable public var participantIndices: ContiguousArray<Int> { _participantIndices }

    /// The number of participants whose offsets changed in the last move.
    @inlinable public var count: Int { _participantIndices.count }

    /// True when no participant offset changed in the last move.
    @inlinable public var isEmpty: Bool { _participantIndices.isEmpty }

    /// True when the last move changed nothing that is reported: no owner change and no offset change.
    @inlinable public var isUnchanged: Bool { !ownerChanged && _participantIndices.isEmpty }

    /// Clears the storage, keeping its capacity.
    @inlinable
    public mutating func removeAll() {
        _participantIndices.removeAll(keepingCapacity: true)
        ownerChanged = false
    }

    @inlinable
    mutating func _append(_ participant: Int) {
        _participantIndices.append(participant)
    }
}
