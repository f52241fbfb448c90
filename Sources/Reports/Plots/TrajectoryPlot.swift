// Reports/TrajectoryPlot: the PlotSpec of one trajectory (panel height over time, phases, detents, offsets).
import Analysis
import PanelSimulator
import Plotting
import Support

/// Builds the plot `bench trajectory` draws: display height over time with the detents as guides, release and
/// settle marked, the phases shaded, and the participants' content offsets on a second panel when a chain is
/// captured.
public enum TrajectoryPlot {
    /// The colour of the display-height series.
    public static let heightColor = PlotColor(rgb: 0x0072B2)

    /// The colour of the settle marker and dot.
    public static let settleColor = PlotColor(rgb: 0x3B3B98)

    /// The shading of each phase (low alpha, so the data stays readable).
    public static func phaseColor(_ phase: Phase) -> PlotColor {
        switch phase {
        case .tracking: return PlotColor(rgb: 0x7F7F7F, alpha: 45)
        case .decelerating: return PlotColor(rgb: 0x009E73, alpha: 40)
        case .animating: return PlotColor(rgb: 0xE69F00, alpha: 45)
        case .bouncing: return PlotColor(rgb: 0xCC79A7, alpha: 50)
        case .settled: return PlotColor(rgb: 0x56B4E9, alpha: 30)
        }
    }

    /// How long the plot shows the panel at rest after the last frame, seconds: 15 % of the trajectory, at
    /// least 0.05 s.
    public static func restTail(_ trajectory: Trajectory) -> Double {
        max(0.05, 0.15 * (trajectory.frames.last?.time ?? 0))
    }

