// PanelSimulator/MovementEvents: the motions after release (deceleration, spring, animation) behind one interface,
// and a movement's frame-valued outcome found from their closed forms, without stepping: decelerations, springs
// (frames looked at only around each oscillation's extremum), bounce-backs and ease-in-out curves.
import Scenario
import ScrollAxis
import ScrollPhysics

/// What the per-frame movement step asks of a motion (see ``Motion`` for the meaning of each call).
protocol FrameMotion {
    func position(at t: Double) -> Double
    func velocity(at t: Double) -> Double
    func isDone(at t: Double) -> Bool
    func phase(at t: Double) -> Phase
    /// Whether the speed never exceeds the speed at t = 0 (then the peak speed is known without reading the
    /// velocity every frame).
    var neverSpeedsUp: Bool { get }
}

/// ``Motion/deceleration(_:)`` unwrapped: the same calls on the simulation itself, without the enum around it.
struct DecelerationMotion: FrameMotion {
    let simulation: DecelerationSimulation
    @inline(__always) func position(at t: Double) -> Double { simulation.position(at: t) }
    @inline(__always) func velocity(at t: Double) -> Double { simulation.velocity(at: t) }
    @inline(__always) func isDone(at t: Double) -> Bool { simulation.isDone(at: t) }
    @inline(__always) func phase(at t: Double) -> Phase { .decelerating }
    /// |v₀·e^(k·t)| ≤ |v₀| for t ≥ 0, k < 0, exactly so in floating point: a faithfully rounded e^x never
    /// exceeds 1 for x ≤ 0, and rounding a product is monotonic.
    var neverSpeedsUp: Bool { true }
}

/// The movement after release, as one concrete value (no existential on the per-frame path).
enum Motion: Sendable, FrameMotion {
    /// No movement: the axis stays at `position`.
    case rest(position: Double)
    /// A (possibly retargeted) UIKit deceleration.
    case deceleration(DecelerationSimulation)
    /// A natural deceleration that crosses an edge, then a spring back to it.
    case bounce(BounceBackSimulation<DecelerationSimulation>)
    /// A UIKit spring view animation.
    case spring(UIKitSpringAnimation)
    /// A fixed-duration timing-curve animation.
    case curve(TimingCurveAnimation)
    /// A deceleration cut at `stopTime`, after which the axis holds `stopPosition` (the legacy home handoff).
    case truncated(DecelerationSimulation, stopTime: Double, stopPosition: Double)

    /// Position in points `t` seconds after release.
    @inline(__always)
    func position(at t: Double) -> Double {
        switch self {
        case .rest(let p): return p
        case .deceleration(let d): return d.position(at: t)
        case .bounce(let b): return b.position(at: t)
        case .spring(let s): return s.position(at: t)
        case .curve(let c): return c.position(at: t)
        case .truncated(let d, let stop, let p): return t < stop ? d.position(at: t) : p
        }
    }

    /// Velocity in points per second `t` seconds after release.
    @inline(__always)
    func velocity(at t: Double) -> Double {
        switch self {
        case .rest: return 0
        case .deceleration(let d): return d.velocity(at: t)
        case .bounce(let b): return b.velocity(at: t)
        case .spring(let s): return s.velocity(at: t)
        case .curve(let c): return c.velocity(at: t)
        case .truncated(let d, let stop, _): return t < stop ? d.velocity(at: t) : 0
        }
    }

    /// Whether the motion's own end has come (fixed durations end exactly; decays and springs at their closed-form
    /// settle time).
    @inline(__always)
    func isDone(at t: Double) -> Bool {
        switch self {
        case .rest: return true
        case .deceleration(let d): return d.isDone(at: t)
        case .bounce(let b): return b.isDone(at: t)
        case .spring(let s): return s.isDone(at: t)
        case .curve(let c): return c.isDone(at: t)
        case .truncated(let d, let stop, _): return t >= stop || d.isDone(at: t)
        }
    }

    /// The phase a frame of this motion shows at `t`.
    @inline(__always)
    func phase(at t: Double) -> Phase {
        switch self {
        case .rest: return .settled
        case .deceleration, .truncated: return .decelerating
        case .bounce(let b): return b.phase(at: t) == .bouncing ? .bouncing : .decelerating
        case .spring, .curve: return .animating
        }
    }

    /// Not claimed for any case (the enum path reads the velocity every frame; the unwrapped deceleration says
    /// so itself).
    var neverSpeedsUp: Bool { false }

    /// The phase that names the whole movement in a summary.
    var kind: Phase {
        switch self {
        case .rest: return .settled
        case .deceleration, .truncated: return .decelerating
        case .bounce: return .bouncing
        case .spring, .curve: return .animating
        }
    }
}

