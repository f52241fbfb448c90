// ScrollPhysics — scenee/FloatingPanel's target rule, momentum projection and attraction spring constants.

/// FloatingPanel's release physics: which anchor a release goes to (`Core.targetState(from:with:)`) and the
/// constants of the spring that takes it there (``FloatingPanelSpringAnimator``).
///
/// Source: scenee/FloatingPanel `Sources/Behavior.swift` at 0baffb6 (`FloatingPanelDefaultBehavior`, whose
/// `shouldProjectMomentum` is absent, so `BehaviorAdapter` answers false), `Sources/Core.swift` at 010d248
/// (`project(initialVelocity:decelerationRate:)`, `targetState(from:with:)`, `NumericSpringAnimator`),
/// `Sources/Layout.swift` (`segment(at:forward:)`) and `Sources/State.swift` (`next(in:)`, `pre(in:)`);
/// docs/physics.md §11.
public enum FloatingPanelPhysics {
    /// `momentumProjectionRate`: UIKit `.normal`, 0.998 per ms.
    public static var momentumProjectionRate: DecelerationRate { .normal }
    /// `springDecelerationRate`: `.fast.rawValue + 0.001` = 0.991 per ms.
    public static let springDecelerationRate = 0.991
    /// `springResponseTime`: 0.4 s.
    public static let springResponseTime = 0.4
    /// At or below this release speed the spring is critically damped: 300 pt/s.
    public static let criticalDampingVelocity = 300.0
    /// `redirectionalProgress` of the default behaviour: 0.5 (past half-way to the next anchor, it goes there).
    public static let redirectionalProgress = 0.5

    /// Where FloatingPanel projects a release: `position + project(velocity, rate)` with the WWDC18
    /// discrete formula (``DecelerationProjection/wwdc18Distance(velocity:rate:)``). Points, pt/s in.
    public static func projectedPosition(
        from position: Double, velocity: Double, rate: DecelerationRate = momentumProjectionRate
    ) -> Double {
        position + DecelerationProjection.wwdc18Distance(velocity: velocity, rate: rate)
    }

    /// The anchor FloatingPanel's `targetState(from:with:)` picks, as an index into `anchors`.
    ///
    /// The rule, in any coordinate along the panel's axis (it is symmetric under reversing the axis, so outer
    /// offsets with "expanding = increasing" serve as well as FloatingPanel's own y):
    /// 1. one anchor or none: stay at `stateIndex`;
    /// 2. project the release (``projectedPosition(from:velocity:rate:)``); the direction is the velocity's sign,
    ///    or for a release at rest the side of `anchors[stateIndex]` the panel is on;
    /// 3. the segment of anchors around the projection, ordered in the direction of travel, is (from, to);
    /// 4. unless `projectsMomentum` (FloatingPanel's default behaviour does not): the segment is instead the one
    ///    around the *current* position (an end segment when beyond the last anchor), and the projection is
    ///    trimmed to at most one anchor past `to` — so a fling never goes further than the neighbouring anchor;
    /// 5. go to `to` if the projection is more than `redirectionalProgress` of the way from `from` to `to`,
    ///    else back to `from`.
    /// - Parameters:
    ///   - anchors: anchor positions, ascending, points.
    ///   - position: the release position, points; velocity: pt/s along the same axis.
    ///   - stateIndex: the panel's state before the gesture (only decides the direction of a release at rest).
    ///   - projectsMomentum: `shouldProjectMomentum` (false: `FloatingPanelDefaultBehavior`).
    public static func targetIndex(
        anchors: [Double], position: Double, velocity: Double, stateIndex: Int, projectsMomentum: Bool,
        projectionRate: DecelerationRate = momentumProjectionRate,
        redirectionalProgress: Double = FloatingPanelPhysics.redirectionalProgress
    ) -> Int {
        let last = anchors.count - 1
        guard last > 0 else { return stateIndex }
        var projected = projectedPosition(from: position, velocity: velocity, rate: projectionRate)
        let state = anchors[min(max(stateIndex, 0), last)]
        let forward = velocity == 0 ? position - state > 0 : velocity > 0
        func segment(at p: Double) -> (lower: Int, upper: Int) {
            let upper = forward ? anchors.firstIndex { p < $0 } : anchors.firstIndex { p <= $0 }
            switch upper {
            case 0: return (0, 0)
            case let index?: return (index - 1, index)
            case nil: return (last, last)
            }
        }
        var (lower, upper) = segment(at: projected)
        var (from, to) = forward ? (lower, upper) : (upper, lower)
        if !projectsMomentum {
            (lower, upper) = segment(at: position)
            if lower == upper {
                if forward { upper = min(lower + 1, last) } else { lower = max(lower - 1, 0) }
            }
            (from, to) = forward ? (lower, upper) : (upper, lower)
            if forward {
                projected = max(min(projected, anchors[min(to + 1, last)]), anchors[from])
            } else {
                projected = max(min(projected, anchors[from]), anchors[max(to - 1, 0)])
            }
        }
        let threshold = min(max(redirectionalProgress, 0), 1)
        let progress = abs(projected - anchors[from]) / abs(anchors[from] - anchors[to])
        return progress > threshold ? to : from
    }

