// Reports/ComparePlot: `bench compare`'s report: the two-panel plot (position above, velocity below), the table,
// the curve CSV and the per-curve summary (CSV and JSON).
import Analysis
import Foundation
import Harness
import Plotting
import Support

/// Builds what `bench compare` shows from a comparison's curves.
///
/// Each colour group (target, release or system) has its own colour and each variant (movement style, or tuning
/// A/B) its own dash; the solver's choice is drawn thick and on top; curves that coincide with an earlier one are
/// drawn thin on top of it (which is drawn wide) and say so in the legend. The legend sits right of the panels.
public enum ComparePlot {
    /// Line widths, pixels: ordinary curves, the chosen one, a curve others coincide with, and those coinciding
    /// curves (drawn on top).
    public static let widths = (normal: 2.0, chosen: 5.0, covered: 5.0, coinciding: 2.5)

    /// Twelve colours that stay apart on white (Okabe–Ito, then four of Paul Tol's muted scheme).
    public static let palette: [PlotColor] = [
        0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0x332288, 0x882255, 0x44AA99, 0x999933, 0x7F7F7F,
        0x000000,
    ].map { PlotColor(rgb: $0) }

    /// The colour of group `group`.
    public static func color(group: Int) -> PlotColor { palette[group % palette.count] }

    /// The dash of variant `variant`: solid, dashed, dotted, dash-dot, then again.
    public static func dash(variant: Int) -> LineDash {
        [LineDash.solid, .dashed, .dotted, .dashDot][variant % 4]
    }

    /// The legend entry of a curve: `target | style`, `[chosen]` on the solver's choice, and, on a curve that
    /// coincides with an earlier one, `(same as <that curve>)` named as briefly as tells it apart
    /// (``shortName(of:besides:)``), so a reader can find it (`others` maps curve ids to their curves; an unknown id is printed).
    public static func legendName(_ curve: CompareCurve, others: [String: CompareCurve] = [:]) -> String {
        var name = "\(curve.targetName) | \(curve.style)"
        if curve.isChoice { name += " [chosen]" }
        if let other = curve.coincidesWith {
            name += " (same as \(others[other].map { Self.shortName(of: $0, besides: curve) } ?? other))"
        }
        return name
    }

    /// How a coinciding curve's legend names the curve it lies on, as short as tells it apart: its style when
    /// the targets match, its target when the styles match, else `target | style` (the style up to a colon, "A" of
    /// "A: default").
    static func shortName(of other: CompareCurve, besides curve: CompareCurve) -> String {
        let style = String(other.style.split(separator: ":").first ?? "")
        if other.targetName == curve.targetName { return style }
        if other.style == curve.style { return other.targetName }
        return "\(other.targetName) | \(style)"
    }