/// What the movement after release comes to, counted in frames, as stepping every frame finds it.
///
/// Movement frame j (j = 1, 2, …) shows the motion at τ = `Double(j) * dt` seconds after release, through the
/// axis (a clamped host shows the bound). The frame loop ends at the first frame that is within the settle
/// threshold of the target and at or past the motion's own end, or at the cap. These are the same predicates,
/// evaluated on the same expressions (bit for bit): a deceleration's are monotone in j, so its event frames come
/// from the closed-form inverse (a guess) and one or two evaluations either side of it; a spring view animation's
/// and a bounce-back's from the spring's extrema and decay envelope (``solveSpring``, ``solveBounce``), an ease-in-out
/// animation's from its monotone rise (``solveCurve``); every other motion (a truncated deceleration, a deceleration heading
/// away, another timing curve) is scanned frame by frame on its closed form, without placing the axis.
struct MovementEvents: Hashable, Sendable {
    /// The last movement frame (0 for a motion at rest: no movement frame).
    var lastFrame: Int
    /// The last movement frame farther than the settle threshold from the target (0: none).
    var lastFarFrame: Int
    /// True when the cap stopped the movement still far from its target (no final frame).
    var cut: Bool
    /// max(0, max over frames of (shown − target) · direction), points.
    var overshoot: Double
    /// The largest |velocity| over t = 0 and every movement frame, points per second.
    var peakSpeed: Double
    /// The first movement frame at or past the next owner boundary, or nil.
    var handoffFrame: Int?

    /// The closed form a movement's events are solved from (any other motion is scanned).
    enum ClosedForm {
        /// A deceleration (solved when it heads toward the target).
        case deceleration(DecelerationSimulation)
        /// A UIKit spring view animation (``solveSpring(_:animation:goal:dt:shown:)``).
        case spring(UIKitSpringAnimation)
        /// A deceleration bounced back at an edge by a spring
        /// (``solveBounce(_:bounce:goal:dt:shown:)``).
        case bounce(BounceBackSimulation<DecelerationSimulation>)
        /// A timing-curve animation (``solveCurve(_:animation:goal:dt:shown:)``).
        case curve(TimingCurveAnimation)

        /// The closed form of a plan's `motion`, nil for one that is scanned.
        init?(_ motion: Motion) {
            switch motion {
            case .deceleration(let d): self = .deceleration(d)
            case .spring(let s): self = .spring(s)
            case .bounce(let b): self = .bounce(b)
            case .curve(let c): self = .curve(c)
            case .rest, .truncated: return nil
            }
        }
    }

    /// The frame-valued outcome of `motion` (the plan's motion, possibly unwrapped) moving to `target`.
    ///
    /// - Parameters:
    ///   - closedForm: the motion's closed form when its events are solved from it, nil to scan.
    ///   - target: the target's outer offset, points; `direction` ±1 toward it from the release (0: none).
    ///   - dt: seconds per frame; `settleThreshold`, points.
    ///   - boundary: the next owner boundary's outer offset (points), nil for none.
    ///   - shown: the offset the axis shows for an outer offset (``CapturedAxis/shownOffset``), points.
    static func solve<M: FrameMotion>(
        _ motion: M, closedForm: ClosedForm?, target: Double, direction: Double, dt: Double,
        settleThreshold: Double, boundary: Double?, shown: ShownOffset
    ) -> MovementEvents {
        let goal = MovementGoal(
            target: target, direction: direction, settleThreshold: settleThreshold, boundary: boundary)
        switch closedForm {
        case .deceleration(let decay) where direction != 0 && decay.startVelocity * direction > 0:
            return solveMonotone(
                motion, decay: decay, target: target, direction: direction, dt: dt, settleThreshold: settleThreshold,
                boundary: boundary, shown: shown)
        case .spring(let animation):
            if let events = solveSpring(motion, animation: animation, goal: goal, dt: dt, shown: shown) {
                return events
            }
        case .bounce(let bounce):
            if let events = solveBounce(motion, bounce: bounce, goal: goal, dt: dt, shown: shown) {
                return events
            }
        case .curve(let animation):
            if let events = solveCurve(motion, animation: animation, goal: goal, dt: dt, shown: shown) {
                return events
            }
        default:
            break
        }
        return scan(
            motion, target: target, direction: direction, dt: dt, settleThreshold: settleThreshold,
            boundary: boundary, shown: shown)
    }

