import Scenario
// PanelSimulator/Tracker: how the outer offset follows the finger while it is down, per release policy.
import ScrollAxis
import ScrollPhysics

/// How the outer offset follows the finger while it is down, per release policy.
struct Tracker {
    let policy: ReleasePolicy
    let range: OuterRange
    let rubberBand: RubberBand
    /// The comment pop-up's fully shown offset: the sheet never goes above it.
    let shownOffset: Double
    /// The comment pop-up: the table's offset at touch-down (≥ 0).
    let tableOffset: Double
    /// The comment pop-up: the table's largest offset, points.
    let tableMaximum: Double
    /// The touch landed in the table (else on the container).
    let onContent: Bool
    /// The comment pop-up: when the sheet takes the drag over, seconds since touch-down (docs/systems.md §2): at
    /// once for a touch on the container; for a touch in the table, once the finger has brought the table back to
    /// its top (translation ≤ −offset) — from then on the sheet follows the finger; never (∞) otherwise.
    let takeoverTime: Double

    init(
        policy: ReleasePolicy, gesture: Gesture, range: OuterRange, rubberBand: RubberBand, shownOffset: Double,
        tableOffset: Double = 0, tableMaximum: Double = 0
    ) {
        self.policy = policy
        self.range = range
        self.rubberBand = rubberBand
        self.shownOffset = shownOffset
        self.tableOffset = max(0, tableOffset)
        self.tableMaximum = max(tableMaximum, self.tableOffset)
        onContent = gesture.startsOnInnerContent
        takeoverTime = Self.takeoverTime(gesture, tableOffset: tableOffset)
    }

    /// When the comment pop-up's sheet takes a drag over (docs/systems.md §2), seconds since touch-down: 0 on the
    /// container; in the table, when the finger first goes below the point where the table is back at its top
    /// (translation < −offset), interpolated between samples; ∞ when it never does (the drag stayed in the table).
    static func takeoverTime(_ gesture: Gesture, tableOffset: Double) -> Double {
        guard gesture.startsOnInnerContent else { return 0 }
        let level = -max(0, tableOffset)
        let path = gesture.path
        guard path.count >= 2 else { return .infinity }
        for i in 1..<path.count where path[i].translation < level {
            let a = path[i - 1]
            let b = path[i]
            return a.time + (b.time - a.time) * (a.translation - level) / (a.translation - b.translation)
        }
        return .infinity
    }

    /// The outer offset for a finger `translation` (points) from the touch-down offset `y0`, `time` seconds after
    /// touch-down.
    @inline(__always)
    func offset(_ y0: Double, translation: Double, at time: Double) -> Double {
        switch policy {
        case .thirtyLine:
            return range.clamp(y0 + translation)
        case .commentPopUp:
            // Before the takeover the table scrolls and the sheet stays; after it the sheet follows the finger up
            // and down (the table pinned at its top), never above "shown" nor below off-screen.
            guard time >= takeoverTime else { return y0 }
            let y = y0 + translation + (onContent ? tableOffset : 0)
            return max(min(y, shownOffset), range.minimum)
        case .boDragScroll, .homeUnified, .homeLegacy:
            let y = y0 + translation
            if y > range.maximum { return range.maximum + rubberBand.offset(forOverscroll: y - range.maximum) }
            if y < range.minimum { return range.minimum - rubberBand.offset(forOverscroll: range.minimum - y) }
            return y
        }
    }

    /// The comment pop-up's table offset at `translation`/`time` when the touch is in the table: it scrolls with
    /// the finger (within 0…its maximum) until the takeover, then stays pinned at 0; nil for other policies or a
    /// touch on the container (the table then keeps its offset).
    @inline(__always)
    func tableOffset(translation: Double, at time: Double) -> Double? {
        guard policy == .commentPopUp, onContent else { return nil }
        if time >= takeoverTime { return 0 }
        return min(max(tableOffset + translation, 0), tableMaximum)
    }

    /// d(outer offset)/d(translation) at finger `translation` from `y0` at `time`: how a finger velocity shows on
    /// the axis (the rubber band's slope past an edge, 0 where the offset is held or clamped, else 1).
    func slope(_ y0: Double, translation: Double, at time: Double) -> Double {
        switch policy {
        case .thirtyLine:
            return range.contains(y0 + translation) ? 1 : 0
        case .commentPopUp:
            guard time >= takeoverTime else { return 0 }
            let y = offset(y0, translation: translation, at: time)
            return y < shownOffset && y > range.minimum ? 1 : 0
        case .boDragScroll, .homeUnified, .homeLegacy:
            let y = y0 + translation
            if y > range.maximum { return rubberBand.slope(atOverscroll: y - range.maximum) }
            if y < range.minimum { return rubberBand.slope(atOverscroll: range.minimum - y) }
            return 1
        }
    }
}

/// Reads a finger path forward in time without rescanning it (frames ask for increasing times).
struct PathSampler {
    let path: [FingerSample]
    var index = 0

    /// The translation at `time` (linear between samples, held after the last), points.
    mutating func translation(at time: Double) -> Double {
        guard let last = path.last else { return 0 }
        if time >= last.time { return last.translation }
        if time <= path[0].time { return path[0].translation }
        while index + 1 < path.count, path[index + 1].time <= time { index += 1 }
        let a = path[index]
        let b = path[index + 1]
        return a.translation + (b.translation - a.translation) * (time - a.time) / (b.time - a.time)
    }
}
