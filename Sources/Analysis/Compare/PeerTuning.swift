// Analysis/Compare/PeerTuning: the peer systems `bench compare` overlays, their tunable parameters and curves.
import PanelSimulator
import ScrollPhysics
import Support
import Units

/// The peer physics `bench compare --peers` can add, each a model of one published version (``source``).
public enum Peer: String, CaseIterable, Sendable {
    /// Flutter's BouncingScrollSimulation (friction, then a spring past the edges; done by its Tolerance).
    case flutter
    /// Flutter's current ClampingScrollSimulation (Android's distance on a ballistic curve; stopped at the edges).
    case flutterClamping = "flutter-clamping"
    /// Android's OverScroller spline fling (stopped at the edges).
    case android
    /// FloatingPanel's default behaviour: at most the neighbouring detent, its numeric spring per frame.
    case floatingpanel
    /// FloatingPanel with `shouldProjectMomentum` true: the detent the projection reaches, the same spring.
    case floatingPanelProjectable = "floatingpanel-projectable"

    /// The published version the model follows: repository, file and commit.
    public var source: String {
        switch self {
        case .flutter: "flutter/flutter widgets/scroll_simulation.dart @095d6b9"
        case .flutterClamping: "flutter/flutter widgets/scroll_simulation.dart @095d6b9"
        case .android: "aosp-mirror/platform_frameworks_base core/java/android/widget/OverScroller.java @9b56a60"
        case .floatingpanel, .floatingPanelProjectable: "scenee/FloatingPanel Sources/Core.swift @010d248"
        }
    }

    /// The style name its curve carries in legends and tables: the peer and its version in short.
    public var styleName: String {
        switch self {
        case .flutter: "flutter @095d6b9"
        case .flutterClamping: "flutter-clamping @095d6b9"
        case .android: "android @9b56a60"
        case .floatingpanel: "floatingpanel @010d248"
        case .floatingPanelProjectable: "floatingpanel-projectable @010d248"
        }
    }
}

/// A tunable parameter of a peer system or of the view-animation spring, as `bench compare` and `bench sweep`
/// name it (`--peer NAME=VALUE`).
public enum PeerParameter: String, CaseIterable, Sendable {
    /// FloatingPanel `momentumProjectionRate`, per ms (default 0.998, UIKit `.normal`).
    case floatingPanelProjectionRate = "floatingpanel-projection-rate"
    /// FloatingPanel `springDecelerationRate`, per ms (default 0.991): sets the spring's damping.
    case floatingPanelSpringRate = "floatingpanel-spring-rate"
    /// FloatingPanel `springResponseTime`, s (default 0.4).
    case floatingPanelSpringResponse = "floatingpanel-spring-response"
    /// Flutter friction drag, velocity multiplier per second (default 0.135 ≈ 0.998^1000).
    case flutterFriction = "flutter-friction"
    /// Flutter edge spring stiffness, 1/s² with mass 0.5 (default 100).
    case flutterSpringStiffness = "flutter-spring-stiffness"
    /// Flutter edge spring damping ratio (default 1.1).
    case flutterSpringDamping = "flutter-spring-damping"
    /// Android `ViewConfiguration.SCROLL_FRICTION` (default 0.015).
    case androidFriction = "android-friction"
    /// The view-animation spring's damping ratio for every release; 0 keeps BODragScroll's tiers (1, 0.8, 0.6).
    case viewAnimationDamping = "view-damping"

    /// The unit as printed.
    public var unit: String {
        switch self {
        case .floatingPanelProjectionRate, .floatingPanelSpringRate: "per ms"
        case .floatingPanelSpringResponse: "s"
        case .flutterFriction: "per s"
        case .flutterSpringStiffness: "1/s²"
        case .flutterSpringDamping, .viewAnimationDamping: "ratio"
        case .androidFriction: "coefficient"
        }
    }

