// Scenario/Scenario: a scenario: the panel, its detents, the nested chain and the feel it runs with.
import ScrollAxis
import ScrollPhysics
import Units

/// How a release reaches its target (docs/physics.md §12).
public enum MovementStyle: String, Hashable, Sendable, CaseIterable {
    /// UIKit decelerates natively to the rewritten target (retargeted exponential decay). The default.
    case systemScroll
    /// A `UIView.animate` spring, used only for panel→panel releases that cross no participant segment.
    case viewAnimation
}

/// One level of the captured nested chain (primary first, then ancestors outward). Points.
public struct ChainLevel: Hashable, Sendable {
    /// Content height.
    public var contentHeight: Double
    /// Viewport height (> 0).
    public var viewportHeight: Double
    /// Top content inset.
    public var insetTop: Double = 0
    /// Bottom content inset.
    public var insetBottom: Double = 0
    /// Content offset at touch-down.
    public var contentOffset: Double = 0
    /// For an ancestor: the top of its child's frame in this level's content (the child's height is its
    /// viewport height). Ignored for the primary.
    public var childMinY: Double = 0
    /// Whether this scroll view bounces (only the primary's matters: it may take overscroll).
    public var bounces = true
    /// The participant's name in outputs (CSV columns, plots, summaries), e.g. `table`, `middle`, `outer`; nil
    /// gives ``Scenario/defaultParticipantName(level:)``.
    public var name: String?
    /// The behaviour provider's explicit segments for this list (primary of a one-level chain only), or nil for
    /// the automatic placement (docs/runtime.md, "Explicit inner segments").
    public var segments: [InnerSegment]?

    /// Creates a level.
    public init(
        contentHeight: Double, viewportHeight: Double, insetTop: Double = 0, insetBottom: Double = 0,
        contentOffset: Double = 0, childMinY: Double = 0, bounces: Bool = true, name: String? = nil,
        segments: [InnerSegment]? = nil
    ) {
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.contentOffset = contentOffset
        self.childMinY = childMinY
        self.bounces = bounces
        self.name = name
        self.segments = segments
    }
}

/// The view-animation settings (docs/feel-parameters.md §2).
public struct ViewAnimationSettings: Hashable, Sendable {
    /// Distance per second added to the duration, points per second (clamped to 100…100 000). Default: the
    /// component's, ``ViewAnimationPlan/defaultSpeed``.
    public var speed = ViewAnimationPlan.defaultSpeed
    /// Fixed part of the duration, seconds. Default ``ViewAnimationPlan/defaultBaseDuration``.
    public var baseDuration = ViewAnimationPlan.defaultBaseDuration
    /// Cap on the duration, seconds. Default ``ViewAnimationPlan/defaultMaximumDuration``.
    public var maximumDuration = ViewAnimationPlan.defaultMaximumDuration
    /// Whether the damping tiers apply (else damping 1). Default true.
    public var usesSpring = true
    /// The defaults.
    public init() {}
}

