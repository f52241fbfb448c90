import Foundation
import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Explicit inner segments: the behaviour provider's `segmentsFor:` answer, fed to the axis model as it is
/// (docs/runtime.md, "Explicit inner segments"; docs/model.md §4: each segment is a participant slice, merged with
/// the detents).
@Suite("Explicit inner segments")
struct ExplicitSegmentTests {
    /// The demo's explicit-segments scene (chbo297/BODragScroll `Demo/Sources/Scenarios/ScrollingScenarios.swift`,
    /// `ExplicitSegmentsViewController`): a table of 72 rows of 60 pt under a 244 pt header (content 4564) filling the
    /// 660 pt content view, 152 pt below the panel's top; `segments(for:)` returns [middle detent, nil…620] and
    /// [top detent, 620…nil]; initial height 230. On an iPhone 17 Pro (874 pt viewport, 62 pt safe area) the panel is
    /// 812 pt and the detents 150/390/812, so the table's offsets run 0…3904.
    static func demoScene(_ segments: [InnerSegment]? = nil, offset: Double = 0) -> Scenario {
        var s = Scenario(name: "explicit")
        s.viewportHeight = 874
        s.panelHeight = 812
        s.detents = [150, 390, 812]
        s.chainTopInPanel = 152
        s.initialDisplayHeight = 230
        s.chain = [
            ChainLevel(
                contentHeight: 72 * 60 + 244, viewportHeight: 660, contentOffset: offset, name: "table",
                segments: segments ?? [
                    InnerSegment(displayHeight: 390, endOffset: 620),
                    InnerSegment(displayHeight: 812, beginOffset: 620),
                ])
        ]
        return s
    }

    /// The axis by docs/model.md §4 (V 874): panel 150 at −724; table at 390 (absorbing that detent) from −484 to
    /// 136 (0…620); table at 812 (absorbing it) from 620 + 812 − 874 = 558 to 558 + 3284 = 3842 (620…3904). A finger
    /// moved d pt up from 230 puts the axis at y = −644 + d.
    static func expected(atTravel d: Double) -> (height: Double, table: Double) {
        let y = -644 + d
        if y < -484 { return (874 + y, 0) }
        if y <= 136 { return (390, y + 484) }
        if y < 558 { return (390 + y - 136, 620) }
        if y <= 3842 { return (812, 620 + y - 558) }
        return (812 + y - 3842, 3904)
    }

    @Test(
        "the demo's path: panel to the middle, table to 620, panel to the top, table to the end — and back",
        arguments: [100.0, 500, 780, 1000, 1202, 2000, 4400])
    func demoPath(travel d: Double) throws {
        let sim = try PanelSimulator(scenario: Self.demoScene())
        // 1000 pt/s: frame k at 120 Hz is d = 1000·k/120 pt into the drag.
        let up = try sim.run(.drag(fromDisplayHeight: 230, distance: 4400, duration: 4.4, sampleRate: 120))
        let k = Int((d * 120 / 1000).rounded())
        let travel = 1000 * Double(k) / 120  // the frame nearest to d
        let want = Self.expected(atTravel: travel)
        #expect(abs(up.frames[k].displayHeight - want.height) < 1e-6)
        #expect(abs(up.offset(frame: k, participant: 0) - want.table) < 1e-6)
        // The same path in reverse, from where the drag up left the axis (812 pt, table at 3818).
        let top = try PanelSimulator(scenario: Self.demoScene(offset: 3818))
        let down = try top.run(.drag(fromDisplayHeight: 812, distance: -4400, duration: 4.4, sampleRate: 120))
        #expect(down.outcome.offsetMismatch == nil)
        let back = Self.expected(atTravel: 4400 - travel)
        #expect(abs(down.frames[k].displayHeight - back.height) < 1e-6)
        #expect(abs(down.offset(frame: k, participant: 0) - back.table) < 1e-6)
    }

    @Test("the README's example — one segment at the top detent, both offsets omitted — is the whole list at 700")
    func readmeExample() throws {
        // BODragScroll's README: `.init(displayHeight: maximumHeight, beginOffsetY: nil, endOffsetY: nil)`; on the
        // default scenario the automatic placement also picks 700 (docs/model.md §13), so both axes are the same.
        var explicit = try #require(Scenario.preset(named: "default"))
        explicit.chain[0].segments = [InnerSegment(displayHeight: 700)]
        let automatic = try #require(Scenario.preset(named: "default"))
        let g = Gesture.drag(fromDisplayHeight: 400, distance: 1200, duration: 1, sampleRate: 120)
        let a = try PanelSimulator(scenario: explicit).run(g)
        let b = try PanelSimulator(scenario: automatic).run(g)
        #expect(a.frames == b.frames && a.participantOffsets == b.participantOffsets)
        #expect(a.outcome.restingContentOffset(of: "table") == b.outcome.restingContentOffset(of: "table"))
    }

