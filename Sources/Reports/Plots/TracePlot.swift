// Reports/TracePlot: one recorded gesture, the device (points) against the simulation (lines).
import Analysis
import DeviceTrace
import Plotting
import Support

/// Builds the picture `bench trace --scenario` draws: for one release, the recorded samples as points and the
/// simulated run from the same release state as a line (and tuning B's as a dashed line), for the display height,
/// each participant's content offset, and the outer offset's velocity.
public enum TracePlot {
    /// `DragScrollLab.default/Swift, session 1 gesture 1: trace vs simulation in default`; a log written by the
    /// simulator (``TraceRecording/isSimulated(_:)``) says `simulated trace`, so a perfect match does not read as
    /// a validation against a device.
    public static func title(_ c: TraceComparison, session: TraceSession, scenario: String) -> String {
        let trace = TraceRecording.isSimulated(session) ? "simulated trace" : "trace"
        return "\(session.scene)/\(session.implementation), session \(c.session) gesture \(c.gesture): \(trace) vs "
            + "simulation in \(scenario)"
    }

    /// The device's colour.
    public static let deviceColor = PlotColor(rgb: 0xD55E00)
    /// The simulation's colour.
    public static let simulationColor = PlotColor(rgb: 0x0072B2)
    /// Tuning B's colour.
    public static let candidateColor = PlotColor(rgb: 0x009E73)

    /// The least span of the content offset axis, points: a sub-point step (a 0.3 pt settle blip, about one device
    /// pixel) stays a sliver of the panel instead of filling a ±1 pt scale.
    public static let minimumOffsetSpan = 10.0

    /// The content offset axis: `values` padded as the other panels are, widened to at least ``minimumOffsetSpan``
    /// points about their middle (rounded to a whole point); nil without finite values.
    static func offsetRange(_ values: [Double]) -> ClosedRange<Double>? {
        guard let padded = TrajectoryPlot.paddedRange(values) else { return nil }
        let span = padded.upperBound - padded.lowerBound
        guard span < minimumOffsetSpan else { return padded }
        // Widened about the middle rounded to a whole point, so the ends fall on round ticks.
        let middle = ((padded.lowerBound + padded.upperBound) / 2).rounded()
        return (middle - minimumOffsetSpan / 2)...(middle + minimumOffsetSpan / 2)
    }

