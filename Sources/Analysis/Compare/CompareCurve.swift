// Analysis/Compare/CompareCurve: one curve of a comparison, its velocity and its outcome in numbers.
import PanelSimulator
import Units

/// A sudden change of velocity along a curve: where, when and how large.
public struct VelocityJump: Sendable, Hashable, Codable {
    /// Where a jump happens (its spelling in files is the raw value).
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The movement starts at another speed than the finger's.
        case release
        /// The simulator's measured crossing from one owner to the next.
        case handoff
        /// Found between two frames later on.
        case frame
    }

    /// Where it happens.
    public var kind: Kind
    /// Seconds since the curve's time origin.
    public var time: Double
    /// The axis position there, points.
    public var position: Double
    /// Velocity after minus velocity before, points per second.
    public var jump: Double

    /// A jump of `kind` at `time` (seconds) and `position` (points), `jump` points per second large.
    public init(kind: Kind, time: Double, position: Double, jump: Double) {
        self.kind = kind
        self.time = time
        self.position = position
        self.jump = jump
    }
}

/// How a curve moves, as its legend names it.
public enum CurveStyle: Sendable, Hashable, CustomStringConvertible {
    /// A movement style, a system or a peer, named as a whole (`decel 0.99/ms`, `spring`, `home-unified`,
    /// `flutter @095d6b9`).
    case named(String)
    /// One side of a tuning comparison: its letter and the tuned scenario's name, written `A: default`.
    case tuning(letter: String, scenario: String)

    /// The name as the legend, the tables and the files write it.
    public var description: String {
        switch self {
        case .named(let name): name
        case .tuning(let letter, let scenario): "\(letter): \(scenario)"
        }
    }

    /// The shortest name that still tells it apart from curves of the same target: a tuning's letter, else the
    /// whole name.
    public var shortName: String {
        switch self {
        case .named(let name): name
        case .tuning(let letter, _): letter
        }
    }
}

/// The numbers of one curve (what the summary CSV/JSON and the tables print).
public struct CurveOutcome: Sendable, Hashable, Codable {
    /// Where the curve comes to rest on the axis, points (its last sample).
    public var restingPosition: Double
    /// Seconds from release until it stays within half a device pixel of its rest position.
    public var settleTime: Double
    /// How far it passes its rest position in its direction of travel, points (≥ 0).
    public var overshoot: Double
    /// Its largest speed after release (written as a number, points per second).
    public var peakSpeed: PointsPerSecond
    /// The finger's velocity at release, in points per **second** here (the release's pt/ms × 1000; written as a
    /// number).
    public var releaseVelocity: PointsPerSecond
    /// Start velocity of the movement minus the release velocity (0: a natural start; written as a number, points
    /// per second).
    public var releaseJump: PointsPerSecond
    /// Seconds since the curve's time origin at which the release happens.
    public var releaseTime: Double
    /// The axis position at release, points.
    public var releasePosition: Double
    /// The fraction of speed kept across a header/body handoff (1 = all), or nil when none is crossed.
    public var momentumKept: Double?
    /// Every velocity jump at least ``CompareAnalysis/velocityJumpThreshold`` large: the release one, then any
    /// between frames.
    public var discontinuities: [VelocityJump]

    /// An outcome of these values (units as the properties say).
    public init(
        restingPosition: Double, settleTime: Double, overshoot: Double, peakSpeed: PointsPerSecond,
        releaseVelocity: PointsPerSecond, releaseJump: PointsPerSecond, releaseTime: Double, releasePosition: Double,
        momentumKept: Double?, discontinuities: [VelocityJump]
    ) {
        self.restingPosition = restingPosition
        self.settleTime = settleTime
        self.overshoot = overshoot
        self.peakSpeed = peakSpeed
        self.releaseVelocity = releaseVelocity
        self.releaseJump = releaseJump
        self.releaseTime = releaseTime
        self.releasePosition = releasePosition
        self.momentumKept = momentumKept
        self.discontinuities = discontinuities
    }
}

/// One curve of a comparison: samples of position and velocity over time, its names and its outcome.
public struct CompareCurve: Sendable, Hashable {
    /// A key unique within the comparison: `<target id>/<style id>` (`/A`, `/B` for tunings).
    public var id: String
    /// The target's id (or the release's, for tunings and policies).
    public var targetID: String
    /// The target's label (or the release's).
    public var target: String
    /// The target's short name, for legends.
    public var targetName: String
    /// How it moves: `decel 0.99/ms`, `spring`, `flutter`, a policy name, …
    public var style: CurveStyle
    /// The phase its samples after release are in when the curve is placed on a scenario's axis
    /// (``CompareAnalysis/placedRuns(_:scenario:gesture:)``): a deceleration style's is `decelerating`; a spring's,
    /// a peer's, a tuning's and a policy's own curve's are `animating`.
    public var movement: Phase
    /// `A` or `B` when two tunings are compared, else empty.
    public var tuning: String
    /// Its colour group (one per target, release or system), from 0.
    public var group: Int
    /// Its dash group (one per movement style, or 0 = A and 1 = B), from 0.
    public var variant: Int
    /// Whether the release policy itself does this (the solver's choice).
    public var isChoice: Bool
    /// Sample times, seconds (since release; since touch-down for whole trajectories).
    public var times: [Double]
    /// Axis positions, points.
    public var positions: [Double]
    /// Velocity at each sample, points per second: the first is the finger's at release (or 0), each other the
    /// mean over the frame that ends there.
    public var velocities: [Double]
    /// Its outcome.
    public var outcome: CurveOutcome
    /// The id of an earlier curve this one matches within half a device pixel at every sample, or nil. Such
    /// curves are drawn dashed on top and named in the legend, never hidden.
    public var coincidesWith: String?
}

