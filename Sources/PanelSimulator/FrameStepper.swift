import Scenario
// PanelSimulator/FrameStepper: one gesture as its phases (tracking, then the movement to rest), sampled at frame
// times or read off without frames.
import ScrollAxis
import Units

/// One gesture as its sequence of phases (``GesturePhases``), sampled at frame times: the tracking frames while
/// the finger is down (the finger's path through the tracker), then the movement's frames (its closed-form motion —
/// a deceleration, a bounce, a spring or a curve — whose events, the last frame, the handoff frame and crossing,
/// the bounce's switch, the overshoot and the peak speed, are found once when the stepper is made), then one final
/// frame exactly on the target.
///
/// Everything that allocates (capturing the axis, planning the movement) happens when the stepper is made;
/// ``step()`` allocates nothing. ``PanelSimulator/run(_:policy:recordFrames:)`` is this sampling plus a recorder;
/// ``finish()`` reads the same outcome from the same phases without sampling the frames.
public struct FrameStepper {
    /// The frame ``step()`` produced last, read from the axis on demand (a sweep never reads it).
    public var frame: Frame {
        Frame(
            time: frameTime, outerOffset: axis.outerOffset, displayHeight: axis.displayHeight,
            panelOriginY: axis.panelOriginY, owner: axis.owner, phase: framePhase)
    }
    /// The time of the frame ``step()`` produced last, seconds since touch-down.
    private var frameTime = 0.0
    /// What the panel did in that frame.
    private var framePhase = Phase.tracking
    /// The running numbers of the outcome (complete once ``step()`` has returned false; see ``outcome``).
    var summary: Outcome

    var axis: CapturedAxis
    private(set) var tracker: Tracker
    var sampler: PathSampler
    private(set) var y0: Double
    private(set) var dt: Double
    private(set) var releaseTime: Double
    private(set) var plan: MovementPlan
    private(set) var settleThreshold: Double
    private(set) var direction: Double
    /// The participants' names, aligned with the axis's reported participants.
    var participantNames: [String] { axis.participantNames }
    /// The first participant-segment edge beyond the release offset in the direction of travel (outer offset,
    /// points), where the motion hands the axis to another owner; nil when there is none.
    private(set) var nextBoundary: Double?
    /// ``plan``'s motion when it is a deceleration, unwrapped once here (see ``step()``).
    private(set) var deceleration: DecelerationMotion?

    /// The gesture's phases, found once from the movement's solved events when the stepper is made (see
    /// ``GesturePhases``).
    public internal(set) var phases: GesturePhases
    /// The next frame ``step()`` produces, an index since touch-down (which phase it falls in, and which frame of
    /// it, is read from ``phases``); past the last frame once the trajectory has ended.
    var nextFrame = 0

    init(
        axis: consuming CapturedAxis, start: consuming PanelSimulator.ReleaseStart, gesture: Gesture, dt: Double,
        settleThreshold: Double
    ) {
        self.axis = axis  // The rest: placeholders until reset(…), the one place a gesture's state is set.
        tracker = start.tracker
        sampler = PathSampler([])
        y0 = start.y0
        self.dt = dt
        releaseTime = 0
        plan = start.plan
        self.settleThreshold = settleThreshold
        direction = 0
        nextBoundary = nil
        deceleration = nil
        summary = Outcome()
        phases = .none
        reset(start, gesture: gesture, dt: dt, settleThreshold: settleThreshold)
    }

