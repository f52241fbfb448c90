// Analysis/Feel/FeelInvariants: what must hold on every run of a gesture, whatever was recorded.
import Foundation
import PanelSimulator
import Scenario
import ScrollAxis
import ScrollPhysics
import Support

/// One thing the gate found: a recorded figure that moved, or an invariant a run broke.
public struct FeelFinding: Hashable, Sendable, Codable {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable, Codable, CaseIterable {
        /// The gate fails (exit status 3).
        case failure
        /// Reported; the gate still passes.
        case warning
    }

    /// The gesture's id.
    public var gesture: String
    /// The check: `landing`, `settle time`, `overshoot`, `release jump`, `handoff jump`, `position continuity`,
    /// `release velocity`, `handoff velocity`, `finger conserved`, `owner flip-flop`, `restart end` or `run`.
    public var check: String
    /// How bad it is.
    public var severity: Severity
    /// One line with the numbers and their units.
    public var message: String
}

/// The invariants of a run (README "Feel gate"): checked on the frames of one simulated gesture.
public enum FeelInvariants {
    /// The policies whose movements are UIKit's exponential deceleration (docs/physics.md §1, §3), the only ones
    /// the mid-flight restart is checked for: a restarted UIKit deceleration keeps its decay exponent.
    static let uikitDecelerationPolicies: Set<ReleasePolicy> = [.boDragScroll, .homeUnified]
    /// The policy that scrolls its table outside the axis while tracking (docs/systems.md §2): there the panel and
    /// the list move as far as the finger, but not the axis.
    static let offAxisTrackingPolicies: Set<ReleasePolicy> = [.commentPopUp]

