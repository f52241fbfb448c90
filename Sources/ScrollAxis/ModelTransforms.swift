// ScrollAxis/ModelTransforms: pure model transforms; each fails closed (nil) and rebuilds through the builder.

/// Pure model transforms (docs/model.md §7). Each fails closed (nil) and rebuilds through the builder.
extension AxisModel {
    /// True for a continuous "free panel" axis: no detents, only participant segments, all at one display height,
    /// a positive total length, and every id of the participant order represented.
    public var isAdaptiveAxis: Bool {
        guard !hasDetents, !segments.isEmpty, panelAnchorIndices.isEmpty else { return false }
        let h = segments[0].displayHeight
        guard segments.allSatisfy({ $0.displayHeight == h && $0.innerLength >= 0 }) else { return false }
        guard totalParticipantLength > 0 else { return false }
        return Set(participantOrder).isSubset(of: Set(reportedParticipants))
    }

    /// The same axis held at display height `h` (points): ids, order and inner ranges kept, every slice's height
    /// set to `h`, so every outer bound shifts by h − H_old. Nil unless ``isAdaptiveAxis`` and `h` is finite.
    public func rebased(toDisplayHeight h: Double) -> AxisModel? {
        guard h.isFinite, isAdaptiveAxis else { return nil }
        let slices = segments.map {
            ParticipantSliceSnapshot(
                id: $0.owner.participantID ?? 0, displayHeight: .native(h),
                innerStart: .native($0.innerStart), innerEnd: .native($0.innerEnd))
        }
        return try? AxisModel(
            AxisModelSnapshot(
                viewportHeight: viewportHeight, displayScale: policy.displayScale,
                detents: [], participantOrder: participantOrder, slices: slices))
    }

    /// The axis with each listed participant's inner end shifted by its delta (points): new end =
    /// max(start, end + δ). Nil if `deltas` is empty, a delta is not finite, a participant owns several
    /// segments, nothing moves, or the participant order is not fully represented.
    public func rebasingInnerEnds(by deltas: [ParticipantID: Double]) -> AxisModel? {
        guard !deltas.isEmpty, deltas.values.allSatisfy(\.isFinite) else { return nil }
        var owned: [ParticipantID: Int] = [:]
        for s in segments { if let id = s.owner.participantID { owned[id, default: 0] += 1 } }
        guard owned.values.allSatisfy({ $0 == 1 }), participantOrder.allSatisfy({ owned[$0] != nil }) else {
            return nil
        }
        var moved = false
        var slices: [ParticipantSliceSnapshot] = []
        for s in segments {
            guard let id = s.owner.participantID else { continue }
            var end = s.innerEnd
            if let delta = deltas[id] {
                end = max(s.innerStart, s.innerEnd + delta)
                if end != s.innerEnd { moved = true }
            }
            slices.append(
                ParticipantSliceSnapshot(
                    id: id, displayHeight: .native(s.displayHeight),
                    innerStart: .native(s.innerStart), innerEnd: .native(end)))
        }
        guard moved else { return nil }
        return try? AxisModel(
            AxisModelSnapshot(
                viewportHeight: viewportHeight, displayScale: policy.displayScale,
                detents: detentHeights.map { .native($0) }, participantOrder: participantOrder, slices: slices))
    }
}
