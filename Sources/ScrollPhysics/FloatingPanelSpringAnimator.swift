// ScrollPhysics — FloatingPanel's NumericSpringAnimator: its spring stepped once per display frame, and its stop.

/// FloatingPanel's `NumericSpringAnimator` (scenee/FloatingPanel `Sources/Core.swift` at 010d248): the attraction
/// to an anchor, integrated one display-link tick at a time, stopped by its own test.
///
/// Each tick of h seconds (`targetTimestamp − timestamp`, one frame) does, with ζ and ω from
/// ``FloatingPanelPhysics/springConstants(releaseVelocity:decelerationRate:responseTime:)`` and target xₜ:
/// ```
/// f = 1 + 2hζω     det = f + h²ω²
/// x ← (f·x + h·v + h²ω²·xₜ) / det
/// v ← (v + hω²·(xₜ − x)) / det          (x already the new position, as the source has it)
/// ```
/// and stops when |xₜ − x| ≤ 1/displayScale and the tick moved at most 1/displayScale; its completion then lays
/// the panel out at the anchor (`updateLayout(to:)`), so the position snaps to xₜ in that same frame. A release
/// exactly on its anchor does not animate at all (`shouldAttract` is false).
///
/// The update is an implicit one, stiffer and more damped than the exact spring: a release from 417 to 20 pt at
/// −1500 pt/s at 60 Hz overshoots about 12.6 pt and stops after 32 frames (0.533 s) where the exact spring of
/// the same ζ and ω overshoots about 45 pt.
public struct FloatingPanelSpringAnimator: Sendable, Hashable {
    /// The anchor it moves to, points.
    public let target: Double
    /// ζ, dimensionless.
    public let dampingRatio: Double
    /// ω, radians per second.
    public let angularFrequency: Double
    /// One device pixel, points (> 0; FloatingPanel's 1/displayScale): the stop test works to it.
    public let pixel: Double
    /// The current position, points.
    public private(set) var position: Double
    /// The current velocity, points per second.
    public private(set) var velocity: Double
    /// Whether the stop test has fired (the position then equals ``target``).
    public private(set) var isStopped: Bool

    /// The animator FloatingPanel starts for a release at `position` (pt) with `velocity` (pt/s) toward
    /// `target` (pt).
    /// - Throws: ``PhysicsInputError`` naming a non-finite position, velocity or target, a pixel ≤ 0, or
    ///   a bad rate or response time.
    public init(
        position: Double, velocity: Double, target: Double, pixel: Double,
        decelerationRate: Double = FloatingPanelPhysics.springDecelerationRate,
        responseTime: Double = FloatingPanelPhysics.springResponseTime
    ) throws(PhysicsInputError) {
        self.position = try Check.finite(position, "position")
        self.velocity = try Check.finite(velocity, "velocity")
        self.target = try Check.finite(target, "target")
        self.pixel = try Check.positive(pixel, "pixel")
        let constants = try FloatingPanelPhysics.springConstants(
            releaseVelocity: velocity, decelerationRate: decelerationRate, responseTime: responseTime)
        dampingRatio = constants.dampingRatio
        angularFrequency = constants.angularFrequency
        isStopped = position == target
    }

    /// One display-link tick of `h` seconds (> 0); nothing once stopped.
    /// - Returns: whether the animator is stopped after it.
    @discardableResult
    public mutating func step(seconds h: Double) -> Bool {
        guard !isStopped else { return true }
        let previous = position
        let f = 1 + 2 * h * dampingRatio * angularFrequency
        let h2o2 = h * h * (angularFrequency * angularFrequency)
        let det = f + h2o2
        position = (f * position + h * velocity + h2o2 * target) / det
        velocity = (velocity + h * (angularFrequency * angularFrequency) * (target - position)) / det
        if abs(target - position) <= pixel, abs(previous - position) / pixel <= 1 {
            isStopped = true
            position = target
        }
        return isStopped
    }
}

/// A ``FloatingPanelSpringAnimator`` run at a fixed frame interval, recorded frame by frame, as a motion.
///
/// Frame k (k ≥ 0) is at t = k·``frameInterval`` and holds the animator's state after k ticks; between frames
/// position and velocity are interpolated linearly. It is done at the frame the stop test fires
/// (``settleTime``), where it rests on the target; at most ``maximumFrames`` ticks are run.
public struct FloatingPanelAttraction: Simulation, Hashable {
    /// Seconds per frame (> 0).
    public let frameInterval: Double
    /// Positions at each frame, points (the last one is the rest).
    public let positions: [Double]
    /// Velocities at each frame, points per second (the stepper's own v; 0 once stopped).
    public let velocities: [Double]
    /// Whether the stop test fired within ``maximumFrames``.
    public let stopped: Bool

    /// The most ticks run: 60 s at 120 Hz.
    public static let maximumFrames = 7200

    /// Runs `animator` tick by tick, `frameInterval` seconds each.
    /// - Throws: ``PhysicsInputError`` (field `frameInterval`) unless finite and > 0.
    public init(_ animator: FloatingPanelSpringAnimator, frameInterval: Double) throws(PhysicsInputError) {
        self.frameInterval = try Check.positive(frameInterval, "frameInterval")
        var state = animator
        var positions = [state.position]
        var velocities = [state.isStopped ? 0 : state.velocity]
        while !state.isStopped, positions.count <= Self.maximumFrames {
            state.step(seconds: frameInterval)
            positions.append(state.position)
            velocities.append(state.isStopped ? 0 : state.velocity)
        }
        self.positions = positions
        self.velocities = velocities
        stopped = state.isStopped
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double { sample(positions, at: time) }
    /// Velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double { sample(velocities, at: time) }
    /// The time of the frame at which the stop test fired (of the last frame run, if it never did).
    public var settleTime: Double { Double(positions.count - 1) * frameInterval }
    /// The last frame's position: the target once stopped.
    public var finalPosition: Double { positions[positions.count - 1] }

    private func sample(_ values: [Double], at time: Double) -> Double {
        let u = max(time, 0) / frameInterval
        let k = Int(u.rounded(.down))
        guard k < values.count - 1 else { return values[values.count - 1] }
        let w = u - Double(k)
        return w == 0 ? values[k] : values[k] + (values[k + 1] - values[k]) * w
    }

    /// `FloatingPanelAttraction(33 frames of 0.016666666666666666 s, 417.0 → 20.0 pt, stopped)`.
    public var description: String {
        "FloatingPanelAttraction(\(positions.count) frames of \(frameInterval) s, \(positions[0]) → "
            + "\(finalPosition) pt, \(stopped ? "stopped" : "not stopped"))"
    }
}
