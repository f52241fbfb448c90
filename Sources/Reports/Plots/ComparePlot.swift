// Reports/ComparePlot: `bench compare`'s report: the two-panel plot (position above, velocity below) and the table
// (the curve CSV and the per-curve summary: CompareCurveColumns).
import Analysis
import Foundation
import Plotting
import Support

/// Builds what `bench compare` shows from a comparison's curves.
///
/// Each colour group (target, release or system) has its own colour and each variant (movement style, or tuning
/// A/B) its own dash; the solver's choice is drawn thick and on top; curves that coincide are drawn as one line
/// with one legend entry naming them all. The legend sits right of the panels, or below them when it is wide.
public enum ComparePlot {
    /// Line widths, pixels: ordinary curves and the chosen one.
    public static let widths = (normal: 2.0, chosen: 5.0)

    /// Twelve colours that stay apart on white (Okabe–Ito and Paul Tol's muted scheme).
    /// Ordered so that the first few stay far apart with normal vision and under a simulated deuteranopia
    /// (Machado 2009, CIE76 ΔE, ``sharedColor`` included): ≥ 39 for the first three, ≥ 24 for the first five,
    /// ≥ 17.9 for the first eight.
    public static let palette: [PlotColor] = [
        0x0072B2, 0xD55E00, 0xCC79A7, 0x56B4E9, 0x332288, 0xE69F00, 0x009E73, 0x999933, 0x882255, 0x44AA99, 0x7F7F7F,
        0x000000,
    ].map { PlotColor(rgb: $0) }

    /// Whether `note` only repeats `title`: a `gesture: …` line whose text the title already states. Plots and
    /// pages leave such a note out, so a title is said once.
    static func repeatsTitle(_ note: String, title: String) -> Bool {
        note.hasPrefix("gesture: ") && title.contains(note.dropFirst("gesture: ".count))
    }

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
    /// the targets match, its target when the styles match, else `target | style` (the style's short name, "A" of
    /// "A: default").
    static func shortName(of other: CompareCurve, besides curve: CompareCurve) -> String {
        let style = other.style.shortName
        if other.targetName == curve.targetName { return style }
        if other.style == curve.style { return other.targetName }
        return "\(other.targetName) | \(style)"
    }

