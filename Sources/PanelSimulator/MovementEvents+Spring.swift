// PanelSimulator/MovementEvents+Spring: a UIKit spring view animation's frame events from its closed form: frames
// looked at only around each oscillation's extremum, the monotone stretches between them bisected, the decayed
// tail bounded by the spring's envelope.
import ScrollPhysics

extension MovementEvents {
    /// The events of a ``UIKitSpringAnimation`` (`motion` is the plan's motion running it), as ``scan`` finds them,
    /// bit for bit; nil when the animation is not one this covers (no spring, a target the axis does not show as
    /// itself, an end at or past the cap), and the caller scans.
    ///
    /// Movement frames 1…n − 1 run the spring (n, the first frame at or past the duration, is on the target, and
    /// ends the movement: near, done, before the cap). Between two extrema of the displacement (zeros of the
    /// velocity, ``DampedCurve/nextZero(after:)``) the shown offset is monotone: such a stretch is read at its two
    /// ends, a predicate that switches there is bisected; the two frames either side of an extremum are all read (where
    /// rounding could bend monotonicity). The stretches are walked in order until the envelope
    /// (``DampedCurve/bound(from:)``, with a rounding allowance) shows that no later frame is far, past the
    /// boundary or beyond the overshoot so far. The peak speed likewise, from the velocity's extrema.
    ///
    /// - Parameters: `goal`, where the movement goes; `dt`, seconds per frame; `shown`, the offset the axis shows
    ///   for an outer offset (points).
    static func solveSpring<M: FrameMotion>(
        _ motion: M, animation: UIKitSpringAnimation, goal: MovementGoal, dt: Double, shown: ShownOffset
    ) -> MovementEvents? {
        guard let spring = animation.spring, animation.targetPosition == goal.target,
            let end = fixedDurationEnd(motion, duration: animation.duration, goal: goal, dt: dt, shown: shown)
        else { return nil }
        var walk = SpringFrameWalk(motion: motion, goal: goal, dt: dt, shown: shown)
        walk.walkPositions(spring.displacementCurve, through: end - 1)
        // The end frame, on the target (near, done): the same reading as every other frame.
        walk.read(end)
        let peakSpeed = walk.peakSpeed(
            spring.velocityCurve, through: end - 1, above: abs(motion.velocity(at: 0)))
        return MovementEvents(
            lastFrame: end, lastFarFrame: walk.events.lastFarFrame, cut: false, overshoot: walk.events.overshoot,
            peakSpeed: peakSpeed, handoffFrame: walk.events.handoffFrame)
    }

    /// A fixed-duration animation's end frame: the first frame at or past its `duration` (seconds), where it is on
    /// the target (near and done); nil when the axis does not show the target as itself, there is no direction, or
    /// the end is at or past the cap.
    static func fixedDurationEnd<M: FrameMotion>(
        _ motion: M, duration: Double, goal: MovementGoal, dt: Double, shown: ShownOffset
    ) -> Int? {
        guard goal.direction != 0, shown(goal.target) == goal.target else { return nil }
        let cap = capFrame(dt: dt)
        let end = firstFrame(from: 1, guess: duration / dt, limit: cap) { j in
            j >= cap || motion.isDone(at: Double(j) * dt)
        }
        return end < cap ? end : nil
    }
}

/// The running events of a spring's frames read out of order, stretch by stretch (``MovementEvents/solveSpring``).
struct SpringFrameWalk<M: FrameMotion> {
    /// The plan's motion running the spring.
    let motion: M
    /// Where the movement goes and what counts as there.
    let goal: MovementGoal
    /// Seconds per frame.
    let dt: Double
    /// The offset the axis shows for an outer offset, points.
    let shown: ShownOffset
    /// Seconds after release at which the spring's own time is 0 (a bounce's switch time; 0 for an animation).
    var springStart = 0.0
    /// The events of the frames read so far: the overshoot folded as ``MovementEvents/scan`` folds it, the latest
    /// far frame, the earliest frame at or past the boundary (lastFrame, cut and peakSpeed unused).
    var events = MovementEvents(
        lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0, peakSpeed: 0, handoffFrame: nil)

    /// The shown offset at movement frame `j`, points (the scan's expression).
    @inline(__always)
    func offset(_ j: Int) -> Double { shown(motion.position(at: Double(j) * dt)) }

    /// Whether shown offset `y` (points) is farther than the settle threshold from the target.
    @inline(__always)
    func isFar(_ y: Double) -> Bool { abs(y - goal.target) > goal.settleThreshold }

    /// Whether shown offset `y` (points) is at or past the boundary.
    @inline(__always)
    func isPastBoundary(_ y: Double) -> Bool {
        guard let b = goal.boundary else { return false }
        return (y - b) * goal.direction >= 0
    }

    /// Frame `j` read as the scan reads it: overshoot, far, boundary.
    mutating func read(_ j: Int) {
        let y = offset(j)
        fold(y)
        if isFar(y) { events.lastFarFrame = j }
        if events.handoffFrame == nil, isPastBoundary(y) { events.handoffFrame = j }
    }

