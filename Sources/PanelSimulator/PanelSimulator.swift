import Scenario
// PanelSimulator/PanelSimulator: turns a scenario and a gesture into a trajectory, frame by frame.
import ScrollAxis
import ScrollPhysics
import Units

/// Turns a scenario and a gesture into a ``Trajectory``: its phases (tracking, then the movement's closed-form
/// motion with its frame events) sampled at frame times.
///
/// Time is data: the simulator never reads a clock, so the same input gives the same output. Every frame goes
/// through the captured axis (the projection cursor), so participant offsets and owner changes show up. An outcome
/// alone (``outcome(of:policy:cache:into:)``, a sweep cell) is read off the same phases, the movement's events
/// solved from its closed form (``FrameStepper/finish()``): the same numbers, bit for bit, without the frames.
public struct PanelSimulator: Sendable {
    /// What a simulator fixes, made once and shared by reference (copying a simulator copies a pointer).
    private final class Storage: Sendable {
        let scenario: Scenario
        let rubberBand: RubberBand
        let panelRate: DecelerationRate
        let innerRate: DecelerationRate
        let viewAnimationPlan: ViewAnimationPlan
        let bounceSpring: SpringParameters
        let geometry: CaptureGeometry
        let primaryTable: PrimaryTable

        init(scenario: Scenario) throws(PhysicsInputError) {
            self.scenario = scenario
            rubberBand = try RubberBand(dimension: scenario.viewportHeight)
            panelRate = try DecelerationRate(perMillisecond: scenario.panelDecelerationRate)
            innerRate = try DecelerationRate(perMillisecond: scenario.innerDecelerationRate)
            viewAnimationPlan = try ViewAnimationPlan(
                baseDuration: scenario.viewAnimation.baseDuration,
                speed: scenario.viewAnimation.speed,
                maximumDuration: scenario.viewAnimation.maximumDuration,
                usesSpring: scenario.viewAnimation.usesSpring,
                highVelocityThreshold: max(scenario.feel.highVelocityThreshold, 1e-9))
            bounceSpring = try SpringParameters.bounceBack(stiffness: scenario.bounceStiffness)
            geometry = CaptureGeometry(scenario)
            let table = scenario.chain.first
            primaryTable = PrimaryTable(
                contentOffset: table?.contentOffset ?? 0,
                maximumOffset: table.map { $0.contentHeight + $0.insetBottom - $0.viewportHeight } ?? 0)
        }
    }

    /// The first chain level's offsets, as the tracker and the comment pop-up read them (0 without a chain), points.
    struct PrimaryTable {
        /// Its content offset at touch-down.
        let contentOffset: Double
        /// Its largest content offset (content height + bottom inset − viewport height).
        let maximumOffset: Double
    }

    private let storage: Storage

    /// The scenario being simulated (read in place, not copied).
    public var scenario: Scenario {
        _read { yield storage.scenario }
    }
    var rubberBand: RubberBand { storage.rubberBand }
    var panelRate: DecelerationRate { storage.panelRate }
    var innerRate: DecelerationRate { storage.innerRate }
    var viewAnimationPlan: ViewAnimationPlan { storage.viewAnimationPlan }
    var bounceSpring: SpringParameters { storage.bounceSpring }
    /// What capturing the axis reads of the scenario, made once.
    var geometry: CaptureGeometry { storage.geometry }
    /// The first chain level's offsets, made once.
    var primaryTable: PrimaryTable { storage.primaryTable }
    /// This simulator's immutable storage: a ``CaptureCache`` holding it knows, without comparing, that its axis
    /// was captured with this simulator's ``geometry`` (held alive by the cache, so it cannot name another one).
    var captureOwner: AnyObject { storage }

    /// A simulator for `scenario`, which is validated here (one line naming the field when it is not valid).
    public init(scenario: Scenario) throws(SimulationError) {
        do throws(ScenarioError) { try scenario.validate() } catch { throw .invalidScenario(error) }
        do throws(PhysicsInputError) {
            storage = try Storage(scenario: scenario)
        } catch {
            // validate() accepted every value these read, so this names the physics field only as a fallback.
            throw .invalidScenario(ScenarioError(path: error.field, reason: error.description))
        }
    }

    /// A stepper for `gesture` under `policy` (the scenario's own when nil): the axis is captured and the
    /// release planned now; each ``FrameStepper/step()`` then produces one frame without allocating (the
    /// benchmarks' per-frame loop).
    package func stepper(for gesture: Gesture, policy: ReleasePolicy? = nil) throws(SimulationError) -> FrameStepper {
        try stepper(for: gesture, policy: policy ?? scenario.policy, after: .policy)
    }

