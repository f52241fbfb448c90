// PanelSimulator/FrameStepper+Phases: the gesture's phases found once, from the movement's solved events, when the
// stepper is made.
extension GesturePhases {
    /// Phases of nothing yet (a stepper's placeholder until it is set up): no frame.
    static let none = GesturePhases(
        frameIntervalSeconds: 0, releaseSeconds: 0, trackingFrameCount: 0, movementShows: .settled,
        bounceFirstMovementFrame: nil, bounceSwitchSecondsAfterRelease: nil, handoffCrossingSecondsAfterRelease: nil,
        handoffBoundaryOuterOffset: nil,
        events: MovementEvents(
            lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0, peakSpeed: 0, handoffFrame: nil))
}

extension FrameStepper {
    /// Finds the gesture's phases (``phases``): the tracking frames, then the movement's events from the motion's
    /// closed form (``MovementEvents``, the one place its end, its handoff frame, its overshoot and its peak speed
    /// are found), the bounce's switch frame and the handoff's crossing time; writes the overshoot and the peak
    /// speed into the outcome. A motion at rest has no movement frame: the rest frame follows the release.
    ///
    /// - Parameter solved: true solves the movement's events from its closed form; false evaluates the closed form
    ///   at every frame time (the frame-scan reference, ``OutcomeStepping/everyFrame``). The same phases either
    ///   way, bit for bit.
    mutating func planPhases(solved: Bool) {
        if let deceleration {
            planPhases(deceleration, closedForm: solved ? .deceleration(deceleration.simulation) : nil)
        } else {
            planPhases(plan.motion, closedForm: solved ? MovementEvents.ClosedForm(plan.motion) : nil)
        }
    }

    /// ``planPhases(solved:)`` for `motion` (``plan``'s, possibly unwrapped), its events solved from `closedForm`
    /// (nil: scanned).
    private mutating func planPhases<M: FrameMotion>(_ motion: M, closedForm: MovementEvents.ClosedForm?) {
        let events: MovementEvents
        if case .rest = plan.motion {
            events = MovementEvents(
                lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0,
                peakSpeed: abs(plan.motion.velocity(at: 0)), handoffFrame: nil)
        } else {
            events = MovementEvents.solve(
                motion, closedForm: closedForm, target: plan.target, direction: direction, dt: dt,
                settleThreshold: settleThreshold, boundary: nextBoundary, shown: axis.shownOffset)
        }
        let last = events.lastFrame
        // The first movement frame at or past the bounce-back's switch (the first its spring shows).
        var bounceFrame: Int?
        var switchTime: Double?
        if case .bounce(let b) = plan.motion, b.bounce != nil {
            let first = MovementEvents.firstFrame(from: 1, guess: b.switchTime / dt, limit: last + 1) { j in
                j > last || Double(j) * dt >= b.switchTime
            }
            if first <= last {
                bounceFrame = first
                switchTime = b.switchTime
            }
        }
        var crossing: Double?
        var edge: Double?
        if let j = events.handoffFrame, let b = nextBoundary {
            let tau = Double(j) * dt
            crossing = crossingTime(motion, at: b, between: tau - dt, and: tau)
            edge = b
        }
        let shows: Phase
        if case .bounce = plan.motion { shows = .decelerating } else { shows = plan.motion.kind }
        phases = GesturePhases(
            frameIntervalSeconds: dt, releaseSeconds: releaseTime,
            trackingFrameCount: MovementEvents.firstFrame(from: 0, guess: releaseTime / dt, limit: Int.max - 1) {
                Double($0) * dt >= releaseTime
            } + 1, movementShows: shows, bounceFirstMovementFrame: bounceFrame,
            bounceSwitchSecondsAfterRelease: switchTime, handoffCrossingSecondsAfterRelease: crossing,
            handoffBoundaryOuterOffset: edge, events: events)
        summary.overshoot = events.overshoot
        summary.peakSpeed.value = events.peakSpeed
    }

    /// When `motion` reaches boundary `b` (outer offset, points) between `t0` and `t1` (seconds after release, the
    /// frame times either side): bisected on its position to 1 ps, the first time at or past the boundary.
    private func crossingTime<M: FrameMotion>(_ motion: M, at b: Double, between t0: Double, and t1: Double) -> Double {
        var lo = max(0, t0)
        var hi = t1
        for _ in 0..<64 where hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if (motion.position(at: mid) - b) * direction >= 0 { hi = mid } else { lo = mid }
        }
        return hi
    }
}
