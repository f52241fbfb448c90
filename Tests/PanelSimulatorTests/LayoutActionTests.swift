import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Layout and content changes during a run (FEEL §4, outcomes: "A viewport size change, or `invalidatePanelLayout`,
/// happened mid-flight; this is reported after the new layout, with the height that was visible"; the demo's table
/// scene adds or removes rows, then calls `reloadScrollMetrics`): the visible height is kept, a running movement ends
/// interrupted, and the next touch captures the new geometry.
@Suite("Script layout and content changes: viewport, panel-height, content-height")
struct LayoutActionTests {
    @Test("a panel-height change interrupts a running move; the next action starts at the height that was visible")
    func panelHeightInterrupts() throws {
        let sim = try PanelSimulator(scenario: try #require(Scenario.preset(named: "movement-lab")))
        let run = try sim.run(
            try Script(parsing: "move 760 0.9; wait 0.18; panel-height 760; settle"), startHeight: 390)
        #expect(run.steps.map(\.completion) == [.interrupted, .completed, .completed, .completed])
        let frames = run.trajectory.frames
        let cut = try #require(frames.lastIndex { $0.time <= 0.18 + 1e-9 })
        let visible = frames[cut].displayHeight
        #expect(visible > 390 && visible < 760)
        // The settle starts from the visible height: no jump between the last frame before and the first after.
        #expect(abs(frames[cut + 1].displayHeight - visible) < 15)
        #expect(run.steps[3].outcome?.releaseHeight == visible)
    }

    @Test("content-height: the list's offset is clamped into its new range, and the next touch starts there")
    func contentHeightClampsTheList() throws {
        var s = try #require(Scenario.preset(named: "default"))
        s.chain[0].contentOffset = 1000  // range 0…1240 (2000 in 760)
        let run = try PanelSimulator(scenario: s).run(
            try Script(parsing: "content-height table 1500; touch 0.1"), startHeight: 700)
        // 1500 in 760: 0…740, so the table is at its new end and the touch at 700 finds it where it fits.
        let t = run.trajectory
        #expect(t.offset(frame: 0, participant: 0) == 740)
        #expect(run.steps[1].outcome?.offsetMismatch == nil)
        #expect(run.steps[1].outcome?.restingContentOffset(of: "table") == 740)
    }

    @Test("viewport: the next capture uses the new viewport (outer offset = height − viewport)")
    func viewportRebuildsTheAxis() throws {
        var s = Scenario(name: "panel")
        s.chain = []
        let run = try PanelSimulator(scenario: s).run(
            try Script(parsing: "viewport 402 874; drag 100 0.1"), startHeight: 400)
        let first = try #require(run.trajectory.frames.first)
        #expect(first.displayHeight == 400 && first.outerOffset == 400 - 874)
    }

    @Test(
        "bad layout actions are one line naming the action",
        arguments: [
            ("viewport 402", "script[0]: 'viewport' needs a height (pt)"),
            ("panel-height 0", "script[0]: '0' is not a height (pt) in 1…100000"),
            ("content-height", "script[0]: 'content-height' needs a list name"),
            ("content-height table", "script[0]: 'content-height' needs a content height (pt)"),
        ])
    func badLayoutActions(text: String, message: String) {
        #expect {
            try Script(parsing: text)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test("a change to a list the chain does not have, or one the scenario cannot hold, names the action")
    func impossibleChanges() throws {
        let sim = try PanelSimulator(scenario: try #require(Scenario.preset(named: "default")))
        #expect {
            try sim.run(try Script(parsing: "content-height list 100"), startHeight: 400)
        } throws: { error in
            "\(error)".contains("content-height list 100: no list is called 'list' (the chain's lists: table)")
        }
        #expect {
            try sim.run(try Script(parsing: "panel-height 20"), startHeight: 400)
        } throws: { error in
            "\(error)".contains("panel-height 20: chainTopInPanel: 40 is greater than panelHeight 20")
        }
    }
}
