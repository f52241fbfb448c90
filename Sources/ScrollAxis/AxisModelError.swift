// ScrollAxis/AxisModelError: why the builder rejected a snapshot, with the offending value or id.

/// Why the builder rejected a snapshot (docs/model.md §4). Each case carries the offending value or id.
public enum AxisModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The viewport height is not finite or not > 0.
    case invalidViewportHeight(value: Double)
    /// The display scale is not finite or not > 0.
    case invalidDisplayScale(value: Double)
    /// An id appears twice in the participant order.
    case duplicateParticipantID(participant: ParticipantID)
    /// A detent is not finite after conversion (e.g. +∞ after Float32 narrowing).
    case invalidDetent(value: Double)
    /// Detents are not strictly increasing after conversion; `index` is the first one that is not greater than
    /// the one before it.
    case unorderedDetents(index: Int, previous: Double, value: Double)
    /// A slice names a participant missing from the participant order.
    case missingParticipant(participant: ParticipantID)
    /// A slice's display height is not finite after conversion.
    case invalidParticipantDisplayHeight(participant: ParticipantID, displayHeight: Double)
    /// A slice's inner range is not finite, runs backwards, or has a non-finite length.
    case invalidInnerRange(participant: ParticipantID, start: Double, end: Double)
    /// A slice's display height is lower than the slice before it (exact comparison, no band).
    case unorderedParticipantSegments(participant: ParticipantID, displayHeight: Double)
    /// A repeated participant's slice starts before its previous slice ended.
    case unorderedParticipantInnerRanges(participant: ParticipantID, previousEnd: Double, nextStart: Double)
    /// A computed outer coordinate or running length overflowed to a non-finite value.
    case nonFiniteOuterGeometry
    /// Built segments do not start in non-decreasing order (defensive; valid inputs never trigger it).
    case unorderedOuterSegments

    /// The reference library's name for the case, e.g. `unorderedDetents`.
    public var name: String {
        switch self {
        case .invalidViewportHeight: return "invalidViewportHeight"
        case .invalidDisplayScale: return "invalidDisplayScale"
        case .duplicateParticipantID: return "duplicateParticipantID"
        case .invalidDetent: return "invalidDetent"
        case .unorderedDetents: return "unorderedDetents"
        case .missingParticipant: return "missingParticipant"
        case .invalidParticipantDisplayHeight: return "invalidParticipantDisplayHeight"
        case .invalidInnerRange: return "invalidInnerRange"
        case .unorderedParticipantSegments: return "unorderedParticipantSegments"
        case .unorderedParticipantInnerRanges: return "unorderedParticipantInnerRanges"
        case .nonFiniteOuterGeometry: return "nonFiniteOuterGeometry"
        case .unorderedOuterSegments: return "unorderedOuterSegments"
        }
    }

    /// One line naming the field and the reason.
    public var description: String {
        switch self {
        case .invalidViewportHeight(let v): return "viewport height: \(v) is not a finite number > 0"
        case .invalidDisplayScale(let v): return "display scale: \(v) is not a finite number > 0"
        case .duplicateParticipantID(let p): return "participant order: id \(p) appears more than once"
        case .invalidDetent(let v): return "detents: \(v) is not finite"
        case .unorderedDetents(let i, let prev, let v):
            return "detents[\(i)]: \(v) is not greater than \(prev)"
        case .missingParticipant(let p): return "slices: participant \(p) is not in the participant order"
        case .invalidParticipantDisplayHeight(let p, let h):
            return "slices: participant \(p) display height \(h) is not finite"
        case .invalidInnerRange(let p, let s, let e):
            return "slices: participant \(p) inner range \(s)…\(e) is not a finite forward range"
        case .unorderedParticipantSegments(let p, let h):
            return "slices: participant \(p) display height \(h) is lower than the slice before it"
        case .unorderedParticipantInnerRanges(let p, let prev, let next):
            return "slices: participant \(p) starts at \(next), before its previous slice's end \(prev)"
        case .nonFiniteOuterGeometry: return "slices: the composite axis overflows (non-finite outer offset)"
        case .unorderedOuterSegments: return "slices: built segments are not in increasing outer order"
        }
    }
}
