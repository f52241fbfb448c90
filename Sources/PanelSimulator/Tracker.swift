import ScrollAxis
import ScrollPhysics

/// How the outer offset follows the finger while it is down, per release policy.
struct Tracker {
    let policy: ReleasePolicy
    let range: OuterRange
    let rubberBand: RubberBand
    /// The comment pop-up's fully shown offset: the sheet never goes above it.
    let shownOffset: Double
    /// The comment pop-up: the table's offset at touch-down when the touch lands in it (it scrolls back to 0
    /// before the sheet takes over); 0 otherwise.
    let tableOffset: Double

    init(
        policy: ReleasePolicy, gesture: Gesture, range: OuterRange, rubberBand: RubberBand, shownOffset: Double,
        tableOffset: Double = 0
    ) {
        self.policy = policy
        self.range = range
        self.rubberBand = rubberBand
        self.shownOffset = shownOffset
        self.tableOffset = gesture.startsOnInnerContent ? max(0, tableOffset) : 0
    }

    /// d(outer offset)/d(translation) at finger `translation` from `y0`: how a finger velocity shows on the axis
    /// (the rubber band's slope past an edge, 0 where the offset is clamped, else 1).
    func slope(_ y0: Double, translation: Double) -> Double {
        switch policy {
        case .thirtyLine:
            return range.contains(y0 + translation) ? 1 : 0
        case .commentPopUp:
            let y = y0 + min(0, translation + tableOffset)
            return translation + tableOffset < 0 && y < shownOffset && y > range.minimum ? 1 : 0
        case .boDragScroll, .homeUnified, .homeLegacy:
            let y = y0 + translation
            if y > range.maximum { return rubberBand.slope(atOverscroll: y - range.maximum) }
            if y < range.minimum { return rubberBand.slope(atOverscroll: range.minimum - y) }
            return 1
        }
    }

    /// The outer offset for a finger `translation` (points) from the touch-down offset `y0`.
    @inline(__always)
    func offset(_ y0: Double, translation: Double) -> Double {
        switch policy {
        case .thirtyLine:
            return range.clamp(y0 + translation)
        case .commentPopUp:
            // Down moves the sheet (after the table has scrolled back to its top); up never passes "shown".
            let sheet = min(0, translation + tableOffset)
            return max(min(y0 + sheet, shownOffset), range.minimum)
        case .boDragScroll, .homeUnified, .homeLegacy:
            let y = y0 + translation
            if y > range.maximum { return range.maximum + rubberBand.offset(forOverscroll: y - range.maximum) }
            if y < range.minimum { return range.minimum - rubberBand.offset(forOverscroll: range.minimum - y) }
            return y
        }
    }
}
