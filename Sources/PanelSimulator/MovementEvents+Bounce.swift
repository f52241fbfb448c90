// PanelSimulator/MovementEvents+Bounce: a bounce-back's frame events from its closed form: the deceleration's
// monotone approach to the edge, then the spring (MovementEvents+Spring's walk), then its decayed tail.
import ScrollPhysics

extension MovementEvents {
    /// The events of a ``BounceBackSimulation`` (`motion` is the plan's motion running it) moving back to the edge
    /// `target`, as ``scan`` finds them, bit for bit; nil when it is not one this covers (no spring, a target the
    /// axis does not show as itself, a deceleration heading away, a spring not done before the cap), and the caller
    /// scans.
    ///
    /// Frames before the switch run the deceleration toward the edge (monotone: read at both ends, bisected); the
    /// spring's frames until it is done are walked as an animation's are (``SpringFrameWalk``). From the first done
    /// frame the movement ends at the first near one: when the spring can no longer turn there (no extremum from
    /// two frames before on), near switches once and is found by galloping and bisection; otherwise frame by frame.
    ///
    /// - Parameters: as ``solveSpring(_:animation:goal:dt:shown:)``.
    static func solveBounce<M: FrameMotion>(
        _ motion: M, bounce: BounceBackSimulation<DecelerationSimulation>, goal: MovementGoal, dt: Double,
        shown: ShownOffset
    ) -> MovementEvents? {
        let direction = goal.direction
        let switchTime = bounce.switchTime
        guard let spring = bounce.bounce, direction != 0, spring.targetPosition == goal.target,
            shown(goal.target) == goal.target,
            switchTime.isFinite
        else { return nil }
        let cap = capFrame(dt: dt)
        let springFrame = firstFrame(from: 1, guess: switchTime / dt, limit: cap + 1) { j in
            j > cap || Double(j) * dt >= switchTime
        }
        let done = firstFrame(from: 1, guess: (bounce.settleTime / dt).rounded(.up), limit: cap) { j in
            j >= cap || motion.isDone(at: Double(j) * dt)
        }
        guard springFrame <= done, done < cap, springFrame == 1 || bounce.motion.startVelocity * direction > 0
        else { return nil }
        var walk = SpringFrameWalk(motion: motion, goal: goal, dt: dt, shown: shown, springStart: switchTime)
        // The deceleration toward the edge: monotone, and never faster than at release.
        if springFrame > 1 { walk.readMonotone(1, springFrame - 1) }
        let curve = spring.displacementCurve
        walk.walkPositions(curve, from: springFrame, through: done - 1)
        // From the first done frame: the first near frame (or the cap) ends the movement.
        let last: Int
        let springTime = Double(done) * dt - switchTime
        if curve.derivative.nextZero(after: springTime - 2 * dt) == .infinity {
            last = gallop(from: done, limit: cap) { j in j >= cap || !walk.isFar(walk.offset(j)) }
            walk.readMonotone(done, last)
        } else {
            var j = done
            while true {
                walk.read(j)
                if j >= cap || !walk.isFar(walk.offset(j)) { break }
                j += 1
            }
            last = j
        }
        let cut = last >= cap && walk.isFar(walk.offset(last))
        let peakSpeed = walk.peakSpeed(
            spring.velocityCurve, from: springFrame, through: last, above: abs(motion.velocity(at: 0)))
        return MovementEvents(
            lastFrame: last, lastFarFrame: walk.events.lastFarFrame, cut: cut, overshoot: walk.events.overshoot,
            peakSpeed: peakSpeed, handoffFrame: walk.events.handoffFrame)
    }

    /// The first frame j in `from...limit` where `holds` is true, for a `holds` that switches once from false to
    /// true (and is true at `limit`): doubling steps from `from`, then bisection.
    static func gallop(from low: Int, limit: Int, _ holds: (Int) -> Bool) -> Int {
        if holds(low) { return low }
        var no = low
        var step = 1
        var yes = min(limit, low + step)
        while !holds(yes) {
            no = yes
            step *= 2
            yes = min(limit, low + step)
        }
        while yes - no > 1 {
            let mid = no + (yes - no) / 2
            if holds(mid) { yes = mid } else { no = mid }
        }
        return yes
    }
}
