// Sweep/SweepMetric: the outcomes of a cell a plot or a ranking can use, with names and units.
import PanelSimulator
import Scenario

/// An outcome column that `--metric` can draw and `bench results best` can rank by.
///
/// A case gives the metric's spelling (`--metric`, `--by`, conditions) and its place in their lists; everything
/// else — label, unit, column, value — is said once, in its entry of the column table
/// (``SweepColumn/outcomes(participants:)``). Adding a metric is its case, its column entry and its computation.
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

    /// What its column entry (``SweepColumn/outcomes(participants:)``) says of it: label, unit, column, value.
    var facts: SweepMetricFacts {
        guard let facts = Self.factsByMetric[self] else {
            preconditionFailure("sweep metric \(rawValue) has no column in SweepColumn.outcomes")
        }
        return facts
    }

    /// Every metric's facts, from the one column table; every case has exactly one column.
    private static let factsByMetric: [SweepMetric: SweepMetricFacts] = {
        let facts = SweepColumn.outcomes(participants: []).compactMap(\.metric)
        let table = Dictionary(facts.map { ($0.metric, $0) }, uniquingKeysWith: { first, _ in first })
        precondition(
            table.count == facts.count && table.count == allCases.count,
            "every sweep metric needs exactly one column in SweepColumn.outcomes")
        return table
    }()

    /// The name in plot titles and axes.
    public var label: String { facts.label }

    /// The unit (empty for categories).
    public var unit: String { facts.unit }

    /// The CSV column holding it.
    public var columnName: String { facts.columnName }

    /// Whether the values are categories (drawn as labelled swatches) rather than a continuous scale.
    public var isCategorical: Bool { facts.isCategorical }

    /// The metric's value in `row`, NaN when the row has none (no detent, no handoff, not a pop-up). Categories
    /// are numbered: detent index; sheet 0 = shown, 1 = dismissed.
    public func value(of row: SweepRow) -> Double { facts.value(row) }

    /// ``value(of:)`` as a function, its column entry looked up once: hoist it out of a loop over rows.
    public var valueReader: @Sendable (SweepRow) -> Double { facts.value }

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

    /// One help line a metric, `  name  column` (names padded to 18 characters), from the column table.
    public static var helpLines: [String] {
        allCases.map {
            "  \($0.rawValue)\(String(repeating: " ", count: max(0, 18 - $0.rawValue.count)))  \($0.columnName)"
        }
    }
}

/// What a metric's column entry says of the metric (``SweepColumn/metric(_:_:label:unit:value:read:)``).
struct SweepMetricFacts: Sendable {
    /// The metric.
    let metric: SweepMetric
    /// The name in plot titles and axes.
    let label: String
    /// The unit (empty for categories).
    let unit: String
    /// The CSV column holding it.
    let columnName: String
    /// Whether the values are categories.
    let isCategorical: Bool
    /// The value in a row, NaN when the row has none.
    let value: @Sendable (SweepRow) -> Double
}
