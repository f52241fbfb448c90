// ReportsTests/AnimatedPageTests: the HTML page's content without a browser: what it embeds, in what format, how
// large, and that it needs nothing from outside (the browser tests are in BenchCLITests/PageBrowserTests).
import Analysis
import Foundation
import PanelSimulator
import Reports
import Scenario
import Sweep
import Testing

@Suite struct AnimatedPageTests {
    static let scenario = Scenario.preset(named: "default")!

    /// The embedded data: the text between `<script type="application/json" id="page-data">` and `</script>`.
    static func data(_ html: String) throws -> [String: Any] {
        let open = try #require(html.range(of: "<script type=\"application/json\" id=\"page-data\">"))
        let close = try #require(html[open.upperBound...].range(of: "</script>"))
        let object = try JSONSerialization.jsonObject(with: Data(html[open.upperBound..<close.lowerBound].utf8))
        return try #require(object as? [String: Any])
    }

    /// The size bound: a 5 s trajectory at 120 Hz (600 frames and more) makes a page under 500 kB.
    @Test func aFiveSecondTrajectoryAt120HzIsUnder500kB() throws {
        #expect(Self.scenario.frameRate == 120)
        let drag = Gesture.drag(fromDisplayHeight: 250, distance: 300, duration: 4.6, sampleRate: 120)
        let run = try PanelSimulator(scenario: Self.scenario).run(drag, policy: Self.scenario.policy)
        let last = try #require(run.frames.last)
        #expect(last.time >= 5)
        #expect(run.frames.count >= 600)
        let html = AnimatedPage.html(
            PageContent(title: "five seconds", sheets: [PageSheet(run, scenario: Self.scenario, label: "drag")]))
        #expect(html.utf8.count < 500_000, "page of \(html.utf8.count) bytes")
        // Every frame is embedded, times to 10 µs and heights to 0.01 pt (the stated number format).
        let sheets = try #require(try Self.data(html)["sheets"] as? [[String: Any]])
        let times = try #require(sheets.first?["t"] as? [Double])
        let heights = try #require(sheets.first?["h"] as? [Double])
        #expect(times.count == run.frames.count)
        for (frame, (t, h)) in zip(run.frames, zip(times, heights)) {
            #expect(abs(frame.time - t) <= 0.5e-5)
            #expect(abs(frame.displayHeight - h) <= 0.5e-2)
        }
    }

    /// Self-contained: no URL the browser would fetch (no src=, href=, @import, url( or http).
    @Test func thePageFetchesNothing() throws {
        let run = try PanelSimulator(scenario: Self.scenario).run(
            .release(atDisplayHeight: 400, velocity: 1.5), policy: Self.scenario.policy)
        let html = AnimatedPage.html(
            PageContent(title: "t", sheets: [PageSheet(run, scenario: Self.scenario, label: "x")]))
        for fetch in ["src=", "href=", "@import", "url(", "http:", "https:", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(fetch), "\(fetch)")
        }
    }

    /// Text from the user (a scenario name, a label) cannot close the data's script element or inject markup, and
    /// the same content gives the same bytes.
    @Test func textIsEscapedAndTheBytesAreStable() throws {
        let run = try PanelSimulator(scenario: Self.scenario).run(
            .release(atDisplayHeight: 400, velocity: -1), policy: Self.scenario.policy)
        let title = "</script><b>\"x\" & y"
        let content = PageContent(
            title: title, notes: ["<i>"], sheets: [PageSheet(run, scenario: Self.scenario, label: title)])
        let html = AnimatedPage.html(content)
        #expect(html == AnimatedPage.html(content))
        #expect(!html.contains("<b>") && !html.contains("<i>"))
        #expect(html.components(separatedBy: "</script>").count == 3)  // the data's and the player's
        let data = try Self.data(html)
        #expect(data["title"] as? String == title)
        let sheet = try #require((data["sheets"] as? [[String: Any]])?.first)
        #expect(sheet["label"] as? String == title)
    }

    /// The marks come from the outcome: touch-down, release, the measured handoff, the settle (seconds since
    /// touch-down); the lists are the scenario's chain, outermost first, at chainTopInPanel.
    @Test func marksAndListsComeFromTheOutcomeAndTheScenario() throws {
        let drag = Gesture.drag(fromDisplayHeight: 600, distance: 250, duration: 0.12, sampleRate: 120)
        let run = try PanelSimulator(scenario: Self.scenario).run(drag, policy: Self.scenario.policy)
        let sheet = PageSheet(run, scenario: Self.scenario, label: "x")
        let o = run.outcome
        #expect(sheet.marks.first == PageMark(label: "touch-down", time: 0, kind: "touch"))
        #expect(sheet.marks.contains(PageMark(label: "release", time: o.releaseTime, kind: "release")))
        #expect(sheet.marks.contains(PageMark(label: "settle", time: o.releaseTime + o.settleTime, kind: "settle")))
        // After release: the outcome's measured crossing; while the finger is down: each change of the frames' owner.
        let after = sheet.marks.filter { $0.kind == "handoff" && $0.time > o.releaseTime }
        #expect(after.count == (o.handoff == nil ? 0 : 1))
        let changes = zip(run.frames, run.frames.dropFirst()).filter {
            $1.time <= o.releaseTime && $0.owner != $1.owner
        }
        let during = sheet.marks.filter { $0.kind == "handoff" && $0.time <= o.releaseTime }
        #expect(during.map(\.time) == changes.prefix(4).map(\.1.time))
        #expect(!changes.isEmpty, "a 250 pt drag from 600 pt passes the top detent (700 pt): the table takes over")
        #expect(sheet.lists.count == Self.scenario.chain.count)
        if let outer = sheet.lists.first, let level = Self.scenario.chain.last {
            #expect(outer.frameTop == Self.scenario.chainTopInPanel)
            #expect(outer.viewportHeight == level.viewportHeight)
            #expect(outer.contentHeight == level.contentHeight)
        }
        #expect(sheet.velocities.count == run.frames.count)
    }
}