    /// Every invariant `trajectory` (with frames) of `gesture` breaks under `limits`.
    ///
    /// - Parameters:
    ///   - decelerationRate: the rate in force at lift-off, per millisecond (``ReleaseContext/decelerationRate``).
    ///   - legalRange: the legal outer range, points (the finger maps one to one only inside it).
    public static func check(
        _ trajectory: Trajectory, gesture: FeelGesture, limits: FeelLimits, decelerationRate: Double,
        legalRange: ClosedRange<Double>
    ) -> [FeelFinding] {
        let frames = trajectory.frames
        let s = trajectory.outcome
        let id = gesture.id
        let f = { (x: Double) in NumberFormat.short(x) }
        var found: [FeelFinding] = []
        func add(_ check: String, _ severity: FeelFinding.Severity, _ message: String) {
            found.append(FeelFinding(gesture: id, check: check, severity: severity, message: message))
        }
        let lastTracking = frames.lastIndex { $0.phase == .tracking } ?? -1

        // Position: after release no frame moves the axis, the panel or a list farther than the speed allows.
        let releaseSpeed = abs(s.releaseVelocity.value * 1000)
        let fastest = max(s.peakSpeed.value, releaseSpeed, abs(releaseSpeed + s.velocityJumpAtRelease.value))
        let n = trajectory.participantIDs.count
        if let step = firstStep(
            frames: frames, from: max(lastTracking, 0), speed: fastest, limit: limits.positionStep,
            trajectory: trajectory, participants: n)
        {
            add(
                "position continuity", .failure,
                "\(step.what) moves \(f(step.distance)) pt between \(f(step.time)) s and the next frame, more than "
                    + "\(f(fastest)) pt/s allows (+ \(f(limits.positionStep)) pt)")
        }

        // Velocity at release and at the first handoff.
        if abs(s.velocityJumpAtRelease.value) > limits.releaseJump {
            add(
                "release velocity", .warning,
                "the finger leaves at \(f(s.releaseVelocity.value * 1000)) pt/s, the motion starts at "
                    + "\(f(s.releaseVelocity.value * 1000 + s.velocityJumpAtRelease.value)) pt/s: a jump of "
                    + "\(f(s.velocityJumpAtRelease.value)) pt/s (continuous within \(f(limits.releaseJump)) pt/s)")
        }
        if let h = s.handoff, h.speedBefore.value > 0, abs(h.velocityJump.value) > limits.handoffJump {
            add(
                "handoff velocity", .failure,
                "\(h.from) -> \(h.to) at \(f(h.outerOffset)) pt: \(f(h.speedBefore.value)) -> "
                    + "\(f(h.speedAfter.value)) pt/s, a jump of \(f(h.velocityJump.value)) pt/s (limit "
                    + "\(f(limits.handoffJump)) pt/s)")
        }

        // Finger movement conserved while tracking: inside the legal range (off the rubber band) the panel and the
        // lists together move as far as the finger; on the one-axis policies always as far as the axis.
        if lastTracking > 0,
            let bad = conservationBreak(
                trajectory, gesture: gesture.gesture, through: lastTracking, limit: limits.fingerConservation,
                legalRange: legalRange, onAxis: !offAxisTrackingPolicies.contains(trajectory.policy))
        {
            add("finger conserved", .failure, bad)
        }

        // Owner flip-flop after release: the movement hands the axis back to the owner it just left, at the
        // boundary where it left it or by moving back over it. A relay that keeps going one way and reaches the
        // same list again through another of its segments (explicit segments) is not one; bounces back from
        // overscroll and the resting frame are not the movement.
        if let flip = flipFlop(frames: frames, after: lastTracking, limit: limits.positionStep) {
            let names = flip.owners.map(trajectory.name(of:)).joined(separator: " -> ")
            add(
                "owner flip-flop", .failure,
                "the owner goes back after release: \(names) at \(f(flip.time)) s (outer offset \(f(flip.offset)) pt)")
        }

        // Restart mid-flight: a UIKit deceleration restarted from its own state halfway ends where it ended.
        if s.movement == .decelerating, uikitDecelerationPolicies.contains(trajectory.policy),
            let restart = restartedEnd(frames: frames, after: lastTracking, ratePerMillisecond: decelerationRate),
            abs(restart.end - s.restingOuterOffset) > limits.restartEnd
        {
            add(
                "restart end", .failure,
                "restarted at \(f(restart.time)) s it ends at outer offset \(f(restart.end)) pt, not "
                    + "\(f(s.restingOuterOffset)) pt (limit \(f(limits.restartEnd)) pt)")
        }
        return found
    }

    /// The first return to the owner the movement just left (A → B → A) at the boundary where it left it (within
    /// `limit` points) or moving the other way than when it left; frames after `release`, bounces and rest excluded.
    static func flipFlop(frames: [Frame], after release: Int, limit: Double) -> (
        owners: [AxisOwner], time: Double, offset: Double
    )? {
        var previous: Frame?
        var left: (owner: AxisOwner, to: AxisOwner, offset: Double, direction: Double)?
        for frame in frames.dropFirst(release + 1) where frame.phase != .bouncing && frame.phase != .settled {
            defer { previous = frame }
            guard let before = previous, before.owner != frame.owner else { continue }
            let direction = (frame.outerOffset - before.outerOffset).sign == .minus ? -1.0 : 1.0
            if let last = left, last.to == before.owner, last.owner == frame.owner,
                abs(frame.outerOffset - last.offset) <= limit || direction != last.direction
            {
                return ([last.owner, last.to, frame.owner], frame.time, frame.outerOffset)
            }
            left = (before.owner, frame.owner, frame.outerOffset, direction)
        }
        return nil
    }

