// PanelSimulator/FrameStepper: one gesture as its phases (tracking, then the movement to rest), found once when the
// stepper is made, sampled at frame times or read off without frames, and the outcome they come to.
import Scenario
import ScrollAxis
import Units

/// One gesture as its sequence of phases (``GesturePhases``), sampled at frame times: the tracking frames while
/// the finger is down (the finger's path through the tracker), then the movement's frames (its closed-form motion —
/// a deceleration, a bounce, a spring or a curve — whose events, the last frame, the handoff frame and crossing,
/// the bounce's switch, the overshoot and the peak speed, are found once when the stepper is made), then one final
/// frame exactly on the target.
///
/// Everything that allocates (capturing the axis, planning the movement) happens when the stepper is made;
/// ``step()`` allocates nothing. ``PanelSimulator/run(_:policy:then:participantOffsets:cache:)`` is this sampling plus a recorder;
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
    /// What the gesture starts from besides its axis: the tracker, the touch-down offset, the state at lift-off, the
    /// display height there and the movement chosen (its plan), kept whole as the simulator found them.
    private(set) var start: PanelSimulator.ReleaseStart

    var axis: CapturedAxis
    var sampler: PathSampler
    private(set) var dt: Double
    private(set) var releaseTime: Double
    private(set) var settleThreshold: Double
    private(set) var direction: Double
    /// The participants' names, aligned with the axis's reported participants.
    var participantNames: [String] { axis.participantNames }
    /// The first participant-segment edge beyond the release offset in the direction of travel (outer offset,
    /// points), where the motion hands the axis to another owner; nil when there is none.
    private(set) var nextBoundary: Double?
    /// The plan's motion when it is a deceleration, unwrapped once here (see ``step()``).
    private(set) var deceleration: DecelerationMotion?

    /// The gesture's phases, found once from the movement's solved events when the stepper is made (see
    /// ``GesturePhases``).
    public internal(set) var phases: GesturePhases
    /// The next frame ``step()`` produces, an index since touch-down (which phase it falls in, and which frame of
    /// it, is read from ``phases``); past the last frame once the trajectory has ended.
    var nextFrame = 0

    init(
        axis: consuming CapturedAxis, start: PanelSimulator.ReleaseStart, gesture: Gesture, dt: Double,
        settleThreshold: Double
    ) {
        self.axis = axis  // The rest: placeholders until reset(…), the one place a gesture's state is set.
        self.start = start
        sampler = PathSampler(path: [])
        self.dt = dt
        releaseTime = 0
        self.settleThreshold = settleThreshold
        direction = 0
        nextBoundary = nil
        deceleration = nil
        summary = Outcome()
        phases = .none
        reset(start, gesture: gesture, dt: dt, settleThreshold: settleThreshold)
    }

    /// Makes this the stepper of another gesture on the same axis, in place, every field but the axis set as a new
    /// stepper's. `dt`: frame interval, s; `settleThreshold`: pt.
    mutating func reset(
        _ next: consuming PanelSimulator.ReleaseStart, gesture: Gesture, dt: Double, settleThreshold: Double
    ) {
        start = next
        sampler = PathSampler(path: gesture.path)
        self.dt = dt
        releaseTime = gesture.releaseTime
        self.settleThreshold = settleThreshold
        frameTime = 0
        framePhase = .tracking
        nextFrame = 0
        let c = start.release.outerOffset
        let target = start.plan.target
        let direction: Double = target > c ? 1 : (target < c ? -1 : 0)
        self.direction = direction
        nextBoundary = Self.nextBoundary(after: c, direction: direction, model: axis.model)
        if case .deceleration(let d) = start.plan.motion {
            deceleration = DecelerationMotion(simulation: d)
        } else {
            deceleration = nil
        }
        planPhases(solved: true)
        startSummary()
    }

    /// Sets ``summary`` to the outcome's numbers at touch-down, before any frame: the release, the plan, and the
    /// overshoot and peak speed of the phases' events; the frames write the rest. Allocates nothing.
    private mutating func startSummary() {
        let startVelocity = start.plan.motion.velocity(at: 0)
        summary = Outcome(
            releaseTime: releaseTime, releaseHeight: start.releaseHeight,
            releaseOuterOffset: start.release.outerOffset, releaseVelocity: start.release.velocity, landingHeight: 0,
            landingDetentIndex: nil, restingOuterOffset: start.plan.target, restingContentOffsets: [],
            scrollType: start.plan.scrollType, movement: start.plan.motion.kind, settleTime: 0,
            settleThreshold: settleThreshold, overshoot: phases.events.overshoot,
            peakSpeed: PointsPerSecond(phases.events.peakSpeed),
            velocityJumpAtRelease: PointsPerSecond(startVelocity - start.release.axisVelocity.value), handoff: nil,
            popUp: start.plan.popUp, viewAnimationFallback: start.plan.viewAnimationFallback,
            offsetMismatch: axis.mismatch, unsettledAtCap: false, frameCount: 0)
    }

    /// Starts the same gesture again from touch-down, reusing every buffer (no allocation): benchmarks replay a
    /// gesture with it. The phases stay (the same gesture's); the outcome goes back, whole, to what it was before
    /// the first frame.
    public mutating func restart() {
        nextFrame = 0
        startSummary()
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
            // The common deceleration runs unwrapped, since reading `start.plan.motion` copies the whole enum each
            // frame; the arithmetic is the same.
            if let deceleration {
                sample(deceleration, frame: j)
            } else {
                sample(start.plan.motion, frame: j)
            }
            return true
        }
        guard j == last + 1 else { return false }
        nextFrame = f + 1
        if phases.events.cut {
            // Said, not drawn: no frame snaps to the target; the outcome records where the motion stopped.
            summary.unsettledAtCap = true
            summary.remainingAtCap = abs(start.plan.target - axis.outerOffset)
            summary.settleTime = Double(last) * dt
            summary.landingHeight = axis.displayHeight
            summary.restingOuterOffset = axis.outerOffset
            summary.landingDetentIndex = Self.detentIndex(of: summary.landingHeight, in: axis)
            return false
        }
        axis.place(start.plan.target)
        emit(phases.frameTimeSeconds(ofFrame: f), .settled)
        summary.settleTime = phases.settleSecondsAfterRelease
        summary.landingHeight = start.plan.targetHeight ?? axis.displayHeight
        summary.landingDetentIndex = Self.detentIndex(of: summary.landingHeight, in: axis)
        return true
    }

    /// Tracking frame `k` (an index since touch-down; the last is the release frame), sampled: the finger's path
    /// through the tracker at its frame time, placed on the axis.
    @inline(__always)
    private mutating func sampleTracking(frame k: Int) {
        let t = phases.frameTimeSeconds(ofFrame: k)
        let translation = sampler.translation(at: t)
        axis.place(start.tracker.offset(start.y0, translation: translation, at: t))
        if let table = start.tracker.tableOffset(translation: translation, at: t) { axis.setHeldOffset(0, table) }
        emit(t, .tracking)
        nextFrame = k + 1
    }

    /// Movement frame `j` of `motion` (the plan's motion, possibly unwrapped), sampled: placed on the axis at its
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

    /// The detent index an outcome of this gesture names for a landing at `height` points (the rule ``outcome``
    /// uses: the detent within one pixel, or nil), so a reader can check a stored landing against it.
    package func landingDetentIndex(ofHeight height: Double) -> Int? { Self.detentIndex(of: height, in: axis) }

    /// The index of the scenario's detent within one pixel of `height`, or nil.
    static func detentIndex(of height: Double, in axis: CapturedAxis) -> Int? {
        for (i, d) in axis.detentHeights.enumerated() where abs(d - height) <= axis.model.band { return i }
        return nil
    }

    /// A generous bound on the number of frames this gesture produces (for reserving storage).
    var expectedFrameCount: Int {
        Int(releaseTime / dt) + Int(min(start.plan.expectedDuration, Scenario.maximumMovementDuration) / dt) + 8
    }
}

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
    /// are found), the bounce's switch frame and the handoff's crossing time (the outcome's overshoot and peak
    /// speed are read from them, ``startSummary()``). A motion at rest has no movement frame: the rest frame follows the release.
    ///
    /// - Parameter solved: true solves the movement's events from its closed form; false evaluates the closed form
    ///   at every frame time (the frame-scan reference, ``OutcomeStepping/everyFrame``). The same phases either
    ///   way, bit for bit.
    mutating func planPhases(solved: Bool) {
        if let deceleration {
            planPhases(deceleration, closedForm: solved ? .deceleration(deceleration.simulation) : nil)
        } else {
            planPhases(start.plan.motion, closedForm: solved ? MovementEvents.ClosedForm(start.plan.motion) : nil)
        }
    }

    /// ``planPhases(solved:)`` for `motion` (``start``'s plan's, possibly unwrapped), its events solved from `closedForm`
    /// (nil: scanned).
    private mutating func planPhases<M: FrameMotion>(_ motion: M, closedForm: MovementEvents.ClosedForm?) {
        let events: MovementEvents
        if case .rest = start.plan.motion {
            events = MovementEvents(
                lastFrame: 0, lastFarFrame: 0, cut: false, overshoot: 0,
                peakSpeed: abs(start.plan.motion.velocity(at: 0)), handoffFrame: nil)
        } else {
            events = MovementEvents.solve(
                motion, closedForm: closedForm, target: start.plan.target, direction: direction, dt: dt,
                settleThreshold: settleThreshold, boundary: nextBoundary, shown: axis.shownOffset)
        }
        let last = events.lastFrame
        // The first movement frame at or past the bounce-back's switch (the first its spring shows).
        var bounceFrame: Int?
        var switchTime: Double?
        if case .bounce(let b) = start.plan.motion, b.bounce != nil {
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
        // A bounce shows as decelerating until its spring takes over (``GesturePhases/bounceFirstMovementFrame``).
        let kind = start.plan.motion.kind
        let shows: Phase = kind == .bouncing ? .decelerating : kind
        phases = GesturePhases(
            frameIntervalSeconds: dt, releaseSeconds: releaseTime,
            trackingFrameCount: MovementEvents.firstFrame(from: 0, guess: releaseTime / dt, limit: Int.max - 1) {
                Double($0) * dt >= releaseTime
            } + 1, movementShows: shows, bounceFirstMovementFrame: bounceFrame,
            bounceSwitchSecondsAfterRelease: switchTime, handoffCrossingSecondsAfterRelease: crossing,
            handoffBoundaryOuterOffset: edge, events: events)
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

extension FrameStepper {
    /// Runs every remaining frame without reading any: the ``outcome`` is what ``step()`` until it returns false
    /// leaves, bit for bit. From touch-down no frame is placed: the tracking frames are counted, the movement's
    /// events read from its phases (``phases``), and the axis placed only where the outcome reads it (the handoff's
    /// two frames, the resting frame). After some ``step()`` calls the remaining frames are sampled.
    public mutating func finish() {
        if nextFrame == 0 {
            finishByEvents()
            return
        }
        finishByStepping()
    }

    /// ``finish()`` by sampling every remaining frame on the axis (the frame path a recorded trajectory takes).
    mutating func finishByStepping() {
        while step() {}
    }

    /// ``finish()`` from touch-down without stepping (see there).
    private mutating func finishByEvents() {
        summary.frameCount = phases.trackingFrameCount
        // The last tracking frame is the release: the axis is already placed there (the stepper was made so);
        // only a table the finger scrolls keeps the release frame's offset.
        let translation = sampler.translation(at: releaseTime)
        if let table = start.tracker.tableOffset(translation: translation, at: releaseTime) {
            axis.setHeldOffset(0, table)
        }
        if let deceleration {
            finishMovement(deceleration)
        } else {
            finishMovement(start.plan.motion)
        }
    }

    /// The movement's frames without sampling them: the axis placed at the handoff's two frames (the owner on
    /// either side) and, cut at the cap, at the last frame; then the rest frame (or the cut) as ``step()`` has it.
    private mutating func finishMovement<M: FrameMotion>(_ motion: M) {
        if let j = phases.events.handoffFrame {
            if j > 1 { axis.place(motion.position(at: Double(j - 1) * dt)) }
            let ownerBefore = axis.ownerIndex
            axis.place(motion.position(at: Double(j) * dt))
            recordHandoff(motion, from: ownerBefore)
        }
        let last = phases.events.lastFrame
        summary.frameCount += last
        if phases.events.cut { axis.place(motion.position(at: Double(last) * dt)) }
        // The frame after the last movement frame: the rest frame, or the cut.
        nextFrame = phases.trackingFrameCount + last
        while step() {}
    }
}

extension FrameStepper {
    /// What the gesture came to, once ``step()`` has returned false: the running numbers plus each participant's
    /// content offset where the axis rests (read from the final frame; builds one small array).
    public var outcome: Outcome {
        var result = summary
        result.restingContentOffsets = participantNames.indices.map {
            NamedOffset(name: participantNames[$0], contentOffset: axis.participantOffset($0))
        }
        return result
    }

    /// Writes ``outcome`` into `record`, replacing all it held, in its own storage: the resting content offsets
    /// go into `record`'s array, which keeps its capacity, so a record that already held as many participants
    /// takes the outcome without an allocation (a sweep keeps one record per worker). The same value as
    /// ``outcome``, bit for bit. Changes nothing in the stepper (mutating only so that it is read in place).
    public mutating func writeOutcome(into record: inout Outcome) {
        // Held aside while the running numbers replace the record (their offsets array is empty, allocates
        // nothing), then put back filled.
        var offsets: [NamedOffset] = []
        swap(&offsets, &record.restingContentOffsets)
        record = summary
        let names = participantNames
        if offsets.count > names.count { offsets.removeLast(offsets.count - names.count) }
        for k in names.indices {
            let entry = NamedOffset(name: names[k], contentOffset: axis.participantOffset(k))
            if k < offsets.count { offsets[k] = entry } else { offsets.append(entry) }
        }
        swap(&offsets, &record.restingContentOffsets)
    }

    /// Runs every remaining frame the way `stepping` says (``finish()``, or, from touch-down, the phases found again
    /// with the movement's events scanned frame by frame and every frame stepped); the outcome is the same either
    /// way.
    mutating func finish(_ stepping: OutcomeStepping) {
        switch stepping {
        case .events: finish()
        case .everyFrame:
            if nextFrame == 0 {
                planPhases(solved: false)
                startSummary()
            }
            finishByStepping()
        }
    }
}
