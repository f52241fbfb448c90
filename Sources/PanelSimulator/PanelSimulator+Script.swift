import Scenario
// PanelSimulator/PanelSimulator+Script: running a script of programmatic moves, and how each action ended.
import ScrollAxis
import Units

/// How one action of a script ended (the library's movement outcomes; docs/runtime.md).
public enum ScriptCompletion: String, Hashable, Sendable {
    /// Its movement reached its end (or there was none to run).
    case completed
    /// A later touch, move or settle stopped its movement where it was.
    case interrupted
    /// Nothing to do (settling without detents).
    case noOp = "no-op"
}

/// One action as it ran: when it started, what it came to, how it ended.
public struct ScriptStep: Hashable, Sendable {
    /// The action.
    public var action: Script.Action
    /// Seconds since the script began.
    public var startTime: Double
    /// The outcome of the movement it started (nil for waits and no-ops); its times are relative to `startTime`.
    public var outcome: Outcome?
    /// How it ended.
    public var completion: ScriptCompletion
}

/// A script's run: one continuous trajectory and the steps.
public struct ScriptRun: Sendable {
    /// The frames of every action, one time line; participants are the scenario's chain levels by name.
    public var trajectory: Trajectory
    /// The steps, in order.
    public var steps: [ScriptStep]
}

extension PanelSimulator {
    /// Runs `script` from display height `height` (points). Each touch starts where the panel is, with the lists
    /// at their current offsets; a movement keeps running through `wait`s and is interrupted by the next touch,
    /// move or settle. Programmatic moves and settling are panel-only (the lists keep their offsets, docs/runtime.md).
    public func run(_ script: Script, startHeight height: Double) throws(SimulationError) -> ScriptRun {
        var recorder = ScriptRecorder(scenario: scenario, height: height)
        var steps: [ScriptStep] = []
        // Layout and content changes edit the scenario the following actions run on.
        var current = self
        for action in script.actions {
            if let changed = try current.changed(by: action, recorder: &recorder) {
                if recorder.interrupt(), let last = steps.lastIndex(where: { $0.outcome != nil }) {
                    steps[last].completion = .interrupted
                }
                current = changed
                steps.append(
                    ScriptStep(action: action, startTime: recorder.time, outcome: nil, completion: .completed))
                continue
            }
            if case .wait(let seconds) = action {
                let start = recorder.time
                recorder.advance(by: seconds)
                steps.append(ScriptStep(action: action, startTime: start, outcome: nil, completion: .completed))
                continue
            }
            if recorder.interrupt(), let last = steps.lastIndex(where: { $0.outcome != nil }) {
                steps[last].completion = .interrupted
            }
            let start = recorder.time
            guard let trajectory = try current.segment(for: action, recorder: recorder) else {
                steps.append(ScriptStep(action: action, startTime: start, outcome: nil, completion: .noOp))
                continue
            }
            recorder.append(trajectory)
            steps.append(
                ScriptStep(action: action, startTime: start, outcome: trajectory.outcome, completion: .completed))
        }
        recorder.finish()
        let outcome = steps.last(where: { $0.outcome != nil })?.outcome ?? recorder.restingOutcome()
        return ScriptRun(trajectory: recorder.trajectory(policy: scenario.policy, outcome: outcome), steps: steps)
    }

    /// The simulator after a layout or content change (nil for any other action), the recorder's lists clamped into
    /// their new ranges. The visible height is kept (clamped into the new legal heights by the next action); a
    /// scenario the change makes invalid is refused with the action named.
    private func changed(by action: Script.Action, recorder: inout ScriptRecorder) throws(SimulationError)
        -> PanelSimulator?
    {
        var s = scenario
        switch action {
        case .viewport(_, let h): s.viewportHeight = h
        case .panelHeight(let h): s.panelHeight = h
        case .contentHeight(let list, let h):
            guard let i = s.chain.indices.first(where: { s.participantName(level: $0) == list }) else {
                let names = s.chain.indices.map { s.participantName(level: $0) }.joined(separator: ", ")
                throw .invalidScenario(
                    ScenarioError(
                        path: "\(action)",
                        reason: "no list is called '\(list)' (the chain's lists: \(names.isEmpty ? "none" : names))"))
            }
            s.chain[i].contentHeight = h
        default:
            return nil
        }
        // The start height of the run has been used; the visible one is what counts from here.
        s.initialDisplayHeight = nil
        do throws(ScenarioError) { try s.validate() } catch {
            throw .invalidScenario(ScenarioError(path: "\(action)", reason: "\(error)"))
        }
        recorder.relayout(s)
        return try PanelSimulator(scenario: s)
    }

