// ScrollAxis/AxisOwner: participant identities and who moves when the outer offset moves (the panel or a scroll view).

/// An opaque participant identity (a UInt64; no object identity is involved).
public typealias ParticipantID = UInt64

/// Who moves when the outer offset moves: the panel itself or one participant (a nested scroll view).
public enum AxisOwner: Hashable, Sendable, CustomStringConvertible {
    /// The panel: its display height follows the outer offset.
    case panel
    /// A participant scroll view: it scrolls while the panel holds its height.
    case participant(ParticipantID)

    /// The participant's id, or nil for the panel.
    @inlinable
    public var participantID: ParticipantID? {
        if case .participant(let id) = self { return id }
        return nil
    }

    /// `panel` or `participant(7)`.
    public var description: String {
        switch self {
        case .panel: return "panel"
        case .participant(let id): return "participant(\(id))"
        }
    }
}
