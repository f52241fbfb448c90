// Reports/ComparePlot: overlaid movement curves (`bench compare`): their PlotSpec, table and CSV.
import Analysis
import Harness
import Plotting
import ScrollPhysics

/// One curve of a comparison: a movement after the same release (or one policy's whole trajectory) and its
/// figures.
public struct CompareCurve: Sendable, Hashable {
    /// What it moves to, for the table and legend (e.g. `detent 2 (700 pt)`).
    public var target: String
    /// How it moves (e.g. `decel 0.99/ms`, `spring`, `flutter`, or a policy name).
    public var style: String
    /// Where it comes to rest on the axis, points (outer offset + viewport height).
    public var restingPosition: Double
    /// Sample times, seconds.
    public var times: [Double]
    /// Axis positions at those times, points.
    public var positions: [Double]
    /// Seconds from release until within half a pixel of the rest position for good.
    public var settleTime: Double
    /// How far the motion passes its rest position, points (≥ 0).
    public var overshoot: Double
    /// Largest speed after release, points per second.
    public var peakSpeed: Double
    /// Start velocity of the movement minus the release velocity, points per second.
    public var velocityJump: Double
    /// Whether this is what the release policy actually does (drawn thicker, marked in legend and table).
    public var isChoice: Bool
    /// Its colour.
    public var color: PlotColor

    /// The legend entry: `style -> target`, with `[solver]` on the chosen curve.
    public var legendName: String { "\(style) -> \(target)" + (isChoice ? "  [chosen]" : "") }

    /// A curve from its figures (see each property for its unit).
    public init(
        target: String, style: String, restingPosition: Double, times: [Double], positions: [Double],
        settleTime: Double, overshoot: Double, peakSpeed: Double, velocityJump: Double, isChoice: Bool,
        color: PlotColor
    ) {
        self.target = target
        self.style = style
        self.restingPosition = restingPosition
        self.times = times
        self.positions = positions
        self.settleTime = settleTime
        self.overshoot = overshoot
        self.peakSpeed = peakSpeed
        self.velocityJump = velocityJump
        self.isChoice = isChoice
        self.color = color
    }
}

/// Builds the overlay plot, the table and the CSV of `bench compare`.
public enum ComparePlot {
    /// Line width of ordinary curves and of the chosen one, pixels.
    public static let widths = (normal: 2.0, chosen: 5.0)