    /// Simulates `gesture` under `policy` (the scenario's own when nil) with every frame recorded: the finger's
    /// frames, then what `afterRelease` says moves the panel (the policy's own decision unless told otherwise).
    /// With `participantOffsets` false the trajectory has frames but no participant columns (a deep chain has one
    /// column per level and frame). `cache` keeps the captured axis for the next run that touches down the same way
    /// on the same geometry (``CaptureCache``); the result is identical with or without it.
    ///
    /// - Throws: ``SimulationError`` naming the field: a bad gesture, a start off the panel's travel, a target
    ///   outside the legal range or not finite, placed offsets and times that differ in length, are empty or hold a
    ///   value that is not finite.
    public func run(
        _ gesture: Gesture, policy: ReleasePolicy? = nil, then afterRelease: AfterRelease = .policy,
        participantOffsets: Bool = true, cache: CaptureCache = CaptureCache()
    ) throws(SimulationError) -> Trajectory {
        let policy = policy ?? scenario.policy
        switch afterRelease {
        case .policy:
            return try record(gesture, policy: policy, participantOffsets: participantOffsets, cache: cache)
        case .moving(let target, let movement):
            guard target.isFinite else { throw .invalidGesture("target: \(target) is not finite") }
            return try record(
                gesture, policy: policy, participantOffsets: participantOffsets, cache: cache,
                after: .moving(to: target, by: movement))
        case .placing(let outerOffsets, let timesSinceRelease, let phase):
            return try placing(
                gesture, policy: policy, outerOffsets: outerOffsets, timesSinceRelease: timesSinceRelease,
                phase: phase, cache: cache)
        }
    }

    /// What moves the panel after the release in a stepper: ``AfterRelease`` without placing, or a rest where the
    /// finger lifted (what a caller that reads only the release state or places its own frames needs).
    enum MovementChoice {
        /// The policy's own decision.
        case policy
        /// ``AfterRelease/moving(to:by:)``.
        case moving(to: Double, by: ForcedMovement)
        /// No movement: the panel rests where the finger lifted.
        case rest
    }

    /// Tracks `gesture` to its release, chooses the movement `after` says, and returns the stepper that replays it.
    /// Inlined: the stepper is made where the caller keeps it.
    @inline(__always)
    func stepper(for gesture: Gesture, policy: ReleasePolicy, after choice: MovementChoice) throws(SimulationError)
        -> FrameStepper
    {
        let lifted = try liftOff(gesture, policy: policy, after: choice)
        return FrameStepper(
            axis: lifted.axis, start: lifted.start, gesture: lifted.gesture, dt: scenario.frameInterval,
            settleThreshold: scenario.tolerance.settle)
    }

    /// `gesture` checked and touch slop applied, an axis captured for it and placed at its release, and the movement
    /// chosen as `after` says.
    func liftOff(_ gesture: Gesture, policy: ReleasePolicy, after choice: MovementChoice) throws(SimulationError)
        -> (gesture: Gesture, axis: CapturedAxis, start: ReleaseStart)
    {
        if let problem = gesture.problem() { throw .invalidGesture(problem) }
        let gesture = gesture.applyingTouchSlop(scenario.touchSlop)
        var axis = try capture(gesture, policy: policy)
        let start = try releaseStart(of: gesture, policy: policy, axis: &axis, after: choice)
        return (gesture, axis, start)
    }

    /// What a stepper starts from besides its axis: the tracker, the start's outer offset `y0` (points), the
    /// state at lift-off, the display height there (points) and the movement chosen.
    struct ReleaseStart {
        let tracker: Tracker
        let y0: Double
        let release: Release
        let releaseHeight: Double
        let plan: MovementPlan
    }

    /// Checks `gesture` (touch slop applied) against `axis`'s travel, tracks it to its release (placing `axis`
    /// there) and chooses the movement `after` says.
    func releaseStart(
        of gesture: Gesture, policy: ReleasePolicy, axis: inout CapturedAxis, after choice: MovementChoice
    ) throws(SimulationError) -> ReleaseStart {
        let y0: Double
        switch gesture.start {
        case .displayHeight(let h): y0 = axis.startOffsetOverride ?? axis.model.outerOffset(forDisplayHeight: h)
        case .outerOffset(let y): y0 = y
        }
        let band = axis.model.band
        switch gesture.start {
        case .displayHeight(let h):
            // Display heights run from the lowest to the highest legal height (participant travel excluded).
            let low = axis.range.minimum + scenario.viewportHeight
            let high = axis.range.maximum - axis.model.totalParticipantLength + scenario.viewportHeight
            guard h >= low - band, h <= high + band else {
                throw .invalidGesture("start height: \(h) pt is outside the panel's travel \(low)…\(high) pt")
            }
        case .outerOffset(let y):
            guard y >= axis.range.minimum - band, y <= axis.range.maximum + band else {
                throw .invalidGesture(
                    "start offset: \(y) pt is outside the legal outer range \(axis.range.minimum)…\(axis.range.maximum) pt"
                )
            }
        }
        let tracker = Tracker(
            policy: policy, gesture: gesture, range: axis.range, rubberBand: rubberBand,
            shownOffset: axis.range.maximum, tableOffset: primaryTable.contentOffset,
            tableMaximum: primaryTable.maximumOffset)
        // The state at lift-off decides the movement; the stepper replays the frames up to it.
        let releaseTranslation = gesture.translation(at: gesture.releaseTime)
        let c = axis.place(tracker.offset(y0, translation: releaseTranslation, at: gesture.releaseTime))
        let velocity = PointsPerMillisecond(gesture.effectiveReleaseVelocity)
        let release = Release(
            outerOffset: c, velocity: velocity,
            axisVelocity: PointsPerSecond(
                velocity.pointsPerSecond.value
                    * tracker.slope(y0, translation: releaseTranslation, at: gesture.releaseTime)),
            insideParticipant: axis.isInsideParticipant)
        let releaseHeight = axis.displayHeight
        let plan = try movement(for: release, after: choice, policy: policy, axis: axis, gesture: gesture)
        return ReleaseStart(tracker: tracker, y0: y0, release: release, releaseHeight: releaseHeight, plan: plan)
    }

