// Analysis/Compare/PeerCurves: the peers' own curves from a release, and FloatingPanel's choice of detent.
import PanelSimulator
import ScrollPhysics

extension CompareAnalysis {
    /// FloatingPanel's goal for a release: the detent nearest its projected position (WWDC18 projection at
    /// `projectionRate`), counting detents a list's start absorbed; without detents, the nearest anchor; with no
    /// anchor, the projection clamped to the range. Outer offsets, points; velocity in pt/s.
    public static func floatingPanelGoal(
        context: ReleaseContext, scenario: Scenario, velocity: Double, projectionRate: Double
    ) throws(PhysicsInputError) -> (outerOffset: Double, anchor: ReleaseAnchor?) {
        let projected = FloatingPanelPhysics.projectedPosition(
            from: context.releaseOuterOffset, velocity: velocity,
            rate: try DecelerationRate(perMillisecond: projectionRate))
        let band = 1 / scenario.displayScale
        let detents = context.anchors.filter { anchor in
            if case .segmentEnd = anchor.kind { return false }
            return scenario.detents.contains { abs($0 - anchor.displayHeight) <= band }
        }
        let nearest = (detents.isEmpty ? context.anchors : detents).min {
            abs($0.outerOffset - projected) < abs($1.outerOffset - projected)
        }
        let range = context.outerRange
        return (nearest?.outerOffset ?? min(max(projected, range.lowerBound), range.upperBound), nearest)
    }

    /// A motion of outer offsets sampled every frame from the release until it settles (at most 20 s), positions
    /// clamped into the legal range, as a curve of axis positions. Measured like the simulator: it rests where the
    /// last sample is; settle = last sample more than half a device pixel from there, plus one frame.
    static func sampledCurve(
        _ motion: some Simulation, context: ReleaseContext, scenario: Scenario, id: String, targetID: String,
        target: String, targetName: String? = nil, style: String, group: Int, variant: Int, threshold: Double,
        maximumDuration: Double = 20
    ) -> CompareCurve {
        let interval = scenario.frameInterval
        let range = context.outerRange
        let shift = scenario.viewportHeight
        let end = min(motion.settleTime.isFinite ? motion.settleTime : maximumDuration, maximumDuration)
        var times: [Double] = []
        var offsets: [Double] = []
        var peak = 0.0
        var k = 0
        while true {
            let t = min(Double(k) * interval, end)
            times.append(t)
            offsets.append(min(max(motion.position(at: t), range.lowerBound), range.upperBound))
            peak = max(peak, abs(motion.velocity(at: t)))
            if t >= end { break }
            k += 1
        }
        let rest = offsets[offsets.count - 1]
        let start = offsets[0]
        let direction: Double = rest > start ? 1 : (rest < start ? -1 : 0)
        var settle = 0.0
        var overshoot = 0.0
        let halfPixel = 0.5 / scenario.displayScale
        for (t, x) in zip(times, offsets) {
            overshoot = max(overshoot, (x - rest) * direction)
            if abs(x - rest) > halfPixel { settle = t + interval }
        }
        let releaseVelocity = context.releaseVelocity.pointsPerSecond.value
        let positions = offsets.map { $0 + shift }
        let velocities = CompareCurve.velocities(times: times, positions: positions, start: releaseVelocity)
        let jump = motion.velocity(at: 0) - releaseVelocity
        var jumps: [VelocityJump] = []
        if abs(jump) >= threshold {
            jumps.append(VelocityJump(kind: "release", time: 0, position: start + shift, jump: jump))
        }
        jumps += CompareCurve.frameJumps(
            times: times, positions: positions, velocities: velocities, threshold: threshold)
        return CompareCurve(
            id: id, targetID: targetID, target: target, targetName: targetName ?? target, style: style, tuning: "",
            group: group, variant: variant,
            isChoice: false, times: times, positions: positions, velocities: velocities,
            outcome: CurveOutcome(
                restingPosition: rest + shift, settleTime: min(settle, end), overshoot: overshoot,
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
            switch peer {
            case .flutter:
                let friction = try FlutterFrictionSimulation(
                    drag: tuning[.flutterFriction], position: c, velocity: velocity)
                let spring = try SpringParameters(
                    mass: 0.5, stiffness: tuning[.flutterSpringStiffness], dampingRatio: tuning[.flutterSpringDamping])
                let motion = try FlutterBouncingScrollSimulation(
                    motion: friction, range: range, spring: spring,
                    maximumHandoffVelocity: FlutterBouncingScrollSimulation.flutterMaximumTransferVelocity)
                return sampledCurve(
                    motion, context: context, scenario: scenario, id: "\(ownRest.id)/flutter", targetID: ownRest.id,
                    target: ownRest.label, style: "flutter", group: group, variant: variant, threshold: threshold)
            case .android:
                let motion = try AndroidSplineFling(position: c, velocity: velocity, friction: tuning[.androidFriction])
                return sampledCurve(
                    motion, context: context, scenario: scenario, id: "\(ownRest.id)/android", targetID: ownRest.id,
                    target: ownRest.label, style: "android", group: group, variant: variant, threshold: threshold)
            case .floatingpanel:
                let goal = try floatingPanelGoal(
                    context: context, scenario: scenario, velocity: velocity,
                    projectionRate: tuning[.floatingPanelProjectionRate])
                let motion = try SpringSimulation(
                    spring: FloatingPanelPhysics.spring(
                        releaseVelocity: velocity, decelerationRate: tuning[.floatingPanelSpringRate],
                        responseTime: tuning[.floatingPanelSpringResponse]),
                    position: c, velocity: velocity, target: goal.outerOffset)
                let band = 1 / scenario.displayScale
                let named = targets.first { abs($0.outerOffset - goal.outerOffset) <= band }
                let targetID = named?.id ?? "projection"
                return sampledCurve(
                    motion, context: context, scenario: scenario, id: "\(targetID)/floatingpanel", targetID: targetID,
                    target: named?.label ?? "projection", targetName: named?.name, style: "floatingpanel", group: group,
                    variant: variant,
                    threshold: threshold)
            }
        } catch {
            throw CompareInputError("--peers", "\(peer.rawValue): \(error)")
        }
    }
}