    /// The spec for `comparison` (and `candidate`, the same release under tuning B).
    ///
    /// x: seconds since the release. Panels: display height (pt) with the detents as guides; each participant's
    /// content offset (pt) when the trace records participants; the outer offset's velocity (pt/s), finite
    /// differences between successive samples (device) or frames (simulation) alike.
    public static func spec(
        for comparison: TraceComparison, candidate: TraceComparison? = nil, title: String, size: PlotSize,
        candidateName: String = "tuning B", simulationName: String = "simulation"
    ) -> PlotSpec {
        let device = comparison.device
        let end = max(
            device.time.last ?? 0,
            ([comparison] + (candidate.map { [$0] } ?? [])).map {
                ($0.simulation.frames.last?.time ?? 0) - $0.simulation.outcome.releaseTime
            }.max() ?? 0)
        /// The frames after the release, held at rest to the right end (a run that ends first is resting there).
        func simulated(_ c: TraceComparison, _ value: (Int) -> Double) -> (x: [Double], y: [Double]) {
            let release = c.simulation.outcome.releaseTime
            let frames = c.simulation.frames
            var x = frames.map { $0.time - release }
            var y = frames.indices.map(value)
            if let last = x.last, last < end, let rest = y.last {
                x.append(end)
                y.append(rest)
            }
            return (x, y)
        }
        func heights(_ c: TraceComparison) -> (x: [Double], y: [Double]) {
            let h = TraceReplay.displayHeights(c.simulation, viewportHeight: c.viewportHeight)
            return simulated(c) { h[$0] }
        }
        var heightSeries = [
            PlotSeries(
                "trace (\(comparison.device.time.count) samples)", style: .points, x: device.time,
                y: device.displayHeight, color: deviceColor, lineWidth: 2.5)
        ]
        let sim = heights(comparison)
        heightSeries.append(PlotSeries(simulationName, x: sim.x, y: sim.y, color: simulationColor, lineWidth: 2))
        if let candidate {
            let b = heights(candidate)
            heightSeries.append(
                PlotSeries(candidateName, x: b.x, y: b.y, color: candidateColor, lineWidth: 2, dash: .dashed))
        }
        let detents = comparison.simulation.detents
        let inView = detents.filter { d in
            let all = heightSeries.flatMap(\.y)
            return d >= (all.min() ?? d) - 60 && d <= (all.max() ?? d) + 60
        }
        var panels = [
            ChartPanel(
                yAxis: PlotAxis(
                    "display height", unit: "pt",
                    range: TrajectoryPlot.paddedRange(heightSeries.flatMap(\.y) + inView, above: 0.3)),
                series: heightSeries,
                guides: inView.map { HorizontalGuide(y: $0, label: "detent \(NumberFormat.short($0)) pt") })
        ]
        // Unnamed: the same symbols as the height panel's trace and simulation, which the legend names once; the
        // axis names the participant (with several, each curve is named at its end).
        var offsetSeries: [PlotSeries] = []
        let several = comparison.participants.count > 1
        for (k, name) in comparison.participants.enumerated() {
            offsetSeries.append(
                PlotSeries(
                    "", style: .points, x: device.time, y: device.participantOffsets[k], color: deviceColor,
                    lineWidth: 2.5))
            if let column = comparison.simulation.participantNames.firstIndex(of: name) {
                let s = simulated(comparison) { comparison.simulation.offset(frame: $0, participant: column) }
                offsetSeries.append(
                    PlotSeries("", x: s.x, y: s.y, color: simulationColor, endLabel: several ? name : nil))
            }
        }
        if !offsetSeries.isEmpty {
            let owner = several ? "content" : comparison.participants[0]
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis("\(owner) offset", unit: "pt", range: offsetRange(offsetSeries.flatMap(\.y))),
                    series: offsetSeries, weight: 0.7))
        }
        let deviceVelocity = TraceReplay.velocities(time: device.time, values: device.outerOffset)
        var velocitySeries = [
            // Unnamed: the same points as the height panel's trace, which the legend names once.
            PlotSeries(
                "", style: .points, x: deviceVelocity.time, y: deviceVelocity.velocity, color: deviceColor,
                lineWidth: 2.5)
        ]
        // Unnamed too: the height panel's legend names the simulation and tuning B once.
        for (c, color, dash) in [(comparison, simulationColor, LineDash.solid)]
            + (candidate.map { [($0, candidateColor, LineDash.dashed)] } ?? [])
        {
            let s = simulated(c) { c.simulation.frames[$0].outerOffset }
            let v = TraceReplay.velocities(time: s.x, values: s.y)
            velocitySeries.append(PlotSeries("", x: v.time, y: v.velocity, color: color, dash: dash))
        }
        panels.append(
            ChartPanel(
                yAxis: PlotAxis(
                    "velocity", unit: "pt/s", range: TrajectoryPlot.paddedRange(velocitySeries.flatMap(\.y), above: 0.3)
                ),
                series: velocitySeries, guides: [HorizontalGuide(y: 0, label: "")], weight: 0.8))
        let markers = [
            VerticalMarker(x: 0, label: "release \(NumberFormat.short(comparison.releaseVelocity)) pt/ms")
        ]
        let pad = 0.03 * max(end, 0.1)
        return PlotSpec(
            title: title, size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis("time since release", unit: "s", range: (-pad)...(end + pad)), panels: panels,
                    markers: markers, legend: .outside)))
    }
}
