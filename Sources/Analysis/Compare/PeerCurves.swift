// Analysis/Compare/PeerCurves: the peers' own curves from a release, and FloatingPanel's choice of detent.
import PanelSimulator
import Scenario
import ScrollPhysics
import Units

extension CompareAnalysis {
    /// FloatingPanel's goal for a release: the anchor its target rule picks
    /// (``FloatingPanelPhysics/targetIndex(anchors:position:velocity:stateIndex:projectsMomentum:projectionRate:redirectionalProgress:)``)
    /// among the detents, counting detents a list's start absorbed; without detents, among all anchors; with no
    /// anchor, the projection clamped to the range. FloatingPanel's state before the gesture (which only decides
    /// the direction of a release at rest) is taken as the anchor nearest the release. Outer offsets, points;
    /// velocity in pt/s.
    public static func floatingPanelGoal(
        context: ReleaseContext, scenario: Scenario, velocity: Double, projectionRate: Double,
        projectsMomentum: Bool = false
    ) throws(PhysicsInputError) -> (outerOffset: Double, anchor: ReleaseAnchor?) {
        let rate = try DecelerationRate(perMillisecond: projectionRate)
        let band = scenario.tolerance.pixel
        let detents = context.anchors.filter { anchor in
            if case .segmentEnd = anchor.kind { return false }
            return scenario.detents.contains { abs($0 - anchor.displayHeight) <= band }
        }
        let candidates = detents.isEmpty ? context.anchors : detents
        let c = context.releaseOuterOffset
        guard !candidates.isEmpty else {
            let projected = FloatingPanelPhysics.projectedPosition(from: c, velocity: velocity, rate: rate)
            let range = context.outerRange
            return (min(max(projected, range.lowerBound), range.upperBound), nil)
        }
        let offsets = candidates.map(\.outerOffset)
        let nearest = offsets.indices.min { abs(offsets[$0] - c) < abs(offsets[$1] - c) } ?? 0
        let index = FloatingPanelPhysics.targetIndex(
            anchors: offsets, position: c, velocity: velocity, stateIndex: nearest, projectsMomentum: projectsMomentum,
            projectionRate: rate)
        return (offsets[index], candidates[index])
    }

    /// How ``sampledCurve(_:context:scenario:id:targetID:target:targetName:style:group:variant:threshold:ending:maximumDuration:)``
    /// ends a curve and measures its settle time.
    enum SampledEnd {
        /// At the motion's closed-form settle time (the last sample exactly there); settle = the last sample further
        /// from the rest than the scenario's settle threshold (``Scenario/tolerance``), plus one frame — measured like the simulator.
        case measured
        /// At the first frame where the motion's own done test holds (``Simulation/isDone(at:)``); settle = that
        /// frame's time: when a peer itself stops.
        case ownDoneTest
    }

    /// A motion of outer offsets sampled every frame from the release until it ends (`ending`; at most 20 s),
    /// positions clamped into the legal range, as a curve of axis positions resting where its last sample is.
    static func sampledCurve(
        _ motion: some Simulation, context: ReleaseContext, scenario: Scenario, id: String, targetID: String,
        target: String, targetName: String? = nil, style: CurveStyle, group: Int, variant: Int, threshold: Double,
        ending: SampledEnd = .measured, maximumDuration: Double = 20
    ) -> CompareCurve {
        let interval = scenario.frameInterval
        let range = context.outerRange
        let shift = scenario.viewportHeight
        let end =
            ending == .ownDoneTest
            ? maximumDuration : min(motion.settleTime.isFinite ? motion.settleTime : maximumDuration, maximumDuration)
        var times: [Double] = []
        var offsets: [Double] = []
        var peak = 0.0
        var k = 0
        while true {
            let t = min(Double(k) * interval, end)
            times.append(t)
            offsets.append(min(max(motion.position(at: t), range.lowerBound), range.upperBound))
            peak = max(peak, abs(motion.velocity(at: t)))
            if t >= end || (ending == .ownDoneTest && motion.isDone(at: t)) { break }
            k += 1
        }
        let rest = offsets[offsets.count - 1]
        let start = offsets[0]
        let direction: Double = rest > start ? 1 : (rest < start ? -1 : 0)
        var settle = 0.0
        var overshoot = 0.0
        let settleThreshold = scenario.tolerance.settle
        for (t, x) in zip(times, offsets) {
            overshoot = max(overshoot, (x - rest) * direction)
            if abs(x - rest) > settleThreshold { settle = t + interval }
        }
        settle = ending == .ownDoneTest ? times[times.count - 1] : min(settle, end)
        let releaseVelocity = context.releaseVelocity.pointsPerSecond.value
        let positions = offsets.map { $0 + shift }
        let velocities = CompareCurve.velocities(times: times, positions: positions, start: releaseVelocity)
        let jump = motion.velocity(at: 0) - releaseVelocity
        var jumps: [VelocityJump] = []
        if abs(jump) >= threshold {
            jumps.append(VelocityJump(kind: .release, time: 0, position: start + shift, jump: jump))
        }
        jumps += CompareCurve.frameJumps(
            times: times, positions: positions, velocities: velocities, threshold: threshold)
        return CompareCurve(
            id: id, targetID: targetID, target: target, targetName: targetName ?? target, style: style,
            movement: .animating, tuning: "", group: group, variant: variant,
            isChoice: false, times: times, positions: positions, velocities: velocities,
            outcome: CurveOutcome(
                restingPosition: rest + shift, settleTime: settle, overshoot: overshoot,
                peakSpeed: PointsPerSecond(peak),
                releaseVelocity: PointsPerSecond(releaseVelocity), releaseJump: PointsPerSecond(jump), releaseTime: 0,
                releasePosition: start + shift,
                momentumKept: nil,
                discontinuities: jumps),
            coincidesWith: nil)
    }