    /// The spec for `trajectory`.
    ///
    /// - x: seconds since touch-down. Top panel: display height (points) — the frames, then the final height held
    ///   for ``restTail(_:)`` seconds (the panel is at rest there). Bottom panel (only when participants are
    ///   recorded): each participant's content offset, points.
    /// - Guides: every detent. Markers: release (at the release time) and settle (release + settle time, when
    ///   the panel moved; a dot on the curve named in the legend). Phases: one shaded band per run of equal phase up
    ///   to the settle time, then "settled" to the end of the rest tail. The comment pop-up's touch events are dots,
    ///   the last one's step labelled (``popUpTouchEvents(_:)``).
    /// - Parameters:
    ///   - trajectory: a trajectory with recorded frames (at least one).
    ///   - title: the plot title (printable ASCII).
    ///   - size: the image size, pixels.
    ///   - velocity: when given, a last panel shows it: the outer offset's velocity (pt/s) per frame, with a dot on
    ///     every flagged jump (at least `threshold` pt/s).
    ///   - threshold: the jump size the velocity panel's legend states, pt/s.
    ///   - actions: for a script, each action's start (seconds) and label: they are marked instead of the release
    ///     and the settle point.
    ///   - notes: lines drawn under the title (the gesture, say); a content-offset panel left out because every
    ///     offset stays put adds one saying so.
    ///   - axes: fixed axis ranges, so pictures meant side by side share their scales (default: fitted).
    public static func spec(
        for trajectory: Trajectory, title: String, size: PlotSize, velocity: CompareCurve? = nil,
        threshold: Double = CompareAnalysis.velocityJumpThreshold, actions: [(time: Double, label: String)]? = nil,
        notes: [String] = [], axes: Axes = Axes()
    ) -> PlotSpec {
        var notes = notes
        let frames = trajectory.frames
        let summary = trajectory.outcome
        let end = frames.last?.time ?? summary.releaseTime
        let tailEnd = max(end + restTail(trajectory), axes.timeEnd ?? 0)
        var times = frames.map(\.time)
        var heights = frames.map(\.displayHeight)
        times.append(tailEnd)
        heights.append(heights.last ?? summary.landingHeight)

        // The settle point is a dot named in the legend (a marker label would hide under the legend).
        let settleX = summary.releaseTime + summary.settleTime
        let settleDot =
            summary.settleTime > 0 && actions == nil
            ? [
                PlotSeries(
                    "settled +\(NumberFormat.short(summary.settleTime)) s after release", style: .points,
                    x: [settleX], y: [summary.landingHeight], color: settleColor, lineWidth: 3)
            ]
            : []
        // The overshoot past the rest, as a dot at the farthest point with its size beside it.
        var overshootDot: [PlotSeries] = []
        if summary.overshoot >= 0.5, let far = farthestPast(summary.landingHeight, times: times, values: heights) {
            overshootDot.append(
                PlotSeries(
                    "", style: .points, x: [far.time], y: [far.value], color: heightColor, lineWidth: 3,
                    endLabel: "overshoot \(NumberFormat.short(summary.overshoot, decimals: 1)) pt"))
        }
        let touchDots = summary.popUp == nil || actions != nil ? [] : popUpTouchEvents(trajectory)
        let guides = trajectory.detents.enumerated().map { index, height in
            HorizontalGuide(y: height, label: guideLabel(index, height: height, trajectory: trajectory))
        }
        var panels = [
            ChartPanel(
                yAxis: PlotAxis(
                    "display height", unit: "pt", range: axes.height,
                    extent: axes.height == nil
                        ? paddedRange(heights + trajectory.detents, below: 0.04, above: 0.06) : nil),
                series: [PlotSeries("display height", x: times, y: heights, color: heightColor)] + touchDots
                    + settleDot + overshootDot,
                guides: guides)
        ]
        let count = trajectory.participantIDs.count
        if count > 0, !frames.isEmpty {
            let series = trajectory.participantNames.enumerated().map { k, name -> PlotSeries in
                var offsets = frames.indices.map { trajectory.offset(frame: $0, participant: k) }
                offsets.append(offsets.last ?? 0)
                // The comparison palette's order keeps neighbouring lists apart under deuteranopia too, and each
                // list is named beside its curve, so the lines are told apart without colour.
                return PlotSeries(
                    "\(name) content offset", x: times, y: offsets,
                    color: ComparePlot.palette[(k + 1) % ComparePlot.palette.count],
                    endLabel: trajectory.participantNames.count > 1 ? name : nil)
            }
            let moving = series.filter { offsets in
                let finite = offsets.y.filter(\.isFinite)
                return (finite.max() ?? 0) - (finite.min() ?? 0) >= 0.5
            }
            if moving.isEmpty, axes.offset == nil {
                // A panel of flat lines carries nothing: one line under the title says so instead.
                let values = Set(series.compactMap { $0.y.first }.map { NumberFormat.short($0, decimals: 1) })
                notes.append(
                    "\(trajectory.participantNames.joined(separator: ", ")) content offset stays at "
                        + "\(values.sorted().joined(separator: ", ")) pt throughout (panel not drawn)")
            } else {
                // At least 10 pt of span (a sub-pixel pre-entry offset stays flat).
                let range = paddedRange(series.flatMap(\.y), below: 0.04, above: 0.06)
                panels.append(
                    ChartPanel(
                        yAxis: PlotAxis(
                            "content offset", unit: "pt", range: axes.offset, extent: axes.offset == nil ? range : nil),
                        series: series, weight: 0.6))
            }
        }

        if let velocity, !velocity.times.isEmpty {
            let drawn = ComparePlot.velocitySamples(velocity, count: velocity.times.count)
            var series = [
                PlotSeries("outer offset velocity", x: drawn.x + [tailEnd], y: drawn.y + [0], color: heightColor)
            ]
            let jumps = velocity.outcome.discontinuities
            if !jumps.isEmpty {
                // Each jump as a dot where the motion jumps to (release: the movement's start velocity).
                let ys = jumps.map { jump -> Double in
                    if jump.kind == .release { return velocity.outcome.releaseVelocity.value + jump.jump }
                    let index = velocity.times.firstIndex { $0 > jump.time + 1e-9 } ?? velocity.times.count - 1
                    return velocity.velocities[index]
                }
                // Each jump's size in the legend (up to three), so the picture states them.
                let sizes =
                    jumps.count <= 3
                    ? ": "
                        + jumps.map {
                            "\(NumberFormat.short($0.jump, decimals: 0)) pt/s at \(NumberFormat.short($0.time)) s"
                        }
                        .joined(separator: ", ") : ""
                series.append(
                    PlotSeries(
                        "velocity jump ≥ \(NumberFormat.short(threshold)) pt/s\(sizes)", style: .points,
                        x: jumps.map(\.time), y: ys, color: PlotColor(rgb: 0xD55E00), lineWidth: 3))
                // Each jump's size beside its dot too (the legend names them; the label says which dot is which).
                for (jump, y) in zip(jumps, ys).prefix(3) {
                    series.append(
                        PlotSeries(
                            "", style: .points, x: [jump.time], y: [y], color: PlotColor(rgb: 0xD55E00), lineWidth: 3,
                            endLabel: "jump \(NumberFormat.short(jump.jump, decimals: 0)) pt/s"))
                }
            }
            let finger = velocity.outcome.releaseVelocity.value
            // An outlier (a spike far beyond the finger's speed and the rest of the curve) is clipped at the frame,
            // marked with a dot on the edge and its peak given in a note, so the rest of the curve keeps its height.
            let scale = VelocityScale.clipped(series[0].y, reference: [finger, 0])
            if let range = scale.range {
                for (x, y) in zip(series[0].x, series[0].y) where y > range.upperBound || y < range.lowerBound {
                    series.append(
                        PlotSeries(
                            "", style: .points, x: [x], y: [VelocityScale.edge(of: y, in: range)], color: heightColor,
                            lineWidth: 3))
                }
                notes.append(
                    "off the velocity scale (dots at the edge): the velocity peaks at "
                        + "\(NumberFormat.short(scale.peak, decimals: 0)) pt/s")
            }
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis(
                        "velocity", unit: "pt/s", range: scale.range,
                        extent: scale.range == nil ? paddedRange(series.flatMap(\.y), below: 0.04, above: 0.06) : nil),
                    series: series,
                    guides: [
                        HorizontalGuide(y: 0, label: ""),
                        HorizontalGuide(
                            y: velocity.outcome.releaseVelocity.value,
                            label:
                                "finger at release \(NumberFormat.short(velocity.outcome.releaseVelocity.value, decimals: 0)) pt/s"
                        ),
                    ], weight: 0.8))
        }

        var markers = [
            VerticalMarker(
                x: summary.releaseTime, label: "release \(NumberFormat.short(summary.releaseVelocity.value)) pt/ms")
        ]
        if summary.settleTime > 0 { markers.append(VerticalMarker(x: settleX, label: "", color: settleColor)) }
        if let actions { markers = actions.map { VerticalMarker(x: $0.time, label: $0.label) } }
        var phases = phaseBands(frames)
        // The outcome calls the panel settled from the settle time on (within the settle threshold of rest), so the
        // bands do too: the settle mark opens the "settled" band instead of sitting inside the movement's.
        if summary.settleTime > 0, actions == nil, !summary.unsettledAtCap {
            phases = phases.filter { $0.from < settleX - 1e-9 }
            for k in phases.indices { phases[k].to = min(phases[k].to, settleX) }
            phases.append(
                ShadedInterval(from: settleX, to: tailEnd, label: Phase.settled.rawValue, color: phaseColor(.settled)))
        }
        if let last = phases.last, last.label == Phase.settled.rawValue {
            phases[phases.count - 1].to = tailEnd
        } else {
            phases.append(
                ShadedInterval(from: end, to: tailEnd, label: Phase.settled.rawValue, color: phaseColor(.settled)))
        }
        // A release at touch-down with a velocity panel: a little room left of it, so its jump is not on the frame.
        let start = frames.first?.time ?? 0
        let xRange: ClosedRange<Double>? =
            velocity != nil && summary.releaseTime <= start ? (start - 0.03 * (tailEnd - start))...tailEnd : nil
        let fixedX = axes.timeEnd.map { min(start, xRange?.lowerBound ?? start)...max($0, start + 1e-3) }
        return PlotSpec(
            title: title, size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis(
                        actions == nil ? "time since touch-down" : "time since the script began", unit: "s",
                        range: fixedX, extent: fixedX == nil ? xRange : nil), panels: panels,
                    markers: markers, phases: phases)),
            notes: notes)
    }

    /// Fixed axis ranges for pictures meant side by side (`bench trajectory --time-axis`, `--height-axis`,
    /// `--offset-axis`); each `nil` is fitted to the data.
    public struct Axes: Sendable, Hashable {
        /// Where the time axis ends, seconds since touch-down (a run that ends sooner is held at rest up to it).
        public var timeEnd: Double?
        /// The display height axis, points.
        public var height: ClosedRange<Double>?
        /// The content offset axis, points; given, the content offset panel is drawn even when every list stays put.
        public var offset: ClosedRange<Double>?

        /// Ranges as given (`nil`: fitted).
        public init(timeEnd: Double? = nil, height: ClosedRange<Double>? = nil, offset: ClosedRange<Double>? = nil) {
            (self.timeEnd, self.height, self.offset) = (timeEnd, height, offset)
        }
    }

    /// The comment pop-up's touch events, one dot per tracking frame (a drag is sampled once per frame), with the
    /// last event's step beside the release dot against the dismiss threshold
    /// (``PanelSimulator/commentPopUpDismissTranslation``): the size the pop-up's decision hangs on. Empty when
    /// there are fewer than two tracking frames.
    static func popUpTouchEvents(_ trajectory: Trajectory) -> [PlotSeries] {
        let tracking = trajectory.frames.filter { $0.phase == .tracking }
        guard tracking.count >= 2 else { return [] }
        let color = PlotColor(rgb: 0xD55E00)
        let step = tracking[tracking.count - 1].displayHeight - tracking[tracking.count - 2].displayHeight
        let threshold = NumberFormat.short(PanelSimulator.commentPopUpDismissTranslation)
        let verdict = -step > PanelSimulator.commentPopUpDismissTranslation ? "dismisses" : "does not dismiss"
        let last = tracking[tracking.count - 1]
        return [
            PlotSeries(
                "touch events (one per frame)", style: .points, x: tracking.map(\.time),
                y: tracking.map(\.displayHeight), color: color, lineWidth: 3),
            PlotSeries(
                "", style: .points, x: [last.time], y: [last.displayHeight], color: color, lineWidth: 3,
                endLabel: "last touch event \(NumberFormat.short(step, decimals: 1)) pt: "
                    + "\(verdict) (needs more than \(threshold) pt down)"),
        ]
    }

    /// The sample farthest past `rest` in the direction the motion arrived from (the overshoot's peak): the
    /// sample of largest |value − rest| after the last crossing of `rest`; nil when no sample crosses it.
    static func farthestPast(_ rest: Double, times: [Double], values: [Double]) -> (time: Double, value: Double)? {
        guard let firstIndex = values.indices.first(where: { abs(values[$0] - rest) > 0.25 }) else { return nil }
        let side = values[firstIndex] < rest ? -1.0 : 1.0
        // Past the rest: on the other side from where the motion started.
        let past = values.indices.filter { (values[$0] - rest) * side < -0.25 }
        guard let peak = past.max(by: { abs(values[$0] - rest) < abs(values[$1] - rest) }) else { return nil }
        return (times[peak], values[peak])
    }

    /// A detent guide's label: `detent 1: 400 pt`; the comment pop-up's two states are named `dismissed` and
    /// `shown` (its lowest and highest detent).
    static func guideLabel(_ index: Int, height: Double, trajectory: Trajectory) -> String {
        let value = "\(NumberFormat.short(height)) pt"
        if trajectory.policy == .commentPopUp {
            if index == 0 { return "dismissed: \(value)" }
            if index == trajectory.detents.count - 1 { return "shown: \(value)" }
        }
        return "detent \(index): \(value)"
    }

    /// The range of `values` widened by `below` and `above` times its span (so guides at the extremes and
    /// their labels stay clear of the frame, the marker labels and the legend), or nil to let the layout fit.
    static func paddedRange(_ values: [Double], below: Double = 0.1, above: Double = 0.12) -> ClosedRange<Double>? {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return nil }
        let span = max(high - low, 10)
        return (low - span * below)...(high + span * above)
    }

    /// One band per run of frames with the same phase. A run covers the time from the previous run's last frame
    /// (the first run: its own first frame) to its own last frame, so the movement's band starts at the release.
    /// Zero-width runs (the single tracking frame of a bare release) are left out.
    static func phaseBands(_ frames: [Frame]) -> [ShadedInterval] {
        var bands: [ShadedInterval] = []
        guard var from = frames.first?.time else { return bands }
        for index in frames.indices where index == frames.count - 1 || frames[index + 1].phase != frames[index].phase {
            append(frames[index].phase, from: from, to: frames[index].time, to: &bands)
            from = frames[index].time
        }
        return bands
    }

    private static func append(_ phase: Phase, from: Double, to: Double, to bands: inout [ShadedInterval]) {
        guard to > from else { return }
        bands.append(ShadedInterval(from: from, to: to, label: phase.rawValue, color: phaseColor(phase)))
    }
}
