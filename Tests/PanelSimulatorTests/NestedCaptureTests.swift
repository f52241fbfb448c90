import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Capture at the current offsets (docs/model.md §13.1): a touch on a nested chain never moves a participant at
/// touch-down, and who moves first follows the onion of docs/model.md §5.
///
/// The chain is the demo's three-level scene (chbo297/BODragScroll `Demo/Sources/Scenarios/ScrollingScenarios.swift`,
/// `NestedScrollChainViewController.configureContent`) on an iPhone 17 Pro (viewport 874 pt, safe area 62 pt top, so
/// the panel is 812 pt and the detents are 150/390/812, `DemoScenarioViewController.detentHeights`): the outer view
/// fills the 660 pt content view 152 pt below the panel's top (`DemoPanelView`: `contentView.topAnchor … 152`) over a
/// 2100 pt document; the middle view (760 pt, document 1450) sits at 22 + 220 + 34 = 276 pt in it; the table (520 pt,
/// 38 rows of 58 pt = 2204 pt) sits at 18 + 122 + 82 = 222 pt in the middle view.
///
/// Slices by docs/model.md §5 rule 4 at rest: the middle view splits at its child's top (222: [0, 222] before,
/// [222, 690] after) and so does the outer view (276: [0, 276], [276, 1440]); the onion is
/// outer 0…276 · middle 0…222 · table 0…1684 · middle 222…690 · outer 276…1440.
@Suite("Nested capture: no participant moves at touch-down")
struct NestedCaptureTests {
    static func chain(
        placement: HandoffPlacement = .automatic, outer: Double = 0, middle: Double = 0, table: Double = 0
    ) throws -> PanelSimulator {
        var s = Scenario(name: "three-level")
        s.viewportHeight = 874
        s.panelHeight = 812
        s.detents = [150, 390, 812]
        s.displayScale = 3
        s.chainTopInPanel = 152
        s.placement = placement
        s.chain = [
            ChainLevel(contentHeight: 38 * 58, viewportHeight: 520, contentOffset: table, name: "table"),
            ChainLevel(contentHeight: 1450, viewportHeight: 760, contentOffset: middle, childMinY: 222, name: "middle"),
            ChainLevel(contentHeight: 2100, viewportHeight: 660, contentOffset: outer, childMinY: 276, name: "outer"),
        ]
        return try PanelSimulator(scenario: s)
    }

    /// Offsets of `names` in frame `f`.
    static func offsets(_ t: Trajectory, frame f: Int, _ names: [String] = ["outer", "middle", "table"]) -> [Double] {
        names.map { name in t.offset(frame: f, participant: t.participantNames.firstIndex(of: name)!) }
    }

