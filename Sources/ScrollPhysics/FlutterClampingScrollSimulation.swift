// ScrollPhysics — Flutter's ClampingScrollSimulation: Android's fling distance on a ballistic curve.

/// Flutter's current `ClampingScrollSimulation` (reworked in flutter#120338): the distance of Android's spline
/// fling (``AndroidSplineFling``) on a curve whose deceleration depends on the velocity only, so the fling can
/// be restarted from any of its own states ("ballistic").
///
/// ```
/// v_ref    = friction · C / INFLEXION                       C = 9.80665 · 39.37 · 160 · 0.84 (px/s²)
/// T        = D · INFLEXION · (|v₀| / v_ref)^(1/(D − 1))     D = ln 0.78 / ln 0.9 ≈ 2.3582
/// distance = v₀ · T / D                                     (Android's spline distance, signed)
/// x(t)     = x₀ + distance · (1 − (1 − t/T)^D)             dx(t) = v₀ · (1 − t/T)^(D − 1)
/// ```
/// with t/T clamped to [0, 1]; done at t ≥ T. T is D·INFLEXION = 0.825 of Android's spline duration, the
/// same distance sooner. Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart` at
/// 095d6b9 (docs/physics.md §10).
public struct FlutterClampingScrollSimulation: Simulation, Hashable {
    /// Position at t = 0, logical pixels (points).
    public let startPosition: Double
    /// Velocity at t = 0, logical pixels (points) per second.
    public let startVelocity: Double
    /// `friction` (default 0.015, Android's `SCROLL_FRICTION`).
    public let friction: Double
    /// T, seconds.
    public let duration: Double
    /// The signed distance, points.
    public let distance: Double

    /// A fling from `position` (pt) at `velocity` (pt/s).
    /// - Throws: ``PhysicsInputError`` naming `position`, `velocity` or `friction` (> 0).
    public init(
        position: Double, velocity: Double, friction: Double = AndroidSplineFling.defaultFriction
    ) throws(PhysicsInputError) {
        startPosition = try Check.finite(position, "position")
        startVelocity = try Check.finite(velocity, "velocity")
        self.friction = try Check.positive(friction, "friction")
        let d = AndroidSplineFling.decelerationRate
        let reference = self.friction * AndroidSplineFling.physicalCoefficient / AndroidSplineFling.inflexion
        let androidDuration = libmPow(startVelocity.magnitude / reference, 1 / (d - 1))
        duration = d * AndroidSplineFling.inflexion * androidDuration
        distance = startVelocity * duration / d
    }

    private func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(max(time / duration, 0), 1)
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double {
        startPosition + distance * (1 - libmPow(1 - progress(at: time), AndroidSplineFling.decelerationRate))
    }

    /// Velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double {
        startVelocity * libmPow(1 - progress(at: time), AndroidSplineFling.decelerationRate - 1)
    }

    /// Flutter's `isDone`: t ≥ T.
    public func isDone(at time: Double) -> Bool { time >= duration }
    /// T.
    public var settleTime: Double { duration }
    /// x₀ + distance, points.
    public var finalPosition: Double { startPosition + distance }

    /// `FlutterClamping(x₀: 0.0 pt, v₀: 1000.0 pt/s, friction: 0.015 → 194.3… pt in 0.458… s)`.
    public var description: String {
        "FlutterClamping(x₀: \(startPosition) pt, v₀: \(startVelocity) pt/s, friction: \(friction) → "
            + "\(distance) pt in \(duration) s)"
    }
}
