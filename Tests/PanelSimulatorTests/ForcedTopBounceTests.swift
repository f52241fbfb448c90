import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// `forcesInnerTopBounce` (FEEL: the bounce policy; docs/model.md §8 and §13): top overscroll always goes to the
/// list, and at a non-first detent the automatic axis of a touch on the list is cut so that detent is its lower end —
/// pulling the list down there bounces the list instead of collapsing the panel. A fixed placement keeps the lower
/// detents. Detents are read as Float32 wherever a capture reads them (docs/model.md §2.1).
@Suite("forcesInnerTopBounce trims the automatic axis; detents are read as Float32")
struct ForcedTopBounceTests {
    /// Viewport 800, panel 800, detents 100/400/700, scale 3, a 2000 pt table under a 40 pt header: automatic
    /// placement takes over at 700 (400 shows (400 − 40)/760 = 47 %, 700 shows 87 %, docs/model.md §13).
    static func scenario(
        force: Bool, placement: HandoffPlacement = .automatic, detents: [Double] = [100, 400, 700]
    ) -> Scenario {
        var s = Scenario(name: "forced")
        s.detents = detents
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")]
        s.placement = placement
        s.bounce.forcesInnerTopBounce = force
        return s
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let force: Bool
        let placement: HandoffPlacement
        let start: Double
        let onContent: Bool
        let releaseHeight: Double
        let tableOverscrolls: Bool
        let line: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "forced, automatic, middle detent, on the list: the panel stays, the list bounces", force: true,
            placement: .automatic, start: 400, onContent: true, releaseHeight: 400, tableOverscrolls: true,
            line: #line),
        Case(
            name: "not forced: the same pull collapses the panel", force: false, placement: .automatic, start: 400,
            onContent: true, releaseHeight: 300, tableOverscrolls: false, line: #line),
        Case(
            name: "forced, fixed placement: the lower region is kept, the panel falls", force: true,
            placement: .atDisplayHeight(700), start: 400, onContent: true, releaseHeight: 300,
            tableOverscrolls: false, line: #line),
        Case(
            name: "forced, first detent: nothing to cut, the overscroll goes to the list", force: true,
            placement: .automatic, start: 100, onContent: true, releaseHeight: 100, tableOverscrolls: true,
            line: #line),
        Case(
            name: "forced, a touch on the header captures no list: the panel falls", force: true,
            placement: .automatic, start: 400, onContent: false, releaseHeight: 300, tableOverscrolls: false,
            line: #line),
    ]

    @Test("a 100 pt pull down in 0.1 s", arguments: cases)
    func pullDown(_ c: Case) throws {
        let source = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let sim = try PanelSimulator(scenario: Self.scenario(force: c.force, placement: c.placement))
        let t = try sim.run(
            .drag(
                fromDisplayHeight: c.start, distance: -100, duration: 0.1, sampleRate: 120,
                startsOnInnerContent: c.onContent))
        let r = try #require(t.frames.lastIndex { $0.phase == .tracking })
        #expect(abs(t.frames[r].displayHeight - c.releaseHeight) < 1e-6, sourceLocation: source)
        let table = t.offset(frame: r, participant: 0)
        #expect((table < -1) == c.tableOverscrolls, "table offset at release \(table)", sourceLocation: source)
        if c.tableOverscrolls {
            // The list bounces back and the panel rests on the detent it was held at.
            #expect(t.outcome.landingHeight == c.start, sourceLocation: source)
            #expect(abs(t.outcome.restingContentOffset(of: "table") ?? .nan) < 1e-9, sourceLocation: source)
        }
    }

    @Test("a fractional detent rests at its Float32 reading: 400.1 pt lands at Double(Float(400.1))")
    func fractionalDetentIsFloat32() throws {
        let read = Double(Float(400.1))
        #expect(read != 400.1)  // 400.1000061035156
        let sim = try PanelSimulator(scenario: Self.scenario(force: false, detents: [100, 400.1, 700]))
        // A slow release near it goes to the nearest anchor (docs/model.md §9, case D).
        let t = try sim.run(.release(atDisplayHeight: 390, velocity: 0.1))
        #expect(t.outcome.landingHeight == read)
        #expect(t.outcome.landingDetentIndex == 1)
        #expect(t.frames.last?.displayHeight == read)
        #expect(t.detents[1] == read)
        // A script's move is clamped to the Float32 detents too: a move above the top lands on 700 exactly.
        var s = Self.scenario(force: false, detents: [100, 400.1, 700.3])
        s.chain = []
        let run = try PanelSimulator(scenario: s).run(try Script(parsing: "move 900 instant"), startHeight: read)
        #expect(run.trajectory.frames.last?.displayHeight == Double(Float(700.3)))
    }

    @Test("forcesInnerTopBounce trims at a fractional detent touched where it rests")
    func forcedTrimAtFractionalDetent() throws {
        let read = Double(Float(400.1))
        let sim = try PanelSimulator(scenario: Self.scenario(force: true, detents: [100, 400.1, 700]))
        let t = try sim.run(
            .drag(fromDisplayHeight: read, distance: -100, duration: 0.1, sampleRate: 120, startsOnInnerContent: true))
        let r = try #require(t.frames.lastIndex { $0.phase == .tracking })
        #expect(t.frames[r].displayHeight == read)
        #expect(t.offset(frame: r, participant: 0) < -1)
    }
}