    /// The simulation of one input action from the recorder's current state, or nil for a no-op.
    private func segment(for action: Script.Action, recorder: ScriptRecorder) throws(SimulationError) -> Trajectory? {
        var s = scenario
        for i in s.chain.indices { s.chain[i].contentOffset = recorder.offsets[i] }
        let h = clampedHeight(recorder.height)
        switch action {
        case .drag(let distance, let duration, let onContent):
            let g = Gesture.drag(
                fromDisplayHeight: h, distance: distance, duration: duration, sampleRate: s.frameRate,
                startsOnInnerContent: onContent)
            return try PanelSimulator(scenario: s).run(g)
        case .release(let velocity):
            return try PanelSimulator(scenario: s).run(.release(atDisplayHeight: h, velocity: velocity))
        case .touch(let duration):
            let g = Gesture(
                start: .displayHeight(h),
                path: [FingerSample(time: 0, translation: 0), FingerSample(time: duration, translation: 0)])
            return try PanelSimulator(scenario: s).run(g)
        case .wait, .viewport, .panelHeight, .contentHeight:
            return nil
        case .move(let target, let animated, let duration, let style):
            return try programmaticMove(
                s, from: h, to: clampedHeight(target), animated: animated, duration: duration, style: style)
        case .settle(let animated):
            guard !s.detents.isEmpty else { return nil }
            var panel = s
            panel.chain = []
            let axis = try PanelSimulator(scenario: panel).capture(
                .release(atDisplayHeight: h, velocity: 0), policy: .boDragScroll)
            let y = h - s.viewportHeight
            guard
                let decision = axis.model.settleToNearestDetent(
                    currentOuterOffset: y, minimumOuterOffset: axis.range.minimum,
                    maximumOuterOffset: axis.range.maximum, feel: s.feel)
            else { return nil }
            return try programmaticMove(
                s, from: h, to: decision.targetOuterOffset + s.viewportHeight, animated: animated, duration: nil,
                style: .automatic)
        }
    }

    /// A panel-only move from `h` to `target` (display heights, points): the lists are not on the axis. The style
    /// resolves as FEEL's movement rules say: the move's own, else the configuration's (``Scenario/movementStyle``).
    private func programmaticMove(
        _ s: Scenario, from h: Double, to target: Double, animated: Bool, duration: Double?, style: MoveStyle
    ) throws(SimulationError) -> Trajectory {
        var panel = s
        panel.chain = []
        let resolved: MovementStyle
        switch style {
        case .automatic: resolved = s.movementStyle
        case .system: resolved = .systemScroll
        case .view: resolved = .viewAnimation
        }
        let movement: ForcedMovement =
            animated && resolved == .systemScroll && duration == nil
            ? .deceleration(ratePerMillisecond: s.panelDecelerationRate)
            : .programmatic(animated: animated, duration: duration)
        return try PanelSimulator(scenario: panel).run(
            .release(atDisplayHeight: h, velocity: 0), policy: .boDragScroll,
            then: .moving(to: target - s.viewportHeight, by: movement))
    }

    /// `h` clamped into the panel's travel (first to last detent, else the minimum height to the panel height).
    func clampedHeight(_ h: Double) -> Double {
        min(max(h, scenario.effectiveMinimumDisplayHeight), scenario.effectiveMaximumDisplayHeight)
    }
}