    /// Makes this the stepper of another gesture on the same axis, in place, every field but the axis set as a new
    /// stepper's (a sweep cell copies neither the stepper, a kilobyte, nor the axis, and `start` is taken, not
    /// copied). `dt`: frame interval, s; `settleThreshold`: pt.
    mutating func reset(
        _ start: consuming PanelSimulator.ReleaseStart, gesture: Gesture, dt: Double, settleThreshold: Double
    ) {
        tracker = start.tracker
        sampler = PathSampler(gesture.path)
        y0 = start.y0
        self.dt = dt
        releaseTime = gesture.releaseTime
        plan = start.plan
        let release = start.release
        let releaseHeight = start.releaseHeight
        self.settleThreshold = settleThreshold
        frameTime = 0
        framePhase = .tracking
        nextFrame = 0
        let c = release.outerOffset
        let direction: Double = plan.target > c ? 1 : (plan.target < c ? -1 : 0)
        self.direction = direction
        nextBoundary = Self.nextBoundary(after: c, direction: direction, model: axis.model)
        if case .deceleration(let d) = plan.motion {
            deceleration = DecelerationMotion(simulation: d)
        } else {
            deceleration = nil
        }
        let startVelocity = plan.motion.velocity(at: 0)
        summary = Outcome(
            releaseTime: releaseTime, releaseHeight: releaseHeight, releaseOuterOffset: c,
            releaseVelocity: release.velocity, landingHeight: 0, landingDetentIndex: nil,
            restingOuterOffset: plan.target, restingContentOffsets: [], scrollType: plan.scrollType,
            movement: plan.motion.kind, settleTime: 0, settleThreshold: settleThreshold, overshoot: 0,
            peakSpeed: PointsPerSecond(abs(startVelocity)),
            velocityJumpAtRelease: PointsPerSecond(startVelocity - release.axisVelocity.value),
            handoff: nil, popUp: plan.popUp, viewAnimationFallback: plan.viewAnimationFallback,
            offsetMismatch: axis.mismatch, unsettledAtCap: false, frameCount: 0)
        planPhases(solved: true)
    }

    /// Starts the same gesture again from touch-down, reusing every buffer (no allocation): benchmarks replay a
    /// gesture with it. The phases stay (the same gesture's); the running numbers the frames write go back to
    /// their start, the rest (settle time, landing) is written again before the outcome is complete.
    public mutating func restart() {
        nextFrame = 0
        summary.frameCount = 0
        summary.handoff = nil
        summary.unsettledAtCap = false
        summary.remainingAtCap = 0
        summary.restingOuterOffset = plan.target
        sampler.index = 0
    }

    /// The number of recorded participants (columns of ``participantOffset(_:)``).
    public var participantCount: Int { axis.participantIDs.count }

    /// Participant `k`'s content offset in the current frame, points.
    @inline(__always)
    public func participantOffset(_ k: Int) -> Double { axis.participantOffset(k) }

    /// Counts a frame placed on the axis at `time` showing `phase`.
    @inline(__always)
    private mutating func emit(_ time: Double, _ phase: Phase) {
        frameTime = time
        framePhase = phase
        summary.frameCount += 1
    }

    /// Advances one frame; false once the trajectory has ended (the previous frame was the final one): samples
    /// the phase the next frame falls in — a tracking frame, a movement frame, the rest frame — at its frame time.
    public mutating func step() -> Bool {
        let f = nextFrame
        let tracking = phases.trackingFrameCount
        if f < tracking {
            sampleTracking(frame: f)
            return true
        }
        let j = f - (tracking - 1)  // the movement frame (1 = the first after release)
        let last = phases.events.lastFrame
        if j <= last {
            // The common deceleration runs unwrapped: reading `plan.motion` per call copies the whole enum
            // (an outlined copy per call, about a third of a sweep cell's time); the arithmetic is the same.
            if let deceleration {
                sample(deceleration, frame: j)
            } else {
                sample(plan.motion, frame: j)
            }
            return true
        }
        guard j == last + 1 else { return false }
        nextFrame = f + 1
        if phases.events.cut {
            // Said, not drawn: no frame snaps to the target; the outcome records where the motion stopped.
            summary.unsettledAtCap = true
            summary.remainingAtCap = abs(plan.target - axis.outerOffset)
            summary.settleTime = Double(last) * dt
            summary.landingHeight = axis.displayHeight
            summary.restingOuterOffset = axis.outerOffset
            summary.landingDetentIndex = Self.detentIndex(of: summary.landingHeight, in: axis)
            return false
        }
        axis.place(plan.target)
        emit(phases.frameTimeSeconds(ofFrame: f), .settled)
        summary.settleTime = phases.settleSecondsAfterRelease
        summary.landingHeight = plan.targetHeight ?? axis.displayHeight
        summary.landingDetentIndex = Self.detentIndex(of: summary.landingHeight, in: axis)
        return true
    }

