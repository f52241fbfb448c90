// Scenario/ScenarioPresets+Demo: the BODragScroll demo app's scenes as presets.
import ScrollAxis

/// The BODragScroll demo app's scenes (chbo297/BODragScroll `Demo/Sources/Scenarios/*.swift`) on an iPhone 17 Pro:
/// a 402 × 874 pt screen at 3×, safe area 62 pt top and 34 pt bottom. Read from the demo's source:
///
/// - `DemoScenarioViewController`: the drag host fills the screen (viewport 874); the panel is the height below the
///   top safe area, 874 − 62 = 812 pt (`availablePanelHeight`); detents are [min(150, max),
///   clamp(min(390, max − 80)), max] = [150, 390, 812]; initial height 210 unless a scene overrides it.
/// - `DemoPanelView`: the scenes' content view starts 152 pt below the panel's top (`contentView.topAnchor … 152`)
///   and runs to its bottom, 660 pt.
///
/// Not modelled: the Web content scene (WebKit), the controls & horizontal gestures scene and the deceleration
/// control lab (UIControl delivery, accessibility), see docs/systems.md.
extension ScenarioPresets {
    /// The demo scenes, in the demo catalog's order, each followed by the variants its controls select.
    static let demoScenes: [ScenarioPreset] = [
        ScenarioPreset(
            summary: "demo free panel, content C (more than the viewport): no detents, 104…812 pt, starts at 190, "
                + "list 1102 pt (+ insets 12/16) in 530 pt, 282 pt below the panel's top",
            scenario: demoFree("demo-free", content: 502 + 600)),
        ScenarioPreset(
            summary:
                "demo free panel, content A (less than the viewport): the list has no scroll range (422 pt in 530)",
            scenario: demoFree("demo-free-a", content: 502 - 80)),
        ScenarioPreset(
            summary: "demo free panel, content B (equal to the viewport): the list has no scroll range (502 pt in 530)",
            scenario: demoFree("demo-free-b", content: 502)),
        ScenarioPreset(
            summary: "demo movement lab: detents 150/390/812, starts at 390, view animation speed 350 pt/s, "
                + "maximum 0.9 s, spring on; releases by system scroll",
            scenario: demoMovementLab("demo-movement-lab", nonSnapping: false)),
        ScenarioPreset(
            summary: "demo movement lab with the non-snapping switch on: releases between 195 and 355 pt keep "
                + "UIKit's target",
            scenario: demoMovementLab("demo-movement-lab-nonsnapping", nonSnapping: true)),
        ScenarioPreset(
            summary: "demo table handoff, automatic placement: 54 rows of 62 pt + a 350 pt header (3698 pt) in 660 pt, "
                + "starts at 250; the table takes over at 812",
            scenario: demoTable("demo-table-handoff", .automatic)),
        ScenarioPreset(
            summary: "demo table handoff, after the panel is fully displayed: the table takes over at 812",
            scenario: demoTable("demo-table-handoff-full", .afterPanelFullyDisplayed)),
        ScenarioPreset(
            summary: "demo table handoff, fixed at the middle detent: the table takes over at 390",
            scenario: demoTable("demo-table-handoff-fixed", .atDisplayHeight(390))),
        ScenarioPreset(
            summary: "demo table handoff, from the touched position: the table takes over where the finger lands",
            scenario: demoTable("demo-table-handoff-touched", .fromTouchedPosition)),
        ScenarioPreset(
            summary: "demo table handoff with the force-inner-top-bounce switch: at 390 a pull down bounces the list",
            scenario: demoTable("demo-table-handoff-force", .automatic, force: true)),
        ScenarioPreset(
            summary: "demo smart handoff boundary: a scroll view 40 pt below the panel's top to its bottom (772 pt) "
                + "with exactly 2000 pt of range, starts at 150; automatic placement picks 812",
            scenario: demoSmartHandoff),
        ScenarioPreset(
            summary: "demo three-level chain: outer (2100 in 660) → middle (1450 in 760, at 276) → table (2204 in 520, "
                + "at 222); starts at 300; both ancestors split around their child",
            scenario: demoThreeLevel),
        ScenarioPreset(
            summary: "demo explicit segments: table 0…620 pt at 390, 620 pt…end (3904) at 812; 72 rows of 60 pt + a "
                + "244 pt header in 660 pt; starts at 230",
            scenario: demoExplicitSegments),
        ScenarioPreset(
            summary: "demo policy lab, coordinated, bounce owner panel top: 44 rows of 58 pt + a 480 pt header in "
                + "660 pt, starts at 330; the panel never bounces above its top",
            scenario: demoPolicyLab("demo-policy-lab")),
        ScenarioPreset(
            summary: "demo policy lab, inner first: the list handles a touch on it alone",
            scenario: demoPolicyLab("demo-policy-lab-inner-first", mode: .innerFirst)),
        ScenarioPreset(
            summary: "demo policy lab, inner first at the boundary: the list wins while it can scroll that way",
            scenario: demoPolicyLab("demo-policy-lab-at-boundary", mode: .innerFirstAtBoundary)),
        ScenarioPreset(
            summary: "demo policy lab, bounce owner list: the list takes both overscrolls (forced at the top)",
            scenario: demoPolicyLab("demo-policy-lab-bounce-list", bounce: .list)),
        ScenarioPreset(
            summary: "demo policy lab, bounce off: no panel bounce and the table does not bounce",
            scenario: demoPolicyLab("demo-policy-lab-bounce-off", bounce: .off)),
        ScenarioPreset(
            summary: "demo policy lab with the collapse-resistance switch on",
            scenario: demoPolicyLab("demo-policy-lab-resistance", resistsCollapse: true)),
    ]

