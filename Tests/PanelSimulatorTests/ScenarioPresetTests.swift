import PanelSimulator
import Scenario
import ScrollAxis
import Testing

@Suite struct ScenarioPresetTests {
    @Test func presetNamesAreTheDocumentedOnes() {
        #expect(
            ScenarioPresets.names == [
                "default", "nested3", "free", "comment-popup", "home-unified",
                "home-legacy", "thirty-line", "movement-lab", "table-handoff",
                "smart-handoff", "demo-free", "demo-free-a", "demo-free-b", "demo-movement-lab",
                "demo-movement-lab-nonsnapping", "demo-table-handoff", "demo-table-handoff-full",
                "demo-table-handoff-fixed", "demo-table-handoff-touched", "demo-table-handoff-force",
                "demo-smart-handoff", "demo-three-level", "demo-explicit-segments", "demo-policy-lab",
                "demo-policy-lab-inner-first", "demo-policy-lab-at-boundary", "demo-policy-lab-bounce-list",
                "demo-policy-lab-bounce-off", "demo-policy-lab-resistance",
            ])
        #expect(Set(ScenarioPresets.names).count == ScenarioPresets.all.count)
    }

    @Test(arguments: ScenarioPresets.all)
    func presetValidates(_ preset: ScenarioPreset) throws {
        try preset.scenario.validate()
        #expect(preset.name == preset.scenario.name)
        #expect(!preset.summary.isEmpty && !preset.summary.contains("\n"))
        #expect(Scenario.preset(named: preset.name) == preset.scenario)
    }

    /// The demo scenes on an iPhone 17 Pro (docs/systems.md, "The demo's scenes"): 874 pt viewport, 812 pt panel
    /// (874 − 62 safe area), detents 150/390/812 (`DemoScenarioViewController.detentHeights`), scale 3; the table scenes'
    /// lists fill the 660 pt content view 152 pt below the panel's top (`DemoPanelView`).
    @Test func demoScenesUseTheIPhone17ProGeometry() throws {
        for preset in ScenarioPresets.all where preset.name.hasPrefix("demo-") {
            let s = preset.scenario
            #expect(s.viewportHeight == 874 && s.panelHeight == 812 && s.displayScale == 3, "\(preset.name)")
            #expect(s.detents == (preset.name.hasPrefix("demo-free") ? [] : [150, 390, 812]), "\(preset.name)")
        }
        let table = try #require(Scenario.preset(named: "demo-table-handoff"))
        #expect(table.chain == [ChainLevel(contentHeight: 54 * 62 + 350, viewportHeight: 660, name: "table")])
        #expect(table.chainTopInPanel == 152 && table.initialDisplayHeight == 250)
        let smart = try #require(Scenario.preset(named: "demo-smart-handoff"))
        let range = smart.chain[0].offsetRange
        #expect(range.upperBound - range.lowerBound == 2000)  // "exactly 2000 pt of effective range"
        // The smart-handoff scene's automatic placement: 390 shows (390 − 40)/772 = 45 %, 812 shows 100 %.
        #expect(try PanelSimulator(scenario: smart).listHeight(forTouchAt: 150) == 812)
        let explicit = try #require(Scenario.preset(named: "demo-explicit-segments"))
        #expect(explicit.chain[0].offsetRange == 0...3904)
    }

    @Test func unknownPresetIsNil() {
        #expect(Scenario.preset(named: "Default") == nil)
        #expect(ScenarioPresets.preset(named: "") == nil)
    }

    @Test func defaultMatchesSeeds() throws {
        let s = try #require(Scenario.preset(named: "default"))
        #expect(s.viewportHeight == 800 && s.panelHeight == 800)
        #expect(s.detents == [100, 400, 700])
        #expect(s.displayScale == 3)
        #expect(s.chain == [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")])
        #expect(s.chainTopInPanel == 40)
        #expect(s.placement == .automatic)
        #expect(s.policy == .boDragScroll)
    }

    @Test func nested3SplitsTheOuterAncestorAroundItsChild() throws {
        let s = try #require(Scenario.preset(named: "nested3"))
        #expect(s.chain.count == 3)
        #expect(s.initialDisplayHeight == 300)
        let participants = s.chain.enumerated().map { i, l in
            NestedParticipant(
                id: ParticipantID(i), contentHeight: l.contentHeight, viewportHeight: l.viewportHeight,
                contentOffset: l.contentOffset,
                childFrame: i == 0
                    ? nil
                    : .init(
                        minY: l.childMinY,
                        maxY: l.childMinY + s.chain[i - 1].viewportHeight))
        }
        let band = 1 / s.displayScale
        #expect(try NestedChainBuilder.placement(of: participants[1], band: band) == .before)
        #expect(try NestedChainBuilder.placement(of: participants[2], band: band) == .split(at: 300))
        // The outer viewport is the panel below its 40 pt header; each child fits in its parent's content.
        #expect(s.chain[2].viewportHeight == s.panelHeight - s.chainTopInPanel)
        for i in 1..<3 { #expect(s.chain[i].childMinY + s.chain[i - 1].viewportHeight <= s.chain[i].contentHeight) }
    }

    @Test func demoScenesUseTheDemoDetents() throws {
        for name in ["nested3", "movement-lab", "table-handoff", "smart-handoff"] {
            #expect(Scenario.preset(named: name)?.detents == [150, 390, 760])
        }
        let lab = try #require(Scenario.preset(named: "movement-lab"))
        #expect(lab.movementStyle == .viewAnimation)
        #expect(
            lab.viewAnimation.speed == 350 && lab.viewAnimation.maximumDuration == 0.9 && lab.viewAnimation.usesSpring)
        let smart = try #require(Scenario.preset(named: "smart-handoff"))
        #expect(smart.chainTopInPanel == 40)
        #expect(smart.chain[0].contentHeight - smart.chain[0].viewportHeight == 2000)
        let free = try #require(Scenario.preset(named: "free"))
        #expect(free.detents.isEmpty && free.minimumDisplayHeight == 104)
        #expect(free.chain[0].contentHeight > free.chain[0].viewportHeight)
    }

    @Test func otherSystemsCarryTheirPolicies() throws {
        let expected: [(String, ReleasePolicy)] = [
            ("comment-popup", .commentPopUp), ("home-unified", .homeUnified),
            ("home-legacy", .homeLegacy), ("thirty-line", .thirtyLine),
        ]
        for (name, policy) in expected { #expect(Scenario.preset(named: name)?.policy == policy) }
        for name in ["home-unified", "home-legacy", "thirty-line"] {
            let s = try #require(Scenario.preset(named: name))
            #expect(s.detents.isEmpty)
            #expect(s.chain.count == 1 && s.chain[0].contentHeight > s.chain[0].viewportHeight)
        }
        let unified = try #require(Scenario.preset(named: "home-unified"))
        var legacy = try #require(Scenario.preset(named: "home-legacy"))
        legacy.name = unified.name
        legacy.policy = unified.policy
        #expect(legacy == unified)  // same geometry: only the policy differs
    }
}