/// Everything about the panel that a simulation needs. Points, seconds, pt/ms for
/// the solver's thresholds.
public struct Scenario: Hashable, Sendable {
    /// A short name (presets use it).
    public var name: String
    /// Host viewport height V, points.
    public var viewportHeight: Double = 800
    /// Panel height, points (the maximum display height when there are no detents).
    public var panelHeight: Double = 800
    /// Detent display heights, points, strictly increasing (read as Objective-C numbers: Float32).
    public var detents: [Double] = [100, 400, 700]
    /// Lowest display height without detents, points (nil: 66).
    public var minimumDisplayHeight: Double?
    /// Display height at the start of a run, points (nil: the first detent, else the minimum display height).
    /// Presets take it from the demo scene they model (Scenarios/README.md, Presets); a gesture's touch-down
    /// height may override it.
    public var initialDisplayHeight: Double?
    /// Pixels per point (2 or 3 on iPhones).
    public var displayScale: Double = 3
    /// The nested chain under the finger, primary first; empty for a panel without scroll views.
    public var chain: [ChainLevel] = []
    /// Distance from the panel's top to the outermost captured scroll view's top, points (a header above it).
    public var chainTopInPanel: Double = 40
    /// Where the captured chain takes over from the panel.
    public var placement: HandoffPlacement = .automatic
    /// Who handles a touch on the inner list (docs/feel-parameters.md §5).
    public var handoffMode = HandoffMode.coordinated
    /// What happens when the list's offset at touch-down does not match its segment (docs/feel-parameters.md §5).
    public var offsetMismatch = OffsetMismatchPolicy.waitForValidSegment
    /// The solver's feel parameters.
    public var feel: FeelParameters = .default
    /// Who may take overscroll.
    public var bounce = BouncePolicy()
    /// How releases move.
    public var movementStyle = MovementStyle.systemScroll
    /// View-animation sizing.
    public var viewAnimation = ViewAnimationSettings()
    /// The host's rate on panel stretches, per millisecond (UIKit `.fast`, ``DecelerationRate/fast``).
    public var panelDecelerationRate = DecelerationRate.fast.perMillisecond
    /// The inner views' rate, per millisecond (UIKit `.normal`, ``DecelerationRate/normal``), copied by the host
    /// inside a segment.
    public var innerDecelerationRate = DecelerationRate.normal.perMillisecond
    /// Stiffness of the bounce-back spring (mass 1, critically damped), N/m-like units of 1/s².
    public var bounceStiffness = 100.0
    /// The system that decides releases (presets of the other systems set it).
    public var policy = ReleasePolicy.boDragScroll
    /// Simulation and touch sampling rate, frames per second (60, 120 or 240).
    public var frameRate = 120.0
    /// A sequence of actions `bench trajectory` runs when given no gesture (nil: none).
    public var script: Script?
    /// How far the finger must move from touch-down before the pan begins, points (docs/runtime.md, "Touch slop").
    /// UIKit does not publish the scroll view's pan hysteresis, so the default is 0 (the pan begins at once).
    public var touchSlop = 0.0
    /// How close to its target the axis must stay to count as settled, points (nil: half a device pixel; see
    /// ``tolerance``).
    public var settleThreshold: Double?

    /// How long a movement may run before the simulation stops it, seconds.
    public static let maximumMovementDuration = 20.0

    /// A scenario with the given name and the defaults above.
    public init(name: String) { self.name = name }

    /// The detents as the library reads them, points: each an Objective-C number, narrowed to Float32 and widened
    /// back (docs/model.md §2.1), so 400.1 reads as 400.1000061035156. Every capture uses these.
    public var readDetents: [Double] { detents.map { SourceScalar.objectiveC($0).resolved } }

    /// ``minimumDisplayHeight`` as the library reads it (an Objective-C number, Float32), points, or nil.
    public var readMinimumDisplayHeight: Double? { minimumDisplayHeight.map { SourceScalar.objectiveC($0).resolved } }

    /// The frame period, seconds.
    public var frameInterval: Double { 1 / frameRate }

    /// The tolerance every settle, overshoot and same-target measure of this scenario uses: one device pixel
    /// (the model's comparison band, ``ComparisonPolicy/band``) and ``settleThreshold``, else half a pixel.
    public var tolerance: Tolerance {
        Tolerance(pixel: ComparisonPolicy(displayScale: displayScale).band, settle: settleThreshold)
    }

    /// The name of chain level `i` (0 = primary): its own ``ChainLevel/name``, else the default.
    public func participantName(level i: Int) -> String {
        chain.indices.contains(i) ? chain[i].name ?? Scenario.defaultParticipantName(level: i) : ""
    }

    /// The name of an unnamed level: `inner` for the primary, `ancestor1`, `ancestor2`, … outward.
    public static func defaultParticipantName(level i: Int) -> String { i == 0 ? "inner" : "ancestor\(i)" }
}
