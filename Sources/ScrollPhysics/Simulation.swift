// ScrollPhysics — the one protocol every motion conforms to.

/// A one-dimensional motion whose state is a pure function of time.
///
/// Units are fixed for the whole module: time in **seconds** since the motion started, positions in
/// **points**, velocities in **points per second** (UIKit's deceleration rates stay per millisecond, as UIKit
/// gives them; see ``DecelerationRate``).
///
/// Contract (stricter than Flutter's `Simulation`, which it is modelled on):
/// - **Pure in t.** Conforming types are immutable values; `position(at:)`, `velocity(at:)` and
///   `isDone(at:)` may be called with any times in any order and give the same answers.
/// - **Allocation-free.** Evaluating a motion allocates nothing (no arrays, classes or existentials are
///   created per call), so a simulator can step frames on a hot path.
/// - **Times before 0** are evaluated as t = 0.
/// - **A known end.** ``settleTime`` is a closed-form time from which the motion counts as done
///   (`.infinity` if it never ends), so a frame stepper knows when to stop without sampling.
///   Motions of a fixed duration end exactly there and hold their final value afterwards; asymptotic motions
///   (decays, springs) keep following their analytic curve past ``settleTime`` — snapping to
///   ``finalPosition`` is the caller's choice.
public protocol Simulation: Sendable, CustomStringConvertible {
    /// Position in points at `time` seconds after the start.
    func position(at time: Double) -> Double

    /// Velocity in points per second at `time` seconds after the start.
    func velocity(at time: Double) -> Double

    /// Whether the motion counts as finished at `time` seconds (by default: `time >= settleTime`).
    func isDone(at time: Double) -> Bool

    /// Seconds after the start from which the motion is done; `.infinity` if it never settles.
    var settleTime: Double { get }

    /// Where the motion comes to rest, in points (the limit of `position(at:)` as t → ∞, or its value at
    /// the end of a fixed duration).
    var finalPosition: Double { get }
}

extension Simulation {
    /// Done once `time` reaches ``settleTime``.
    public func isDone(at time: Double) -> Bool { time >= settleTime }
}
