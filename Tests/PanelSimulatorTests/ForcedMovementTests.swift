// PanelSimulatorTests/ForcedMovementTests: releaseContext and run(_:then: .moving(to:by:)) agree with the solver's own run.
import PanelSimulator
import Scenario
import ScrollAxis
import Testing
import Units

@Suite struct ForcedMovementTests {
    static var scenario: Scenario {
        var s = Scenario(name: "default")
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760)]
        return s
    }

    @Test func releaseContextListsTheAnchorsAndTheRateInForce() throws {
        let simulator = try PanelSimulator(scenario: Self.scenario)
        let context = try simulator.releaseContext(for: .release(atDisplayHeight: 400, velocity: 1.5))
        #expect(context.releaseOuterOffset == -400)
        #expect(context.releaseHeight == 400)
        #expect(context.releaseVelocity == PointsPerMillisecond(1.5))
        #expect(context.decelerationRate == 0.99)
        #expect(context.anchors.map(\.outerOffset) == [-700, -400, -100, 1140])
        #expect(context.anchors.map(\.displayHeight) == [100, 400, 700, 700])
        #expect(context.anchors.first?.kind == .detent(0))
        #expect(context.anchors.last?.kind == .segmentEnd(1))
    }

    @Test func forcingTheSolversChoiceReproducesItsRun() throws {
        let simulator = try PanelSimulator(scenario: Self.scenario)
        let gesture = Gesture.release(atDisplayHeight: 400, velocity: 1.5)
        let solver = try simulator.run(gesture)
        let forced = try simulator.run(
            gesture, then: .moving(to: solver.outcome.restingOuterOffset, by: .deceleration(ratePerMillisecond: 0.99)))
        #expect(forced.frames == solver.frames)
        #expect(forced.outcome.settleTime == solver.outcome.settleTime)
        #expect(forced.outcome.scrollType == nil)
        #expect(throws: SimulationError.self) {
            try simulator.run(gesture, then: .moving(to: 5000, by: .viewAnimation))
        }
        let spring = try simulator.run(gesture, then: .moving(to: -700, by: .viewAnimation))
        #expect(spring.outcome.movement == .animating)
        #expect(spring.frames.last?.displayHeight == 100)
    }
}
