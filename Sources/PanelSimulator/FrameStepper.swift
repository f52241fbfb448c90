import ScrollAxis

/// Steps one gesture frame by frame: tracking frames while the finger is down, then the movement until it rests
/// within half a pixel of its target, then one final frame exactly on the target.
///
/// Everything that allocates (capturing the axis, planning the movement) happens when the stepper is made;
/// ``step()`` allocates nothing. ``PanelSimulator/run(_:policy:recordFrames:)`` is this loop plus a recorder.
public struct FrameStepper {
    /// The frame ``step()`` produced last.
    public private(set) var frame = Frame(
        time: 0, outerOffset: 0, displayHeight: 0, panelOriginY: 0, owner: .panel,
        phase: .tracking)
    /// The summary, complete once ``step()`` has returned false.
    public private(set) var summary: TrajectorySummary

    var axis: CapturedAxis
    let tracker: Tracker
    var sampler: PathSampler
    let y0: Double
    let dt: Double
    let releaseTime: Double
    let plan: MovementPlan
    let halfPixel: Double
    let direction: Double
    /// ``plan``'s motion when it is a deceleration, unwrapped once here (see ``step()``).
    let deceleration: DecelerationMotion?

    private var stage = Stage.tracking(0)
    private var lastFar = 0.0
    private let initialSummary: TrajectorySummary

    private enum Stage {
        case tracking(Int)
        case releaseFrame
        case moving(Int)
        case final(Double)
        case done
    }

    init(
        axis: CapturedAxis, tracker: Tracker, gesture: Gesture, y0: Double, dt: Double, plan: MovementPlan,
        release: Release, releaseHeight: Double, displayScale: Double
    ) {
        self.axis = axis
        self.tracker = tracker
        sampler = PathSampler(gesture.path)
        self.y0 = y0
        self.dt = dt
        releaseTime = gesture.releaseTime
        self.plan = plan
        halfPixel = 0.5 / displayScale
        let c = release.outerOffset
        direction = plan.target > c ? 1 : (plan.target < c ? -1 : 0)
        if case .deceleration(let d) = plan.motion {
            deceleration = DecelerationMotion(simulation: d)
        } else {
            deceleration = nil
        }
        let startVelocity = plan.motion.velocity(at: 0)
        summary = TrajectorySummary(
            releaseTime: releaseTime, releaseHeight: releaseHeight, releaseOuterOffset: c,
            releaseVelocity: release.velocity, targetOuterOffset: plan.target, targetHeight: 0,
            targetDetentIndex: nil, scrollType: plan.scrollType, movement: plan.motion.kind, settleTime: 0,
            overshoot: 0, peakSpeed: abs(startVelocity), velocityJump: startVelocity - release.velocity * 1000,
            momentumKeptAtHandoff: plan.momentumKept, frameCount: 0)
        initialSummary = summary
    }

    /// Starts the same gesture again from touch-down, reusing every buffer (no allocation): benchmarks replay a
    /// gesture with it.
    public mutating func restart() {
        stage = .tracking(0)
        lastFar = 0
        summary = initialSummary
        sampler.index = 0
    }

    /// The number of recorded participants (columns of ``participantOffset(_:)``).
    public var participantCount: Int { axis.model.reportedParticipants.count }

    /// Participant `k`'s content offset in the current frame, points.
    @inline(__always)
    public func participantOffset(_ k: Int) -> Double { axis.participantOffset(k) }

    /// The shown axis: owner, height and origin of the current frame.
    @inline(__always)
    private mutating func emit(_ time: Double, _ phase: Phase) {
        frame = Frame(
            time: time, outerOffset: axis.outerOffset, displayHeight: axis.displayHeight,
            panelOriginY: axis.panelOriginY, owner: axis.owner, phase: phase)
        summary.frameCount += 1
    }

    /// Advances one frame; false once the trajectory has ended (the previous frame was the final one).
    public mutating func step() -> Bool {
        switch stage {
        case .tracking(let k):
            let t = Double(k) * dt
            if t > releaseTime {
                stage = .releaseFrame
                return step()
            }
            axis.place(tracker.offset(y0, translation: sampler.translation(at: t)))
            emit(t, .tracking)
            stage = t == releaseTime ? .moving(1) : .tracking(k + 1)
            return true
        case .releaseFrame:
            axis.place(tracker.offset(y0, translation: sampler.translation(at: releaseTime)))
            emit(releaseTime, .tracking)
            stage = .moving(1)
            return true
        case .moving(let j):
            if case .rest = plan.motion {
                stage = .final(0)
                return step()
            }
            // The common deceleration runs unwrapped: reading `plan.motion` per call copies the whole enum
            // (an outlined copy per call, about a third of a sweep cell's time); the arithmetic is the same.
            if let deceleration {
                move(deceleration, frame: j)
            } else {
                move(plan.motion, frame: j)
            }
            return true
        case .final(let tau):
            axis.place(plan.target)
            emit(releaseTime + tau + dt, .settled)
            summary.settleTime = lastFar > 0 ? lastFar + dt : 0
            summary.targetHeight = plan.targetHeight ?? axis.displayHeight
            summary.targetDetentIndex = Self.detentIndex(of: summary.targetHeight, in: axis.model)
            stage = .done
            return true
        case .done:
            return false
        }
    }

    /// Movement frame `j` of `motion` (``plan``'s motion, possibly unwrapped).
    @inline(__always)
    private mutating func move<M: FrameMotion>(_ motion: M, frame j: Int) {
        let tau = Double(j) * dt
        let shown = axis.place(motion.position(at: tau))
        emit(releaseTime + tau, motion.phase(at: tau))
        summary.peakSpeed = max(summary.peakSpeed, abs(motion.velocity(at: tau)))
        summary.overshoot = max(summary.overshoot, (shown - plan.target) * direction)
        let far = abs(shown - plan.target) > halfPixel
        if far { lastFar = tau }
        let ended = (!far && motion.isDone(at: tau)) || tau >= PanelSimulator.maximumMovementDuration
        stage = ended ? .final(tau) : .moving(j + 1)
    }

    /// The index of the detent within one pixel of `height`, or nil.
    static func detentIndex(of height: Double, in model: AxisModel) -> Int? {
        for (i, d) in model.detentHeights.enumerated() where abs(d - height) <= model.band { return i }
        return nil
    }

    /// A generous bound on the number of frames this gesture produces (for reserving storage).
    var expectedFrameCount: Int {
        Int(releaseTime / dt) + Int(min(plan.expectedDuration, PanelSimulator.maximumMovementDuration) / dt) + 8
    }
}