    /// The stepper's loop: every frame recorded, with participant offsets when `participantOffsets` is true, the
    /// movement after release chosen as `after` says.
    func record(
        _ gesture: Gesture, policy: ReleasePolicy, participantOffsets: Bool, cache: CaptureCache,
        after choice: MovementChoice = .policy
    ) throws(SimulationError) -> Trajectory {
        try withCachedStepper(for: gesture, policy: policy, cache: cache, after: choice) { stepper in
            let n = participantOffsets ? stepper.participantCount : 0
            var frames: [Frame] = []
            var offsets: [Double] = []
            frames.reserveCapacity(stepper.expectedFrameCount)
            offsets.reserveCapacity(stepper.expectedFrameCount * n)
            while stepper.step() {
                frames.append(stepper.frame)
                for k in 0..<n { offsets.append(stepper.participantOffset(k)) }
            }
            return Trajectory(
                scenarioName: scenario.name,
                participantIDs: participantOffsets ? stepper.axis.participantIDs : [],
                participantNames: participantOffsets ? stepper.participantNames : [], frames: frames,
                participantOffsets: offsets, policy: policy, detents: stepper.axis.detentHeights,
                outcome: stepper.outcome, phases: stepper.phases)
        }
    }

    /// Runs `body` on the stepper for `gesture`, kept in `cache`: the cached stepper reset in place when its axis was
    /// captured for the same geometry, policy and touch-down point, else a new one on a newly captured axis, left in
    /// `cache` for the next gesture. The cache loses its stepper when the gesture is rejected.
    func withCachedStepper<Result>(
        for gesture: Gesture, policy: ReleasePolicy, cache: CaptureCache, after choice: MovementChoice = .policy,
        _ body: (inout FrameStepper) -> Result
    ) throws(SimulationError) -> Result {
        if let problem = gesture.problem() {
            cache.forget()
            throw .invalidGesture(problem)
        }
        let touched = gesture.applyingTouchSlop(scenario.touchSlop)
        let key = CaptureCache.Key(touched, policy: policy)
        if cache.holds(key, for: self) {
            do throws(SimulationError) {
                try cache.withStepper { stepper throws(SimulationError) in
                    let start = try releaseStart(of: touched, policy: policy, axis: &stepper.axis, after: choice)
                    stepper.reset(
                        start, gesture: touched, dt: scenario.frameInterval,
                        settleThreshold: scenario.tolerance.settle)
                }
            } catch {
                cache.forget()
                throw error
            }
        } else {
            cache.forget()
            cache.keep(try stepper(for: gesture, policy: policy, after: choice), key: key, for: self)
        }
        return cache.withStepper(body)
    }

    /// What `gesture` comes to, as ``run(_:policy:then:participantOffsets:cache:)``'s ``Trajectory/outcome``,
    /// written into `record`
    /// without recording frames (a sweep cell): the movement's frame events are solved from its closed form
    /// (``FrameStepper/finish()``). A record kept from cell to cell holds each next outcome in its own storage, with
    /// no allocation once it has room for the participants; `cache` keeps the captured axis for the next gesture.
    ///
    /// - Throws: ``SimulationError`` as ``run(_:policy:then:participantOffsets:cache:)`` does; `record` is then
    ///   unchanged.
    public func outcome(
        of gesture: Gesture, policy: ReleasePolicy? = nil, cache: CaptureCache, into record: inout Outcome
    ) throws(SimulationError) {
        try outcome(of: gesture, policy: policy, stepping: .events, cache: cache, into: &record)
    }

    /// ``outcome(of:policy:cache:into:)`` with the outcome found by `stepping`: ``OutcomeStepping/everyFrame`` is
    /// the reference the solved events are tested against.
    func outcome(
        of gesture: Gesture, policy: ReleasePolicy? = nil, stepping: OutcomeStepping,
        cache: CaptureCache, into record: inout Outcome
    ) throws(SimulationError) {
        let policy = policy ?? scenario.policy
        try withCachedStepper(for: gesture, policy: policy, cache: cache) { stepper in
            stepper.finish(stepping)
            stepper.writeOutcome(into: &record)
        }
    }
}

/// How an outcome is found without recording frames.
enum OutcomeStepping: Sendable, Hashable {
    /// Frame events solved from the movement's closed form (``FrameStepper/finish()``): the sweep's way.
    case events
    /// Every frame placed on the axis in turn, as a recorded trajectory is made, and the movement's events found by
    /// evaluating its closed form at every frame time: the reference the solved events are checked against.
    case everyFrame
}
