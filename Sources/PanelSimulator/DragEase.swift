// PanelSimulator/DragEase: how a synthesized drag's finger speed changes between touch-down and lift-off (--ease).
import Support

/// How a synthesized drag's finger speed changes between touch-down and lift-off (`--ease`). Each maps the fraction
/// of the duration u ∈ [0, 1] to the fraction of the distance travelled, a quadratic ease:
///
/// ```
/// linear   u                     constant speed D/T
/// in       u²                    speeds up: from 0 to 2·D/T at lift-off (a flick)
/// out      1 − (1 − u)²          slows down: from 2·D/T to 0 at lift-off (a finger that stops before lifting)
/// in-out   2u² | 1 − 2(1 − u)²   speeds up to 2·D/T halfway, then slows to 0
/// ```
public enum DragEase: String, Hashable, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Speeds up until lift-off.
    case `in`
    /// Slows down until lift-off.
    case out
    /// Speeds up, then slows down.
    case inOut = "in-out"

    /// The fraction of the distance travelled after fraction `u` of the duration (u clamped to 0…1).
    public func progress(_ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        switch self {
        case .linear: return u
        case .in: return u * u
        case .out: return 1 - (1 - u) * (1 - u)
        case .inOut: return u < 0.5 ? 2 * u * u : 1 - 2 * (1 - u) * (1 - u)
        }
    }
}

extension Gesture {
    /// A synthesized drag like ``drag(fromDisplayHeight:distance:duration:sampleRate:releaseVelocity:startsOnInnerContent:)``
    /// whose finger follows `ease`: at each sample time t the translation is `distance × ease.progress(t / duration)`.
    public static func drag(
        fromDisplayHeight height: Double, distance: Double, duration: Double, sampleRate: Double, ease: DragEase,
        releaseVelocity: Double? = nil, startsOnInnerContent: Bool = false
    ) -> Gesture {
        var gesture = Gesture.drag(
            fromDisplayHeight: height, distance: distance, duration: duration, sampleRate: sampleRate,
            releaseVelocity: releaseVelocity, startsOnInnerContent: startsOnInnerContent)
        // Linear keeps the constant-speed drag's own samples (bit for bit).
        guard ease != .linear, duration > 0, duration.isFinite else { return gesture }
        for i in gesture.path.indices {
            gesture.path[i].translation = distance * ease.progress(gesture.path[i].time / duration)
        }
        return gesture
    }
}

extension RecordedTouches {
    /// `path` in the recorded-gesture format this type reads (`Gestures/README.md`): a `#` comment line, the header
    /// `time_s,finger_y_pt`, then one sample a line: seconds (4 decimals) and the finger's y on screen in points (3
    /// decimals), y growing downward from `startY`, so a finger moving up (positive translation) has a falling y.
    public static func csv(_ path: [FingerSample], startY: Double, comment: String) -> String {
        var out = "# \(comment.filter { !$0.isNewline })\ntime_s,finger_y_pt\n"
        for sample in path {
            out +=
                "\(NumberFormat.fixed(sample.time, decimals: 4)),\(NumberFormat.fixed(startY - sample.translation, decimals: 3))\n"
        }
        return out
    }
}
