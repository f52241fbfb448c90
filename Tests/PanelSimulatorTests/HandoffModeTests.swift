import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// FEEL.md §3 `handoff.mode` and `handoff.offsetMismatch`, one test per sentence of the description, on the
/// SEEDS §1 geometry (detents 100/400/700, a 2000-pt table in 760 pt taking over at 700).
@Suite("Handoff modes and offset-mismatch policies (FEEL §3)")
struct HandoffModeTests {
    static func simulator(
        _ mode: HandoffMode = .coordinated, mismatch: OffsetMismatchPolicy = .waitForValidSegment,
        tableOffset: Double = 0
    ) throws -> PanelSimulator {
        var s = Scenario(name: "handoff")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, contentOffset: tableOffset, name: "table")]
        s.handoffMode = mode
        s.offsetMismatch = mismatch
        return try PanelSimulator(scenario: s)
    }

    static func drag(_ distance: Double, from height: Double = 400, onContent: Bool = true) -> Gesture {
        .drag(
            fromDisplayHeight: height, distance: distance, duration: 0.1, sampleRate: 120,
            startsOnInnerContent: onContent)
    }

    static func tableOffsets(_ t: Trajectory) -> [Double] {
        t.frames.indices.map { t.offset(frame: $0, participant: 0) }
    }

    @Test(".coordinated: the host pan drives panel and list as one axis (the panel moves first at 400 pt)")
    func coordinated() throws {
        let t = try Self.simulator().run(Self.drag(100))
        #expect(t.outcome.releaseHeight == 500)
        // The list does not scroll: 0, or up to one pixel before it in the segment's pre-entry band (AXIS_MODEL §6)
        // while the panel arrives at 700.
        #expect(Self.tableOffsets(t).allSatisfy { $0 <= 0 && $0 >= -1.0 / 3 })
    }

    @Test(".innerFirst: a touch on the list scrolls it alone and the panel does not move, in either direction")
    func innerFirst() throws {
        for distance in [100.0, -100] {
            let sim = try Self.simulator(.innerFirst, tableOffset: 300)
            let t = try sim.run(Self.drag(distance))
            #expect(t.frames.allSatisfy { $0.displayHeight == 400 }, "drag \(distance)")
            // The list follows the finger (finger up = content offset up) from its own offset.
            #expect(t.offset(frame: t.frames.count - 1, participant: 0) != 300, "drag \(distance)")
            let atRelease = try #require(t.frames.lastIndex { $0.time <= t.outcome.releaseTime })
            #expect(abs(t.offset(frame: atRelease, participant: 0) - (300 + distance)) < 1e-9, "drag \(distance)")
            // It rests inside its own range (0…1240 pt).
            let rest = try #require(t.outcome.restingContentOffset(of: "table"))
            #expect(rest >= 0 && rest <= 1240, "drag \(distance)")
        }
        // A touch on the header still drives the panel.
        let header = try Self.simulator(.innerFirst).run(Self.drag(100, onContent: false))
        #expect(header.outcome.releaseHeight == 500)
    }

    @Test(".innerFirstAtBoundary: the list wins while it can scroll that way; at its edge the panel pan begins")
    func innerFirstAtBoundary() throws {
        // Finger up, list at its top: it can scroll up, so it takes the gesture; the panel stays at 400.
        let up = try Self.simulator(.innerFirstAtBoundary).run(Self.drag(100))
        #expect(up.frames.allSatisfy { $0.displayHeight == 400 })
        #expect(abs(up.offset(frame: 12, participant: 0) - 100) < 1e-9)
        // Finger down, list at its top: it cannot scroll down, so the panel collapses.
        let down = try Self.simulator(.innerFirstAtBoundary).run(Self.drag(-100))
        #expect(down.outcome.releaseHeight == 300)
        // Finger down with the list scrolled: the list scrolls back, the panel stays.
        let scrolled = try Self.simulator(.innerFirstAtBoundary, tableOffset: 500).run(Self.drag(-100))
        #expect(scrolled.frames.allSatisfy { $0.displayHeight == 400 })
    }

    @Test(".waitForValidSegment: the list keeps its offset and the panel moves alone")
    func waitForValidSegment() throws {
        // At 400 pt the list's segment (at 700) expects offset 0; it is at 300.
        let t = try Self.simulator(tableOffset: 300).run(.release(atDisplayHeight: 650, velocity: 5))
        #expect(Self.tableOffsets(t).allSatisfy { $0 == 300 })
        // Without the list on the axis the fling stops at the top detent.
        #expect(t.outcome.landingHeight == 700 && t.outcome.handoff == nil)
        #expect(
            t.outcome.offsetMismatch
                == OffsetMismatch(participant: "table", found: 300, expected: 0, policy: .waitForValidSegment))
    }

    @Test(".restoreToBoundary: the list's offset is reset to the segment boundary at touch-down")
    func restoreToBoundary() throws {
        let gesture = Gesture.release(atDisplayHeight: 650, velocity: 5)
        let restored = try Self.simulator(mismatch: .restoreToBoundary, tableOffset: 300).run(gesture)
        let matching = try Self.simulator(tableOffset: 0).run(gesture)
        #expect(restored.offset(frame: 0, participant: 0) == 0)
        // From then on it is the run of a list that was at its start.
        #expect(restored.frames == matching.frames && restored.participantOffsets == matching.participantOffsets)
    }

    @Test(".continueFromCurrentOffset: a temporary segment starts at the list's offset, so it continues from there")
    func continueFromCurrentOffset() throws {
        let gesture = Gesture.release(atDisplayHeight: 650, velocity: 5)
        let continued = try Self.simulator(mismatch: .continueFromCurrentOffset, tableOffset: 300).run(gesture)
        let matching = try Self.simulator(tableOffset: 0).run(gesture)
        let offsets = Self.tableOffsets(continued)
        #expect(offsets.first == 300 && offsets.allSatisfy { $0 >= 300 - 1e-9 && $0 <= 1240 })
        // The fling carries into the list (panel → table) and the list ends 300 pt further than from 0, less
        // what its shorter range cuts off.
        #expect(continued.outcome.handoff?.to == "table")
        let restFrom0 = try #require(matching.outcome.restingContentOffset(of: "table"))
        let restFrom300 = try #require(continued.outcome.restingContentOffset(of: "table"))
        #expect(abs(restFrom300 - min(restFrom0 + 300, 1240)) < 1e-6)
    }

    @Test("a list whose offset matches (panel at the list's height) starts mid-segment, without any mismatch")
    func matchingOffsetStartsInsideTheSegment() throws {
        let t = try Self.simulator(tableOffset: 300).run(.release(atDisplayHeight: 700, velocity: 0))
        #expect(t.outcome.offsetMismatch == nil)
        #expect(t.offset(frame: 0, participant: 0) == 300 && t.frames[0].displayHeight == 700)
    }
}