    /// The natural curve of `peer` from the release position and velocity, tuned by `tuning`.
    static func peerCurve(
        _ peer: Peer, tuning: PeerTuning, context: ReleaseContext, scenario: Scenario, group: Int, variant: Int,
        threshold: Double, targets: [CompareTarget]
    ) throws(CompareInputError) -> CompareCurve {
        let c = context.releaseOuterOffset
        let velocity = context.releaseVelocity.pointsPerSecond.value
        let range = context.outerRange
        let ownRest = (id: "own-rest", label: "own rest")
        do throws(PhysicsInputError) {
            let style = CurveStyle.named(peer.styleName)
            /// The curve of `motion` to its own rest.
            func own(_ motion: some Simulation) -> CompareCurve {
                sampledCurve(
                    motion, context: context, scenario: scenario, id: "\(ownRest.id)/\(peer.rawValue)",
                    targetID: ownRest.id, target: ownRest.label, style: style, group: group, variant: variant,
                    threshold: threshold, ending: .ownDoneTest)
            }
            switch peer {
            case .flutter:
                let spring = try SpringParameters(
                    mass: 0.5, stiffness: tuning[.flutterSpringStiffness], dampingRatio: tuning[.flutterSpringDamping])
                let motion = try FlutterBouncingScrollSimulation(
                    position: c, velocity: velocity, leadingExtent: range.lowerBound, trailingExtent: range.upperBound,
                    spring: spring, drag: tuning[.flutterFriction],
                    tolerance: .scroll(devicePixelRatio: scenario.displayScale))
                return own(motion)
            case .flutterClamping:
                let motion = try FlutterClampingScrollSimulation(
                    position: c, velocity: velocity, friction: tuning[.androidFriction])
                return own(motion)
            case .android:
                let motion = try AndroidSplineFling(position: c, velocity: velocity, friction: tuning[.androidFriction])
                return own(motion)
            case .floatingpanel, .floatingPanelProjectable:
                let goal = try floatingPanelGoal(
                    context: context, scenario: scenario, velocity: velocity,
                    projectionRate: tuning[.floatingPanelProjectionRate],
                    projectsMomentum: peer == .floatingPanelProjectable)
                let animator = try FloatingPanelSpringAnimator(
                    position: c, velocity: velocity, target: goal.outerOffset, pixel: scenario.tolerance.pixel,
                    decelerationRate: tuning[.floatingPanelSpringRate],
                    responseTime: tuning[.floatingPanelSpringResponse])
                let motion = try FloatingPanelAttraction(animator, frameInterval: scenario.frameInterval)
                let band = scenario.tolerance.pixel
                let named = targets.first { abs($0.outerOffset - goal.outerOffset) <= band }
                let targetID = named?.id ?? "projection"
                return sampledCurve(
                    motion, context: context, scenario: scenario, id: "\(targetID)/\(peer.rawValue)",
                    targetID: targetID, target: named?.label ?? "projection", targetName: named?.name, style: style,
                    group: group, variant: variant, threshold: threshold, ending: .ownDoneTest)
            }
        } catch {
            throw CompareInputError(.peers, "\(peer.rawValue): \(error)")
        }
    }
}
