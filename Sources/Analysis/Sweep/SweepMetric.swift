// Analysis/Sweep/SweepMetric: the outcomes of a cell a plot or a ranking can use, with names and units.
import PanelSimulator

/// An outcome column that `--metric` can draw and `bench results best` can rank by.
public enum SweepMetric: String, Sendable, Hashable, Codable, CaseIterable {
    /// The detent the motion rests on (categorical: one swatch per detent).
    case landingDetent = "landing-detent"
    /// The display height the motion rests at, pt.
    case landingHeight = "landing-height"
    /// The outer offset the axis rests at, pt.
    case restOuterOffset = "rest-outer-offset"
    /// Seconds from release until the motion stays within the settle threshold of its rest.
    case settleTime = "settle-time"
    /// Distance past the rest position in the direction of travel, pt.
    case overshoot
    /// Largest outer-offset speed after release, pt/s.
    case peakSpeed = "peak-speed"
    /// The movement's start velocity minus the finger's at release, pt/s.
    case releaseJump = "release-jump"
    /// Speed after minus speed before a header/body handoff, pt/s (empty without one).
    case handoffJump = "handoff-jump"
    /// Speed after / speed before a handoff, as measured (empty without one).
    case momentumKept = "momentum-kept"
    /// The comment pop-up's outcome (categorical: shown or dismissed).
    case sheet
    /// The release velocity the movement started from (given, or estimated from a drag's samples), pt/ms.
    case releaseVelocity = "release-velocity"

    /// The name in plot titles and axes.
    public var label: String {
        switch self {
        case .landingDetent: "landing detent"
        case .landingHeight: "landing height"
        case .restOuterOffset: "resting outer offset"
        case .settleTime: "settle time"
        case .overshoot: "overshoot"
        case .peakSpeed: "peak speed"
        case .releaseJump: "velocity jump at release"
        case .handoffJump: "velocity jump at the handoff"
        case .momentumKept: "momentum kept at the handoff"
        case .sheet: "sheet"
        case .releaseVelocity: "release velocity"
        }
    }

    /// The unit (empty for categories).
    public var unit: String {
        switch self {
        case .landingDetent, .sheet: ""
        case .landingHeight, .restOuterOffset, .overshoot: "pt"
        case .settleTime: "s"
        case .peakSpeed, .releaseJump, .handoffJump: "pt/s"
        case .momentumKept: "ratio"
        case .releaseVelocity: "pt/ms"
        }
    }

    /// The CSV column holding it.
    public var columnName: String {
        switch self {
        case .landingDetent: "landing_detent_index"
        case .landingHeight: "landing_height_pt"
        case .restOuterOffset: "rest_outer_offset_pt"
        case .settleTime: "settle_time_s"
        case .overshoot: "overshoot_pt"
        case .peakSpeed: "peak_speed_pt_per_s"
        case .releaseJump: "release_velocity_jump_pt_per_s"
        case .handoffJump: "handoff_velocity_jump_pt_per_s"
        case .momentumKept: "momentum_kept_ratio"
        case .sheet: "sheet"
        case .releaseVelocity: "release_velocity_estimate_pt_per_ms"
        }
    }

    /// Whether the values are categories (drawn as labelled swatches) rather than a continuous scale.
    public var isCategorical: Bool { self == .landingDetent || self == .sheet }

    /// The metric's value in `row`, NaN when the row has none (no detent, no handoff, not a pop-up). Categories
    /// are numbered: detent index; sheet 0 = shown, 1 = dismissed.
    public func value(of row: SweepRow) -> Double {
        switch self {
        case .landingDetent: row.landingDetent.map(Double.init) ?? .nan
        case .landingHeight: row.landingHeight
        case .restOuterOffset: row.restOuterOffset
        case .settleTime: row.settleTime
        case .overshoot: row.overshoot
        case .peakSpeed: row.peakSpeed
        case .releaseJump: row.releaseJump
        case .handoffJump: row.handoffJump ?? .nan
        case .momentumKept: row.momentumKept ?? .nan
        case .sheet: row.sheet.map { $0 == .dismissed ? 1 : 0 } ?? .nan
        case .releaseVelocity: row.releaseVelocity
        }
    }
    /// Why a sweep can have no value of this outcome at all (said when every cell lacks it).
    public var absenceReason: String {
        switch self {
        case .sheet: "only the comment pop-up (policy comment-popup) has a sheet outcome"
        case .handoffJump, .momentumKept: "no cell crosses a header/body handoff"
        case .landingDetent: "no cell comes to rest on a detent"
        default: "no cell has one"
        }
    }

    /// Why `scenario` can never give this outcome, or nil when it may: the sheet needs the comment pop-up, a
    /// handoff needs a nested scroll view to hand off to, a landing detent needs detents. Checked before a sweep
    /// runs, so a metric with no value on the system is a bad option, not a failed plot.
    public func unavailableReason(in scenario: Scenario) -> String? {
        switch self {
        case .sheet where scenario.policy != .commentPopUp:
            "only the comment pop-up (policy comment-popup) has a sheet outcome; this scenario's policy is "
                + scenario.policy.rawValue
        case .handoffJump where scenario.chain.isEmpty, .momentumKept where scenario.chain.isEmpty:
            "this scenario has no nested scroll view, so no release crosses a header/body handoff"
        case .landingDetent where scenario.detents.isEmpty: "this scenario has no detents"
        default: nil
        }
    }

    /// The names, comma-separated, for messages.
    public static var nameList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