@Suite struct SweepReplayTests {
    /// A replayed cell is the sweep's own cell: the same outcome as the sweep computed without frames, for every
    /// cell of a small grid (two start heights, releases both ways), and its frames end where that outcome rests.
    @Test func aReplayedCellHasTheSweepsOutcome() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let grid = try sweepGrid(
            .lowVelocityThreshold, "0.1,0.4", velocities: "-2,-0.3,0.3,2", heights: "250,400")
        let runner = try SweepRunner(scenario: scenario, grid: grid)
        var cells = SweepCellSimulator(runner: runner)
        for cell in 0..<grid.count {
            let replay = try runner.trajectory(ofCell: cell)
            #expect(replay.outcome == (try cells.outcome(ofCell: cell)), "cell \(cell)")
            #expect(replay.frames.count == replay.outcome.frameCount)
            let last = try #require(replay.frames.last)
            #expect(abs(last.outerOffset - replay.outcome.restingOuterOffset) <= replay.outcome.settleThreshold)
        }
    }

    /// A header whose scenario record no longer matches what its spec loads is refused, not replayed wrongly.
    @Test func aChangedScenarioIsNotReplayed() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let grid = try sweepGrid(.lowVelocityThreshold, "0.1", velocities: "1", heights: "400")
        let header = SweepHeader(
            version: 1, tool: "t", seed: 0,
            scenario: SweepScenarioInfo(SweepSetup(scenario: scenario), spec: "default"), ranScenario: scenario,
            settleThresholdPt: scenario.tolerance.settle, participants: [], grid: grid, shard: nil)
        #expect(SweepRunner.replaying(header, scenario: scenario) != nil)
        var changed = scenario
        changed.detents = [100, 500, 700]
        #expect(SweepRunner.replaying(header, scenario: changed) == nil)
    }
}

@Suite struct SweepPageContentTests {
    /// The page's embedded trajectories are the stated, bounded set: at most SweepPage.maximumTrajectories, each the
    /// replay of the cell it is attached to, on a lattice that includes the first and last row and column; every
    /// shown cell has a value, a key and an outcome line.
    @Test func aLargerSweepEmbedsABoundedLatticeOfCells() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let grid = try sweepGrid(
            .lowVelocityThreshold, "0:0.5:0.05", velocities: "-3:3:0.25", heights: "400")
        let runner = try SweepRunner(scenario: scenario, grid: grid)
        let rows = try runner.run(shard: nil, jobs: 1)
        let header = SweepHeader(
            tool: "t", scenario: SweepScenarioInfo(SweepSetup(scenario: scenario), spec: "default"),
            ranScenario: scenario, settleThresholdPt: scenario.tolerance.settle, grid: grid, shard: nil)
        let content = try SweepPage.content(
            SweepResults(header: header, rows: rows), options: SweepPlotOptions(), runner: runner)
        let sweep = try #require(content.sweep)
        #expect(sweep.heatmaps.count == 1)
        let map = try #require(sweep.heatmaps.first)
        #expect(map.rows.count == 11 && map.columns.count == 25)
        #expect(map.values.count == 275 && map.keys.count == 275 && map.outcomes.count == 275)
        #expect(content.sheets.count <= SweepPage.maximumTrajectories)
        #expect(content.sheets.count == map.sheetIndex.compactMap { $0 }.count)
        #expect(sweep.embeddedNote.contains("\(content.sheets.count) of the 275 cells"))
        for corner in [0, 24, 250, 274] { #expect(map.sheetIndex[corner] != nil, "corner \(corner)") }
        for (slot, index) in map.sheetIndex.enumerated() {
            guard let index else { continue }
            let cell = try #require(Int(map.keys[slot]))
            let replay = try runner.trajectory(ofCell: cell)
            #expect(content.sheets[index].trajectory.frames == replay.frames)
            #expect(content.sheets[index].label == runner.describe(cell))
            #expect(rows.first { $0.cell == cell }.map { $0.landingHeight == replay.outcome.landingHeight } == true)
        }
    }
}

/// A one-parameter grid as `bench sweep` reads one: the parameter's values, the start heights and the velocities.
private func sweepGrid(_ parameter: SweepParameter, _ values: String, velocities: String, heights: String) throws
    -> SweepGrid
{
    let axis = SweepAxis(
        parameter: parameter, values: try SweepValues.parse(values, boolean: parameter.isBoolean, label: "p"))
    let heights = try SweepValues.parse(heights, label: "h")
    return try SweepGrid(
        parameters: [axis], startHeights: heights, gestureValues: try SweepValues.parse(velocities, label: "v"))
}