/// Glues the actions' trajectories into one time line (frames and the chain levels' offsets by name).
private struct ScriptRecorder {
    let scenario: Scenario
    let names: [String]
    let dt: Double
    private(set) var time = 0.0
    private(set) var height: Double
    private(set) var offsets: [Double]
    private var frames: [Frame] = []
    private var rows: [Double] = []
    /// The movement frames of the last action not yet shown (times already on the script's time line).
    private var pending: [(frame: Frame, offsets: [Double])] = []

    init(scenario: Scenario, height: Double) {
        self.scenario = scenario
        names = scenario.chain.indices.map { scenario.participantName(level: $0) }
        dt = scenario.frameInterval
        self.height = height
        offsets = scenario.chain.map(\.contentOffset)
    }

    /// Shows the frames of `t` from its start at the current time: its tracking frames now, its movement pending.
    mutating func append(_ t: Trajectory) {
        let columns = names.map { t.participantNames.firstIndex(of: $0) }
        let base = time
        let skipFirst = !frames.isEmpty
        for f in t.frames.indices {
            if skipFirst && f == 0 { continue }  // the touch-down repeats the current frame
            var frame = t.frames[f]
            frame.time += base
            let row = columns.enumerated().map { i, k in k.map { t.offset(frame: f, participant: $0) } ?? offsets[i] }
            if frame.phase == .tracking {
                show(frame, row)
            } else {
                pending.append((frame, row))
            }
        }
    }

    /// Lets `seconds` pass: pending frames up to then are shown; the panel rests after them.
    mutating func advance(by seconds: Double) {
        let end = time + seconds
        while let next = pending.first, next.frame.time <= end + 1e-9 {
            show(next.frame, next.offsets)
            pending.removeFirst()
        }
        time = max(time, end)
    }

    /// A layout or content change: every list's offset is clamped into its range under `changed` (UIKit clamps
    /// `contentOffset` when the content shrinks); the visible height stays.
    mutating func relayout(_ changed: Scenario) {
        for i in offsets.indices where i < changed.chain.count {
            let range = changed.chain[i].offsetRange
            offsets[i] = min(max(offsets[i], range.lowerBound), range.upperBound)
        }
    }

    /// Drops the pending frames (a new input stops the movement where it is); true when there were any.
    mutating func interrupt() -> Bool {
        defer { pending.removeAll() }
        return !pending.isEmpty
    }

    /// Shows every pending frame.
    mutating func finish() {
        for p in pending { show(p.frame, p.offsets) }
        pending.removeAll()
    }

    private mutating func show(_ frame: Frame, _ row: [Double]) {
        frames.append(frame)
        rows += row
        time = max(time, frame.time)
        height = frame.displayHeight
        offsets = row
    }

    /// The outcome of a script that moved nothing: the panel at rest where it is.
    func restingOutcome() -> Outcome {
        Outcome(
            releaseTime: 0, releaseHeight: height, releaseOuterOffset: height - scenario.viewportHeight,
            releaseVelocity: PointsPerMillisecond(0), landingHeight: height, landingDetentIndex: nil,
            restingOuterOffset: height - scenario.viewportHeight,
            restingContentOffsets: zip(names, offsets).map { NamedOffset(name: $0, contentOffset: $1) },
            scrollType: nil, movement: .settled, settleTime: 0, settleThreshold: scenario.tolerance.settle,
            overshoot: 0, peakSpeed: PointsPerSecond(0), velocityJumpAtRelease: PointsPerSecond(0), handoff: nil,
            popUp: nil, viewAnimationFallback: nil, offsetMismatch: nil, unsettledAtCap: false,
            frameCount: frames.count)
    }

    func trajectory(policy: ReleasePolicy, outcome: Outcome) -> Trajectory {
        Trajectory(
            scenarioName: scenario.name, participantIDs: names.indices.map { ParticipantID($0 + 1) },
            participantNames: names, frames: frames, participantOffsets: rows, policy: policy,
            detents: scenario.readDetents, outcome: outcome)
    }
}