    /// Curves grouped with those that coincide with them: each group starts with the curve the others lie on
    /// (following `coincidesWith` to its end), groups in the order of that curve.
    public static func coincidenceGroups(_ curves: [CompareCurve]) -> [[CompareCurve]] {
        let byID = Dictionary(curves.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func root(_ curve: CompareCurve) -> String {
            var current = curve
            var seen: Set<String> = [current.id]
            while let next = current.coincidesWith.flatMap({ byID[$0] }), seen.insert(next.id).inserted {
                current = next
            }
            return current.id
        }
        var order: [String] = []
        var groups: [String: [CompareCurve]] = [:]
        for curve in curves {
            let key = root(curve)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(curve)
        }
        return order.compactMap { key in
            groups[key].map { members in members.filter { $0.id == key } + members.filter { $0.id != key } }
        }
    }

    /// The colour of a line drawn for curves of several colour groups at once.
    public static let sharedColor = PlotColor(rgb: 0x3A3A3A)

    /// The legend entry of coinciding curves drawn as one line: `targets | style` when they share a style
    /// (targets with a common unit written once: `0.25, 1.5, 3 pt/ms`), `target | style = style` when they share a
    /// target, else every `target | style` joined by ` = `; `[chosen]` when one is the solver's choice.
    public static func combinedName(_ group: [CompareCurve]) -> String {
        guard let first = group.first else { return "" }
        guard group.count > 1 else { return legendName(first) }
        let targets = group.map(\.targetName).uniqued()
        let styles = group.map(\.style.description).uniqued()
        var name: String
        if styles.count == 1 {
            name = "\(sharingUnit(targets)) | \(styles[0])"
        } else if targets.count == 1 {
            name = "\(targets[0]) | \(styles.joined(separator: " = "))"
        } else {
            name = group.map { "\($0.targetName) | \($0.style)" }.joined(separator: " = ")
        }
        if group.contains(where: \.isChoice) { name += " [chosen]" }
        return name
    }

    /// A tuning comparison's direct label: the tuning letters and the releases, `A 0.25, 1.5, 3 pt/ms`.
    @Sendable public static func tuningLabel(_ group: [CompareCurve]) -> String {
        group.map(\.tuning).uniqued().joined(separator: " = ") + " " + sharingUnit(group.map(\.targetName).uniqued())
    }

    /// A systems comparison's direct label: the systems' names, `home-unified = home-legacy`.
    @Sendable public static func systemLabel(_ group: [CompareCurve]) -> String {
        group.map(\.style.description).uniqued().joined(separator: " = ")
    }

    /// `peer versions: flutter, flutter-clamping @095d6b9; android @9b56a60` from styles such as
    /// `flutter @095d6b9` (a name, a space, an at sign and hex digits), in order of first appearance; nil without
    /// any.
    static func peerVersionsNote(_ styles: [String]) -> String? {
        var groups: [(version: String, names: [String])] = []
        for style in styles {
            let words = style.split(separator: " ")
            guard words.count == 2, let version = words.last, version.count > 1, version.first == "@",
                version.dropFirst().allSatisfy(\.isHexDigit)
            else { continue }
            let name = String(words[0])
            if let k = groups.firstIndex(where: { $0.version == version }) {
                if !groups[k].names.contains(name) { groups[k].names.append(name) }
            } else {
                groups.append((String(version), [name]))
            }
        }
        guard !groups.isEmpty else { return nil }
        return "peer versions: "
            + groups.map { "\($0.names.joined(separator: ", ")) \($0.version)" }.joined(separator: "; ")
    }

    /// `name` without peer source versions (` @095d6b9`: an at sign and hex digits).
    static func withoutVersions(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: false).filter { word in
            !(word.count > 1 && word.first == "@" && word.dropFirst().allSatisfy(\.isHexDigit))
        }.joined(separator: " ")
    }

    /// `["0.25 pt/ms", "3 pt/ms"]` as `0.25, 3 pt/ms` (a unit all share written once), else joined by commas.
    static func sharingUnit(_ values: [String]) -> String {
        let units = Set(values.map { $0.split(separator: " ").dropFirst().joined(separator: " ") })
        guard units.count == 1, let unit = units.first, !unit.isEmpty else { return values.joined(separator: ", ") }
        return values.map { String($0.split(separator: " ").first ?? "") }.joined(separator: ", ") + " " + unit
    }