    /// The last frame the finger was down.
    static func releaseFrame(_ t: Trajectory) -> Int { t.frames.lastIndex { $0.phase == .tracking }! }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let placement: HandoffPlacement
        let start: Double
        let offsets: [Double]  // outer, middle, table at touch-down
        let distance: Double
        let releaseHeight: Double
        let releaseOffsets: [Double]
        let line: Int
        var testDescription: String { name }
    }

    /// Automatic placement takes over at 812: (812 − 152) / 660 = 100 % ≥ 70 %, while 390 shows 36 % (docs/model.md
    /// §13). A fixed placement at the middle detent (the demo's table scene's "固定" choice) gives an "above" case.
    static let cases: [Case] = [
        Case(
            name: "below the takeover height, finger up: the panel alone rises", placement: .automatic, start: 390,
            offsets: [0, 0, 0], distance: 100, releaseHeight: 490, releaseOffsets: [0, 0, 0], line: #line),
        Case(
            name: "below, finger down: the panel alone falls", placement: .automatic, start: 390,
            offsets: [0, 0, 0], distance: -100, releaseHeight: 290, releaseOffsets: [0, 0, 0], line: #line),
        Case(
            name: "at the takeover height, finger up: the outer view scrolls first (its before-slice)",
            placement: .automatic, start: 812, offsets: [0, 0, 0], distance: 100, releaseHeight: 812,
            releaseOffsets: [100, 0, 0], line: #line),
        Case(
            name: "at, finger down: the panel leaves the block and falls, nothing scrolls", placement: .automatic,
            start: 812, offsets: [0, 0, 0], distance: -100, releaseHeight: 712, releaseOffsets: [0, 0, 0],
            line: #line),
        Case(
            name: "at, mid-relay (outer 276, middle 100): the table scrolls next", placement: .automatic, start: 812,
            offsets: [276, 100, 0], distance: 50, releaseHeight: 812, releaseOffsets: [276, 100, 50], line: #line),
        Case(
            name: "at, mid-relay, finger down: the middle view's before-slice unwinds", placement: .automatic,
            start: 812, offsets: [276, 100, 0], distance: -50, releaseHeight: 812, releaseOffsets: [276, 50, 0],
            line: #line),
        Case(
            name: "at a fixed middle-detent placement, finger up: the outer view first",
            placement: .atDisplayHeight(390),
            start: 390, offsets: [0, 0, 0], distance: 100, releaseHeight: 390, releaseOffsets: [100, 0, 0],
            line: #line),
        Case(
            name: "above a fixed placement with every level at its end, finger up: the panel alone rises",
            placement: .atDisplayHeight(390), start: 600, offsets: [1440, 690, 1684], distance: 100,
            releaseHeight: 700, releaseOffsets: [1440, 690, 1684], line: #line),
        Case(
            name: "above, finger down: the panel alone falls toward the block", placement: .atDisplayHeight(390),
            start: 600, offsets: [1440, 690, 1684], distance: -100, releaseHeight: 500,
            releaseOffsets: [1440, 690, 1684], line: #line),
    ]

    @Test(
        "a drag on the three-level chain: touch-down shows the offsets as they were, the right level moves first",
        arguments: cases)
    func touchDownKeepsOffsets(_ c: Case) throws {
        let source = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let sim = try Self.chain(placement: c.placement, outer: c.offsets[0], middle: c.offsets[1], table: c.offsets[2])
        let t = try sim.run(
            .drag(fromDisplayHeight: c.start, distance: c.distance, duration: 0.1, sampleRate: 120))
        #expect(t.outcome.offsetMismatch == nil, sourceLocation: source)
        #expect(Self.offsets(t, frame: 0) == c.offsets, "touch-down", sourceLocation: source)
        #expect(abs(t.frames[0].displayHeight - c.start) < 1e-9, "touch-down height", sourceLocation: source)
        let r = Self.releaseFrame(t)
        #expect(abs(t.frames[r].displayHeight - c.releaseHeight) < 1e-6, sourceLocation: source)
        for (got, want) in zip(Self.offsets(t, frame: r), c.releaseOffsets) {
            #expect(abs(got - want) < 1e-6, "release offsets \(Self.offsets(t, frame: r))", sourceLocation: source)
        }
    }

    @Test("no frame of a slow drag through the whole relay jumps: every level moves at most the finger's step")
    func relayHasNoJump() throws {
        let sim = try Self.chain()
        // 4000 pt up in 4 s (1000 pt/s, 8.33 pt per frame at 120 Hz) from the takeover height: through every slice.
        let t = try sim.run(.drag(fromDisplayHeight: 812, distance: 4000, duration: 4, sampleRate: 120))
        let step = 1000.0 / 120 + 1e-6
        let r = Self.releaseFrame(t)
        for f in 1...r {
            let moved = zip(Self.offsets(t, frame: f), Self.offsets(t, frame: f - 1)).map { abs($0 - $1) }
            #expect(moved.reduce(0, +) <= step, "frame \(f): \(moved)")
        }
        // The whole chain has been relayed: 276 + 222 + 1684 + 468 + 1164 = 3814 pt < 4000; the rest is overscroll.
        let end = Self.offsets(t, frame: r)
        #expect(end[0] == 1440 && end[1] == 690)
    }

    @Test("a level whose offset does not fit is a mismatch named after that level (waitForValidSegment holds it)")
    func ancestorMismatchIsNamed() throws {
        // Below the takeover height every level must be at its start; the middle view at 300 is not.
        let sim = try Self.chain(middle: 300)
        let t = try sim.run(.drag(fromDisplayHeight: 390, distance: 100, duration: 0.1, sampleRate: 120))
        let mismatch = try #require(t.outcome.offsetMismatch)
        #expect(mismatch.participant == "middle" && mismatch.found == 300 && mismatch.expected == 0)
        #expect(Self.offsets(t, frame: 0) == [0, 300, 0])
        #expect(Self.offsets(t, frame: Self.releaseFrame(t)) == [0, 300, 0])
    }
}
