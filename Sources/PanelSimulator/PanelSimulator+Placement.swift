// PanelSimulator/PanelSimulator+Placement: a movement computed elsewhere (a peer's curve, a retargeted
// deceleration) shown on this scenario's panel and lists, frame by frame.
import ScrollAxis

extension PanelSimulator {
    /// `gesture` tracked to its release as ``run(_:policy:recordFrames:)`` tracks it (those frames first), then,
    /// in place of the policy's movement, the axis captured for it placed at each of `outerOffsets` (points) at
    /// `timesSinceRelease` (seconds): display height, panel origin, owner and every participant's offset come from
    /// the axis's own projection, so the frames show where that axis motion puts the panel and the lists.
    ///
    /// The placed frames have phase `phase`, the last one ``Phase/settled``. The outcome is the tracking's, resting
    /// at the last offset with the last sample's time as its settle time and no handoff crossing.
    ///
    /// - Throws: ``SimulationError`` for a bad gesture, or when the two arrays differ in length, are empty, or hold
    ///   a value that is not finite.
    public func placing(
        _ gesture: Gesture, outerOffsets: [Double], timesSinceRelease: [Double], phase: Phase
    ) throws(SimulationError) -> Trajectory {
        guard !outerOffsets.isEmpty, outerOffsets.count == timesSinceRelease.count,
            outerOffsets.allSatisfy(\.isFinite), timesSinceRelease.allSatisfy(\.isFinite)
        else {
            throw .invalidGesture("placed offsets: \(outerOffsets.count) offsets for \(timesSinceRelease.count) times")
        }
        var placed: [Frame] = []
        var placedOffsets: [Double] = []
        let tracked = try simulate(gesture, policy: scenario.policy, recordFrames: true) {
            _, release, axis, gesture, _ throws(SimulationError) in
            var probe = axis
            let n = probe.participantIDs.count
            for (index, (y, t)) in zip(outerOffsets, timesSinceRelease).enumerated() {
                probe.place(y)
                placed.append(
                    Frame(
                        time: gesture.releaseTime + t, outerOffset: probe.outerOffset,
                        displayHeight: probe.displayHeight, panelOriginY: probe.panelOriginY, owner: probe.owner,
                        phase: index == outerOffsets.count - 1 ? .settled : phase))
                for k in 0..<n { placedOffsets.append(probe.participantOffset(k)) }
            }
            return MovementPlan(
                motion: .rest(position: release.outerOffset), target: release.outerOffset, expectedDuration: 0)
        }
        let n = tracked.participantIDs.count
        let before = tracked.frames.prefix { $0.time < tracked.outcome.releaseTime }
        var trajectory = tracked
        trajectory.frames = Array(before) + placed
        trajectory.participantOffsets = Array(tracked.participantOffsets.prefix(before.count * n)) + placedOffsets
        if let last = placed.last {
            trajectory.outcome.restingOuterOffset = last.outerOffset
            trajectory.outcome.landingHeight = last.displayHeight
            trajectory.outcome.settleTime = timesSinceRelease.last ?? 0
            trajectory.outcome.movement = phase
            trajectory.outcome.handoff = nil
        }
        return trajectory
    }
}
