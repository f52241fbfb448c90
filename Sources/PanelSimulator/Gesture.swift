// PanelSimulator/Gesture: a gesture: touch samples of a finger path, its start and its release velocity.
import Units

/// One touch sample of a finger path.
public struct FingerSample: Hashable, Sendable {
    /// Seconds since touch-down.
    public var time: Double
    /// Finger travel since touch-down, points; positive = finger moving up = outer offset increasing (expanding).
    public var translation: Double

    /// Creates a sample.
    public init(time: Double, translation: Double) {
        self.time = time
        self.translation = translation
    }
}

/// A touch: where it starts, how the finger moves, and how fast it leaves.
public struct Gesture: Hashable, Sendable {
    /// Where the touch starts.
    public enum Start: Hashable, Sendable {
        /// At this display height, points.
        case displayHeight(Double)
        /// At this outer offset of the captured axis, points.
        case outerOffset(Double)
    }

    /// Where the touch starts.
    public var start: Start
    /// Touch samples, ascending in time, starting at (0, 0). A single sample means a release at touch-down.
    public var path: [FingerSample]
    /// Release velocity in points per **millisecond** (UIKit's `willEndDragging` unit, positive = expanding), or
    /// nil to estimate it from the path (``TouchVelocity``).
    public var releaseVelocity: Double?
    /// The touch lands on the inner content (the comment pop-up's table) rather than on the panel's header.
    public var startsOnInnerContent = false

    /// Creates a gesture.
    public init(
        start: Start, path: [FingerSample] = Gesture.touchDownOnly,
        releaseVelocity: Double? = nil, startsOnInnerContent: Bool = false
    ) {
        self.start = start
        self.path = path
        self.releaseVelocity = releaseVelocity
        self.startsOnInnerContent = startsOnInnerContent
    }

    /// The path of a bare release: the touch-down sample alone (one shared array: a sweep makes a release per
    /// cell, and an array literal here would allocate each time).
    public static let touchDownOnly = [FingerSample(time: 0, translation: 0)]

    /// A release at display height `height` (points) with `velocity` (pt/ms) and no finger travel.
    public static func release(atDisplayHeight height: Double, velocity: Double) -> Gesture {
        Gesture(start: .displayHeight(height), releaseVelocity: velocity)
    }

    /// A synthesized drag: touch down at `height` (points), move the finger `distance` points (positive = up) over
    /// `duration` seconds at constant speed, sampled at `sampleRate` touch events per second; the release velocity
    /// is estimated from the samples unless `releaseVelocity` (pt/ms) is given.
    public static func drag(
        fromDisplayHeight height: Double, distance: Double, duration: Double,
        sampleRate: Double, releaseVelocity: Double? = nil,
        startsOnInnerContent: Bool = false
    ) -> Gesture {
        var path = [FingerSample(time: 0, translation: 0)]
        if duration > 0, sampleRate > 0, duration.isFinite, sampleRate.isFinite {
            let count = Int((duration * sampleRate).rounded(.up))
            path.reserveCapacity(count + 1)
            for i in 1...max(1, count) {
                let t = min(Double(i) / sampleRate, duration)
                path.append(FingerSample(time: t, translation: distance * t / duration))
            }
        }
        return Gesture(
            start: .displayHeight(height), path: path, releaseVelocity: releaseVelocity,
            startsOnInnerContent: startsOnInnerContent)
    }

    /// The release time, seconds since touch-down.
    public var releaseTime: Double { path.last?.time ?? 0 }

    /// The finger translation at `time` (linear between samples; held after the last), points.
    public func translation(at time: Double) -> Double {
        guard let last = path.last else { return 0 }
        if time >= last.time { return last.translation }
        var i = 0
        while i + 1 < path.count, path[i + 1].time <= time { i += 1 }
        let a = path[i]
        guard i + 1 < path.count else { return a.translation }
        let b = path[i + 1]
        let span = b.time - a.time
        return span > 0 ? a.translation + (b.translation - a.translation) * (time - a.time) / span : b.translation
    }

    /// The release velocity in pt/ms: the given one, or the path's as a pan recognizer reports it
    /// (``TouchVelocity``).
    public var effectiveReleaseVelocity: Double {
        if let v = releaseVelocity { return v }
        return TouchVelocity.estimate(path).pointsPerMillisecond.value
    }

    /// The sign of the finger's first move (+1 up, −1 down), or of the release velocity when the finger never
    /// moves; 0 when neither says.
    public var firstDirection: Double {
        if let moved = path.first(where: { $0.translation != 0 }) { return moved.translation > 0 ? 1 : -1 }
        let v = effectiveReleaseVelocity
        return v > 0 ? 1 : (v < 0 ? -1 : 0)
    }

    /// The gesture as the pan recognizer passes it on with a touch slop of `slop` points (docs/runtime.md, "Touch
    /// slop"): nothing moves until a touch event is `slop` or more from touch-down; from that event on the translation
    /// is measured from where the finger crossed the slop (so the axis starts from rest, not with a jump of `slop`). A
    /// finger that moves but never reaches the slop is no pan: its release velocity is 0. A path without any
    /// movement (a bare release) and a slop of 0 are returned as they are.
    public func applyingTouchSlop(_ slop: Double) -> Gesture {
        guard slop > 0, path.contains(where: { $0.translation != 0 }) else { return self }
        var copy = self
        guard let k = path.firstIndex(where: { abs($0.translation) >= slop }) else {
            copy.path = path.map { FingerSample(time: $0.time, translation: 0) }
            copy.releaseVelocity = 0
            return copy
        }
        let shift = path[k].translation > 0 ? slop : -slop
        copy.path = path.enumerated().map { i, s in
            FingerSample(time: s.time, translation: i < k ? 0 : s.translation - shift)
        }
        return copy
    }

    /// The translation of the last touch event (last sample minus the one before), points.
    public var lastEventTranslation: Double {
        path.count >= 2 ? path[path.count - 1].translation - path[path.count - 2].translation : 0
    }

    /// Checks the gesture: finite values, times ascending from 0. Returns one line naming the field, or nil.
    public func problem() -> String? {
        switch start {
        case .displayHeight(let h) where !h.isFinite: return "start height: \(h) is not finite"
        case .outerOffset(let y) where !y.isFinite: return "start offset: \(y) is not finite"
        default: break
        }
        if let v = releaseVelocity, let problem = GeometryLimits.releaseVelocityProblem(v) {
            return "velocity: \(problem)"
        }
        guard !path.isEmpty else { return "path: is empty" }
        for (i, s) in path.enumerated() {
            if !s.time.isFinite || !s.translation.isFinite { return "path[\(i)]: values must be finite" }
            if i > 0, s.time <= path[i - 1].time {
                return "path[\(i)]: time \(s.time) s is not after \(path[i - 1].time) s"
            }
            if abs(s.translation) > 1e6 { return "path[\(i)]: translation \(s.translation) pt is beyond ±1e6 pt" }
        }
        if path[0].time < 0 { return "path[0]: time must be ≥ 0" }
        if releaseTime > 60 { return "path: lasts \(releaseTime) s, more than 60 s" }
        return nil
    }
}

extension Gesture {
    /// How long a drag lasts when none is given, seconds (`--duration`, a sweep's `drag-duration`).
    public static let defaultDragDuration = 0.1
}
