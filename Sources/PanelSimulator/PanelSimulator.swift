import ScrollAxis
import ScrollPhysics

/// Turns a scenario and a gesture into a ``Trajectory``, frame by frame (DESIGN.md, PanelSimulator).
///
/// Time is data: the simulator never reads a clock, so the same input gives the same output. Every frame goes
/// through the captured axis (the projection cursor), so participant offsets and owner changes show up.
public struct PanelSimulator: Sendable {
    /// How long a movement may run before the simulation stops it, seconds.
    public static let maximumMovementDuration = 20.0

    /// The scenario being simulated.
    public let scenario: Scenario
    let rubberBand: RubberBand
    let panelRate: DecelerationRate
    let innerRate: DecelerationRate
    let plan: ViewAnimationPlan
    let bounceSpring: SpringParameters

    /// A simulator for `scenario`; its physics settings are checked here.
    public init(scenario: Scenario) throws(SimulationError) {
        if let problem = scenario.problem() { throw .invalidScenario(problem) }
        self.scenario = scenario
        do {
            rubberBand = try RubberBand(dimension: scenario.viewportHeight)
            panelRate = try DecelerationRate(perMillisecond: scenario.panelDecelerationRate)
            innerRate = try DecelerationRate(perMillisecond: scenario.innerDecelerationRate)
            plan = try ViewAnimationPlan(baseDuration: scenario.viewAnimation.baseDuration,
                                         speed: scenario.viewAnimation.speed,
                                         maximumDuration: scenario.viewAnimation.maximumDuration,
                                         usesSpring: scenario.viewAnimation.usesSpring,
                                         highVelocityThreshold: max(scenario.feel.highVelocityThreshold, 1e-9))
            bounceSpring = try SpringParameters.bounceBack(stiffness: scenario.bounceStiffness)
        } catch {
            throw .invalidScenario("\(error)")
        }
    }

    /// Simulates `gesture` under `policy` (the scenario's own when nil).
    ///
    /// - Parameter recordFrames: false keeps only the summary (sweeps); the frames and offsets stay empty.
    public func run(_ gesture: Gesture, policy: ReleasePolicy? = nil,
                    recordFrames: Bool = true) throws(SimulationError) -> Trajectory {
        if let problem = gesture.problem() { throw .invalidGesture(problem) }
        let policy = policy ?? scenario.policy
        var axis = try capture(gesture, policy: policy)
        let y0: Double
        switch gesture.start {
        case .displayHeight(let h): y0 = axis.outerOffset(forDisplayHeight: h)
        case .outerOffset(let y): y0 = y
        }
        let n = axis.model.reportedParticipants.count
        var recorder = FrameRecorder(storesFrames: recordFrames, participantCount: n)
        let dt = scenario.frameInterval
        let releaseTime = gesture.releaseTime
        recorder.reserve(Int(releaseTime / dt) + 2)

        // Tracking: the offset follows the finger (rubber-banded, clamped or pinned by the policy).
        let tracker = Tracker(policy: policy, gesture: gesture, range: axis.range, rubberBand: rubberBand,
                              shownOffset: axis.range.maximum, tableOffset: scenario.chain.first?.contentOffset ?? 0)
        var sampler = PathSampler(gesture.path)
        var k = 0
        var lastTime = -Double.infinity
        while true {
            let t = Double(k) * dt
            if t > releaseTime { break }
            axis.place(tracker.offset(y0, translation: sampler.translation(at: t)))
            recorder.record(time: t, axis: axis, phase: .tracking)
            lastTime = t
            k += 1
        }
        let c = axis.place(tracker.offset(y0, translation: sampler.translation(at: releaseTime)))
        if lastTime < releaseTime { recorder.record(time: releaseTime, axis: axis, phase: .tracking) }
        let releaseHeight = axis.displayHeight
        let v = gesture.effectiveReleaseVelocity
        let release = Release(outerOffset: c, velocity: v, insideParticipant: axis.isInsideParticipant)

        let plan = try movement(for: release, policy: policy, axis: axis, gesture: gesture)
        var summary = TrajectorySummary(
            releaseTime: releaseTime, releaseHeight: releaseHeight, releaseOuterOffset: c, releaseVelocity: v,
            targetOuterOffset: plan.target, targetHeight: 0, targetDetentIndex: nil, scrollType: plan.scrollType,
            movement: plan.motion.kind, settleTime: 0, overshoot: 0, peakSpeed: abs(plan.motion.velocity(at: 0)),
            velocityJump: plan.motion.velocity(at: 0) - v * 1000, momentumKeptAtHandoff: plan.momentumKept,
            frameCount: 0)

        // Movement: every frame through the axis until the motion has ended within half a pixel of the target.
        let halfPixel = 0.5 / scenario.displayScale
        let direction: Double = plan.target > c ? 1 : (plan.target < c ? -1 : 0)
        var lastFar = 0.0
        var tau = 0.0
        var j = 1
        recorder.reserve(Int(min(plan.expectedDuration, Self.maximumMovementDuration) / dt) + 4)
        // The loop runs on the concrete motion (the common deceleration unwrapped once), so no frame copies the
        // `Motion` enum; the arithmetic is the same for every case.
        func advance<M: FrameMotion>(_ motion: M) {
            while true {
                tau = Double(j) * dt
                let y = motion.position(at: tau)
                let shown = axis.place(y)
                recorder.record(time: releaseTime + tau, axis: axis, phase: motion.phase(at: tau))
                summary.peakSpeed = max(summary.peakSpeed, abs(motion.velocity(at: tau)))
                summary.overshoot = max(summary.overshoot, (shown - plan.target) * direction)
                let far = abs(shown - plan.target) > halfPixel
                if far { lastFar = tau }
                if (!far && motion.isDone(at: tau)) || tau >= Self.maximumMovementDuration { break }
                j += 1
            }
        }
        switch plan.motion {
        case .rest: break
        case .deceleration(let d): advance(DecelerationMotion(simulation: d))
        default: advance(plan.motion)
        }
        // The trajectory ends exactly on the target.
        axis.place(plan.target)
        recorder.record(time: releaseTime + tau + dt, axis: axis, phase: .settled)
        summary.settleTime = lastFar > 0 ? lastFar + dt : 0
        summary.targetHeight = plan.targetHeight ?? axis.displayHeight
        summary.targetDetentIndex = axis.model.detentHeights.firstIndex {
            abs($0 - summary.targetHeight) <= axis.model.band
        }
        summary.frameCount = recorder.count
        return Trajectory(scenarioName: scenario.name, participantIDs: axis.model.reportedParticipants,
                          frames: recorder.frames, participantOffsets: recorder.offsets,
                          detents: axis.model.detentHeights, summary: summary)
    }
}
