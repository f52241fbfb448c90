// ReportsTests/CompareSmallMultiplesTests: issue 44's compare-default rules, on the README's release (default preset,
// 400 pt at 1.5 pt/ms, every peer): one pair of panels per target holding that target's curves and the solver's
// choice, the peers in a figure of their own, no legend entry repeated.
import Analysis
import PanelSimulator
import Plotting
import Scenario
import Testing

@testable import Reports

@Suite struct CompareSmallMultiplesTests {
    static let size = PlotSize(width: 1600, height: 1500)

    /// The README's comparison: its curves and its targets.
    static func readmeComparison() throws -> CompareAnalysis.Comparison {
        let scenario = try #require(Scenario.preset(named: "default"))
        return try CompareAnalysis.movements(
            scenario: scenario, gesture: Gesture(start: .displayHeight(400), releaseVelocity: 1.5), targets: nil,
            peers: Peer.allCases)
    }

    static func spec(_ comparison: CompareAnalysis.Comparison) -> PlotSpec {
        ComparePlot.smallMultiplesSpec(
            curves: comparison.curves, targetCount: comparison.targets.count,
            guides: comparison.targets.map { ($0.axisPosition, $0.label) }, xLabel: "t", releaseTime: 0,
            maximumTime: 1.5, title: "t", size: size)
    }

    @Test("one pair of panels per target: its guide, its styles' curves, the solver's choice; no peer")
    func onePairPerTarget() throws {
        let comparison = try Self.readmeComparison()
        let spec = Self.spec(comparison)
        guard case .chart(let chart) = spec.content else { throw CancellationError() }
        let targets = comparison.targets
        #expect(chart.panels.count == 2 * targets.count, "a position and a velocity panel per target")
        let chosen = comparison.curves.first { $0.isChoice }
        let choice = try #require(chosen)
        for (k, target) in targets.enumerated() {
            let position = chart.panels[2 * k]
            #expect(position.guides.map(\.y) == [target.axisPosition], "panel \(k): its target as the guide")
            let styled = position.series.filter { $0.color != ComparePlot.choiceHaloColor }
            let own = ComparePlot.coincidenceGroups(comparison.curves.filter { $0.group == k })
            #expect(styled.count == own.count, "panel \(k): one line per movement style to \(target.label)")
            let halo = position.series.filter { $0.color == ComparePlot.choiceHaloColor }
            #expect(halo.count == 1, "panel \(k): the solver's choice once")
            #expect(halo.first?.y.last == choice.positions.last, "panel \(k): the choice rests where it does")
        }
        let names = chart.panels.flatMap(\.series).map(\.name)
        for peer in Peer.allCases {
            #expect(!names.contains { $0.contains(peer.rawValue) }, "\(peer.rawValue) is left to the peers' figure")
        }
        #expect(LegendEntryRuleTests.repeatedEntries(spec).isEmpty, "\(LegendEntryRuleTests.repeatedEntries(spec))")
    }

    @Test("the peers' figure holds every peer and the solver's choice, nothing else")
    func peersFigure() throws {
        let comparison = try Self.readmeComparison()
        let peers = try #require(
            ComparePlot.peersSpec(
                curves: comparison.curves, targetCount: comparison.targets.count, guides: [], xLabel: "t",
                releaseTime: 0, maximumTime: 1.5, title: "t", size: Self.size))
        guard case .chart(let chart) = peers.content else { throw CancellationError() }
        let names = chart.panels[0].series.map(\.name).filter { !$0.isEmpty }
        for peer in Peer.allCases {
            #expect(names.contains { $0.contains(peer.rawValue) }, "\(peer.rawValue) in \(names)")
        }
        #expect(names.filter { $0.contains("[chosen]") }.count == 1, "\(names)")
        #expect(
            names.count == 5, "four peer lines (floatingpanel = floatingpanel-projectable) and the choice: \(names)")
        // Without peers there is no such figure.
        let none = ComparePlot.peersSpec(
            curves: comparison.curves.filter { $0.group < comparison.targets.count }, targetCount: 3, guides: [],
            xLabel: "t", releaseTime: 0, maximumTime: nil, title: "t", size: Self.size)
        #expect(none == nil)
        // Where the peers' figure goes: beside the targets', `-peers` before the extension.
        #expect(
            PlotOutput.besideImage("Plots/compare-default.png", named: "peers") == "Plots/compare-default-peers.png")
    }
}
