// Scenario/InnerSegment: one explicit inner segment, the behaviour provider's answer for a list.
import ScrollAxis
import Support

/// One explicit inner segment, the behaviour provider's answer for a list (BODragScroll's
/// `BODragScrollInnerScrollSegment(displayHeight:beginOffsetY:endOffsetY:)`): while the panel is held at
/// ``displayHeight`` the list scrolls from ``beginOffset`` to ``endOffset``. Points; every value is an Objective-C
/// number, read as Float32 (docs/model.md §2.1).
public struct InnerSegment: Hashable, Sendable {
    /// The display height the panel is held at while the list scrolls, points.
    public var displayHeight: Double
    /// Where the list's offset starts, points; nil (allowed on the first segment only): the list's top offset.
    public var beginOffset: Double?
    /// Where it ends, points; nil (allowed on the last segment only): the list's end offset.
    public var endOffset: Double?

    /// Creates a segment.
    public init(displayHeight: Double, beginOffset: Double? = nil, endOffset: Double? = nil) {
        self.displayHeight = displayHeight
        self.beginOffset = beginOffset
        self.endOffset = endOffset
    }
}

extension ChainLevel {
    /// The list's legal content offsets, points: from −insetTop to max(contentHeight + insetBottom − viewport,
    /// −insetTop) (docs/model.md §5: min and max).
    public var offsetRange: ClosedRange<Double> {
        let low = -insetTop
        return low...max(contentHeight + insetBottom - viewportHeight, low)
    }

    /// The explicit segments as the axis model gets them (the provider's answer): heights and given offsets as
    /// Objective-C numbers, an omitted begin or end as the list's own edge (native).
    package func explicitSlices(id: ParticipantID) -> [ParticipantSliceSnapshot]? {
        guard let segments else { return nil }
        let range = offsetRange
        return segments.map { segment in
            ParticipantSliceSnapshot(
                id: id, displayHeight: .objectiveC(segment.displayHeight),
                innerStart: segment.beginOffset.map(SourceScalar.objectiveC) ?? .native(range.lowerBound),
                innerEnd: segment.endOffset.map(SourceScalar.objectiveC) ?? .native(range.upperBound))
        }
    }

    /// Checks the explicit segments under JSON path `path` (`chain[0].segments`): one line per problem, the first
    /// found — a non-finite or out-of-range value, an omitted begin or end that is not the first's or the last's, a
    /// display height below the previous one, a begin after its end, a segment that starts before the previous one
    /// ends (overlapping), an offset outside the list's range. Values are compared as read (Float32).
    func validateSegments(_ path: String) throws(ScenarioError) {
        guard let segments else { return }
        guard !segments.isEmpty else {
            throw ScenarioError(path: path, reason: "is empty (omit it for the automatic placement)")
        }
        if segments.count > Scenario.maximumDetentCount {
            throw ScenarioError(
                path: path, reason: "\(segments.count) segments exceed the limit of \(Scenario.maximumDetentCount)")
        }
        let range = offsetRange
        let read = { (x: Double) in SourceScalar.objectiveC(x).resolved }
        let text = { (x: Double) in NumberFormat.plain(x) }
        var previous: (height: Double, end: Double)?
        for (i, segment) in segments.enumerated() {
            let p = "\(path)[\(i)]."
            try Check.nonNegativeLength(segment.displayHeight, p + "displayHeight")
            if let b = segment.beginOffset { try Check.finiteLength(b, p + "beginOffset") }
            if let e = segment.endOffset { try Check.finiteLength(e, p + "endOffset") }
            if segment.beginOffset == nil, i > 0 {
                throw ScenarioError(path: p + "beginOffset", reason: "only the first segment may omit it")
            }
            if segment.endOffset == nil, i < segments.count - 1 {
                throw ScenarioError(path: p + "endOffset", reason: "only the last segment may omit it")
            }
            let h = read(segment.displayHeight)
            let begin = segment.beginOffset.map(read) ?? range.lowerBound
            let end = segment.endOffset.map(read) ?? range.upperBound
            for (value, field) in [(begin, "beginOffset"), (end, "endOffset")] where !range.contains(value) {
                throw ScenarioError(
                    path: p + field,
                    reason: "\(text(value)) is outside the list's offsets \(text(range.lowerBound))…"
                        + "\(text(range.upperBound))")
            }
            if begin > end {
                throw ScenarioError(path: p + "beginOffset", reason: "\(text(begin)) is after endOffset \(text(end))")
            }
            if let previous {
                if h < previous.height {
                    throw ScenarioError(
                        path: p + "displayHeight",
                        reason: "\(text(h)) is below the previous segment's \(text(previous.height))")
                }
                if begin < previous.end {
                    throw ScenarioError(
                        path: p + "beginOffset",
                        reason: "\(text(begin)) overlaps the previous segment, which ends at \(text(previous.end))")
                }
            }
            previous = (h, end)
        }
    }
}
