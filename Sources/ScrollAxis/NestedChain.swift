// ScrollAxis/NestedChain: a nested scroll-view chain, one level at a time, sliced into participant slices.

/// One level of a nested scroll-view chain (docs/model.md §5). All values in points, in the level's own content
/// coordinates.
public struct NestedParticipant: Hashable, Sendable {
    /// The participant's id.
    public var id: ParticipantID
    /// Content height.
    public var contentHeight: Double
    /// Viewport (bounds) height, > 0.
    public var viewportHeight: Double
    /// Top content inset.
    public var insetTop: Double
    /// Bottom content inset.
    public var insetBottom: Double
    /// Current content offset (`contentOffset.y`).
    public var contentOffset: Double
    /// The immediate child's frame [minY, maxY] in this level's content coordinates; nil for the primary.
    public var childFrame: ChildFrame?

    /// A child's vertical extent inside its ancestor's content, in points.
    public struct ChildFrame: Hashable, Sendable {
        /// Top edge.
        public var minY: Double
        /// Bottom edge (≥ `minY`).
        public var maxY: Double
        /// Creates a frame.
        public init(minY: Double, maxY: Double) {
            self.minY = minY
            self.maxY = maxY
        }
    }

    /// Creates a chain level.
    public init(
        id: ParticipantID, contentHeight: Double, viewportHeight: Double, insetTop: Double = 0,
        insetBottom: Double = 0, contentOffset: Double = 0, childFrame: ChildFrame? = nil
    ) {
        self.id = id
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.contentOffset = contentOffset
        self.childFrame = childFrame
    }

    /// The lowest content offset, −insetTop.
    @inlinable public var minimumOffset: Double { -insetTop }
    /// The scrollable length T = max(0, insetTop + contentHeight + insetBottom − viewportHeight).
    @inlinable public var scrollableLength: Double {
        max(0, insetTop + contentHeight + insetBottom - viewportHeight)
    }
    /// The highest content offset, T − insetTop.
    @inlinable public var maximumOffset: Double { scrollableLength - insetTop }
}

/// Where an ancestor's range goes relative to everything built inside it (§5).
public enum NestedPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The whole range before its child's slices.
    case before
    /// The whole range after its child's slices.
    case after
    /// Split at content offset `s`: [min, s] before and [s, max] after.
    case split(at: Double)

    /// `before`, `after` or `split(at: 120.0)`.
    public var description: String {
        switch self {
        case .before: return "before"
        case .after: return "after"
        case .split(let s): return "split(at: \(s))"
        }
    }
}

/// Why a nested chain could not be sliced (§5).
public enum NestedChainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A level has a non-finite value or a viewport height ≤ 0; `field` names it.
    case invalidNestedParticipant(participant: ParticipantID, field: String, value: Double)
    /// An ancestor has no child frame.
    case missingChildFrame(participant: ParticipantID)
    /// An ancestor's child frame is not finite or runs backwards.
    case invalidChildFrame(participant: ParticipantID, minY: Double, maxY: Double)
    /// A split point lies outside the ancestor's [min, max] range.
    case invalidNestedSplit(participant: ParticipantID, value: Double)

    /// The reference library's case name.
    public var name: String {
        switch self {
        case .invalidNestedParticipant: return "invalidNestedParticipant"
        case .missingChildFrame: return "missingChildFrame"
        case .invalidChildFrame: return "invalidChildFrame"
        case .invalidNestedSplit: return "invalidNestedSplit"
        }
    }

    /// One line naming the level, the field and the reason.
    public var description: String {
        switch self {
        case .invalidNestedParticipant(let p, let field, let value):
            return field == "viewportHeight"
                ? "chain: participant \(p) viewportHeight \(value) is not a finite number > 0"
                : "chain: participant \(p) \(field) \(value) is not finite"
        case .missingChildFrame(let p): return "chain: ancestor \(p) has no childFrame"
        case .invalidChildFrame(let p, let lo, let hi):
            return "chain: ancestor \(p) childFrame [\(lo), \(hi)] is not a finite forward range"
        case .invalidNestedSplit(let p, let s): return "chain: ancestor \(p) split point \(s) is outside its range"
        }
    }
}