    /// The plot: axis position (pt) over time above, velocity (pt/s) below, guides at `guides` (axis positions),
    /// a release marker at `releaseTime`, the x axis cut at `maximumTime` when given, `notes` under the title.
    ///
    /// Each group of coinciding curves is one line with one combined legend entry (``combinedName(_:)``): drawn
    /// in its colour group's colour (``sharedColor`` across groups) and its variant's dash (the lowest variant's
    /// when the variants differ, so a line that includes tuning A is solid), the chosen curve thick and on top.
    ///
    /// `directLabel` names a line beside its curve (``tuningLabel(_:)``, ``systemLabel(_:)``), so lines can be
    /// told apart without colour; `nil` draws none.
    public static func spec(
        curves: [CompareCurve], guides: [(position: Double, label: String)], xLabel: String, releaseTime: Double,
        maximumTime: Double?, title: String, size: PlotSize, notes: [String] = [],
        directLabel: (@Sendable ([CompareCurve]) -> String)? = nil
    ) -> PlotSpec {
        let groups = coincidenceGroups(curves)
        // The chosen line last, on top.
        let ordered =
            groups.filter { !$0.contains(where: \.isChoice) } + groups.filter { $0.contains(where: \.isChoice) }
        var top: [PlotSeries] = []
        var bottom: [PlotSeries] = []
        // Every curve is held at rest to the plot's end, so one that settles early (or never moves) stays visible.
        let lastTime = curves.compactMap(\.times.last).max() ?? 1
        let plotEnd = NiceTicks.linear(lower: 0, upper: max(maximumTime ?? lastTime, 1e-3), targetCount: 8).upper
        let automatic = directLabel == nil ? colourLabels(ordered) : [:]
        for (index, group) in ordered.enumerated() {
            guard let curve = group.first else { continue }
            let line = heldLine(curve, end: plotEnd, limit: maximumTime)
            let width = group.contains(where: \.isChoice) ? widths.chosen : widths.normal
            let dash = Self.dash(variant: group.map(\.variant).min() ?? 0)
            let color = Set(group.map(\.group)).count == 1 ? color(group: curve.group) : sharedColor
            top.append(
                PlotSeries(
                    withoutVersions(combinedName(group)), x: line.x, y: line.position, color: color, lineWidth: width,
                    dash: dash, endLabel: directLabel.map { withoutVersions($0(group)) } ?? automatic[index]))
            bottom.append(
                PlotSeries("", x: line.velocityX, y: line.velocity, color: color, lineWidth: width, dash: dash))
        }
        let labelled = guides.sorted { $0.position < $1.position }.map {
            HorizontalGuide(y: $0.position, label: $0.label)
        }
        let positions = top.flatMap(\.y) + guides.map(\.position)
        // A little room left of the release so a jump there is not drawn on the frame; the right end on a tick.
        let xRange = (min(releaseTime, 0) - 0.03 * plotEnd)...plotEnd
        let velocityAxis = velocityRange(curves, releaseTime: releaseTime)
        // The full sources ("peer versions: …") are printed and written to the CSV; on the canvas the legend names
        // the peers without versions and one short note gives them, peers of one version named together.
        // A "gesture: …" note the title already states is left out (its line goes to the panels).
        var notes = notes.filter { note in
            !note.hasPrefix("peer versions:")
                && !repeatsTitle(note, title: title)
        }.map { $0.replacingOccurrences(of: " -> ", with: " → ") }
        if let versions = peerVersionsNote(curves.map(\.style.description)) {
            notes.insert(versions, at: min(1, notes.count))
        }
        // The finger's velocity at release, as a reference line (one per distinct release velocity, up to three).
        let fingers = curves.map(\.outcome.releaseVelocity.value).uniqued()
        let fingerGuides =
            fingers.count > 3
            ? []
            : fingers.map {
                HorizontalGuide(y: $0, label: "finger at release \(NumberFormat.short($0, decimals: 0)) pt/s")
            }
        if let range = velocityAxis {
            // A curve the velocity axis clips: a dot at the frame's edge where it leaves, and one note with the
            // peaks of all of them.
            var clipped: [String] = []
            for (series, group) in zip(bottom, ordered) {
                guard let peak = series.y.indices.max(by: { abs(series.y[$0]) < abs(series.y[$1]) }) else { continue }
                let value = series.y[peak]
                guard value > range.upperBound || value < range.lowerBound else { continue }
                bottom.append(
                    PlotSeries(
                        "", style: .points, x: [series.x[peak]], y: [VelocityScale.edge(of: value, in: range)],
                        color: series.color, lineWidth: 3))
                clipped.append(
                    "\(withoutVersions(combinedName(group))) peaks at \(NumberFormat.short(value, decimals: 0)) pt/s")
            }
            if !clipped.isEmpty {
                let dots = clipped.count > 1 ? "dots" : "a dot"
                notes.append("off the velocity scale (\(dots) at the edge): " + clipped.joined(separator: "; "))
            }
        }
        top += overshootDots(top, lines: ordered)
        let phases = settleBand(curves, end: plotEnd)
        // Two tunings: a third panel of B − A per release, on one zero line.
        let difference = differenceSeries(curves, end: plotEnd, groupColor: color(group:))
        let differencePanel = ChartPanel(
            yAxis: PlotAxis(
                "B − A", unit: "pt",
                extent: TrajectoryPlot.paddedRange(difference.flatMap(\.y), below: 0.08, above: 0.08)),
            series: difference, guides: [HorizontalGuide(y: 0, label: "")], weight: 0.8)
        return PlotSpec(
            title: title, size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis(xLabel, unit: "s", range: xRange),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis(
                                "height + scroll", unit: "pt",
                                extent: TrajectoryPlot.paddedRange(positions, below: 0.02, above: 0.02)),
                            series: top, guides: labelled, weight: 1.6),
                        ChartPanel(
                            yAxis: PlotAxis("velocity", unit: "pt/s", range: velocityAxis),
                            series: bottom, guides: [HorizontalGuide(y: 0, label: "")] + fingerGuides),
                    ] + (difference.isEmpty ? [] : [differencePanel]),
                    markers: [VerticalMarker(x: releaseTime, label: "release")], phases: phases, legend: .outside)),
            notes: notes)
    }

    /// The points up to `limit` (x units), the last one moved back onto `limit` along its segment when it lies
    /// beyond, so a cut line ends at the axis's end (where its label is placed) rather than past it.
    static func endingAt(_ limit: Double, x: [Double], y: [Double]) -> (x: [Double], y: [Double]) {
        guard let k = x.firstIndex(where: { $0 > limit }) else { return (x, y) }
        guard k > 0 else { return ([], []) }
        let share = (limit - x[k - 1]) / (x[k] - x[k - 1])
        return (Array(x[..<k]) + [limit], Array(y[..<k]) + [y[k - 1] + share * (y[k] - y[k - 1])])
    }

    /// The velocity panel's range: round ticks around the curves that matter — the chosen curve and the finger's
    /// velocity at release — and every other curve unless one reaches more than three times as far (an outlier,
    /// then clipped at the frame); `nil` (fit everything) when no curve is chosen.
    static func velocityRange(_ curves: [CompareCurve], releaseTime: Double) -> ClosedRange<Double>? {
        let samples = curves.map { curve in velocitySamples(curve, count: curve.times.count).y.filter(\.isFinite) }
        let matter =
            zip(curves, samples).filter { $0.0.isChoice }.flatMap(\.1)
            + curves.map { $0.outcome.releaseVelocity.value }
        guard let low = matter.min(), let high = matter.max() else { return nil }
        let span = max(high - low, 10)
        var lower = min(low, 0)
        var upper = max(high, 0)
        for values in samples {
            guard let vMin = values.min(), let vMax = values.max() else { continue }
            if vMax <= high + 2 * span { upper = max(upper, vMax) }
            if vMin >= low - 2 * span { lower = min(lower, vMin) }
        }
        let ticks = NiceTicks.linear(lower: lower, upper: upper + 0.04 * (upper - lower), targetCount: 5)
        return ticks.lower...ticks.upper
    }

    /// The velocity as drawn (points per second): the first sample, each frame's mean velocity at the middle of
    /// its frame, the last sample. A curve that starts at its release then steps, straight above or below it, to
    /// the movement's start velocity (the outcome's), so a jump there shows as a vertical step. A whole run
    /// (touch-down first) is drawn from its positions only, the release included, so a sheet that stays put after
    /// the release draws no spike there.
    static func velocitySamples(_ curve: CompareCurve, count: Int) -> (x: [Double], y: [Double]) {
        guard count > 0 else { return ([], []) }
        let o = curve.outcome
        var x = [curve.times[0]]
        var y = [curve.velocities[0]]
        if abs(o.releaseTime - curve.times[0]) < 1e-9 {
            x.append(o.releaseTime)
            y.append(o.releaseVelocity.value + o.releaseJump.value)
        }
        for index in 1..<count {
            x.append((curve.times[index - 1] + curve.times[index]) / 2)
            y.append(curve.velocities[index])
        }
        if count > 1 {
            x.append(curve.times[count - 1])
            y.append(curve.velocities[count - 1])
        }
        return (x, y)
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
            let later = o.discontinuities.filter { $0.kind != .release }
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
                curve.isChoice ? "*" : "", curve.id, curve.target, curve.style.description,
                NumberFormat.short(o.restingPosition, decimals: 1),
                NumberFormat.fixed(o.settleTime, decimals: 3), NumberFormat.fixed(o.overshoot, decimals: 2),
                NumberFormat.fixed(o.peakSpeed.value, decimals: 0),
                NumberFormat.fixed(o.releaseJump.value, decimals: 0),
                notes.joined(separator: "; "),
            ])
        }
        return table
    }
}

extension Sequence where Element: Hashable {
    /// The elements in order, each only where it first appears.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