    /// The default (the peer's own source value).
    public var defaultValue: Double {
        switch self {
        case .floatingPanelProjectionRate: FloatingPanelPhysics.momentumProjectionRate.perMillisecond
        case .floatingPanelSpringRate: FloatingPanelPhysics.springDecelerationRate
        case .floatingPanelSpringResponse: FloatingPanelPhysics.springResponseTime
        case .flutterFriction: FlutterFrictionSimulation.iOSDrag
        case .flutterSpringStiffness: SpringParameters.flutterScrollSpring.stiffness
        case .flutterSpringDamping: SpringParameters.flutterScrollSpringDampingRatio
        case .androidFriction: AndroidSplineFling.defaultFriction
        case .viewAnimationDamping: 0
        }
    }

    /// Which values are legal, as a phrase and a check: the peer model's own range (its initialiser checks the
    /// same constant), or for `view-damping` 0 (the tiers) or UIKit's damping range.
    public var legalRange: (description: String, contains: @Sendable (Double) -> Bool) {
        let range: LegalRange
        switch self {
        case .floatingPanelProjectionRate, .floatingPanelSpringRate: range = DecelerationRate.legalRange
        case .flutterFriction: range = FlutterFrictionSimulation.dragRange
        case .floatingPanelSpringResponse, .flutterSpringStiffness, .flutterSpringDamping, .androidFriction:
            range = .positive(unit: unit)
        case .viewAnimationDamping:
            let damping = Self.viewDampingRange
            return ("0 (the tiers) or \(damping.description)", { $0 == 0 || damping.contains($0) })
        }
        return (range.description, { range.contains($0) })
    }

    /// The damping ratios `view-damping` takes besides 0: UIKit's (0, 1], from 0.05 up (a spring damped less
    /// rings for longer than the comparison's 20 s window).
    public static let viewDampingRange = LegalRange.closed(0.05, 1, unit: "")

    /// One line for `--help`.
    public var summary: String {
        switch self {
        case .floatingPanelProjectionRate: "FloatingPanel momentum projection rate (picks its detent)"
        case .floatingPanelSpringRate: "FloatingPanel spring deceleration rate (sets its damping)"
        case .floatingPanelSpringResponse: "FloatingPanel spring response time"
        case .flutterFriction: "Flutter friction drag (velocity kept per second)"
        case .flutterSpringStiffness: "Flutter edge spring stiffness (mass 0.5)"
        case .flutterSpringDamping: "Flutter edge spring damping ratio"
        case .androidFriction: "Android fling friction (ViewConfiguration.SCROLL_FRICTION)"
        case .viewAnimationDamping: "view-animation spring damping for every release (0: the 1/0.8/0.6 tiers)"
        }
    }

    /// Reads one written value: a finite number within ``legalRange``, else nil.
    public func value(fromText text: String) -> Double? {
        guard let value = DecimalText.number(text), value.isFinite, legalRange.contains(value) else { return nil }
        return value
    }

    /// What a value must be, as a phrase (`a number in 0…1`).
    public var expectedValue: String { "a number \(legalRange.description)" }
}

/// The peers' parameters (each at its source default unless set).
public struct PeerTuning: Sendable, Hashable {
    /// Values by parameter; a missing one is its default.
    public var values: [PeerParameter: Double] = [:]
    /// The defaults.
    public init() {}

    /// The value of `parameter`, in its unit.
    public subscript(_ parameter: PeerParameter) -> Double {
        get { values[parameter] ?? parameter.defaultValue }
        set { values[parameter] = newValue }
    }

    /// The defaults with every (parameter, value) of `settings` set, in order (a later value of one parameter
    /// wins); each value in the parameter's unit and legal range (``PeerParameter/value(fromText:)``).
    public init(_ settings: [(parameter: PeerParameter, value: Double)]) {
        for setting in settings { self[setting.parameter] = setting.value }
    }

    /// The settings that differ from the defaults, as `name=value` text (for titles and notes).
    public var changes: [String] {
        PeerParameter.allCases.compactMap { p in values[p].map { "\(p.rawValue)=\(NumberFormat.short($0))" } }
    }
}