    /// The first movement frame at or past the cap, ``Scenario/maximumMovementDuration``.
    static func capFrame(dt: Double) -> Int {
        let cap = Scenario.maximumMovementDuration
        return firstFrame(from: 1, guess: (cap / dt).rounded(.up), limit: Int.max - 1) { Double($0) * dt >= cap }
    }

    /// Every frame in turn, on the closed form at each frame time (what sampling the frames finds): position,
    /// shown offset, velocity (unless the motion never speeds up), the boundary, the settle test, the cap.
    static func scan<M: FrameMotion>(
        _ motion: M, target: Double, direction: Double, dt: Double, settleThreshold: Double, boundary: Double?,
        shown: ShownOffset
    ) -> MovementEvents {
        var events = MovementEvents(
            lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0, peakSpeed: abs(motion.velocity(at: 0)),
            handoffFrame: nil)
        var j = 1
        while true {
            let tau = Double(j) * dt
            let y = shown(motion.position(at: tau))
            if !motion.neverSpeedsUp { events.peakSpeed = max(events.peakSpeed, abs(motion.velocity(at: tau))) }
            events.overshoot = max(events.overshoot, (y - target) * direction)
            if events.handoffFrame == nil, let b = boundary, (y - b) * direction >= 0 { events.handoffFrame = j }
            let far = abs(y - target) > settleThreshold
            if far { events.lastFarFrame = j }
            let capped = tau >= Scenario.maximumMovementDuration
            if (!far && motion.isDone(at: tau)) || capped {
                events.lastFrame = j
                events.cut = capped && far
                return events
            }
            j += 1
        }
    }

    /// A deceleration heading toward the target: its shown offset moves monotonically toward the target, so
    /// "near the target", "done" and "past the boundary" each switch once, from false to true; the end frame is
    /// the later of the first near and the first done frame (or the cap).
    static func solveMonotone<M: FrameMotion>(
        _ motion: M, decay: DecelerationSimulation, target: Double, direction: Double, dt: Double,
        settleThreshold: Double, boundary: Double?, shown: ShownOffset
    ) -> MovementEvents {
        @inline(__always) func offset(_ j: Int) -> Double { shown(motion.position(at: Double(j) * dt)) }
        let cap = capFrame(dt: dt)
        // First frame within the threshold (cap + 1: still far at the cap).
        let nearPoint = target - settleThreshold * direction
        let nearTime = decay.time(toReach: nearPoint)
        // Not reachable by the closed form: already near at release (behind the start), or (rounding) never.
        let nearGuess =
            nearTime.isFinite ? nearTime / dt : ((nearPoint - decay.startPosition) * direction <= 0 ? 0 : Double(cap))
        let firstNear = firstFrame(from: 1, guess: nearGuess, limit: cap + 1) { j in
            j > cap || abs(offset(j) - target) <= settleThreshold
        }
        let firstDone = firstFrame(from: 1, guess: (decay.settleTime / dt).rounded(.up), limit: cap) { j in
            j >= cap || motion.isDone(at: Double(j) * dt)
        }
        let last = min(cap, max(firstNear, firstDone))
        let cut = firstNear > last
        // Only a frame near the target can lie past it (a monotone approach), so the overshoot is the largest
        // excess over the near frames (usually one); a far last frame is looked at alone.
        var overshoot = 0.0
        for j in min(firstNear, last)...last { overshoot = max(overshoot, (offset(j) - target) * direction) }
        var handoff: Int?
        if let b = boundary {
            let crossing = decay.time(toReach: b)
            let first = firstFrame(from: 1, guess: crossing / dt, limit: last + 1) { j in
                j > last || (offset(j) - b) * direction >= 0
            }
            if first <= last { handoff = first }
        }
        return MovementEvents(
            lastFrame: last, lastFarFrame: cut ? last : firstNear - 1, cut: cut, overshoot: overshoot,
            peakSpeed: abs(motion.velocity(at: 0)), handoffFrame: handoff)
    }

    /// The first frame j in `from...limit` where `holds` is true, for a `holds` that switches once from false to
    /// true (and is true at `limit`): walks from the rounded-up `guess` (clamped into the range; any guess gives
    /// the same answer, a good one in one or two evaluations).
    @inline(__always)
    static func firstFrame(from low: Int, guess: Double, limit: Int, _ holds: (Int) -> Bool) -> Int {
        var j: Int
        if guess.isNaN || guess <= Double(low) {
            j = low
        } else if guess >= Double(limit) {
            j = limit
        } else {
            j = Int(guess.rounded(.up))
        }
        if holds(j) {
            while j > low, holds(j - 1) { j -= 1 }
        } else {
            repeat { j += 1 } while j < limit && !holds(j)
        }
        return j
    }
}

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
