// Reports/ComparePlot+Difference: the B − A panel of a tuning comparison (where tuning B is, relative to A, over
// time), so the two tunings are read against one zero line instead of by telling two curves apart.
import Analysis
import Plotting

extension ComparePlot {
    /// One `B − A` series per release of a tuning comparison: B's axis position minus A's (points) at both curves'
    /// sample times up to `end` seconds, each curve held at its rest past its last sample; each is read linearly between its
    /// samples. Coloured as the release and dashed as B; labelled with the release beside its end. Empty when the
    /// curves are not tunings (no pair of an `A` and a `B` curve for one release).
    static func differenceSeries(_ curves: [CompareCurve], end: Double, groupColor: (Int) -> PlotColor)
        -> [PlotSeries]
    {
        var series: [PlotSeries] = []
        for a in curves where a.tuning == "A" {
            guard let b = curves.first(where: { $0.tuning == "B" && $0.targetID == a.targetID }),
                let lastA = a.times.last, let lastB = b.times.last, lastA.isFinite, lastB.isFinite
            else { continue }
            // Both curves' sample times, so neither is cut short where the other settles first.
            var xs = Array(Set(a.times + b.times).filter { $0 <= end }).sorted()
            if max(lastA, lastB) < end { xs.append(end) }
            let ys = xs.map { position(of: b, at: $0) - position(of: a, at: $0) }
            series.append(
                PlotSeries(
                    "", x: xs, y: ys, color: groupColor(a.group), lineWidth: widths.normal,
                    dash: dash(variant: b.variant), endLabel: a.targetName))
        }
        return series
    }

    /// `curve`'s axis position at `time` (seconds): linear between samples, its first before them and its rest
    /// after them.
    static func position(of curve: CompareCurve, at time: Double) -> Double {
        guard let first = curve.times.first, let last = curve.times.last else { return .nan }
        if time <= first { return curve.positions[0] }
        if time >= last { return curve.positions[curve.positions.count - 1] }
        var low = 0
        var high = curve.times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if curve.times[middle] <= time { low = middle } else { high = middle }
        }
        let (t0, t1) = (curve.times[low], curve.times[high])
        let share = t1 > t0 ? (time - t0) / (t1 - t0) : 0
        return curve.positions[low] + share * (curve.positions[high] - curve.positions[low])
    }
}
