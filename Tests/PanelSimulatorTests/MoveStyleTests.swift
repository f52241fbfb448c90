import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Programmatic moves take a movement style (FEEL §2.3: an animated move's style is the call's `options.style`,
/// then the provider, then the configuration's default; `.automatic` at every level ends as the configuration's
/// style; `.systemScroll` is UIKit's scroll animation, `.viewAnimation` the spring, whose explicit duration is capped
/// at 0.9 s, FEEL §1.1 `MovementOptions.duration`).
@Suite("Programmatic moves: automatic, system and view styles")
struct MoveStyleTests {
    static func run(_ preset: String, _ text: String, from h: Double) throws -> Outcome {
        let sim = try PanelSimulator(scenario: try #require(Scenario.preset(named: preset)))
        return try #require(try sim.run(try Script(parsing: text), startHeight: h).steps[0].outcome)
    }

    @Test(
        "the style resolves to the move's own, else the configuration's",
        arguments: [
            // `default` is configured for system scroll (the library's default), `movement-lab` for view animation.
            ("default", "move 700", Phase.decelerating, #line),
            ("default", "move 700 style system", .decelerating, #line),
            ("default", "move 700 style view", .animating, #line),
            ("default", "move 700 style automatic", .decelerating, #line),
            ("movement-lab", "move 760", .animating, #line),
            ("movement-lab", "move 760 style system", .decelerating, #line),
            ("demo-movement-lab", "move 812 style view", .animating, #line),
        ])
    func styleResolves(preset: String, script: String, movement: Phase, line: Int) throws {
        let source = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let start = preset == "default" ? 100.0 : 390
        let o = try Self.run(preset, script, from: start)
        #expect(o.movement == movement, sourceLocation: source)
        #expect(
            o.landingHeight == (preset == "default" ? 700 : preset == "movement-lab" ? 760 : 812),
            sourceLocation: source)
    }

    @Test(
        "a view-animated move lasts the formula's min(0.32, 0.12 + Δ/1000) s, or its explicit duration capped at 0.9 s")
    func viewDurations() throws {
        // Δ = 600 pt on the default view settings: min(0.32, 0.72) = 0.32 s.
        let formula = try Self.run("default", "move 700 style view", from: 100)
        #expect(abs(formula.settleTime - 0.32) <= 1.0 / 120 + 1e-9)
        let capped = try Self.run("default", "move 700 2 style view", from: 100)
        #expect(abs(capped.settleTime - 0.9) <= 1.0 / 120 + 1e-9)
    }

    @Test(
        "bad style words are one line naming the action",
        arguments: [
            ("move 812 style", "script[0]: 'style' needs one of automatic, system, view"),
            ("move 812 style slow", "script[0]: 'style' needs one of automatic, system, view"),
            ("move 812 instant style view", "script[0]: an instant move takes no style"),
            (
                "move 812 0.5 style system",
                "script[0]: a system-scroll move takes no duration (UIKit's animation has none to set)"
            ),
        ])
    func badStyle(text: String, message: String) {
        #expect {
            try Script(parsing: text)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test("the style is written back as the script syntax")
    func description() throws {
        let script = try Script(parsing: "move 812 0.5 style view; move 390 style system; move 150")
        #expect(script.actions.map(\.description) == ["move 812 0.5 style view", "move 390 style system", "move 150"])
    }
}
