// ScrollAxis/HandoffPlacement: the display height at which a captured inner scroll view takes over from the panel.

/// At which display height a captured inner scroll view takes over from the panel (docs/model.md §13). The chosen
/// height is the display height of every participant slice.
public enum HandoffPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The reference's default minimum visible fraction of the inner view for `.automatic`.
    public static let defaultMinimumVisibilityRatio = 0.7

    /// The 0.7-visibility search over the detents (see
    /// ``activationHeight(detents:currentHeight:inner:band:legalHeights:)``).
    case automatic(minimumVisibilityRatio: Double)
    /// The first detent that shows the whole inner view, else the maximum display height.
    case afterPanelFullyDisplayed
    /// A fixed display height in points, read as an Objective-C number (Float32).
    case atDisplayHeight(Double)
    /// The display height at touch-down.
    case fromTouchedPosition

    /// `.automatic` with the default 0.7 ratio.
    public static var automatic: HandoffPlacement { .automatic(minimumVisibilityRatio: defaultMinimumVisibilityRatio) }

    /// Where the inner scroll view sits in the panel: its top edge below the panel's top, and its height, points.
    public struct InnerFrame: Hashable, Sendable {
        /// Distance from the panel's top edge to the inner view's top edge, points.
        public var minY: Double
        /// The inner view's visible frame height, points.
        public var height: Double
        /// Creates a frame.
        public init(minY: Double, height: Double) {
            self.minY = minY
            self.height = height
        }
    }

    /// The activation display height for this placement.
    ///
    /// - Parameters:
    ///   - detents: converted detent heights, ascending, points.
    ///   - currentHeight: the display height now (at touch-down), points.
    ///   - inner: the inner view's frame in the panel.
    ///   - band: one physical pixel, points.
    ///   - legalHeights: the lowest and highest legal display heights, points (used without detents).
    /// - Returns: the height as a source scalar, tagged the way the UIKit layer reads it (§2.1): a detent or the
    ///   captured current height native, `.atDisplayHeight` as an Objective-C number.
    public func activationHeight(
        detents: [Double], currentHeight: Double, inner: InnerFrame, band: Double,
        legalHeights: (minimum: Double, maximum: Double)
    ) -> SourceScalar {
        switch self {
        case .atDisplayHeight(let h):
            return .objectiveC(h)
        case .fromTouchedPosition:
            return .native(currentHeight)
        case .afterPanelFullyDisplayed:
            let bottom = inner.minY + inner.height
            if let d = detents.first(where: { $0 >= bottom }) { return .native(d) }
            return .native(detents.last ?? legalHeights.maximum)
        case .automatic(let ratio):
            guard !detents.isEmpty else {
                return .native(min(max(currentHeight, legalHeights.minimum), legalHeights.maximum))
            }
            func visible(_ d: Double) -> Bool {
                inner.height > 0 ? (d - inner.minY) / inner.height >= ratio : d >= inner.minY
            }
            var start = detents.firstIndex(where: { $0 > currentHeight }) ?? detents.count
            if let nearest = detents.indices.min(by: {
                abs(detents[$0] - currentHeight) < abs(detents[$1] - currentHeight)
            }),
                abs(detents[nearest] - currentHeight) < band
            {
                start = nearest
            }
            if let hit = detents[start...].first(where: visible) { return .native(hit) }
            let bottom = inner.minY + inner.height
            if let fallback = detents.last(where: { $0 <= bottom }), visible(fallback) { return .native(fallback) }
            return .native(currentHeight)
        }
    }

    /// Where the detents a capture builds its axis with begin (an index into `detents`): 0, except that with
    /// `forcesInnerTopBounce` a touch at a non-first detent (the sorted-index helper's nearest detent, §10, within
    /// one pixel of `currentHeight`) cuts the detents below it for this capture, so that detent is the axis's lower
    /// end and a pull down makes the list bounce instead of collapsing the panel (docs/model.md §8; BODragScroll's
    /// temporary detent suffix). A fixed ``atDisplayHeight(_:)`` placement keeps every detent.
    ///
    /// - Parameters:
    ///   - detents: converted detent heights, ascending, points.
    ///   - currentHeight: the display height at touch-down, points.
    ///   - forcesInnerTopBounce: the bounce policy's flag.
    ///   - band: one physical pixel, points.
    public func captureDetentStart(
        detents: [Double], currentHeight: Double, forcesInnerTopBounce: Bool, band: Double
    ) -> Int {
        if case .atDisplayHeight = self { return 0 }
        guard forcesInnerTopBounce, detents.count > 1 else { return 0 }
        let i = SortedIndex.find(currentHeight, in: detents, nearby: true, ceil: false)
        guard i > 0, i < detents.count, abs(detents[i] - currentHeight) < band else { return 0 }
        return i
    }

    /// `automatic(0.7)`, `atDisplayHeight(420.0 pt)`, ….
    public var description: String {
        switch self {
        case .automatic(let r): return "automatic(minimumVisibilityRatio: \(r))"
        case .afterPanelFullyDisplayed: return "afterPanelFullyDisplayed"
        case .atDisplayHeight(let h): return "atDisplayHeight(\(h) pt)"
        case .fromTouchedPosition: return "fromTouchedPosition"
        }
    }
}
