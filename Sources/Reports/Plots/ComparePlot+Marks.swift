// Reports/ComparePlot+Marks: what a comparison marks on its curves besides the lines: each overshoot, and the
// chosen curve's settled time.
import Analysis
import PanelSimulator
import Plotting
import Support

extension ComparePlot {
    /// The overshoot past the rest, a dot at its farthest point named with its size: at most three, and only among
    /// a few lines (at most six), where its label finds room — a dot the picture cannot name would only puzzle.
    /// `series[i]` is the position line drawn for `lines[i]`.
    static func overshootDots(_ series: [PlotSeries], lines: [[CompareCurve]]) -> [PlotSeries] {
        guard lines.count <= 6 else { return [] }
        var dots: [PlotSeries] = []
        for (line, group) in zip(series, lines) {
            guard let curve = group.first, curve.outcome.overshoot >= 0.5, dots.count < 3,
                let far = TrajectoryPlot.farthestPast(curve.outcome.restingPosition, times: line.x, values: line.y)
            else { continue }
            dots.append(
                PlotSeries(
                    "", style: .points, x: [far.time], y: [far.value], color: line.color, lineWidth: 3,
                    endLabel: "overshoot \(NumberFormat.short(curve.outcome.overshoot, decimals: 0)) pt"))
        }
        return dots
    }

    /// The chosen curve's settle band, `chosen settled`, from its settle time to `end` (seconds), across the
    /// panels; none without exactly one chosen curve that settles before `end`.
    static func settleBand(_ curves: [CompareCurve], end: Double) -> [ShadedInterval] {
        let chosen = curves.filter(\.isChoice)
        guard chosen.count == 1, let curve = chosen.first, curve.outcome.settleTime > 0 else { return [] }
        let settled = curve.outcome.releaseTime + curve.outcome.settleTime
        guard settled < end else { return [] }
        return [
            ShadedInterval(
                from: settled, to: end, label: "chosen settled", color: TrajectoryPlot.phaseColor(.settled))
        ]
    }
}
