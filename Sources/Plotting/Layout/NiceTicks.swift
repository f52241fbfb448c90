// Plotting: round tick values for linear and logarithmic axes.
import Foundation
import Support

/// Tick positions and the axis range they were chosen for.
public struct TickSet: Sendable, Hashable {
    /// The axis range in data units (widened to whole steps unless the range was fixed).
    public var lower: Double
    /// The upper end of the axis range, in data units.
    public var upper: Double
    /// The tick values in increasing order, all inside `lower...upper`.
    public var values: [Double]
    /// The labels of `values`, formatted deterministically with as many decimals as the step needs.
    public var labels: [String]
}

/// "Nice" ticks: steps of 1, 2 or 5 times a power of ten on linear axes, and decades (with 2 and 5 between
/// them on short spans) on logarithmic axes.
public enum NiceTicks {
    /// The nice step (1, 2 or 5 × 10ⁿ) closest to dividing `span` into `targetCount` intervals.
    public static func step(span: Double, targetCount: Int) -> Double {
        let rough = span / Double(max(targetCount, 1))
        guard rough.isFinite && rough > 0 else { return 1 }
        let magnitude = power10(Int((log10(rough)).rounded(.down)))
        let normalized = rough / magnitude
        let nice: Double = normalized < 1.5 ? 1 : normalized < 3 ? 2 : normalized < 7 ? 5 : 10
        return nice * magnitude
    }

    /// Ticks for a linear axis over `lower...upper`.
    /// - Parameters:
    ///   - lower: the smallest value to show, in data units.
    ///   - upper: the largest value to show (an empty span is widened around `lower`).
    ///   - targetCount: roughly how many intervals the ticks should cut the range into.
    ///   - widen: `true` widens the range outward to whole steps; `false` keeps it (a fixed range).
    /// - Returns: the range and its ticks.
    public static func linear(lower: Double, upper: Double, targetCount: Int, widen: Bool = true) -> TickSet {
        var low = lower
        var high = upper
        if high - low <= abs(low) * 1e-12 {
            let pad = low == 0 ? 1 : abs(low) * 0.1
            low -= pad
            high += pad
        }
        let step = step(span: high - low, targetCount: targetCount)
        // Spans too wide for a Double (1e308 apart) or too narrow for their magnitude get just their two ends.
        guard (high - low).isFinite, abs(low / step) < 1e15, abs(high / step) < 1e15 else {
            return TickSet(lower: low, upper: high, values: [low, high], labels: [low, high].map(NumberFormat.data))
        }
        let slack = step * 1e-9
        var first = Int64((low / step).rounded(.down))
        var last = Int64((high / step).rounded(.up))
        if !widen {
            if Double(first) * step < low - slack { first += 1 }
            if Double(last) * step > high + slack { last -= 1 }
        }
        let decimals = NumberFormat.decimals(forStep: step)
        var values: [Double] = []
        var labels: [String] = []
        if first <= last {
            for index in first...last {
                let label = NumberFormat.fixed(Double(index) * step, decimals: decimals)
                labels.append(label)
                values.append(Double(label) ?? Double(index) * step)
            }
        }
        // A widened range ends exactly on its outer ticks (0.3, not 6 × 0.05 = 0.30000000000000004).
        if widen, let firstTick = values.first, let lastTick = values.last {
            low = firstTick
            high = lastTick
        }
        return TickSet(lower: low, upper: high, values: values, labels: labels)
    }

    /// Ticks for a logarithmic (base 10) axis over `lower...upper`, both positive.
    ///
    /// The range widens to whole decades unless `widen` is false. Spans of two decades or less also get
    /// ticks at 2 and 5 times each power of ten; long spans thin the decades to at most about 10 ticks.
    public static func logarithmic(lower: Double, upper: Double, widen: Bool = true) -> TickSet {
        let low = max(lower, Double.leastNormalMagnitude)
        var firstDecade = Int(log10(low).rounded(.down))
        var lastDecade = Int(log10(max(upper, low)).rounded(.up))
        if lastDecade == firstDecade { lastDecade += 1 }
        let rangeLower = widen ? power10(firstDecade) : low
        let rangeUpper = widen ? power10(lastDecade) : max(upper, low * 10)
        if !widen { firstDecade = Int(log10(rangeLower).rounded(.down)) }
        let decades = lastDecade - firstDecade
        let stride = max(1, (decades + 9) / 10)
        let multiples: [Double] = decades <= 2 ? [1, 2, 5] : [1]
        var values: [Double] = []
        var labels: [String] = []
        var decade = firstDecade
        while decade <= lastDecade {
            for multiple in multiples {
                let value = multiple * power10(decade)
                guard value >= rangeLower * (1 - 1e-12) && value <= rangeUpper * (1 + 1e-12) else { continue }
                values.append(value)
                labels.append(logLabel(multiple: multiple, decade: decade))
            }
            decade += stride
        }
        return TickSet(lower: rangeLower, upper: rangeUpper, values: values, labels: labels)
    }

    /// Exactly 10ⁿ as the nearest `Double` (parsed, so 1e-3 is the same value as the literal 0.001).
    static func power10(_ exponent: Int) -> Double {
        Double("1e\(exponent)") ?? 1
    }

    private static func logLabel(multiple: Double, decade: Int) -> String {
        let lead = String(Int(multiple))
        if (-4...5).contains(decade) {
            return NumberFormat.fixed(multiple * power10(decade), decimals: max(0, -decade))
        }
        return lead + "e" + String(decade)
    }
}