/// Turns a primary-to-ancestor chain into participant slices in composite-axis order (§5): the onion
/// [A_N-before … A_1-before, primary, A_1-after … A_N-after].
public enum NestedChainBuilder {
    /// Slices for `chain` (primary first, then ancestors outward), each held at `displayHeight`.
    ///
    /// - Parameters:
    ///   - chain: the primary participant, then its ancestors; empty gives no slices.
    ///   - displayHeight: the panel height every slice is held at (passed through unchanged, tag included).
    ///   - policy: supplies the one-pixel band used by the placement rules.
    public static func slices(
        for chain: [NestedParticipant], displayHeight: SourceScalar,
        policy: ComparisonPolicy
    ) throws(NestedChainError) -> [ParticipantSliceSnapshot] {
        guard let primary = chain.first else { return [] }
        try validate(primary)
        var front: [ParticipantSliceSnapshot] = []  // reversed: the last element is the frontmost slice
        var back: [ParticipantSliceSnapshot] = []
        func slice(_ id: ParticipantID, _ lo: Double, _ hi: Double) -> ParticipantSliceSnapshot {
            ParticipantSliceSnapshot(
                id: id, displayHeight: displayHeight, innerStart: .native(lo), innerEnd: .native(hi))
        }
        let primarySlice = slice(primary.id, primary.minimumOffset, primary.maximumOffset)

        for ancestor in chain.dropFirst() {
            try validate(ancestor)
            let lo = ancestor.minimumOffset
            let hi = ancestor.maximumOffset
            switch try placement(of: ancestor, band: policy.band) {
            case .before: front.append(slice(ancestor.id, lo, hi))
            case .after: back.append(slice(ancestor.id, lo, hi))
            case .split(let s):
                guard s >= lo, s <= hi else { throw .invalidNestedSplit(participant: ancestor.id, value: s) }
                if s > lo { front.append(slice(ancestor.id, lo, s)) }
                if s < hi { back.append(slice(ancestor.id, s, hi)) }
            }
        }
        return front.reversed() + [primarySlice] + back
    }

    /// The placement rule of §5 for one ancestor (first matching rule wins).
    public static func placement(of ancestor: NestedParticipant, band: Double) throws(NestedChainError)
        -> NestedPlacement
    {
        guard let frame = ancestor.childFrame else { throw .missingChildFrame(participant: ancestor.id) }
        guard frame.minY.isFinite, frame.maxY.isFinite, frame.maxY >= frame.minY else {
            throw .invalidChildFrame(participant: ancestor.id, minY: frame.minY, maxY: frame.maxY)
        }
        let c = ancestor.contentOffset
        let t = ancestor.scrollableLength
        let progress = c + ancestor.insetTop
        if progress > band, c + ancestor.viewportHeight >= frame.maxY {
            return progress >= t - band ? .before : .split(at: c)
        }
        if frame.minY <= ancestor.minimumOffset + band { return .after }
        let contentBottom = ancestor.contentHeight + ancestor.insetBottom
        if frame.maxY >= contentBottom - band { return .before }
        let bottomExpansion = contentBottom - frame.maxY
        let topExpansion = ancestor.viewportHeight - (bottomExpansion + (frame.maxY - frame.minY))
        return topExpansion + band >= 0 ? .before : .split(at: frame.minY)
    }

    static func validate(_ p: NestedParticipant) throws(NestedChainError) {
        let fields: [(String, Double)] = [
            ("contentHeight", p.contentHeight), ("viewportHeight", p.viewportHeight),
            ("insetTop", p.insetTop), ("insetBottom", p.insetBottom),
            ("contentOffset", p.contentOffset),
        ]
        for (name, value) in fields where !value.isFinite {
            throw .invalidNestedParticipant(participant: p.id, field: name, value: value)
        }
        guard p.viewportHeight > 0 else {
            throw .invalidNestedParticipant(participant: p.id, field: "viewportHeight", value: p.viewportHeight)
        }
    }
}