    /// The iPhone 17 Pro demo geometry: viewport 874, panel 812, detents 150/390/812, scale 3, the content view
    /// 152 pt below the panel's top.
    private static func iPhoneDemo(_ name: String) -> Scenario {
        var s = Scenario(name: name)
        s.viewportHeight = 874
        s.panelHeight = 812
        s.detents = [150, 390, 812]
        s.displayScale = 3
        s.chainTopInPanel = 152
        s.initialDisplayHeight = 210
        return s
    }

    /// `FreePanelViewController`: no detents, minimum 104, initial 190; the list sits below a 112 pt control card
    /// (8 + 112 + 10 pt into the content view: 282 pt below the panel's top, 530 pt tall) with insets 12/16; its
    /// content is the "equal" height 530 − 28 = 502, minus 80 (A) or plus max(600, 530) (C).
    private static func demoFree(_ name: String, content: Double) -> Scenario {
        var s = iPhoneDemo(name)
        s.detents = []
        s.minimumDisplayHeight = 104
        s.initialDisplayHeight = 190
        s.chainTopInPanel = 152 + 130
        s.chain = [
            ChainLevel(contentHeight: content, viewportHeight: 530, insetTop: 12, insetBottom: 16, name: "list")
        ]
        return s
    }

    /// `MovementLabViewController`: initial at the middle detent; speed 350, maximum duration 0.9, spring on; the
    /// non-snapping range is (low + 45)…(middle − 35). The controls list's height depends on text layout, so it is
    /// left out (the scene is about the panel).
    private static func demoMovementLab(_ name: String, nonSnapping: Bool) -> Scenario {
        var s = iPhoneDemo(name)
        s.initialDisplayHeight = 390
        s.viewAnimation.speed = 350
        s.viewAnimation.maximumDuration = 0.9
        s.viewAnimation.usesSpring = true
        if nonSnapping {
            s.feel.nonSnappingRanges = [NonSnappingRange(lower: .objectiveC(150 + 45), upper: .objectiveC(390 - 35))]
        }
        return s
    }

