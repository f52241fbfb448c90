import Scenario
// PanelSimulatorTests/NextBoundaryTests: the handoff boundary search agrees with a plain walk over every edge.
import ScrollAxis
import Testing

@testable import PanelSimulator

@Suite struct NextBoundaryTests {
    /// The edge nearest beyond `c` in `direction`, by looking at every participant segment edge.
    static func walk(after c: Double, direction: Double, model: AxisModel) -> Double? {
        var best: Double?
        for i in model.participantSegmentIndices {
            for edge in [model.segments[i].outerStart, model.segments[i].outerEnd]
            where (edge - c) * direction > model.band {
                if best.map({ (edge - $0) * direction < 0 }) ?? true { best = edge }
            }
        }
        return best
    }

    /// Every edge, points just beside it, and a grid of positions on the default preset, `nested3` and a 40-level chain, both directions, including edges.
    @Test(arguments: ["default", "nested3", "deep"])
    func binarySearchMatchesTheWalk(name: String) throws {
        var scenario = Scenario.preset(named: name == "deep" ? "default" : name) ?? Scenario(name: name)
        if name == "deep" {
            scenario.chain =
                [ChainLevel(contentHeight: 2000, viewportHeight: 500)]
                + (1..<40).map { _ in ChainLevel(contentHeight: 1000, viewportHeight: 600, childMinY: 100) }
        }
        let simulator = try PanelSimulator(scenario: scenario)
        let axis = try simulator.capture(
            Gesture(start: .displayHeight(scenario.detents[1]), releaseVelocity: 1), policy: .boDragScroll)
        let model = axis.model
        let edges = model.participantSegmentIndices.flatMap {
            [model.segments[$0].outerStart, model.segments[$0].outerEnd]
        }
        var probes = edges + edges.map { $0 + model.band } + edges.map { $0 - model.band * 1.5 }
        // And a grid across the whole range, 7.3 pt apart (no simple ratio to the geometry).
        var c = axis.range.minimum - 50
        while c <= axis.range.maximum + 50 {
            probes.append(c)
            c += 7.3
        }
        for c in probes {
            for direction in [1.0, -1.0] {
                #expect(
                    FrameStepper.nextBoundary(after: c, direction: direction, model: model)
                        == Self.walk(after: c, direction: direction, model: model), "c \(c), direction \(direction)")
            }
        }
    }
}
