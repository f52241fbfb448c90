// ScrollPhysics — Android's OverScroller spline fling.

/// Android's `OverScroller` fling (`SplineOverScroller`, SPLINE mode): a fixed spline curve stretched to a
/// distance and duration that depend on the release speed.
///
/// ```
/// l        = ln(INFLEXION·|v| / (friction·C))          C = 9.80665 · 39.37 · ppi · 0.84   (px/s²)
/// duration = exp(l/(D − 1))  seconds                    D = ln 0.78 / ln 0.9 ≈ 2.3582
/// distance = friction·C·exp(D/(D − 1)·l)
/// x(t)     = x₀ + sign(v)·distance·S(t/duration)
/// ```
/// S is the curve OverScroller tabulates in `SPLINE_POSITION` (100 samples, linearly interpolated): time
/// fraction and distance fraction are the two coordinates of a cubic Bézier with control values
/// (P1, P2) = (0.175, 0.35) for time and (START_TENSION, END_TENSION) = (0.5, 1) for distance. This type
/// evaluates that curve exactly (through ``CubicBezierTimingCurve``) rather than the 100-sample table.
/// S′(0) = 0.5/0.175, which reproduces v at t = 0.
///
/// **Density.** Android works in physical pixels with ppi = 160·density. Measured in dp (taken here as
/// points), the density cancels: v_px = v·density and C ∝ density leave l unchanged, and
/// distance_px/density is density-free. So this is the fling of any density, in points — the same as
/// density 1 (ppi 160), which is what Flutter's `ClampingScrollSimulation` port fixes.
/// Android's `MAXIMUM_FLING_VELOCITY` (8000 dp/s, applied by the views, not OverScroller) is not applied.
///
/// Source: aosp-mirror/platform_frameworks_base `core/java/android/widget/OverScroller.java`,
/// `ViewConfiguration.SCROLL_FRICTION` 0.015 (docs/physics.md §10).
public struct AndroidSplineFling: Simulation, Hashable {
    /// Position at t = 0, points (dp).
    public let startPosition: Double
    /// Velocity at t = 0, points (dp) per second.
    public let startVelocity: Double
    /// `ViewConfiguration.getScrollFriction()`, default 0.015.
    public let friction: Double
    /// Unsigned fling distance, points.
    public let distance: Double
    /// Fling duration, seconds.
    public let duration: Double

    /// `ViewConfiguration.SCROLL_FRICTION`: 0.015.
    public static let defaultFriction = 0.015
    /// `INFLEXION`: 0.35 ("tension lines cross at (INFLEXION, 1)").
    public static let inflexion = 0.35
    /// `DECELERATION_RATE` = ln 0.78 / ln 0.9 ≈ 2.3582.
    public static var decelerationRate: Double { libmLog(0.78) / libmLog(0.9) }
    /// `mPhysicalCoeff` per unit density: 9.80665 m/s² · 39.37 in/m · 160 ppi · 0.84 = 51890.2 px/s².
    public static let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84
    /// The spline as a Bézier timing curve: (P1, START_TENSION, P2, END_TENSION) = (0.175, 0.5, 0.35, 1).
    public static let spline = CubicBezierTimingCurve(validated: 0.175, 0.5, 0.35, 1)

    /// A fling from `position` (pt) at `velocity` (pt/s).
    /// - Throws: ``PhysicsInputError`` naming `position`, `velocity` or `friction` (> 0).
    public init(
        position: Double, velocity: Double, friction: Double = AndroidSplineFling.defaultFriction
    ) throws(PhysicsInputError) {
        startPosition = try Check.finite(position, "position")
        startVelocity = try Check.finite(velocity, "velocity")
        self.friction = try Check.positive(friction, "friction")
        let speed = startVelocity.magnitude
        if speed == 0 {
            distance = 0
            duration = 0
        } else {
            let d = Self.decelerationRate
            let frictionCoefficient = self.friction * Self.physicalCoefficient
            let l = libmLog(Self.inflexion * speed / frictionCoefficient)
            duration = libmExp(l / (d - 1))
            distance = frictionCoefficient * libmExp(d / (d - 1) * l)
        }
    }

    /// Position in points at `time` seconds (the end position from ``duration`` on).
    public func position(at time: Double) -> Double {
        let t = max(time, 0)
        guard t < duration else { return finalPosition }
        return startPosition + signedDistance * Self.spline.progress(at: t / duration)
    }

    /// Velocity in points per second at `time` seconds (0 from ``duration`` on).
    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        guard t < duration else { return 0 }
        return signedDistance / duration * Self.spline.slope(at: t / duration)
    }

    /// Exactly ``duration``.
    public var settleTime: Double { duration }

    /// x₀ ± ``distance``, points.
    public var finalPosition: Double { startPosition + signedDistance }

    private var signedDistance: Double { startVelocity < 0 ? -distance : distance }

    /// `AndroidSplineFling(x₀: 0.0 pt, v₀: 1000.0 pt/s, friction: 0.015 → 194.31362127989584 pt in 0.55518… s)`:
    /// every value in Swift's shortest round-trip form, units after it.
    public var description: String {
        "AndroidSplineFling(x₀: \(startPosition) pt, v₀: \(startVelocity) pt/s, "
            + "friction: \(friction) → \(distance) pt in \(duration) s)"
    }
}