    /// The plot: axis position (pt) over time above, velocity (pt/s) below, guides at `guides` (axis positions),
    /// a release marker at `releaseTime`, the x axis cut at `maximumTime` when given.
    public static func spec(
        curves: [CompareCurve], guides: [(position: Double, label: String)], xLabel: String, releaseTime: Double,
        maximumTime: Double?, title: String, size: PlotSize
    ) -> PlotSpec {
        // The chosen curve and curves that coincide with another are drawn last, on top.
        let ordered =
            curves.filter { !$0.isChoice && $0.coincidesWith == nil } + curves.filter(\.isChoice)
            + curves.filter { !$0.isChoice && $0.coincidesWith != nil }
        let covered = Set(curves.compactMap(\.coincidesWith))
        var top: [PlotSeries] = []
        var bottom: [PlotSeries] = []
        let byID = Dictionary(curves.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for curve in ordered {
            let cut = maximumTime.flatMap { limit in curve.times.firstIndex { $0 > limit } } ?? curve.times.count
            let end = min(curve.times.count, cut + 1)
            // A curve others coincide with is drawn wide, the coinciding ones thin on top: every colour shows.
            let width =
                curve.isChoice
                ? widths.chosen
                : curve.coincidesWith != nil
                    ? widths.coinciding : covered.contains(curve.id) ? widths.covered : widths.normal
            let dash: LineDash
            if let base = curve.coincidesWith, curve.variant == 0 {
                // Several curves on one: each its own broken pattern, so all of them show.
                let k = ordered.filter { $0.coincidesWith == base }.firstIndex { $0.id == curve.id } ?? 0
                dash = [LineDash.dashed, .dotted, .dashDot][k % 3]
            } else {
                dash = Self.dash(variant: curve.variant)
            }
            let color = color(group: curve.group)
            top.append(
                PlotSeries(
                    legendName(curve, others: byID), x: Array(curve.times[..<end]), y: Array(curve.positions[..<end]),
                    color: color,
                    lineWidth: width, dash: dash))
            let velocity = velocitySamples(curve, count: end)
            bottom.append(PlotSeries("", x: velocity.x, y: velocity.y, color: color, lineWidth: width, dash: dash))
        }
        let labelled = spacedGuides(guides, size: size)
        let positions = top.flatMap(\.y) + guides.map(\.position)
        // Room left of the release so a jump there is not drawn on the frame.
        let end = maximumTime ?? curves.compactMap(\.times.last).max() ?? 1
        let xRange = (-0.02 * max(end, 1e-3))...max(end, 1e-3)
        return PlotSpec(
            title: title, size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis(xLabel, unit: "s", range: xRange),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis(
                                "axis position (height + inner scroll)", unit: "pt",
                                range: padded(positions, above: 0.12)),
                            series: top, guides: labelled, weight: 1.6),
                        ChartPanel(
                            yAxis: PlotAxis("velocity", unit: "pt/s", range: padded(bottom.flatMap(\.y))),
                            series: bottom, guides: [HorizontalGuide(y: 0, label: "")]),
                    ],
                    markers: [VerticalMarker(x: releaseTime, label: "release")], legend: .outside)))
    }

    /// The velocity as drawn (points per second): the first sample, each frame's mean velocity at the middle of
    /// its frame, the last sample; at the release the finger's velocity and then, straight above or below it, the
    /// movement's start velocity, so a jump shows as a vertical step.
    static func velocitySamples(_ curve: CompareCurve, count: Int) -> (x: [Double], y: [Double]) {
        guard count > 0 else { return ([], []) }
        let o = curve.outcome
        var x = [curve.times[0]]
        var y = [curve.velocities[0]]
        var releaseDrawn = false
        func addRelease() {
            x += [o.releaseTime, o.releaseTime]
            y += [o.releaseVelocity.value, o.releaseVelocity.value + o.releaseJump.value]
            releaseDrawn = true
        }
        if abs(o.releaseTime - curve.times[0]) < 1e-9 { addRelease() }
        for index in 1..<count {
            let middle = (curve.times[index - 1] + curve.times[index]) / 2
            if !releaseDrawn, middle > o.releaseTime { addRelease() }
            x.append(middle)
            y.append(curve.velocities[index])
        }
        if count > 1 {
            x.append(curve.times[count - 1])
            y.append(curve.velocities[count - 1])
        }
        return (x, y)
    }

    /// Guides with labels only where they do not crowd the one below (three text lines apart at this size);
    /// every guide keeps its line.
    static func spacedGuides(_ guides: [(position: Double, label: String)], size: PlotSize) -> [HorizontalGuide] {
        let sorted = guides.sorted { $0.position < $1.position }
        guard let low = sorted.first?.position, let high = sorted.last?.position, high > low else {
            return sorted.map { HorizontalGuide(y: $0.position, label: $0.label) }
        }
        // The position panel is about half the image; a label needs ~3 rows of 10 px per text scale.
        let scale = Double(max(1, min(size.width, size.height) / 450))
        let pointsPerPixel = (high - low) * 1.15 / (Double(size.height) * 0.5)
        let needed = 30 * scale * pointsPerPixel
        var lastLabelled = -Double.infinity
        return sorted.map { guide in
            let keep = guide.position - lastLabelled >= needed
            if keep { lastLabelled = guide.position }
            return HorizontalGuide(y: guide.position, label: keep ? guide.label : "")
        }
    }

    /// The range of `values` widened by 6 % of their span below and `above` × span above (room for the top
    /// guide's label under the marker labels), at least 10 units of span; nil without finite values.
    static func padded(_ values: [Double], above: Double = 0.06) -> ClosedRange<Double>? {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return nil }
        let span = max(high - low, 10)
        return (low - 0.06 * span)...(high + above * span)
    }

    /// The table: chosen mark, id, target, style, rest, settle time, overshoot, peak speed, velocity jump at
    /// release, and notes (further jumps above the threshold, coinciding curves).
    public static func table(_ curves: [CompareCurve], threshold: Double) -> TextTable {
        var table = TextTable(columns: [
            .init(""), .init("curve"), .init("target"), .init("style"), .init("rest pt", alignment: .right),
            .init("settle s", alignment: .right), .init("overshoot pt", alignment: .right),
            .init("peak pt/s", alignment: .right), .init("jump pt/s", alignment: .right), .init("notes"),
        ])
        for curve in curves {
            let o = curve.outcome
            var notes: [String] = []
            if abs(o.releaseJump.value) >= threshold { notes.append("jump at release") }
            let later = o.discontinuities.filter { $0.kind != "release" }
            if let first = later.first {
                notes.append(
                    "jump \(NumberFormat.short(first.jump, decimals: 0)) pt/s at \(NumberFormat.short(first.time)) s"
                        + (later.count > 1 ? " (+\(later.count - 1))" : ""))
            }
            if let kept = o.momentumKept {
                notes.append("momentum kept \(NumberFormat.short(kept * 100, decimals: 0)) %")
            }
            if let other = curve.coincidesWith { notes.append("same as \(other)") }
            table.append([
                curve.isChoice ? "*" : "", curve.id, curve.target, curve.style,
                NumberFormat.short(o.restingPosition, decimals: 1),
                NumberFormat.fixed(o.settleTime, decimals: 3), NumberFormat.fixed(o.overshoot, decimals: 2),
                NumberFormat.fixed(o.peakSpeed.value, decimals: 0),
                NumberFormat.fixed(o.releaseJump.value, decimals: 0),
                notes.joined(separator: "; "),
            ])
        }
        return table
    }

    /// Every sample as CSV, one row per (curve, time) — unique keys: `curve_id, target, style, tuning, chosen,
    /// time_s, axis_position_pt, velocity_pt_per_s` (velocity: the frame's mean, the first row the finger's).
    public static func csv(_ curves: [CompareCurve]) -> String {
        var out = "curve_id,target,style,tuning,chosen,time_s,axis_position_pt,velocity_pt_per_s\n"
        for curve in curves {
            let head = CSVText.row([curve.id, curve.target, curve.style, curve.tuning, curve.isChoice ? "1" : "0"])
            for index in curve.times.indices {
                out += head + ",\(NumberFormat.data(curve.times[index])),\(NumberFormat.data(curve.positions[index])),"
                out += NumberFormat.data(curve.velocities[index]) + "\n"
            }
        }
        return out
    }

    /// One row per curve: id, target, style, tuning, chosen, rest position, settle time, overshoot, peak speed,
    /// the velocity jump at release with its time and position, momentum kept, and the number and largest of the
    /// jumps at or above `threshold` (stated in the header).
    public static func summaryCSV(_ curves: [CompareCurve], threshold: Double) -> String {
        var out =
            "curve_id,target,style,tuning,chosen,rest_position_pt,settle_time_s,overshoot_pt,peak_speed_pt_per_s,"
            + "release_jump_pt_per_s,release_time_s,release_position_pt,momentum_kept,"
            + "jumps_at_least_\(NumberFormat.short(threshold))_pt_per_s,largest_jump_pt_per_s,largest_jump_time_s\n"
        for curve in curves {
            let o = curve.outcome
            let largest = o.discontinuities.max { abs($0.jump) < abs($1.jump) }
            out += CSVText.row([
                curve.id, curve.target, curve.style, curve.tuning, curve.isChoice ? "1" : "0",
                NumberFormat.data(o.restingPosition), NumberFormat.data(o.settleTime), NumberFormat.data(o.overshoot),
                NumberFormat.data(o.peakSpeed.value), NumberFormat.data(o.releaseJump.value),
                NumberFormat.data(o.releaseTime),
                NumberFormat.data(o.releasePosition), o.momentumKept.map(NumberFormat.data) ?? "",
                "\(o.discontinuities.count)", largest.map { NumberFormat.data($0.jump) } ?? "",
                largest.map { NumberFormat.data($0.time) } ?? "",
            ])
            out += "\n"
        }
        return out
    }

    /// The summary as JSON (points, seconds, points per second): `{"version": 1, "velocityJumpThreshold": …, "curves": [{id, target, style,
    /// tuning, chosen, outcome: {…, discontinuities: [{kind, time, position, jump}]}}]}`, keys sorted.
    public static func summaryJSON(_ curves: [CompareCurve], threshold: Double) throws -> Data {
        struct Entry: Encodable {
            var id, target, style, tuning: String
            var chosen: Bool
            var coincidesWith: String?
            var outcome: CurveOutcome
        }
        struct Document: Encodable {
            var version = 1
            var velocityJumpThreshold: Double
            var curves: [Entry]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let document = Document(
            velocityJumpThreshold: threshold,
            curves: curves.map {
                Entry(
                    id: $0.id, target: $0.target, style: $0.style, tuning: $0.tuning, chosen: $0.isChoice,
                    coincidesWith: $0.coincidesWith, outcome: $0.outcome)
            })
        return try encoder.encode(document) + Data("\n".utf8)
    }
}
