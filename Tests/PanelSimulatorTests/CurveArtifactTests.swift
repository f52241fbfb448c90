import PanelSimulator
import Scenario
import ScrollAxis
import Testing

/// Issue 14 item 4: curves without artifacts, stated from the physics (rubber band c = 0.55, d = viewport).
@Suite("Curves without artifacts: spring end, overscrolled release")
struct CurveArtifactTests {
    @Test(
        "a view-animated release ends within the settle threshold (last step ≤ threshold + the step before)",
        arguments: [
            ("movement-lab", 390.0, 1.0, #line), ("movement-lab", 390.0, -1.0, #line),
            ("movement-lab", 150.0, 5.0, #line), ("movement-lab", 760.0, -2.5, #line),
        ] as [(String, Double, Double, Int)])
    func springEnd(_ preset: String, _ height: Double, _ velocity: Double, _ line: Int) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let t = try PanelSimulator(scenario: scenario).run(.release(atDisplayHeight: height, velocity: velocity))
        #expect(t.outcome.movement == .animating, "row at line \(line)")
        let y = t.frames.map(\.outerOffset)
        let n = y.count
        try #require(n >= 4)
        // The last two frames: the animation's end (t = duration) and the held final frame.
        let end = n - 2
        let lastStep = abs(y[end] - y[end - 1])
        let stepBefore = abs(y[end - 1] - y[end - 2])
        #expect(lastStep <= t.outcome.settleThreshold + stepBefore + 1e-9, "row at line \(line): \(lastStep)")
    }

    @Test("a release while overscrolled starts at finger velocity × rubber-band slope: no velocity jump")
    func overscrolledRelease() throws {
        var s = Scenario(name: "overscroll")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")]
        let sim = try PanelSimulator(scenario: s)
        // From the lowest detent (100 pt) the finger pulls 60 pt further down in 0.1 s: 600 pt/s at release,
        // 60 pt past the edge.
        let t = try sim.run(.drag(fromDisplayHeight: 100, distance: -60, duration: 0.1, sampleRate: 120))
        let c = 0.55
        let d = s.viewportHeight
        let x = 60.0
        let band = c * x * d / (d + c * x)
        let slope = c * d * d / ((d + c * x) * (d + c * x))
        #expect(abs(t.outcome.releaseHeight - (100 - band)) < 1e-9)
        #expect(t.outcome.movement == .bouncing)
        #expect(abs(t.outcome.velocityJumpAtRelease.value) < 1e-9)
        // The first movement frame moves on with about the axis velocity (−600 × slope pt/s), not the finger's.
        let release = try #require(t.frames.firstIndex { $0.time > t.outcome.releaseTime })
        let dt = 1 / s.frameRate
        let firstStep = (t.frames[release].outerOffset - t.frames[release - 1].outerOffset) / dt
        let axisVelocity = -600 * slope
        #expect(abs(firstStep - axisVelocity) < 0.2 * abs(axisVelocity), "\(firstStep) vs \(axisVelocity)")
    }
}

@Suite("View-animation style: when it does not apply, the outcome says why")
struct ViewAnimationFallbackTests {
    static func simulator() throws -> PanelSimulator {
        var s = Scenario(name: "view")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")]
        s.movementStyle = .viewAnimation
        return try PanelSimulator(scenario: s)
    }

    @Test("FEEL §2.3: a panel→panel move that reaches a list's start decelerates, and says so")
    func listStart() throws {
        // 400 → 700: the table's segment starts at the 700 detent (the automatic placement), so the move touches it.
        let o = try Self.simulator().run(.release(atDisplayHeight: 400, velocity: 0.5)).outcome
        #expect(o.landingHeight == 700 && o.movement == .decelerating)
        #expect(o.viewAnimationFallback == .touchesList("table"))
    }

    @Test("a panel→panel move between detents away from any list animates; a fling into the list decelerates")
    func otherCases() throws {
        let animated = try Self.simulator().run(.release(atDisplayHeight: 250, velocity: 0.5)).outcome
        #expect(animated.landingHeight == 400 && animated.movement == .animating)
        #expect(animated.viewAnimationFallback == nil)
        let intoList = try Self.simulator().run(.release(atDisplayHeight: 650, velocity: 3)).outcome
        #expect(intoList.movement == .decelerating && intoList.viewAnimationFallback != nil)
    }
}