    /// `TableHandoffViewController`: a table of 54 rows of 62 pt under a 350 pt header filling the content view,
    /// initial 250; the placement picker and the force-inner-top-bounce switch (which also prefers the list for top
    /// overscroll).
    private static func demoTable(_ name: String, _ placement: HandoffPlacement, force: Bool = false) -> Scenario {
        var s = iPhoneDemo(name)
        s.initialDisplayHeight = 250
        s.chain = [ChainLevel(contentHeight: 54 * 62 + 350, viewportHeight: 660, name: "table")]
        s.placement = placement
        if force {
            s.bounce.forcesInnerTopBounce = true
            s.bounce.preferredTopOwner = .innerScrollView
        }
        return s
    }

    /// `AutomaticSmartHandoffViewController`: the scroll view starts 40 pt below the panel's top and runs to its
    /// bottom (772 pt), its document is its height + 2000 pt; initial at the lowest detent; engine defaults.
    private static let demoSmartHandoff: Scenario = {
        var s = iPhoneDemo("demo-smart-handoff")
        s.initialDisplayHeight = 150
        s.chainTopInPanel = 40
        s.chain = [ChainLevel(contentHeight: 772 + 2000, viewportHeight: 772, name: "scrollview")]
        return s
    }()

    /// `NestedScrollChainViewController`: outer view = the content view (660 pt) over a 2100 pt document; the
    /// middle view (760 pt, document 1450) 22 + 220 + 34 = 276 pt into it; the table (520 pt, 38 rows of 58 pt)
    /// 18 + 122 + 82 = 222 pt into the middle view; initial 300.
    private static let demoThreeLevel: Scenario = {
        var s = iPhoneDemo("demo-three-level")
        s.initialDisplayHeight = 300
        s.chain = [
            ChainLevel(contentHeight: 38 * 58, viewportHeight: 520, name: "table"),
            ChainLevel(contentHeight: 1450, viewportHeight: 760, childMinY: 222, name: "middle"),
            ChainLevel(contentHeight: 2100, viewportHeight: 660, childMinY: 276, name: "outer"),
        ]
        return s
    }()

    /// `ExplicitSegmentsViewController`: 72 rows of 60 pt under a 244 pt header; `segments(for:)` returns
    /// [middle detent, nil…620] and [top detent, 620…nil]; initial 230.
    private static let demoExplicitSegments: Scenario = {
        var s = iPhoneDemo("demo-explicit-segments")
        s.initialDisplayHeight = 230
        s.chain = [
            ChainLevel(
                contentHeight: 72 * 60 + 244, viewportHeight: 660, name: "table",
                segments: [
                    InnerSegment(displayHeight: 390, endOffset: 620),
                    InnerSegment(displayHeight: 812, beginOffset: 620),
                ])
        ]
        return s
    }()

    /// The policy lab's bounce-owner picker.
    private enum PolicyLabBounce { case panelTop, list, off }

    /// `PolicyLabViewController`: 44 rows of 58 pt under the controls header (its initial 480 pt frame; the demo
    /// refits it to its text at run time), initial 330; panel bottom bounce always off.
    private static func demoPolicyLab(
        _ name: String, mode: HandoffMode = .coordinated, bounce: PolicyLabBounce = .panelTop,
        resistsCollapse: Bool = false
    ) -> Scenario {
        var s = iPhoneDemo(name)
        s.initialDisplayHeight = 330
        s.chain = [ChainLevel(contentHeight: 44 * 58 + 480, viewportHeight: 660, name: "table")]
        s.handoffMode = mode
        s.feel.collapseResistance = resistsCollapse
        switch bounce {
        case .panelTop:
            s.bounce = BouncePolicy(allowsPanelTopBounce: true, allowsPanelBottomBounce: false)
        case .list:
            s.bounce = BouncePolicy(allowsPanelTopBounce: true, allowsPanelBottomBounce: false)
            s.bounce.preferredTopOwner = .innerScrollView
            s.bounce.preferredBottomOwner = .innerScrollView
            s.bounce.forcesInnerTopBounce = true
        case .off:
            s.bounce = BouncePolicy(allowsPanelTopBounce: false, allowsPanelBottomBounce: false)
            s.chain[0].bounces = false
        }
        return s
    }
}
