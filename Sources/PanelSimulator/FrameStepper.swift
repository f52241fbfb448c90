// PanelSimulator/FrameStepper: one gesture as its phases (tracking, then the movement to rest), sampled at frame
// times or read off without frames.
import ScrollAxis
import Units

/// One gesture as a sequence of phases, sampled at frame times: the tracking frames while the finger is down
/// (the finger's path through the tracker), then the movement's frames (its closed-form motion — a deceleration,
/// a bounce, a spring or a curve — whose events, the last frame, the handoff frame, the overshoot and the peak
/// speed, are found once as it begins, ``MovementEvents``), then one final frame exactly on the target.
///
/// Everything that allocates (capturing the axis, planning the movement) happens when the stepper is made;
/// ``step()`` allocates nothing. ``PanelSimulator/run(_:policy:recordFrames:)`` is this sampling plus a recorder;
/// ``finish()`` reads the same outcome from the same events without sampling the frames.
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
    private(set) var summary: Outcome

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

    private var stage = Stage.tracking(0)
    /// True: the movement's events are found by evaluating its closed form at every frame time (the reference the
    /// solved events are tested and benchmarked against, ``OutcomeStepping/everyFrame``); false (the default): a
    /// deceleration's are solved from its inverse. The same events either way, bit for bit.
    var scansEvents = false
    /// The movement phase's frame events, found when the movement begins (after the release frame).
    private var events = MovementEvents(
        lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0, peakSpeed: 0, handoffFrame: nil)
    /// Seconds after release of the last movement frame farther than the settle threshold from the target (0: none).
    private var lastFar = 0.0

    private enum Stage {
        case tracking(Int)
        case releaseFrame
        case moving(Int)
        case final(Double)
        /// The movement was still more than the settle threshold from its target at the cap: it stops where it is.
        case cut(Double)
        case done
    }

    init(
        axis: consuming CapturedAxis, tracker: Tracker, gesture: Gesture, y0: Double, dt: Double, plan: MovementPlan,
        release: Release, releaseHeight: Double, settleThreshold: Double
    ) {
        self.axis = axis  // The rest: placeholders until reset(…), the one place a gesture's state is set.
        self.tracker = tracker
        sampler = PathSampler([])
        self.y0 = y0
        self.dt = dt
        releaseTime = 0
        self.plan = plan
        self.settleThreshold = settleThreshold
        direction = 0
        nextBoundary = nil
        deceleration = nil
        summary = Outcome()
        reset(
            tracker: tracker, gesture: gesture, y0: y0, dt: dt, plan: plan, release: release,
            releaseHeight: releaseHeight, settleThreshold: settleThreshold)
    }

    /// Makes this the stepper of another gesture on the same axis, in place, every field but the axis set as a new
    /// stepper's (a sweep cell copies neither the stepper, a kilobyte, nor the axis). `y0`: start outer offset, pt;
    /// `dt`: frame interval, s; `releaseHeight`: display height at lift-off, pt; `settleThreshold`: pt.
    mutating func reset(
        tracker: Tracker, gesture: Gesture, y0: Double, dt: Double, plan: MovementPlan, release: Release,
        releaseHeight: Double, settleThreshold: Double
    ) {
        self.tracker = tracker
        sampler = PathSampler(gesture.path)
        self.y0 = y0
        self.dt = dt
        releaseTime = gesture.releaseTime
        self.plan = plan
        self.settleThreshold = settleThreshold
        frameTime = 0
        framePhase = .tracking
        stage = .tracking(0)
        scansEvents = false
        events = MovementEvents(
            lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0, peakSpeed: 0, handoffFrame: nil)
        lastFar = 0
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
    }

    /// Starts the same gesture again from touch-down, reusing every buffer (no allocation): benchmarks replay a
    /// gesture with it. The running numbers the frames write go back to their start; the rest (overshoot, peak
    /// speed, settle time, landing) is written again before the outcome is complete.
    public mutating func restart() {
        stage = .tracking(0)
        lastFar = 0
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

    /// Advances one frame; false once the trajectory has ended (the previous frame was the final one).
    public mutating func step() -> Bool {
        switch stage {
        case .tracking(let k):
            let t = Double(k) * dt
            if t > releaseTime {
                stage = .releaseFrame
                return step()
            }
            let translation = sampler.translation(at: t)
            axis.place(tracker.offset(y0, translation: translation, at: t))
            if let table = tracker.tableOffset(translation: translation, at: t) { axis.setHeldOffset(0, table) }
            emit(t, .tracking)
            if t == releaseTime { beginMovement(solved: !scansEvents) } else { stage = .tracking(k + 1) }
            return true
        case .releaseFrame:
            let translation = sampler.translation(at: releaseTime)
            axis.place(tracker.offset(y0, translation: translation, at: releaseTime))
            if let table = tracker.tableOffset(translation: translation, at: releaseTime) {
                axis.setHeldOffset(0, table)
            }
            emit(releaseTime, .tracking)
            beginMovement(solved: !scansEvents)
            return true
        case .moving(let j):
            // The common deceleration runs unwrapped: reading `plan.motion` per call copies the whole enum
            // (an outlined copy per call, about a third of a sweep cell's time); the arithmetic is the same.
            if let deceleration {
                sample(deceleration, frame: j)
            } else {
                sample(plan.motion, frame: j)
            }
            return true
        case .final(let tau):
            axis.place(plan.target)
            emit(releaseTime + tau + dt, .settled)
            summary.settleTime = lastFar > 0 ? lastFar + dt : 0
            summary.landingHeight = plan.targetHeight ?? axis.displayHeight
            summary.landingDetentIndex = Self.detentIndex(of: summary.landingHeight, in: axis)
            stage = .done
            return true
        case .cut(let tau):
            // Said, not drawn: no frame snaps to the target; the outcome records where the motion stopped.
            summary.unsettledAtCap = true
            summary.remainingAtCap = abs(plan.target - axis.outerOffset)
            summary.settleTime = tau
            summary.landingHeight = axis.displayHeight
            summary.restingOuterOffset = axis.outerOffset
            summary.landingDetentIndex = Self.detentIndex(of: summary.landingHeight, in: axis)
            stage = .done
            return false
        case .done:
            return false
        }
    }

    /// Runs every remaining frame without reading any: the ``outcome`` is what ``step()`` until it returns false
    /// leaves, bit for bit. From touch-down no frame is placed: the tracking frames are counted, the movement's
    /// events read from its phase (``MovementEvents``), and the axis placed only where the outcome reads it (the
    /// handoff's two frames, the resting frame). After some ``step()`` calls the remaining frames are sampled.
    public mutating func finish() {
        if case .tracking(0) = stage {
            finishByEvents()
            return
        }
        finishByStepping()
    }

    /// ``finish()`` by sampling every remaining frame on the axis (the frame path a recorded trajectory takes).
    mutating func finishByStepping() {
        while step() {}
    }

    /// The tracking frames: touch-down (t = 0) and every frame before the release, then the release frame (the
    /// last tracking frame when the release falls on one).
    var trackingFrameCount: Int {
        MovementEvents.firstFrame(from: 0, guess: releaseTime / dt, limit: Int.max - 1) {
            Double($0) * dt >= releaseTime
        } + 1
    }

    /// ``finish()`` from touch-down without stepping (see there).
    private mutating func finishByEvents() {
        summary.frameCount = trackingFrameCount
        // The last tracking frame is the release: the axis is already placed there (the stepper was made so);
        // only a table the finger scrolls keeps the release frame's offset.
        let translation = sampler.translation(at: releaseTime)
        if let table = tracker.tableOffset(translation: translation, at: releaseTime) { axis.setHeldOffset(0, table) }
        beginMovement(solved: true)
        guard case .moving = stage else {
            while step() {}
            return
        }
        if let deceleration {
            finishMovement(deceleration)
        } else {
            finishMovement(plan.motion)
        }
    }

    /// The movement phase after the release frame: its events found once from the motion's closed form
    /// (``MovementEvents``, the one place its end, its handoff frame, its overshoot and its peak speed are found);
    /// a motion at rest goes straight to the resting frame.
    ///
    /// - Parameter solved: true solves a deceleration's or a spring animation's events from its closed form; false
    ///   evaluates the closed form at every frame time (``scansEvents``).
    private mutating func beginMovement(solved: Bool) {
        let events: MovementEvents
        let shown = axis.shownOffset
        if case .rest = plan.motion {
            events = MovementEvents(
                lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0,
                peakSpeed: abs(plan.motion.velocity(at: 0)), handoffFrame: nil)
        } else if let deceleration {
            events = MovementEvents.solve(
                deceleration, closedForm: solved ? .deceleration(deceleration.simulation) : nil, target: plan.target,
                direction: direction, dt: dt, settleThreshold: settleThreshold, boundary: nextBoundary, shown: shown)
        } else {
            events = MovementEvents.solve(
                plan.motion, closedForm: solved ? MovementEvents.ClosedForm(plan.motion) : nil, target: plan.target,
                direction: direction, dt: dt, settleThreshold: settleThreshold, boundary: nextBoundary, shown: shown)
        }
        self.events = events
        summary.overshoot = events.overshoot
        summary.peakSpeed.value = events.peakSpeed
        lastFar = events.lastFarFrame > 0 ? Double(events.lastFarFrame) * dt : 0
        if events.lastFrame == 0 {
            stage = .final(0)
        } else {
            stage = .moving(1)
        }
    }

    /// The movement's remaining frames without sampling them: the axis placed at the handoff's two frames (the
    /// owner on either side) and, cut at the cap, at the last frame.
    private mutating func finishMovement<M: FrameMotion>(_ motion: M) {
        if let j = events.handoffFrame {
            if j > 1 { axis.place(motion.position(at: Double(j - 1) * dt)) }
            let ownerBefore = axis.ownerIndex
            axis.place(motion.position(at: Double(j) * dt))
            crossHandoff(motion, frame: j, from: ownerBefore)
        }
        summary.frameCount += events.lastFrame
        let tau = Double(events.lastFrame) * dt
        if events.cut { axis.place(motion.position(at: tau)) }
        endMovement(at: tau)
        while step() {}
    }

    /// Movement frame `j` of `motion` (``plan``'s motion, possibly unwrapped), sampled: placed on the axis at its
    /// frame time, the handoff measured at its frame, the movement ended at its last frame.
    @inline(__always)
    private mutating func sample<M: FrameMotion>(_ motion: M, frame j: Int) {
        let tau = Double(j) * dt
        let ownerBefore = axis.ownerIndex
        axis.place(motion.position(at: tau))
        emit(releaseTime + tau, motion.phase(at: tau))
        if j == events.handoffFrame { crossHandoff(motion, frame: j, from: ownerBefore) }
        if j == events.lastFrame { endMovement(at: tau) } else { stage = .moving(j + 1) }
    }

    /// The stage after the movement's last frame (at `tau` seconds after release): the resting frame, or the cut.
    private mutating func endMovement(at tau: Double) {
        stage = events.cut ? .cut(tau) : .final(tau)
    }

    /// Records the handoff the motion crossed in movement frame `j` (the axis placed there, `owner` the owner in
    /// the frame before): measured between the frame times τ − dt and τ, as the frames compute them.
    private mutating func crossHandoff<M: FrameMotion>(_ motion: M, frame j: Int, from owner: Int?) {
        guard let b = nextBoundary else { return }
        let tau = Double(j) * dt
        measureHandoff(motion, at: b, between: tau - dt, and: tau, from: owner)
    }

    /// Records the handoff at boundary `b`, which the motion reached between `t0` and `t1` (seconds after
    /// release): the crossing time by bisection on the motion's position, then its speed 1 µs either side.
    private mutating func measureHandoff<M: FrameMotion>(
        _ motion: M, at b: Double, between t0: Double, and t1: Double, from owner: Int?
    ) {
        var lo = max(0, t0)
        var hi = t1
        for _ in 0..<64 where hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if (motion.position(at: mid) - b) * direction >= 0 { hi = mid } else { lo = mid }
        }
        let delta = 1e-6
        summary.handoff = HandoffCrossing(
            time: hi, outerOffset: b, from: name(of: owner), to: name(of: axis.ownerIndex),
            speedBefore: PointsPerSecond(abs(motion.velocity(at: max(0, hi - delta)))),
            speedAfter: PointsPerSecond(abs(motion.velocity(at: hi + delta))))
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
        Int(releaseTime / dt) + Int(min(plan.expectedDuration, PanelSimulator.maximumMovementDuration) / dt) + 8
    }
}