    /// The overlay: every curve's axis position over time, one panel, guides at the targets, a release marker
    /// at `releaseTime`. The y range leaves room at the top for the legend (one row per curve).
    ///
    /// - Parameters:
    ///   - curves: at least one curve with at least one sample.
    ///   - guides: horizontal guides (targets, detents), points.
    ///   - xLabel: what the x axis measures (its unit is seconds).
    ///   - releaseTime: where the release marker goes, seconds.
    ///   - maximumTime: the right end of the x axis, seconds (nil: fit the data).
    ///   - title: the plot title (printable ASCII).
    ///   - size: the image size, pixels.
    public static func spec(
        curves: [CompareCurve], guides: [HorizontalGuide], xLabel: String, releaseTime: Double,
        maximumTime: Double?, title: String, size: PlotSize
    ) -> PlotSpec {
        // The chosen curve is drawn last, on top.
        let ordered = curves.filter { !$0.isChoice } + curves.filter(\.isChoice)
        let series = ordered.map { curve -> PlotSeries in
            var x = curve.times
            var y = curve.positions
            if let maximumTime, let cut = x.firstIndex(where: { $0 > maximumTime }) {
                x.removeSubrange((cut + 1)...)
                y.removeSubrange((cut + 1)...)
            }
            return PlotSeries(
                curve.legendName, x: x, y: y, color: curve.color,
                lineWidth: curve.isChoice ? widths.chosen : widths.normal)
        }
        // Room for the legend: rows of 10 font dots at textScale, plus padding, as a fraction of the panel.
        let scale = max(1, min(size.width, size.height) / 450)
        let panelPixels = Double(size.height) - Double(10 * (scale + 1) + 8 * scale) - Double(48 * scale)
        let legendPixels = Double(series.count * 10 * scale + 20 * scale)
        let fraction = min(0.7, (legendPixels + Double(10 * scale)) / max(panelPixels, 1))
        let values = series.flatMap(\.y) + guides.map(\.y)
        let low = values.filter(\.isFinite).min() ?? 0
        let high = values.filter(\.isFinite).max() ?? 1
        let span = max(high - low, 10)
        let bottom = low - 0.06 * span
        let top = bottom + (high - bottom) / (1 - fraction)
        let xRange = maximumTime.map { 0...max($0, 1e-3) }
        return PlotSpec(
            title: title, size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis(xLabel, unit: "s", range: xRange),
                    panels: [
                        ChartPanel(
                            yAxis: PlotAxis(
                                "axis position: display height + inner scroll", unit: "pt",
                                range: bottom...top),
                            series: series, guides: guides)
                    ],
                    markers: [VerticalMarker(x: releaseTime, label: "release")])))
    }

    /// The table: chosen mark, target, rest position, style, settle time, overshoot, peak speed, velocity jump.
    public static func table(_ curves: [CompareCurve], extra: (title: String, cells: [String])? = nil) -> TextTable {
        var table = TextTable(
            columns: [
                .init(""), .init("target"), .init("rest pt", alignment: .right), .init("style"),
                .init("settle s", alignment: .right), .init("overshoot pt", alignment: .right),
                .init("peak pt/s", alignment: .right), .init("jump pt/s", alignment: .right),
            ] + (extra.map { [TextTable.Column($0.title, alignment: .right)] } ?? []))
        for (index, curve) in curves.enumerated() {
            table.append(
                [
                    curve.isChoice ? "*" : "", curve.target, TextTable.number(curve.restingPosition), curve.style,
                    TextTable.number(curve.settleTime, decimals: 3), TextTable.number(curve.overshoot, decimals: 2),
                    TextTable.number(curve.peakSpeed), TextTable.number(curve.velocityJump),
                ] + (extra.map { [$0.cells[index]] } ?? []))
        }
        return table
    }

    /// Every sample as CSV: `style,target,time_s,axis_position_pt`, curves in table order, numbers in Swift's
    /// shortest round-trip form.
    public static func csv(_ curves: [CompareCurve]) -> String {
        var out = "style,target,time_s,axis_position_pt\n"
        for curve in curves {
            for (t, y) in zip(curve.times, curve.positions) { out += "\(curve.style),\(curve.target),\(t),\(y)\n" }
        }
        return out
    }

    /// Samples a peer motion every `interval` seconds from the release until its own settle time (at most
    /// `maximumDuration`), clamping positions into `range`; it rests where the last sample is (as Flutter and
    /// Android stop there). Measured like the panel simulator: settle = last sample more than `restDistance` from
    /// the rest position, plus one interval.
    ///
    /// - Parameters:
    ///   - motion: the motion, in outer-offset points from the release.
    ///   - releaseVelocity: the finger's velocity, points per second.
    ///   - range: the legal outer range, points.
    ///   - shift: added to every position to give axis positions (the viewport height), points.
    public static func sample(
        _ motion: some Simulation, releaseVelocity: Double, range: ClosedRange<Double>, shift: Double,
        interval: Double, restDistance: Double, maximumDuration: Double = 20
    ) -> (
        times: [Double], positions: [Double], rest: Double, settle: Double, overshoot: Double, peak: Double,
        jump: Double
    ) {
        let end = min(motion.settleTime.isFinite ? motion.settleTime : maximumDuration, maximumDuration)
        var times: [Double] = []
        var offsets: [Double] = []
        var peak = 0.0
        var k = 0
        while true {
            let t = min(Double(k) * interval, end)
            times.append(t)
            offsets.append(min(max(motion.position(at: t), range.lowerBound), range.upperBound))
            peak = max(peak, abs(motion.velocity(at: t)))
            if t >= end { break }
            k += 1
        }
        let rest = offsets[offsets.count - 1]
        let start = offsets[0]
        let direction: Double = rest > start ? 1 : (rest < start ? -1 : 0)
        var settle = 0.0
        var overshoot = 0.0
        for (t, x) in zip(times, offsets) {
            overshoot = max(overshoot, (x - rest) * direction)
            if abs(x - rest) > restDistance { settle = t + interval }
        }
        return (
            times, offsets.map { $0 + shift }, rest + shift, min(settle, end), overshoot, peak,
            motion.velocity(at: 0) - releaseVelocity
        )
    }
}
