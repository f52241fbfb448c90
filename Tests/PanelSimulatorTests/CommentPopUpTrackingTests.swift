import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// SEEDS §2 "While dragging": the comment pop-up's sheet and table under the finger.
@Suite("Comment pop-up tracking (SEEDS §2)")
struct CommentPopUpTrackingTests {
    static func sheet(tableOffset: Double = 0) throws -> PanelSimulator {
        var s = try #require(Scenario.preset(named: "comment-popup"))
        s.chain[0].contentOffset = tableOffset
        return try PanelSimulator(scenario: s)
    }

    static func tracking(_ t: Trajectory) -> [Int] {
        t.frames.indices.filter { t.frames[$0].phase == .tracking }
    }

    @Test("dragging the container up moves the sheet up, but never above the fully shown position")
    func containerUp() throws {
        let t = try Self.sheet().run(.drag(fromDisplayHeight: 300, distance: 400, duration: 0.4, sampleRate: 120))
        let heights = Self.tracking(t).map { t.frames[$0].displayHeight }
        #expect(heights.first == 300)
        // It follows the finger (1 pt per pt) until it reaches "shown" (560), then stays there.
        #expect(abs(heights[12] - (300 + 400 * 0.1 / 0.4)) < 1e-9)
        #expect(heights.max() == 560 && heights.last == 560)
    }

    @Test("in the table: the table scrolls back to its top first, then the sheet takes over and follows the finger")
    func tableThenSheet() throws {
        let t = try Self.sheet(tableOffset: 120).run(
            .drag(fromDisplayHeight: 560, distance: -300, duration: 0.4, sampleRate: 120, startsOnInnerContent: true))
        for f in Self.tracking(t) {
            let translation = -300 * t.frames[f].time / 0.4
            let table = t.offset(frame: f, participant: 0)
            if translation > -120 {
                // Before the takeover: the sheet stays shown; the table offset falls with the finger.
                #expect(t.frames[f].displayHeight == 560, "frame \(f)")
                #expect(abs(table - (120 + translation)) < 1e-9, "frame \(f)")
            } else {
                // After it: the table is pinned at 0 and the sheet moves by the rest of the finger's travel.
                #expect(table == 0, "frame \(f)")
                #expect(abs(t.frames[f].displayHeight - (560 + translation + 120)) < 1e-9, "frame \(f)")
            }
        }
        #expect(t.outcome.popUp == .dismissed)
    }

    @Test("in the table, an upward drag scrolls the table and never moves the sheet; the release keeps it shown")
    func tableUp() throws {
        let t = try Self.sheet(tableOffset: 0).run(
            .drag(fromDisplayHeight: 560, distance: 200, duration: 0.2, sampleRate: 120, startsOnInnerContent: true))
        #expect(t.frames.allSatisfy { $0.displayHeight == 560 })
        let last = try #require(Self.tracking(t).last)
        #expect(t.offset(frame: last, participant: 0) == 200)
        #expect(t.outcome.popUp == .shown && t.participantNames == ["table"])
    }
}