extension CompareCurve {
    /// Velocities for `positions` at `times`: `start` first, then the mean over each frame (points per second).
    static func velocities(times: [Double], positions: [Double], start: Double) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(times.count)
        for index in times.indices {
            if index == 0 {
                out.append(start)
                continue
            }
            let dt = times[index] - times[index - 1]
            out.append(dt > 0 ? (positions[index] - positions[index - 1]) / dt : out[index - 1])
        }
        return out
    }

    /// Jumps between frames after the first movement frame: a change of at least `threshold` (pt/s) that is also at
    /// least three times the change over each neighbouring frame, so smooth decay, however fast, is not flagged.
    static func frameJumps(times: [Double], positions: [Double], velocities: [Double], threshold: Double)
        -> [VelocityJump]
    {
        guard velocities.count >= 4 else { return [] }
        var jumps: [VelocityJump] = []
        for index in 2..<(velocities.count - 1) {
            let change = velocities[index + 1] - velocities[index]
            let before = abs(velocities[index] - velocities[index - 1])
            let after = index + 2 < velocities.count ? abs(velocities[index + 2] - velocities[index + 1]) : 0
            if abs(change) >= threshold, abs(change) >= 3 * max(before, after) {
                jumps.append(VelocityJump(kind: .frame, time: times[index], position: positions[index], jump: change))
            }
        }
        return jumps
    }

    /// The curve of a simulated trajectory: from the release on (times since release) or, without
    /// `fromRelease`, the whole run (times since touch-down).
    static func simulated(
        _ run: Trajectory, fromRelease: Bool, id: String, targetID: String, target: String, targetName: String? = nil,
        style: CurveStyle, movement: Phase,
        tuning: String = "", group: Int, variant: Int, isChoice: Bool, viewport: Double, threshold: Double
    ) -> CompareCurve {
        let s = run.outcome
        let from = fromRelease ? s.releaseTime : 0
        let frames = run.frames.filter { $0.time >= from }
        let times = frames.map { $0.time - from }
        let positions = frames.map { $0.outerOffset + viewport }
        // The first sample is the release itself when the curve starts there (a bare release starts at touch-down).
        let startVelocity = fromRelease || s.releaseTime == 0 ? s.releaseVelocity.pointsPerSecond.value : 0
        let velocities = velocities(times: times, positions: positions, start: startVelocity)
        let releaseTime = s.releaseTime - from
        let releaseJump = s.velocityJumpAtRelease.value
        var jumps: [VelocityJump] = []
        if abs(releaseJump) >= threshold {
            jumps.append(
                VelocityJump(
                    kind: .release, time: releaseTime, position: s.releaseOuterOffset + viewport, jump: releaseJump))
        }
        if let handoff = s.handoff, abs(handoff.velocityJump.value) >= threshold {
            jumps.append(
                VelocityJump(
                    kind: .handoff, time: s.releaseTime + handoff.time - from,
                    position: handoff.outerOffset + viewport,
                    jump: handoff.velocityJump.value))
        }
        // Frame jumps the handoff record already names are not counted twice.
        let named = jumps
        jumps += frameJumps(times: times, positions: positions, velocities: velocities, threshold: threshold)
            .filter { jump in
                jump.time > releaseTime && !named.contains { $0.kind == .handoff && abs($0.time - jump.time) <= 0.05 }
            }
        return CompareCurve(
            id: id, targetID: targetID, target: target, targetName: targetName ?? target, style: style,
            movement: movement,
            tuning: tuning, group: group, variant: variant, isChoice: isChoice, times: times, positions: positions,
            velocities: velocities,
            outcome: CurveOutcome(
                restingPosition: positions.last ?? s.restingOuterOffset + viewport, settleTime: s.settleTime,
                overshoot: s.overshoot, peakSpeed: s.peakSpeed,
                releaseVelocity: s.releaseVelocity.pointsPerSecond, releaseJump: PointsPerSecond(releaseJump),
                releaseTime: releaseTime,
                releasePosition: s.releaseOuterOffset + viewport, momentumKept: s.momentumKeptAtHandoff,
                discontinuities: jumps),
            coincidesWith: nil)
    }

    /// Marks each curve that matches an earlier one within `tolerance` points at every sample (same sample times)
    /// with that curve's id. Only curves with the same rest position are compared, so the cost stays near linear.
    static func markCoinciding(_ curves: inout [CompareCurve], tolerance: Double) {
        var byRest: [Int: [Int]] = [:]
        for index in curves.indices {
            let key = Int((curves[index].outcome.restingPosition / max(tolerance, 1e-6)).rounded())
            let candidates = (byRest[key - 1] ?? []) + (byRest[key] ?? []) + (byRest[key + 1] ?? [])
            for other in candidates where curves[other].times == curves[index].times {
                let same = zip(curves[other].positions, curves[index].positions).allSatisfy {
                    abs($0 - $1) <= tolerance
                }
                if same {
                    curves[index].coincidesWith = curves[other].id
                    break
                }
            }
            byRest[key, default: []].append(index)
        }
    }
}