    /// The first frame step from `start` on that moves the axis, the panel or a participant more than
    /// `speed × Δt + limit`.
    static func firstStep(
        frames: [Frame], from start: Int, speed: Double, limit: Double, trajectory: Trajectory, participants n: Int
    ) -> (what: String, distance: Double, time: Double)? {
        guard start + 1 < frames.count else { return nil }
        for i in start..<(frames.count - 1) {
            let a = frames[i]
            let b = frames[i + 1]
            let allowed = speed * (b.time - a.time) + limit
            if abs(b.outerOffset - a.outerOffset) > allowed {
                return ("the axis", abs(b.outerOffset - a.outerOffset), a.time)
            }
            if abs(b.displayHeight - a.displayHeight) > allowed {
                return ("the panel", abs(b.displayHeight - a.displayHeight), a.time)
            }
            for k in 0..<n where !trajectory.participantOffsets.isEmpty {
                let d = abs(
                    trajectory.offset(frame: i + 1, participant: k) - trajectory.offset(frame: i, participant: k))
                if d > allowed { return (trajectory.participantNames[k], d, a.time) }
            }
        }
        return nil
    }

    /// One line describing the first tracking frame where the movement is not conserved, or nil: the finger's
    /// travel against the panel's and the lists' together (both frames strictly inside `legalRange`), and with `onAxis`
    /// those parts against the axis.
    static func conservationBreak(
        _ trajectory: Trajectory, gesture: Gesture, through last: Int, limit: Double,
        legalRange: ClosedRange<Double>, onAxis: Bool
    ) -> String? {
        let frames = trajectory.frames
        let n = trajectory.participantOffsets.isEmpty ? 0 : trajectory.participantIDs.count
        let f = { (x: Double) in NumberFormat.short(x) }
        for i in 0..<last {
            let a = frames[i]
            let b = frames[i + 1]
            let axis = b.outerOffset - a.outerOffset
            var parts = b.displayHeight - a.displayHeight
            for k in 0..<n {
                parts += trajectory.offset(frame: i + 1, participant: k) - trajectory.offset(frame: i, participant: k)
            }
            if onAxis, abs(parts - axis) > limit {
                return "at \(f(b.time)) s the panel and the lists move \(f(parts)) pt together, the axis \(f(axis)) pt"
            }
            // Strictly inside: at a clamped edge the finger moves on and nothing follows, by design.
            let inside = { (y: Double) in y > legalRange.lowerBound + limit && y < legalRange.upperBound - limit }
            if inside(a.outerOffset), inside(b.outerOffset) {
                let finger = gesture.translation(at: b.time) - gesture.translation(at: a.time)
                if abs(finger - parts) > limit {
                    return "at \(f(b.time)) s the finger moves \(f(finger)) pt, the panel and the lists "
                        + "\(f(parts)) pt together"
                }
            }
        }
        return nil
    }

    /// Where a UIKit deceleration ends when restarted from its state at the middle decelerating frame after
    /// `release`: the position there and the velocity the frames give for a decay of exponent k = 1000·ln(rate),
    /// exactly (x(t+a) − x(t−b) = v(t)·(e^(ka) − e^(−kb))/k); nil when fewer than three decelerating frames follow.
    static func restartedEnd(frames: [Frame], after release: Int, ratePerMillisecond: Double) -> (
        time: Double, end: Double
    )? {
        let moving = frames.indices.filter { $0 > release && frames[$0].phase == .decelerating }
        guard moving.count >= 3 else { return nil }
        let m = moving[moving.count / 2]
        guard m > 0, m + 1 < frames.count, frames[m - 1].phase == .decelerating || m - 1 == release,
            frames[m + 1].phase == .decelerating,
            let rate = try? DecelerationRate(perMillisecond: ratePerMillisecond)
        else { return nil }
        let k = rate.decayExponent
        let (a, b) = (frames[m + 1].time - frames[m].time, frames[m].time - frames[m - 1].time)
        let span = (exp(k * a) - exp(-k * b)) / k
        guard span != 0, a > 0, b > 0, m - 1 > release else { return nil }
        let v = (frames[m + 1].outerOffset - frames[m - 1].outerOffset) / span
        guard let restarted = try? DecelerationSimulation(position: frames[m].outerOffset, velocity: v, rate: rate)
        else { return nil }
        return (frames[m].time, restarted.finalPosition)
    }
}
