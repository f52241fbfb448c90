// ScrollAxis/AnchorLocation: where an outer offset lies relative to its nearest anchor (before, on, after).

/// Where an outer offset lies relative to its nearest anchor (docs/model.md §9, `locate`).
public enum AnchorLocation: String, Hashable, Sendable {
    /// Below the anchor's start by more than one pixel.
    case before
    /// Within [start − band, end + band] (closed).
    case inside
    /// Above the anchor's end by more than one pixel.
    case after
}

/// An anchor (an index into ``AxisModel/segments``) and where an offset lies relative to it.
public struct AnchorPosition: Hashable, Sendable, CustomStringConvertible {
    /// Index into ``AxisModel/segments`` (panel anchors and participant segments alike).
    public var index: Int
    /// Before, inside or after that anchor.
    public var location: AnchorLocation

    /// Creates a position.
    public init(index: Int, location: AnchorLocation) {
        self.index = index
        self.location = location
    }

    /// `1 before`.
    public var description: String { "\(index) \(location.rawValue)" }
}

extension AxisModel {
    /// The nearest anchor region of `outerOffset` (docs/model.md §9 `locate`). Every segment is an anchor.
    ///
    /// Walking anchors i = 0…n−1 with a = outerStart, b = outerEnd and the one-pixel band:
    /// * Y < a_i − band → (i−1, after) if i > 0 and Y − b_{i−1} < a_i − Y, else (i, before) (a tie goes to
    ///   the later anchor);
    /// * Y ≤ b_i + band → (i, inside) (the margin is closed);
    /// * past the last anchor → (last, after).
    ///
    /// Allocation-free, O(segments).
    ///
    /// - Parameter outerOffset: the outer offset Y, in points.
    /// - Returns: the position, or nil only when the model has no segments.
    public func locate(_ outerOffset: Double) -> AnchorPosition? {
        let band = policy.band
        let y = outerOffset
        let count = segments.count
        guard count > 0 else { return nil }
        var i = 0
        while i < count {
            let s = segments[i]
            if y < s.outerStart - band {
                if i > 0, (y - segments[i - 1].outerEnd) < (s.outerStart - y) {
                    return AnchorPosition(index: i - 1, location: .after)
                }
                return AnchorPosition(index: i, location: .before)
            }
            if y <= s.outerEnd + band { return AnchorPosition(index: i, location: .inside) }
            if i == count - 1 { return AnchorPosition(index: i, location: .after) }
            i += 1
        }
        // Unreachable (the last anchor always answers); kept as the reference's fallback.
        return AnchorPosition(index: 0, location: .inside)
    }
}
