// PanelSimulator/TouchVelocity: the release velocity of a finger path, estimated as a pan recognizer reports it at
// lift-off.
import Units

/// The release velocity of a finger path, estimated the way a pan recognizer reports it at lift-off.
///
/// UIKit does not document its estimator. What is known: `UIPanGestureRecognizer` keeps `_lastTouchTime`, a
/// `_velocitySample` and a `_previousVelocitySample` (its ivars in the iOS 8.4 SDK header), so the reported
/// velocity is built from the two most recent per-event samples, not from the whole path or a long window; a touch
/// event arrives once per display frame with the latest (coalesced) position; a finger that does not move sends no
/// move event. Chosen reconstruction (docs/runtime.md, "Recorded gestures"):
/// - every touch event whose position changed gives a sample (Δposition, Δtime since the previous event);
/// - the velocity is the duration-weighted mean of the last two samples: (Δp₁ + Δp₂) / (Δt₁ + Δt₂);
/// - it is 0 when the lift-off comes ``staleAfter`` or more after the last moving event (the finger had stopped),
///   Android `VelocityTracker`'s `ASSUME_POINTER_STOPPED_TIME` (40 ms), the same idea as WebKit's gesture
///   staleness window.
/// A constant-speed drag gives exactly its speed, whatever the sampling rate.
public enum TouchVelocity {
    /// How long after the last moving event a lift-off counts as from a stopped finger, seconds.
    public static let staleAfter = 0.040

    /// The release velocity of `path` (touch events, ascending in time; the last one is the lift-off), points
    /// per second, positive = finger moving up.
    public static func estimate(_ path: [FingerSample]) -> PointsPerSecond {
        guard let last = path.last, path.count >= 2 else { return PointsPerSecond(0) }
        var distance = 0.0
        var time = 0.0
        var samples = 0
        var lastMove: Double?
        var i = path.count - 1
        while i > 0, samples < 2 {
            let dp = path[i].translation - path[i - 1].translation
            if dp != 0 {
                lastMove = lastMove ?? path[i].time
                distance += dp
                time += path[i].time - path[i - 1].time
                samples += 1
            }
            i -= 1
        }
        guard let moved = lastMove, last.time - moved < staleAfter, time > 0 else { return PointsPerSecond(0) }
        return PointsPerSecond(distance / time)
    }
}
