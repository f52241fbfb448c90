// PanelSimulator/MovementEvents+Curve: an ease-in-out animation's frame events from its closed form: a monotone
// approach read at its ends, the peak speed at the middle.
import ScrollPhysics

extension MovementEvents {
    /// The events of a ``TimingCurveAnimation`` along ``CubicBezierTimingCurve/easeInEaseOut`` (`motion` is the
    /// plan's motion running it), as ``scan`` finds them, bit for bit; nil for another curve, a target the axis does
    /// not show as itself, or an end at or past the cap (the caller scans).
    ///
    /// Frames 1…n − 1 (n, the first at or past the duration, is on the target and ends the movement) run the curve:
    /// its progress rises monotonically (control points' y in [0, 1]), so they are read at their two ends and
    /// bisected (``SpringFrameWalk/readMonotone(_:_:)``); its slope rises to the middle (fraction ½, where the
    /// symmetric curve is steepest) and falls after, so the largest speed is at one of the two frames either side
    /// of the middle.
    ///
    /// - Parameters: as ``solveSpring(_:animation:goal:dt:shown:)``.
    static func solveCurve<M: FrameMotion>(
        _ motion: M, animation: TimingCurveAnimation, goal: MovementGoal, dt: Double, shown: ShownOffset
    ) -> MovementEvents? {
        guard animation.curve == .easeInEaseOut, animation.targetPosition == goal.target,
            let end = fixedDurationEnd(motion, duration: animation.duration, goal: goal, dt: dt, shown: shown)
        else { return nil }
        var walk = SpringFrameWalk(motion: motion, goal: goal, dt: dt, shown: shown)
        if end > 1 { walk.readMonotone(1, end - 1) }
        walk.read(end)
        @inline(__always) func speed(_ j: Int) -> Double { abs(motion.velocity(at: Double(j) * dt)) }
        var peakSpeed = abs(motion.velocity(at: 0))
        if end > 1 {
            peakSpeed = max(peakSpeed, speed(1), speed(end - 1))
            let (low, high) = SpringFrameWalk<M>.window(
                around: animation.duration / 2, dt: dt, from: 1, through: end - 1)
            if low <= high { for j in low...high { peakSpeed = max(peakSpeed, speed(j)) } }
        }
        return MovementEvents(
            lastFrame: end, lastFarFrame: walk.events.lastFarFrame, cut: false, overshoot: walk.events.overshoot,
            peakSpeed: peakSpeed, handoffFrame: walk.events.handoffFrame)
    }
}
