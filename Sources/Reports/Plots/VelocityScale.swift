// Reports/VelocityScale: a velocity panel's range when one spike would flatten the rest of its curve.
import Plotting

/// The velocity axis of a one-curve panel (a trajectory's velocity): fitted to the curve unless a few samples
/// reach far beyond the rest of it and the reference speeds (the finger's), in which case the axis stops short of
/// them and those samples are drawn clipped at the frame.
public enum VelocityScale {
    /// How many times the curve's typical reach (its 95th percentile of |v|, or a reference speed when larger) a
    /// sample must exceed to count as an outlier.
    public static let outlierFactor = 3.0

    /// The range to draw `values` (pt/s) on, and their largest |value| (with its sign): `range` is nil (fit
    /// everything) unless some sample is more than ``outlierFactor`` × the typical reach, when it spans the
    /// values within 1.25 × that reach, 0 and `reference`, widened to round ticks.
    public static func clipped(_ values: [Double], reference: [Double]) -> (range: ClosedRange<Double>?, peak: Double) {
        let finite = values.filter(\.isFinite)
        let peak = finite.max(by: { abs($0) < abs($1) }) ?? 0
        let magnitudes = finite.map(abs).sorted()
        guard !magnitudes.isEmpty else { return (nil, peak) }
        let percentile = magnitudes[min(magnitudes.count - 1, Int(0.95 * Double(magnitudes.count - 1)))]
        let typical = max(percentile, reference.filter(\.isFinite).map(abs).max() ?? 0)
        guard typical > 0, abs(peak) > outlierFactor * typical else { return (nil, peak) }
        let bound = 1.25 * typical
        let kept = finite.filter { abs($0) <= bound } + reference.filter(\.isFinite) + [0]
        guard let low = kept.min(), let high = kept.max(), high > low else { return (nil, peak) }
        let ticks = NiceTicks.linear(lower: low, upper: high + 0.04 * (high - low), targetCount: 5)
        return (ticks.lower...ticks.upper, peak)
    }

    /// Where a sample of `value` beyond `range` is drawn: just inside the frame's edge on its side (3 % of the span
    /// in), as a dot marking the clipped sample.
    static func edge(of value: Double, in range: ClosedRange<Double>) -> Double {
        let inset = 0.03 * (range.upperBound - range.lowerBound) * (value > 0 ? 1 : -1)
        return (value > 0 ? range.upperBound : range.lowerBound) - inset
    }
}
