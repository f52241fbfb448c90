// Scenario/ScenarioPresets: the named, documented scenarios shipped with the harness.
import ScrollAxis
import ScrollPhysics

/// A named, documented scenario shipped with the harness (`bench scenarios` lists them).
public struct ScenarioPreset: Hashable, Sendable {
    /// The preset's name, e.g. `default`; equal to `scenario.name`.
    public var name: String
    /// One line saying what the preset models and its key numbers.
    public var summary: String
    /// The scenario itself (valid: every preset passes ``Scenario/validate()``).
    public var scenario: Scenario

    /// Creates a preset; `name` is taken from `scenario.name`.
    public init(summary: String, scenario: Scenario) {
        self.name = scenario.name
        self.summary = summary
        self.scenario = scenario
    }
}

/// The scenarios of docs/systems.md (one per system) and of the BODragScroll demo scenes a 1-D simulation can model.
///
/// Demo geometry (the demo app's shared defaults): a viewport of 800 pt with 40 pt of safe area on top gives a
/// maximum panel height of 760 pt, hence detents `[min(150, 760), min(390, 760 − 80), 760]` = [150, 390, 760]
/// and a 40 pt header above the captured scroll view.
public enum ScenarioPresets {
    /// Every preset, in listing order.
    public static let all: [ScenarioPreset] =
        [
            ScenarioPreset(
                summary: "BODragScroll (docs/systems.md §1): panel 800 in viewport 800, detents 100/400/700, scale 3, "
                    + "one table (content 2000, viewport 760) under a 40 pt header, automatic placement",
                scenario: defaultScenario),
            ScenarioPreset(
                summary: "three-level chain (demo scene 5): outer scroll view (split around its child) → "
                    + "middle scroll view → table; detents 150/390/760, starts at 300",
                scenario: nested3),
            ScenarioPreset(
                summary: "free panel (demo scene 1): no detents, display height 104…760, starts at 190, "
                    + "table content 1400 in a 720 pt viewport",
                scenario: free),
            ScenarioPreset(
                summary: "comment pop-up sheet (docs/systems.md §2): sheet 560 in viewport 800, detents 0 (dismissed) "
                    + "and 560 (shown), table under a 44 pt title bar; policy comment-popup",
                scenario: commentPopUp),
            ScenarioPreset(
                summary: "home container, unified driver (docs/systems.md §3): 240 pt header range (panel 560…800) "
                    + "then a table (content 3000, viewport 756) on one axis; policy home-unified",
                scenario: home(name: "home-unified", policy: .homeUnified)),
            ScenarioPreset(
                summary: "home container, legacy fallback (docs/systems.md §3): same geometry as home-unified; "
                    + "momentum lost at the header/table edge; policy home-legacy",
                scenario: home(name: "home-legacy", policy: .homeLegacy)),
            ScenarioPreset(
                summary: "thirty-line scroll view (docs/systems.md §4): a fixed 800 pt view over 2400 pt of content, "
                    + "no bounce, no momentum; policy thirty-line",
                scenario: thirtyLine),
            ScenarioPreset(
                summary: "Movement Lab (demo scene 2): no scroll view, detents 150/390/760, starts at 390, "
                    + "view animation, speed 350 pt/s, max duration 0.9 s, spring on",
                scenario: movementLab),
            ScenarioPreset(
                summary: "table continuous handoff (demo scene 3): table of 40 rows (1760 pt) in a 720 pt "
                    + "viewport, detents 150/390/760, starts at 250",
                scenario: tableHandoff),
            ScenarioPreset(
                summary: "smart handoff boundary (demo scene 4): scroll view at panel y 40 with exactly "
                    + "2000 pt of range (2720 in 720), detents 150/390/760, starts at 150",
                scenario: smartHandoff),
        ] + demoScenes

    /// The names of ``all``, in listing order.
    public static var names: [String] { all.map(\.name) }

    /// The preset called `name` (exact, case-sensitive), or nil.
    public static func preset(named name: String) -> ScenarioPreset? { all.first { $0.name == name } }

    // MARK: - The scenarios

    /// The demo scenes' detents, points.
    static let demoDetents: [Double] = [150, 390, 760]

    /// A scenario with the demo scenes' geometry: viewport 800, panel 760, detents [150, 390, 760].
    private static func demo(_ name: String) -> Scenario {
        var s = Scenario(name: name)
        s.viewportHeight = 800
        s.panelHeight = 760
        s.detents = demoDetents
        s.chainTopInPanel = 40
        return s
    }

    private static let defaultScenario: Scenario = {
        var s = Scenario(name: "default")
        s.viewportHeight = 800
        s.panelHeight = 800
        s.detents = [100, 400, 700]
        s.displayScale = 3
        s.chainTopInPanel = 40
        s.chain = [ChainLevel(contentHeight: 2000, viewportHeight: 760, name: "table")]
        s.placement = .automatic
        s.policy = .boDragScroll
        return s
    }()

