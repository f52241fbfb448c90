import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Scripts of actions (issue 14 item 2), stated from FEEL §2.3, §2.4, §4 and the Movement Lab demo (§5 scene 2).
@Suite("Scripts: moves, settling, waits and interrupting touches")
struct ScriptTests {
    static func lab() throws -> PanelSimulator {
        try PanelSimulator(scenario: try #require(Scenario.preset(named: "movement-lab")))
    }

    @Test("Movement Lab: a 0.9 s animation to High interrupted after 0.18 s by a move to Mid")
    func interruptionDemo() throws {
        let run = try Self.lab().run(try Script(parsing: "move 760 0.9; wait 0.18; move 390"), startHeight: 390)
        #expect(run.steps.map(\.completion) == [.interrupted, .completed, .completed])
        let frames = run.trajectory.frames
        #expect(frames.last?.displayHeight == 390)
        // The second move starts where the first was stopped: no jump between consecutive frames there.
        let cut = try #require(frames.lastIndex { $0.time <= 0.18 + 1e-9 })
        #expect(frames[cut].displayHeight > 390 && frames[cut].displayHeight < 760)
        #expect(abs(frames[cut + 1].displayHeight - frames[cut].displayHeight) < 15)
        // The first move never reached High.
        #expect(frames.allSatisfy { $0.displayHeight < 760 })
    }

    @Test("an explicit duration replaces the formula and is capped at 0.9 s (FEEL §1.1 MovementOptions.duration)")
    func explicitDurationCap() throws {
        for (duration, expected) in [(0.5, 0.5), (2.0, 0.9)] {
            let run = try Self.lab().run(
                Script(actions: [.move(height: 760, animated: true, duration: duration)]), startHeight: 150)
            let o = try #require(run.steps[0].outcome)
            #expect(o.movement == .animating && o.landingHeight == 760)
            #expect(abs(o.settleTime - expected) <= 1.0 / 120 + 1e-9, "duration \(duration)")
        }
    }

    @Test("a move that is not animated shows the target in the next frame")
    func instantMove() throws {
        let run = try Self.lab().run(try Script(parsing: "move 150 instant"), startHeight: 390)
        #expect(run.trajectory.frames.map(\.displayHeight) == [390, 150])
    }

    @Test("settle: the nearest detent (ties to the higher one); a no-op without detents (FEEL §4)")
    func settle() throws {
        // From 270 pt the detents 150 and 390 are 120 pt away each: the tie goes to 390.
        let tie = try Self.lab().run(try Script(parsing: "settle"), startHeight: 270)
        #expect(tie.steps[0].outcome?.landingHeight == 390)
        let near = try Self.lab().run(try Script(parsing: "settle"), startHeight: 200)
        #expect(near.steps[0].outcome?.landingHeight == 150)
        let free = try PanelSimulator(scenario: try #require(Scenario.preset(named: "free")))
        let none = try free.run(try Script(parsing: "settle"), startHeight: 300)
        #expect(none.steps[0].completion == .noOp && none.trajectory.frames.isEmpty)
    }

    @Test("a touch during a running movement stops it where it is; the still finger holds the panel there")
    func touchInterrupts() throws {
        var s = Scenario(name: "touch")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")]
        let run = try PanelSimulator(scenario: s).run(
            try Script(parsing: "release 1.5; wait 0.05; touch 0.1"), startHeight: 100)
        #expect(run.steps[0].completion == .interrupted)
        let frames = run.trajectory.frames
        let touchStart = run.steps[2].startTime
        let held = frames.filter { $0.phase == .tracking && $0.time >= touchStart && $0.time <= touchStart + 0.1 }
        let first = try #require(held.first)
        #expect(first.displayHeight > 100 && first.displayHeight < 400)
        #expect(held.allSatisfy { $0.displayHeight == first.displayHeight })
    }

    @Test(
        "bad scripts name the action and the reason",
        arguments: [
            (
                "jump 3",
                "script[0]: unknown action 'jump' (drag, release, touch, wait, move, settle, viewport, panel-height, "
                    + "content-height)"
            ),
            ("wait 1; move", "script[1]: 'move' needs a display height (pt)"),
            ("drag 10 0", "script[0]: '0' is not a duration (s) in 0.001…60"),
            ("move 400 instant 0.3", "script[0]: an instant move takes no duration"),
            ("settle now", "script[0]: unexpected 'now'"),
            (" ; ", "script: has no action"),
        ])
    func badScripts(_ text: String, _ message: String) {
        #expect(throws: ScenarioError.self) { try Script(parsing: text) }
        do { _ = try Script(parsing: text) } catch { #expect(error.description == message) }
    }

    @Test("a scenario file carries a script and writes it back")
    func scenarioScript() throws {
        let s = try Scenario.decode(
            json: #"{"preset": "movement-lab", "script": "move 760 0.9; wait 0.18; move 390"}"#, source: "s")
        #expect(s.script?.actions.count == 3)
        #expect(try Scenario.decode(json: try s.encode(), source: "x") == s)
    }
}
