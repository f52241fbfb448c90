// Sweep/SweepGesture: what each cell's finger does, and the defaults a sweep takes from its scenario.
import PanelSimulator
import Scenario
import Units

/// The gesture every cell of a sweep replays: a bare release with a velocity, or a drag of a distance. The grid's
/// fastest axis holds the velocities (pt/ms) or the distances (pt).
public enum SweepGesture: String, Sendable, Hashable, Codable, CaseIterable {
    /// Touch down at the start height and lift at once with the cell's release velocity (pt/ms).
    case release
    /// Touch down at the start height and drag the cell's distance (pt, + = up) over the drag duration at
    /// constant speed, sampled at the frame rate; the release velocity is estimated from the samples.
    case drag

    /// The fastest axis's name in plots and messages.
    public var axisName: String { self == .release ? "release velocity" : "drag distance" }
    /// The fastest axis's name in the plural, for counts (`61 release velocities`).
    public var axisNamePlural: String { self == .release ? "release velocities" : "drag distances" }
    /// The fastest axis's unit.
    public var axisUnit: String { self == .release ? "pt/ms" : "pt" }
    /// The fastest axis's CSV column.
    public var columnName: String { self == .release ? "release_velocity_pt_per_ms" : "drag_distance_pt" }
    /// The fastest axis's default values.
    public var defaultValues: String { self == .release ? "-3:3:0.1" : "-300:300:10" }
    /// The largest magnitude a value of the fastest axis may have, in its unit.
    public var limit: Double { self == .release ? PointsPerMillisecond.legalRange.upperLimit ?? 0 : 100_000 }
}

/// What one cell simulates before its grid values are applied: the scenario and the drag's settings.
public struct SweepSetup: Sendable, Hashable {
    /// A drag's duration without `drag-duration`, seconds.
    public static let defaultDragDuration = Gesture.defaultDragDuration

    /// The scenario (feel parameters and frame rate included).
    public var scenario: Scenario
    /// How long a drag lasts, seconds.
    public var dragDuration: Double
    /// Whether the drag starts on the inner content.
    public var dragOnContent: Bool

    /// A setup of `scenario` with the default drag.
    public init(scenario: Scenario, dragDuration: Double = defaultDragDuration, dragOnContent: Bool = false) {
        self.scenario = scenario
        self.dragDuration = dragDuration
        self.dragOnContent = dragOnContent
    }

    /// The gesture of a cell at start height `height` (pt) with fastest-axis value `value`.
    public func gesture(_ kind: SweepGesture, height: Double, value: Double) -> Gesture {
        switch kind {
        case .release: return .release(atDisplayHeight: height, velocity: value)
        case .drag:
            return .drag(
                fromDisplayHeight: height, distance: value, duration: dragDuration, sampleRate: scenario.frameRate,
                startsOnInnerContent: dragOnContent)
        }
    }
}

/// What a bare `bench sweep --scenario P` does on each kind of system, so the default command answers a question
/// that system has.
public enum SweepDefaults {
    /// The kind of system a scenario is, for defaults and the headline picture.
    public enum SystemKind: String, Sendable {
        /// Detents: where does a release land?
        case detents
        /// No detents (free panel, home container, thirty-line view): how far does it go?
        case free
        /// The comment pop-up: dismissed or shown?
        case commentPopUp = "comment-popup"
    }

    /// The kind of `scenario`.
    public static func kind(of scenario: Scenario) -> SystemKind {
        kind(policy: scenario.policy, detentCount: scenario.detents.count)
    }

    /// The kind of a system with release policy `policy` and `detentCount` detents.
    public static func kind(policy: ReleasePolicy?, detentCount: Int) -> SystemKind {
        if policy == .commentPopUp { return .commentPopUp }
        return detentCount == 0 ? .free : .detents
    }

    /// The parameter swept when none is given, and its values as written: the low-velocity threshold with
    /// detents, the deceleration rate that carries the motion without (the list's in a free panel, whose list takes
    /// over where the finger is; the host's in the home container, whose one driver owns the inertia), the frame
    /// rate for the comment pop-up (its 5 pt rule) and the thirty-line view (no momentum: only the sampling matters).
    public static func axis(for scenario: Scenario) -> (parameter: SweepParameter, values: String) {
        switch (kind(of: scenario), scenario.policy) {
        case (.commentPopUp, _), (_, .thirtyLine): return (.frameRate, "60,120,240")
        case (.detents, _): return (.lowVelocityThreshold, "0:0.5:0.05")
        case (.free, .homeUnified), (.free, .homeLegacy): return (.panelDecelerationRate, "0.99,0.995,0.998")
        case (.free, _): return (.innerDecelerationRate, "0.99,0.995,0.998")
        }
    }

    /// The gesture when none is given: a drag for the comment pop-up (its decision reads the finger path), else a
    /// release.
    public static func gesture(for scenario: Scenario) -> SweepGesture {
        kind(of: scenario) == .commentPopUp ? .drag : .release
    }

    /// The start heights when none are given, as a value spec: the detents on the travel; for the comment pop-up,
    /// its shown height (a dismissed sheet has nothing to drag); without detents, a quarter, half and
    /// three quarters of the travel (whole points).
    public static func startHeights(for scenario: Scenario) -> String {
        let low = scenario.effectiveMinimumDisplayHeight
        let high = scenario.effectiveMaximumDisplayHeight
        let heights: [Double]
        switch kind(of: scenario) {
        case .commentPopUp: heights = [scenario.initialDisplayHeight ?? high]
        case .detents: heights = scenario.detents.filter { $0 >= low && $0 <= high }
        case .free: heights = [0.25, 0.5, 0.75].map { (low + (high - low) * $0).rounded() }
        }
        var unique: [Double] = []
        for h in heights where !unique.contains(h) { unique.append(h) }
        return (unique.isEmpty ? [low] : unique).map(SweepValues.format).joined(separator: ",")
    }

    /// The outcome the headline heatmap shows: the landing detent with detents, the landing height without,
    /// dismissed or shown for the comment pop-up.
    public static func metric(for scenario: Scenario) -> SweepMetric {
        metric(for: kind(of: scenario))
    }

    /// The headline outcome of a recorded scenario.
    public static func metric(for scenario: SweepScenarioInfo) -> SweepMetric {
        metric(for: kind(policy: ReleasePolicy(rawValue: scenario.policy), detentCount: scenario.detentsPt.count))
    }

    /// The headline outcome of a kind of system.
    public static func metric(for kind: SystemKind) -> SweepMetric {
        switch kind {
        case .detents: .landingDetent
        case .free: .landingHeight
        case .commentPopUp: .sheet
        }
    }
}
