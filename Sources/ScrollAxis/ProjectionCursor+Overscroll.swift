// ScrollAxis/ProjectionCursor+Overscroll: the cursor's per-frame overscroll: it moves to the offset the overscroll
// allocation projects.

/// The per-frame form of docs/model.md §8: the cursor moves to the projected offset of ``OverscrollAllocation``
/// (the offset itself inside the range, the violated bound past it) and the caller applies the allocation's
/// changes to what it shows. No allocation; the oracle form is
/// ``AxisModel/projectAllocatingOverscroll(_:range:policy:primary:primaryBounces:)``.
extension ProjectionCursor {
    /// Moves to outer offset `y` (points, finite), allocating any overscroll past `range` under `policy`.
    ///
    /// After the call the cursor holds the projection at ``OverscrollAllocation/projectedOuterOffset``. The shown
    /// state is that projection with the allocation applied: the display height through
    /// ``OverscrollAllocation/shownDisplayHeight(_:)`` (geometric when the panel stretches), the panel origin and
    /// the primary participant's offset through ``OverscrollAllocation/shownInnerValue(_:)``, and the primary as
    /// owner when it bounces. The same numbers as the oracle form, bit for bit.
    ///
    /// - Parameters:
    ///   - primaryIndex: the primary participant's index in ``AxisModel/reportedParticipants``, or nil.
    ///   - primaryBounces: whether the primary's scroll view bounces (ignored without a primary).
    ///   - changes: caller-owned storage, as for ``move(to:changes:)``.
    @inlinable
    public mutating func moveAllocatingOverscroll(
        to y: Double, range: OuterRange, policy: BouncePolicy, primaryIndex: Int?, primaryBounces: Bool,
        changes: inout ProjectionChanges
    ) -> OverscrollAllocation {
        let allocation = OverscrollAllocation(
            y, range: range, policy: policy, primaryBounces: primaryBounces && primaryIndex != nil)
        move(to: allocation.projectedOuterOffset, changes: &changes)
        return allocation
    }
}
