import ScrollAxis
import TestSupport
import Testing

@Suite("Overscroll allocation on the cursor (AXIS_MODEL §8, §12) and outer offset for a display height")
struct OverscrollCursorTests {
    /// Every bounce policy the five flags allow.
    static let policies: [BouncePolicy] = (0..<32).map { bits in
        BouncePolicy(
            allowsPanelTopBounce: bits & 1 != 0, allowsPanelBottomBounce: bits & 2 != 0,
            preferredTopOwner: bits & 4 != 0 ? .panel : .innerScrollView,
            preferredBottomOwner: bits & 8 != 0 ? .panel : .innerScrollView, forcesInnerTopBounce: bits & 16 != 0)
    }

    @Test(
        "the cursor form equals the oracle form bit for bit: random axes, policies, offsets inside and past the range")
    func cursorMatchesOracle() throws {
        var g = SeededGenerator(seed: 0x5EED_0814)
        for trial in 0..<200 {
            let model = RandomAxes.model(maxDepth: 4, using: &g)
            let range = OuterRange(model: model, panelHeight: model.viewportHeight)
            let primary = model.reportedParticipants.first
            let primaryIndex = primary.map { _ in 0 }
            let bounces = Bool.random(using: &g)
            let policy = Self.policies[Int.random(in: 0..<32, using: &g)]
            var cursor = ProjectionCursor(model: model)
            var changes = cursor.makeChanges()
            let span = max(range.maximum - range.minimum, 1)
            for _ in 0..<40 {
                let y = Double.random(in: (range.minimum - span)...(range.maximum + span), using: &g)
                let oracle = model.projectAllocatingOverscroll(
                    y, range: range, policy: policy, primary: primary, primaryBounces: bounces)
                let a = cursor.moveAllocatingOverscroll(
                    to: y, range: range, policy: policy, primaryIndex: primaryIndex, primaryBounces: bounces,
                    changes: &changes)
                let context = "trial \(trial) y \(y) \(policy)"
                #expect(a.owner == oracle.owner && a.extent == oracle.extent, "\(context)")
                if oracle.owner == .clamped {
                    #expect(a.shownOuterOffset == oracle.correctedOuterOffset, "\(context)")
                    continue
                }
                let p = oracle.projection
                #expect(a.shownOuterOffset == p.outerOffset, "\(context)")
                #expect(
                    a.shownDisplayHeight(cursor.displayHeight).bitPattern == p.displayHeight.bitPattern, "\(context)")
                #expect(a.shownInnerValue(cursor.panelOriginY).bitPattern == p.panelOriginY.bitPattern, "\(context)")
                for k in 0..<model.reportedParticipants.count {
                    let offset = cursor.participantOffset(at: k)
                    let shown = k == primaryIndex ? a.shownInnerValue(offset) : offset
                    #expect(shown.bitPattern == p.participantOffsets[k].bitPattern, "\(context) participant \(k)")
                }
                // Off the range, the panel-only fields keep the bound's projection.
                #expect(a.owner != .none || cursor.projection() == p, "\(context)")
            }
        }
    }

    /// The spec fixture: V 600, detents 100/300/600, participant 1 held at 300 over outer −300…−100.
    @Test(
        "outer offset for a display height: h − V below a list, plus the list's length above it",
        arguments: [
            (100.0, -500.0, #line), (250, -350, #line), (300, -300, #line),  // at the list's height: its start
            (301, -99, #line), (600, 200, #line),
        ] as [(Double, Double, Int)])
    func outerOffsetForHeight(_ h: Double, _ expected: Double, _ line: Int) throws {
        let m = try Models.spec()
        #expect(m.outerOffset(forDisplayHeight: h) == expected, "row at line \(line)")
        // Projecting it back shows that height on a panel stretch (or the list's held height at its start).
        #expect(m.project(expected).displayHeight == h, "row at line \(line)")
    }
}