    /// Folds shown offset `y` (points) into the overshoot, as the scan does.
    @inline(__always)
    mutating func fold(_ y: Double) { events.overshoot = max(events.overshoot, (y - goal.target) * goal.direction) }

    /// Frames `low…high` where the shown offset is monotone: read at both ends, the far frames (a prefix once the
    /// last is near) and the first frame past the boundary (a suffix when only the last is) bisected.
    mutating func readMonotone(_ low: Int, _ high: Int) {
        let yLow = offset(low)
        let yHigh = offset(high)
        fold(yLow)
        fold(yHigh)
        if isFar(yHigh) {
            events.lastFarFrame = high
        } else if isFar(yLow) {
            events.lastFarFrame = Self.lastHolding(low, high) { isFar(offset($0)) }
        }
        if events.handoffFrame == nil {
            if isPastBoundary(yLow) {
                events.handoffFrame = low
            } else if isPastBoundary(yHigh) {
                events.handoffFrame = Self.lastHolding(low, high) { !isPastBoundary(offset($0)) } + 1
            }
        }
    }

    /// Whether no frame from `j` on can be far, past the boundary or beyond the overshoot so far, by the
    /// displacement's envelope from frame `j`'s time (with an allowance for rounding).
    func settled(_ curve: DampedCurve, from j: Int) -> Bool {
        let allowance = 1e-12 * (abs(goal.target) + (goal.boundary.map(abs) ?? 0) + 1)
        let bound = curve.bound(from: Double(j) * dt - springStart) * (1 + 1e-9) + allowance
        guard bound < goal.settleThreshold, bound < events.overshoot else { return false }
        if events.handoffFrame != nil { return true }
        guard let b = goal.boundary else { return true }
        return (b - goal.target) * goal.direction > bound + allowance
    }

    /// Walks frames `first…last` (all on the spring) stretch by stretch (the displacement's extrema from its
    /// derivative's zeros), stopping where ``settled(_:from:)`` says the rest cannot change the events.
    mutating func walkPositions(_ curve: DampedCurve, from first: Int = 1, through last: Int) {
        let slope = curve.derivative
        var extremum = slope.nextZero(after: 0)
        var j = first
        while j <= last, !settled(curve, from: j) {
            let (low, high) = Self.window(around: springStart + extremum, dt: dt, from: j, through: last)
            if low > j { readMonotone(j, low - 1) }
            if low <= high { for k in low...high { read(k) } }
            j = max(j, high + 1, low)
            extremum = slope.nextZero(after: extremum)
        }
    }

    /// The largest of `start` (points per second) and |velocity| over frames `first…last` (all on the spring):
    /// frame `first`, frame `last`, and the two frames either side of each of the velocity's extrema, in order until
    /// the velocity's envelope stays below the largest so far.
    func peakSpeed(_ velocity: DampedCurve, from first: Int = 1, through last: Int, above start: Double) -> Double {
        @inline(__always) func speed(_ j: Int) -> Double { abs(motion.velocity(at: Double(j) * dt)) }
        var peak = start
        guard last >= first else { return peak }
        peak = max(peak, speed(first))
        let acceleration = velocity.derivative
        var extremum = acceleration.nextZero(after: 0)
        var j = first + 1
        while j <= last {
            if velocity.bound(from: Double(j) * dt - springStart) * (1 + 1e-9) < peak { return peak }
            let (low, high) = Self.window(around: springStart + extremum, dt: dt, from: j, through: last)
            if low > high && low > last { break }
            if low <= high { for k in low...high { peak = max(peak, speed(k)) } }
            j = max(j, high + 1, low)
            extremum = acceleration.nextZero(after: extremum)
        }
        return max(peak, speed(last))
    }

    /// The two frames either side of time `t` (seconds), clipped to `from…through` (low > high: none; low past
    /// `through` when `t` is beyond the frames).
    static func window(around t: Double, dt: Double, from: Int, through last: Int) -> (Int, Int) {
        let frame = t / dt
        guard frame < Double(last) + 3 else { return (last + 1, last) }
        let f = Int(frame.rounded(.down))
        return (max(from, f - 1), min(last, f + 2))
    }

    /// The last j in `low..<high` where `holds` is true, for `holds` true at `low`, false at `high`, switching once.
    static func lastHolding(_ low: Int, _ high: Int, _ holds: (Int) -> Bool) -> Int {
        var yes = low
        var no = high
        while no - yes > 1 {
            let mid = yes + (no - yes) / 2
            if holds(mid) { yes = mid } else { no = mid }
        }
        return yes
    }
}

/// Where a movement goes and what counts as there, for reading its frames.
struct MovementGoal {
    /// The target's outer offset, points.
    let target: Double
    /// ±1: toward the target from the release.
    let direction: Double
    /// Farther than this from the target is far, points.
    let settleThreshold: Double
    /// The next owner boundary (outer offset, points), or nil.
    let boundary: Double?
}
