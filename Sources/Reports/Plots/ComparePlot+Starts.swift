// Reports/ComparePlot+Starts: what a systems comparison says about where its curves start and end: each start
// height beside its curve, no single "from N pt" when the starts differ, why a flat curve stays flat, and a time
// axis that ends where the motions do.
import Analysis
import Foundation
import Plotting
import Scenario
import Support

extension ComparePlot {
    /// Where a curve starts on its axis, points (its first sample).
    public static func start(of curve: CompareCurve) -> Double {
        curve.positions.first ?? curve.outcome.releasePosition
    }

    /// Whether `curves` start at more than one height (apart by more than `tolerance` points).
    public static func startsDiffer(_ curves: [CompareCurve], tolerance: Double = 0.5) -> Bool {
        let starts = curves.map(start(of:))
        guard let low = starts.min(), let high = starts.max() else { return false }
        return high - low > tolerance
    }

    /// A gesture line (`gesture: drag 150 pt in 0.1 s from 400 pt (synthesized)`) for curves that start at
    /// different heights: without the one start (its `from N pt`), saying that each start is beside its curve.
    static func gestureLineForOwnStarts(_ description: String) -> String {
        let withoutStart = description.replacingOccurrences(
            of: #" ?from -?[0-9]+(\.[0-9]+)? pt"#, with: "", options: .regularExpression)
        return "gesture: \(withoutStart), each system from its own start (beside its curve)"
    }

    /// A systems comparison's direct label with the start height: `home-unified from 560 pt`.
    @Sendable public static func systemStartLabel(_ group: [CompareCurve]) -> String {
        guard let first = group.first else { return "" }
        return systemLabel(group) + " from \(NumberFormat.short(start(of: first), decimals: 0)) pt"
    }

    /// Why a system's curve never moves though the finger dragged `drag` points (positive: up), from its policy's
    /// rule and where it started on `scenario`; nil for a curve that moves (by more than `tolerance` points).
    public static func flatReason(
        _ curve: CompareCurve, policy: ReleasePolicy, scenario: Scenario, drag: Double, tolerance: Double = 0.5
    ) -> String? {
        guard let low = curve.positions.min(), let high = curve.positions.max(), high - low <= tolerance,
            abs(drag) > tolerance
        else { return nil }
        let start = NumberFormat.short(self.start(of: curve), decimals: 0)
        let atTop = scenario.detents.max().map { abs($0 - self.start(of: curve)) <= tolerance } ?? false
        let why: String =
            switch policy {
            case .commentPopUp where atTop && drag > 0:
                "the sheet starts fully shown, goes no higher, and moves only to dismiss (on a downward drag)"
            case .commentPopUp: "the sheet moves only to dismiss (on a downward drag) or back to shown"
            case .thirtyLine: "it has no momentum and its content did not follow the drag"
            default: "its policy keeps it where the drag started"
            }
        return "\(policy.rawValue) stays flat at \(start) pt: \(why)"
    }

    /// The note for curves whose velocity while the finger is down (every sample after the first up to
    /// `releaseTime`, seconds) equals the chosen curve's within `tolerance` pt/s, so the chosen curve's thick line
    /// hides them there: `while the finger is down, home-legacy and thirty-line move at bodragscroll's velocity
    /// (under its line)`. Curves that coincide with another all along are named in the legend instead; nil when
    /// no curve is hidden so.
    static func hiddenWhileDragging(_ curves: [CompareCurve], releaseTime: Double, tolerance: Double = 1) -> String? {
        guard let chosen = curves.first(where: \.isChoice) else { return nil }
        let drag = chosen.times.indices.filter { $0 > 0 && chosen.times[$0] <= releaseTime + 1e-9 }
        guard !drag.isEmpty else { return nil }
        let hidden = curves.filter { curve in
            !curve.isChoice && curve.coincidesWith == nil
                && drag.allSatisfy { k in
                    k < curve.times.count && abs(curve.times[k] - chosen.times[k]) < 1e-9
                        && abs(curve.velocities[k] - chosen.velocities[k]) <= tolerance
                }
        }
        guard !hidden.isEmpty else { return nil }
        let names = hidden.map { withoutVersions($0.style.description) }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "while the finger is down, \(list) \(names.count == 1 ? "moves" : "move") at "
            + "\(withoutVersions(chosen.style.description))'s velocity (under its line)"
    }

    /// The time axis's end when one motion lasts far longer than the others: half as far again as the second
    /// slowest motion's end (up to the next round tick), when the slowest ends more than twice as late (seconds since the curves' origin,
    /// release time + settle time each), with the curves still moving there; nil when no motion stands out so.
    public static func motionAxisEnd(_ curves: [CompareCurve]) -> (end: Double, beyond: [CompareCurve])? {
        let ends = curves.map { $0.outcome.releaseTime + $0.outcome.settleTime }.sorted()
        guard ends.count > 1, let slowest = ends.last else { return nil }
        let second = ends[ends.count - 2]
        guard second > 0, slowest > 2 * second else { return nil }
        let end = NiceTicks.linear(lower: 0, upper: 1.5 * second, targetCount: 8).upper
        return (end, curves.filter { $0.outcome.releaseTime + $0.outcome.settleTime > end })
    }

    /// The note for curves that go on past the axis's end: `home-unified goes on past the axis: at rest at
    /// 1459 pt 4.3 s after touch-down`.
    static func beyondAxisNote(_ curves: [CompareCurve], origin: String) -> String? {
        guard !curves.isEmpty else { return nil }
        return curves.map { curve in
            "\(withoutVersions(curve.style.description)) goes on past the axis: at rest at "
                + "\(NumberFormat.short(curve.outcome.restingPosition, decimals: 0)) pt "
                + "\(NumberFormat.short(curve.outcome.releaseTime + curve.outcome.settleTime, decimals: 1)) s after "
                + origin
        }.joined(separator: "; ")
    }
}