    @Test("segment heights and offsets are read as Float32: a 390.1 pt segment holds the panel at Double(Float(390.1))")
    func float32Segments() throws {
        let sim = try PanelSimulator(
            scenario: Self.demoScene([
                InnerSegment(displayHeight: 390.1, endOffset: 620.00001),
                InnerSegment(displayHeight: 812, beginOffset: 620),
            ]))
        // 620.00001 reads as 620 (Float32), so the second segment does not overlap the first.
        let t = try sim.run(.drag(fromDisplayHeight: 230, distance: 500, duration: 0.5, sampleRate: 120))
        #expect(t.frames.last { $0.phase == .tracking }?.displayHeight == Double(Float(390.1)))
    }

    @Test(
        "bad segments are one line naming the segment and the reason",
        arguments: [
            (
                [InnerSegment(displayHeight: 390, endOffset: 620), InnerSegment(displayHeight: 812, beginOffset: 600)],
                "chain[0].segments[1].beginOffset: 600 overlaps the previous segment, which ends at 620"
            ),
            (
                [InnerSegment(displayHeight: 812, endOffset: 620), InnerSegment(displayHeight: 390, beginOffset: 620)],
                "chain[0].segments[1].displayHeight: 390 is below the previous segment's 812"
            ),
            (
                [InnerSegment(displayHeight: 390, endOffset: 5000)],
                "chain[0].segments[0].endOffset: 5000 is outside the list's offsets 0…3904"
            ),
            (
                [InnerSegment(displayHeight: 390, beginOffset: 700, endOffset: 620)],
                "chain[0].segments[0].beginOffset: 700 is after endOffset 620"
            ),
            (
                [InnerSegment(displayHeight: 390), InnerSegment(displayHeight: 812, beginOffset: 620)],
                "chain[0].segments[0].endOffset: only the last segment may omit it"
            ),
            (
                [InnerSegment(displayHeight: 390, endOffset: 620), InnerSegment(displayHeight: 812)],
                "chain[0].segments[1].beginOffset: only the first segment may omit it"
            ),
            ([], "chain[0].segments: is empty (omit it for the automatic placement)"),
            (
                [InnerSegment(displayHeight: .infinity)],
                "chain[0].segments[0].displayHeight: Inf is not a finite number >= 0"
            ),
        ])
    func badSegments(_ segments: [InnerSegment], message: String) throws {
        #expect(throws: ScenarioError.self) { try Self.demoScene(segments).validate() }
        do {
            try Self.demoScene(segments).validate()
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("segments in a scenario file: read, validated with the JSON path, written back")
    func fileRoundTrip() throws {
        let json = """
            {"preset": "default", "chain": [{"contentHeight": 2000, "viewportHeight": 760, "name": "table",
              "segments": [{"displayHeight": 400, "endOffset": 500}, {"displayHeight": 700, "beginOffset": 500}]}]}
            """
        let s = try Scenario.decode(json: json, source: "test")
        #expect(
            s.chain[0].segments == [
                InnerSegment(displayHeight: 400, endOffset: 500), InnerSegment(displayHeight: 700, beginOffset: 500),
            ])
        let bad = json.replacingOccurrences(of: "\"beginOffset\": 500", with: "\"beginOffset\": 400")
        #expect {
            try Scenario.decode(json: bad, source: "test")
        } throws: { error in
            "\(error)".contains("chain[0].segments[1].beginOffset: 400 overlaps the previous segment")
        }
        #expect(throws: ScenarioError.self) {
            try Scenario.decode(
                json: #"{"chain": [{"contentHeight": 2000, "viewportHeight": 760, "segments": [{"height": 4}]}]}"#,
                source: "test")
        }
    }

    @Test("explicit segments need a one-level chain")
    func nestedIsRefused() throws {
        var s = try #require(Scenario.preset(named: "nested3"))
        s.chain[0].segments = [InnerSegment(displayHeight: 760)]
        #expect {
            try s.validate()
        } throws: { error in
            "\(error)" == "chain[0].segments: explicit segments are supported on a one-level chain's list only"
        }
    }
}
