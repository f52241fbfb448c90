// AnalysisTests/PlacedRunsPhaseTests: a compare curve placed on the scenario's axis for the page moves in the phase
// its movement style runs in (docs/compare.md, "Styles": `decel …/ms` is UIKit's deceleration, `spring` the
// view-animation spring), checked against the simulator's own run of that forced movement, not the curve's name.
import PanelSimulator
import Scenario
import Testing

@testable import Analysis

@Suite struct PlacedRunsPhaseTests {
    /// The phases of `run`'s frames after its release, the last (settled) left out.
    static func movingPhases(_ run: Trajectory) -> Set<Phase> {
        Set(run.frames.filter { $0.time > run.outcome.releaseTime }.dropLast().map(\.phase))
    }

    @Test("each placed curve's frames after release are in its style's phase; peers' curves animate")
    func phaseFromTheStyle() throws {
        let scenario = try #require(Scenario.preset(named: "default"))
        let gesture = Gesture(start: .displayHeight(400), releaseVelocity: 1.5)
        let comparison = try CompareAnalysis.movements(
            scenario: scenario, gesture: gesture, targets: nil, peers: Peer.allCases)
        let placed = try CompareAnalysis.placedRuns(comparison.curves, scenario: scenario, gesture: gesture)
        #expect(placed.count == comparison.curves.count)
        let simulator = try PanelSimulator(scenario: scenario)
        let styles = CompareAnalysis.styles(of: scenario, viewDamping: 0)
        var seen: Set<Phase> = []
        for (curve, run) in zip(comparison.curves, placed) {
            var expected = Phase.animating  // a peer's natural curve
            if let style = styles.first(where: { curve.style == .named($0.name) }),
                let target = comparison.targets.first(where: { $0.id == curve.targetID })
            {
                // The oracle: the simulator's own frames of this forced movement to this target.
                let own = try simulator.run(gesture, then: .moving(to: target.outerOffset, by: style.movement))
                let phases = Self.movingPhases(own)
                #expect(phases.count == 1, "\(curve.id): \(phases)")
                expected = try #require(phases.first)
            }
            seen.insert(expected)
            #expect(curve.movement == expected, "\(curve.id)")
            #expect(Self.movingPhases(run.trajectory).isSubset(of: [expected]), "\(curve.id)")
        }
        #expect(seen == [.decelerating, .animating], "both kinds are placed")
    }
}