    /// The damping ratio `NumericSpringAnimator` derives from a deceleration rate:
    /// ζ = ln(rate)/(−2π·f·0.001 s) with f = 1/responseTime (so ω = 2πf). 0.991 with 0.4 s gives 0.576;
    /// ζ = 1 needs rate ≈ 0.9844 (FloatingPanel's doc comment says 0.979, which matches no current default).
    /// - Parameters:
    ///   - decelerationRate: per-millisecond rate in (0, 1).
    ///   - responseTime: seconds, > 0.
    public static func dampingRatio(decelerationRate: Double, responseTime: Double) -> Double {
        libmLog(decelerationRate) / (-2 * Double.pi / responseTime * 0.001)
    }

    /// `NumericSpringAnimator`'s ζ and ω for a release at `releaseVelocity` (pt/s): ω = 2π/responseTime rad/s
    /// (15.71 for 0.4 s); ζ from ``dampingRatio(decelerationRate:responseTime:)`` when the speed exceeds
    /// 300 pt/s, else 1.
    /// - Throws: ``PhysicsInputError`` for a rate outside (0, 1), a non-positive response time, or a NaN
    ///   velocity.
    public static func springConstants(
        releaseVelocity: Double, decelerationRate: Double = springDecelerationRate,
        responseTime: Double = springResponseTime
    ) throws(PhysicsInputError) -> (dampingRatio: Double, angularFrequency: Double) {
        let speed = try Check.finite(releaseVelocity, "releaseVelocity").magnitude
        let rate = try DecelerationRate(perMillisecond: decelerationRate).perMillisecond
        let response = try Check.positive(responseTime, "responseTime")
        let zeta = speed > criticalDampingVelocity ? dampingRatio(decelerationRate: rate, responseTime: response) : 1
        return (zeta, 2 * Double.pi * (1 / response))
    }

    /// The exact spring of those constants (mass 1, k = ω², c = 2ζω): what ``FloatingPanelSpringAnimator``'s
    /// per-frame steps approximate.
    /// - Throws: as ``springConstants(releaseVelocity:decelerationRate:responseTime:)``.
    public static func spring(
        releaseVelocity: Double, decelerationRate: Double = springDecelerationRate,
        responseTime: Double = springResponseTime
    ) throws(PhysicsInputError) -> SpringParameters {
        let constants = try springConstants(
            releaseVelocity: releaseVelocity, decelerationRate: decelerationRate, responseTime: responseTime)
        return try SpringParameters(dampingRatio: constants.dampingRatio, response: responseTime)
    }
}
