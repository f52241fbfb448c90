import Scenario
// PanelSimulator/MovementEvents: a movement's frame-valued outcome found from its closed form, without stepping.
import ScrollAxis
import ScrollPhysics

/// What the movement after release comes to, counted in frames, as stepping every frame finds it.
///
/// Movement frame j (j = 1, 2, …) shows the motion at τ = `Double(j) * dt` seconds after release, through the
/// axis (a clamped host shows the bound). The frame loop ends at the first frame that is within the settle
/// threshold of the target and at or past the motion's own end, or at the cap. These are the same predicates,
/// evaluated on the same expressions (bit for bit): a deceleration's are monotone in j, so its event frames come
/// from the closed-form inverse (a guess) and one or two evaluations either side of it; a spring view animation's
/// and a bounce-back's from the spring's extrema and decay envelope (MovementEvents+Spring, +Bounce), an ease-in-out
/// animation's from its monotone rise (+Curve); every other motion (a truncated deceleration, a deceleration heading
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