    /// Outer (viewport 720 = the panel below the header, content 1600) holds the middle view at y 300; the middle
    /// view (viewport 600, content 900) holds the table at y 400, flush with its content bottom. At rest the outer
    /// level is split at 300 around its child (300 pt before, 700 pt after) and the middle level goes wholly
    /// before the table (docs/model.md §5 placement rules).
    private static let nested3: Scenario = {
        var s = demo("nested3")
        s.initialDisplayHeight = 300
        s.chain = [
            ChainLevel(contentHeight: 2000, viewportHeight: 500, name: "table"),  // primary
            ChainLevel(contentHeight: 900, viewportHeight: 600, childMinY: 400, name: "middle"),
            ChainLevel(contentHeight: 1600, viewportHeight: 720, childMinY: 300, name: "outer"),
        ]
        return s
    }()

    private static let free: Scenario = {
        var s = demo("free")
        s.detents = []
        s.minimumDisplayHeight = 104
        s.initialDisplayHeight = 190
        s.chain = [ChainLevel(contentHeight: 1400, viewportHeight: 720, name: "table")]  // option C: 680 pt of scroll
        return s
    }()

    /// Detent 0 is the dismissed state (the sheet's top at the viewport's bottom), 560 the shown one. The table
    /// scrolls only while the sheet is fully shown; the sheet never goes above shown (no bottom bounce).
    private static let commentPopUp: Scenario = {
        var s = Scenario(name: "comment-popup")
        s.viewportHeight = 800
        s.panelHeight = 560
        s.detents = [0, 560]
        s.initialDisplayHeight = 560
        s.chainTopInPanel = 44
        s.chain = [ChainLevel(contentHeight: 1500, viewportHeight: 516, name: "table")]
        s.placement = .afterPanelFullyDisplayed
        s.bounce = BouncePolicy(allowsPanelBottomBounce: false)
        s.policy = .commentPopUp
        return s
    }()

    /// The header is the panel's travel: the panel (tabs bar + pager) sits below a 240 pt header at display
    /// height 560 and covers it at 800 (header collapsed); then the selected page's table (below the 44 pt tabs
    /// bar) scrolls. The outer view is an ordinary scroll view, so both rates are `.normal` (0.998).
    private static func home(name: String, policy: ReleasePolicy) -> Scenario {
        var s = Scenario(name: name)
        s.viewportHeight = 800
        s.panelHeight = 800
        s.detents = []
        s.minimumDisplayHeight = 560
        s.initialDisplayHeight = 560
        s.chainTopInPanel = 44
        s.chain = [ChainLevel(contentHeight: 3000, viewportHeight: 756, name: "table")]
        s.placement = .afterPanelFullyDisplayed
        s.panelDecelerationRate = DecelerationRate.normal.perMillisecond
        s.policy = policy
        return s
    }

    /// The panel cannot travel (minimum = panel = viewport = 800), so the whole axis is the one scroll view's
    /// range [0, 2400 − 800]; nothing bounces.
    private static let thirtyLine: Scenario = {
        var s = Scenario(name: "thirty-line")
        s.viewportHeight = 800
        s.panelHeight = 800
        s.detents = []
        s.minimumDisplayHeight = 800
        s.initialDisplayHeight = 800
        s.chainTopInPanel = 0
        s.chain = [ChainLevel(contentHeight: 2400, viewportHeight: 800, bounces: false, name: "content")]
        s.placement = .afterPanelFullyDisplayed
        s.bounce = BouncePolicy(allowsPanelTopBounce: false, allowsPanelBottomBounce: false)
        s.policy = .thirtyLine
        return s
    }()

    private static let movementLab: Scenario = {
        var s = demo("movement-lab")
        s.initialDisplayHeight = 390
        s.movementStyle = .viewAnimation
        s.viewAnimation.speed = 350
        s.viewAnimation.maximumDuration = 0.9
        s.viewAnimation.usesSpring = true
        return s
    }()

    private static let tableHandoff: Scenario = {
        var s = demo("table-handoff")
        s.initialDisplayHeight = 250
        s.chain = [ChainLevel(contentHeight: 40 * 44, viewportHeight: 720, name: "table")]
        return s
    }()

    private static let smartHandoff: Scenario = {
        var s = demo("smart-handoff")
        s.initialDisplayHeight = 150
        s.chain = [ChainLevel(contentHeight: 2720, viewportHeight: 720, name: "scrollview")]
        return s
    }()
}

extension Scenario {
    /// The scenario of the preset called `name` (see ``ScenarioPresets/all``), or nil.
    public static func preset(named name: String) -> Scenario? { ScenarioPresets.preset(named: name)?.scenario }
}