    /// Tracking frame `k` (an index since touch-down; the last is the release frame), sampled: the finger's path
    /// through the tracker at its frame time, placed on the axis.
    @inline(__always)
    private mutating func sampleTracking(frame k: Int) {
        let t = phases.frameTimeSeconds(ofFrame: k)
        let translation = sampler.translation(at: t)
        axis.place(tracker.offset(y0, translation: translation, at: t))
        if let table = tracker.tableOffset(translation: translation, at: t) { axis.setHeldOffset(0, table) }
        emit(t, .tracking)
        nextFrame = k + 1
    }

    /// Movement frame `j` of `motion` (``plan``'s motion, possibly unwrapped), sampled: placed on the axis at its
    /// frame time, the handoff recorded at its frame.
    @inline(__always)
    private mutating func sample<M: FrameMotion>(_ motion: M, frame j: Int) {
        let tau = Double(j) * dt
        let ownerBefore = axis.ownerIndex
        axis.place(motion.position(at: tau))
        emit(releaseTime + tau, motion.phase(at: tau))
        if j == phases.events.handoffFrame { recordHandoff(motion, from: ownerBefore) }
        nextFrame += 1
    }

    /// Records the handoff (the axis placed at its frame, `owner` the owner in the frame before): the crossing time
    /// the phases hold, the owners either side, the motion's speed 1 µs either side of the crossing.
    mutating func recordHandoff<M: FrameMotion>(_ motion: M, from owner: Int?) {
        guard let b = phases.handoffBoundaryOuterOffset, let time = phases.handoffCrossingSecondsAfterRelease
        else { return }
        let delta = 1e-6
        summary.handoff = HandoffCrossing(
            time: time, outerOffset: b, from: name(of: owner), to: name(of: axis.ownerIndex),
            speedBefore: PointsPerSecond(abs(motion.velocity(at: max(0, time - delta)))),
            speedAfter: PointsPerSecond(abs(motion.velocity(at: time + delta))))
    }

    /// `panel`, or the name of participant `index` (an index into the axis's participants).
    private func name(of index: Int?) -> String {
        guard let index else { return "panel" }
        return participantNames[index]
    }

    /// The participant-segment edge nearest to `c` strictly beyond it (by more than the one-pixel band) in
    /// `direction`, or nil.
    ///
    /// Segments are ascending on the axis, so their edges (start, end, next start, …) never decrease: a binary
    /// search finds the first segment with an edge beyond `c`, without allocating. O(log participants) — a
    /// comparison of thousands of targets on a deep chain creates one stepper per target.
    static func nextBoundary(after c: Double, direction: Double, model: AxisModel) -> Double? {
        guard direction != 0 else { return nil }
        let indices = model.participantSegmentIndices
        let band = model.band
        if direction > 0 {
            // The first participant segment whose end lies beyond c + band.
            var low = 0
            var high = indices.count
            while low < high {
                let mid = (low + high) / 2
                if model.segments[indices[mid]].outerEnd - c > band { high = mid } else { low = mid + 1 }
            }
            guard low < indices.count else { return nil }
            let segment = model.segments[indices[low]]
            return segment.outerStart - c > band ? segment.outerStart : segment.outerEnd
        }
        // The last participant segment whose start lies below c − band.
        var low = 0
        var high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if c - model.segments[indices[mid]].outerStart > band { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let segment = model.segments[indices[low - 1]]
        return c - segment.outerEnd > band ? segment.outerEnd : segment.outerStart
    }

    /// The index of the scenario's detent within one pixel of `height`, or nil.
    static func detentIndex(of height: Double, in axis: CapturedAxis) -> Int? {
        for (i, d) in axis.detentHeights.enumerated() where abs(d - height) <= axis.model.band { return i }
        return nil
    }

    /// A generous bound on the number of frames this gesture produces (for reserving storage).
    var expectedFrameCount: Int {
        Int(releaseTime / dt) + Int(min(plan.expectedDuration, Scenario.maximumMovementDuration) / dt) + 8
    }
}
