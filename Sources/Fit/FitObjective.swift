// Fit/FitObjective: how far a tuning's replay of a log's releases is from what the device recorded.
import Analysis
import DeviceTrace
import PanelSimulator
import Scenario
import Sweep

/// The recorded releases a fit replays, and the error of a tuning over them.
///
/// The error of a tuning is the root mean square, in points, of device − simulation over every device sample
/// after every release (at the sample's own time, ``TraceReplay/compare(_:sessionNumber:gesture:scenario:)``),
/// pooled over the display height and every recorded participant's offset: a landing that differs stays in the
/// error (the samples at rest differ), it is never left out.
public struct FitObjective: Sendable {
    /// The log.
    public let log: TraceLog
    /// The gestures replayed: session and gesture, both 0-based.
    public let gestures: [(session: Int, gesture: Int)]
    /// The scenario the free parameters are set on.
    public let scenario: Scenario
    /// The free parameters, in the order of a value vector.
    public let free: [FitFreeParameter]

    /// The scenario with `values` (one per free parameter, in its unit) set, or nil when the result is not a
    /// valid scenario (a cross-field rule of ``Scenario/validate()``).
    public func tuned(_ values: [Double]) -> Scenario? {
        let tuned = TuningOverrides.apply(zip(free, values).map { ($0.parameter, $1) }, to: scenario)
        do { try tuned.validate() } catch { return nil }
        return tuned
    }

    /// Each gesture replayed in `scenario`, in ``gestures`` order; nil when the simulator refuses one.
    public func comparisons(in scenario: Scenario) -> [TraceComparison]? {
        var result: [TraceComparison] = []
        for (s, g) in gestures {
            do throws(TraceReplayError) {
                result.append(
                    try TraceReplay.compare(log.sessions[s], sessionNumber: s + 1, gesture: g, scenario: scenario))
            } catch {
                return nil
            }
        }
        return result
    }

    /// The pooled RMS error of `values`, points; infinity for a tuning that is no valid scenario or that the
    /// simulator refuses. Cost: one replay of every gesture.
    public func error(_ values: [Double]) -> Double {
        guard let scenario = tuned(values), let comparisons = comparisons(in: scenario) else { return .infinity }
        return Self.pooled(comparisons).rms
    }

    /// The channels the error counts: the display height and the participants' offsets (the outer offset is the
    /// same motion as the display height, so it is not counted twice).
    public static func counted(_ channel: TraceComparison.Channel) -> Bool { channel.name != "outer_offset" }

    /// The RMS and the largest error over the counted channels of `comparisons`, points.
    public static func pooled(_ comparisons: [TraceComparison]) -> (rms: Double, maximum: Double) {
        var sum = 0.0
        var count = 0
        var maximum = 0.0
        for c in comparisons {
            let n = c.device.time.count
            for channel in c.channels where counted(channel) {
                sum += channel.rmsError * channel.rmsError * Double(n)
                count += n
                maximum = max(maximum, channel.maximumError)
            }
        }
        return (count == 0 ? 0 : (sum / Double(count)).squareRoot(), maximum)
    }
}
