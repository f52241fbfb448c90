// ScrollPhysics — a deceleration that bounces back at the edge of the legal range.

/// A monotone motion (a deceleration) inside a legal range, handed to a spring when it crosses an edge.
///
/// docs/physics.md §7, after ScrollMechanics `SimpleScrollView.swift` and Flutter `BouncingScrollSimulation`:
/// - starting inside the range, if the motion would come to rest outside it, the motion runs until it
///   reaches the edge — the time is solved in closed form with ``InvertibleSimulation/time(toReach:)`` —
///   and its velocity there (capped at ``maximumHandoffVelocity``) starts a spring that returns to the edge;
/// - starting outside the range (a release while overscrolled), the spring starts at once from the release
///   position with the release velocity, toward the nearer edge;
/// - otherwise the motion runs unchanged.
///
/// The switch time and the spring are computed in `init`, so evaluation stays pure and allocation-free:
/// a generic value, no existential.
public struct BounceBackSimulation<Motion: InvertibleSimulation>: Simulation {
    /// Which part of the motion is running.
    public enum Phase: Sendable, Hashable {
        /// The original motion (before any crossing).
        case moving
        /// The spring returning to the edge.
        case bouncing
    }

    /// The motion before the crossing.
    public let motion: Motion
    /// The legal range, points.
    public let range: ClosedRange<Double>
    /// Seconds at which the spring takes over: 0 when released overscrolled, `.infinity` if never.
    public let switchTime: Double
    /// The spring after ``switchTime`` (its time starts at 0 at the switch); `nil` if there is none.
    public let bounce: SpringSimulation?
    /// The largest speed handed to the spring, points per second (`.infinity` = no cap).
    public let maximumHandoffVelocity: Double

    /// ScrollMechanics' bounce spring: mass 1, stiffness 100, critically damped (ω₀ = 10 rad/s).
    public static var defaultSpring: SpringParameters { .bounceBackDefault }

    /// A bounce-back of `motion` inside `range`.
    /// - Parameters:
    ///   - motion: a monotone motion, e.g. ``DecelerationSimulation``.
    ///   - range: the legal range of positions, points (finite bounds).
    ///   - spring: the bounce spring (default: critically damped, stiffness 100, mass 1).
    ///   - maximumHandoffVelocity: cap on the speed handed to the spring, points per second (Flutter: 5000).
    ///   - restThreshold: the spring's rest threshold, points.
    /// - Throws: ``PhysicsInputError`` for non-finite bounds or a non-positive cap or threshold.
    public init(
        motion: Motion, range: ClosedRange<Double>, spring: SpringParameters = Self.defaultSpring,
        maximumHandoffVelocity: Double = .infinity,
        restThreshold: Double = SpringSimulation.defaultRestThreshold
    ) throws(PhysicsInputError) {
        _ = try Check.finite(range.lowerBound, "range.lowerBound")
        _ = try Check.finite(range.upperBound, "range.upperBound")
        self.motion = motion
        self.range = range
        self.maximumHandoffVelocity = try Check.positiveOrInfinity(maximumHandoffVelocity, "maximumHandoffVelocity")

        let start = motion.position(at: 0)
        let final = motion.finalPosition
        let edge: Double
        let time: Double
        if start < range.lowerBound || start > range.upperBound {
            edge = start < range.lowerBound ? range.lowerBound : range.upperBound
            time = 0
        } else if final > range.upperBound {
            edge = range.upperBound
            time = motion.time(toReach: edge)
        } else if final < range.lowerBound {
            edge = range.lowerBound
            time = motion.time(toReach: edge)
        } else {
            edge = final
            time = .infinity
        }
        switchTime = time
        if time.isFinite {
            let velocity = motion.velocity(at: time)
            let capped = min(velocity.magnitude, self.maximumHandoffVelocity)
            bounce = try SpringSimulation(
                spring: spring, position: time == 0 ? start : edge, velocity: velocity < 0 ? -capped : capped,
                target: edge, restThreshold: restThreshold)
        } else {
            bounce = nil
        }
    }

    /// Which phase runs at `time` seconds.
    public func phase(at time: Double) -> Phase {
        bounce != nil && time >= switchTime ? .bouncing : .moving
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double {
        if let bounce, time >= switchTime { return bounce.position(at: time - switchTime) }
        return motion.position(at: time)
    }

    /// Velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double {
        if let bounce, time >= switchTime { return bounce.velocity(at: time - switchTime) }
        return motion.velocity(at: time)
    }

    /// The switch time plus the spring's settle time, or the motion's own settle time without a bounce.
    public var settleTime: Double {
        guard let bounce else { return motion.settleTime }
        return switchTime + bounce.settleTime
    }

    /// The edge it bounced back to, or the motion's own rest position.
    public var finalPosition: Double { bounce?.targetPosition ?? motion.finalPosition }

    /// `BounceBack(range: 0.0…500.0 pt, switch at 1.2 s, Deceleration(…), then SpringSimulation(…))`.
    public var description: String {
        let rangeText = "\(range.lowerBound)…\(range.upperBound) pt"
        guard let bounce else { return "BounceBack(range: \(rangeText), no crossing, \(motion))" }
        let cap = maximumHandoffVelocity.isFinite ? ", handoff ≤ \(maximumHandoffVelocity) pt/s" : ""
        return "BounceBack(range: \(rangeText), switch at \(switchTime) s\(cap), \(motion), then \(bounce))"
    }
}

extension SpringParameters {
    /// ScrollMechanics' bounce-back spring: mass 1, stiffness 100 /s², critically damped (c = 20 /s).
    public static let bounceBackDefault = SpringParameters(uncheckedMass: 1, stiffness: 100, damping: 20)

    /// A critically damped bounce-back spring of mass 1 and `stiffness` (1/s²). ScrollMechanics uses 100,
    /// Compose-iOS 120 after a fling and 300 when a fling starts overscrolled (docs/physics.md §7).
    /// - Throws: ``PhysicsInputError`` (field `stiffness`) unless finite and > 0.
    public static func bounceBack(stiffness: Double) throws(PhysicsInputError) -> SpringParameters {
        try SpringParameters(mass: 1, stiffness: stiffness, dampingRatio: 1)
    }
}
