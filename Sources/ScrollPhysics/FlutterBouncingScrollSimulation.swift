// ScrollPhysics — Flutter's BouncingScrollSimulation: friction, then a scroll spring past an edge.

/// Flutter's iOS-style scroll ballistics (`BouncingScrollSimulation`), as its source has it:
/// - released below `leadingExtent` (above `trailingExtent`): a ``FlutterScrollSpringSimulation`` from the
///   release toward that extent at once;
/// - else ``FlutterFrictionSimulation`` (drag 0.135); if it would come to rest beyond the extent it moves toward,
///   it runs until `timeAtX(extent)` and hands over to the spring there with velocity `min(dx, 5000)` — a cap
///   on positive velocities only, so a fling past the leading extent keeps its whole speed;
/// - the spring runs for t *after* the switch time (`time > springTime`), and both parts share one
///   ``FlutterTolerance``: done is the running part's own `isDone`, and the spring snaps to the extent when done.
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_simulation.dart` at 095d6b9; defaults from
/// `widgets/scroll_physics.dart` (`BouncingScrollPhysics`: `_kDefaultSpring`, `toleranceFor`).
public struct FlutterBouncingScrollSimulation: Simulation, Hashable {
    /// The friction part (`nil` when released beyond an extent).
    public let friction: FlutterFrictionSimulation?
    /// The spring part (`nil` when the friction stays inside).
    public let spring: FlutterScrollSpringSimulation?
    /// When the spring takes over, seconds: −∞ when released beyond an extent, +∞ when it never does.
    public let springTime: Double
    /// The extents, points (either may be infinite).
    public let leadingExtent: Double
    /// The trailing extent, points.
    public let trailingExtent: Double
    /// The tolerance both parts use.
    public let tolerance: FlutterTolerance

    /// `BouncingScrollSimulation.maxSpringTransferVelocity`: 5000 px/s.
    public static let maximumSpringTransferVelocity = 5000.0

    /// `BouncingScrollSimulation(position:velocity:leadingExtent:trailingExtent:spring:tolerance:)` with the
    /// friction drag `drag` (Flutter fixes 0.135).
    /// - Throws: ``PhysicsInputError`` for a non-finite position or velocity, a NaN extent,
    ///   `leadingExtent > trailingExtent`, or a bad drag.
    public init(
        position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double,
        spring springParameters: SpringParameters = .flutterScrollSpring,
        drag: Double = FlutterFrictionSimulation.iOSDrag,
        tolerance: FlutterTolerance = .standard
    ) throws(PhysicsInputError) {
        let x = try Check.finite(position, "position")
        let v = try Check.finite(velocity, "velocity")
        guard !leadingExtent.isNaN else { throw .notFinite(field: "leadingExtent", value: leadingExtent) }
        guard !trailingExtent.isNaN else { throw .notFinite(field: "trailingExtent", value: trailingExtent) }
        guard leadingExtent <= trailingExtent else {
            throw .outOfRange(
                field: "leadingExtent", value: leadingExtent, expected: "<= trailingExtent \(trailingExtent)")
        }
        self.leadingExtent = leadingExtent
        self.trailingExtent = trailingExtent
        self.tolerance = tolerance
        func springTo(_ end: Double, from start: Double, velocity: Double) throws(PhysicsInputError)
            -> FlutterScrollSpringSimulation
        {
            try FlutterScrollSpringSimulation(
                spring: springParameters, start: start, end: end, velocity: velocity, tolerance: tolerance)
        }
        if x < leadingExtent || x > trailingExtent {
            friction = nil
            self.spring = try springTo(x < leadingExtent ? leadingExtent : trailingExtent, from: x, velocity: v)
            springTime = -.infinity
            return
        }
        let motion = try FlutterFrictionSimulation(
            drag: drag, position: x, velocity: v, velocityTolerance: tolerance.velocity)
        friction = motion
        let finalX = motion.finalPosition
        let edge: Double? =
            v > 0 && finalX > trailingExtent ? trailingExtent : (v < 0 && finalX < leadingExtent ? leadingExtent : nil)
        if let edge {
            let time = motion.time(toReach: edge)
            springTime = time
            self.spring = try springTo(
                edge, from: edge, velocity: min(motion.velocity(at: time), Self.maximumSpringTransferVelocity))
        } else {
            springTime = .infinity
            self.spring = nil
        }
    }

    /// Position in points at `time` seconds.
    public func position(at time: Double) -> Double {
        if let spring, time > springTime { return spring.position(at: time - springOffset) }
        return friction?.position(at: time) ?? 0
    }

    /// Velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double {
        if let spring, time > springTime { return spring.velocity(at: time - springOffset) }
        return friction?.velocity(at: time) ?? 0
    }

    /// The running part's own `isDone`.
    public func isDone(at time: Double) -> Bool {
        if let spring, time > springTime { return spring.isDone(at: time - springOffset) }
        return friction?.isDone(at: time) ?? true
    }

    private var springOffset: Double { springTime.isFinite ? springTime : 0 }

    /// The switch time plus the spring's first done millisecond, or the friction's closed-form settle time.
    public var settleTime: Double {
        guard let spring else { return friction?.settleTime ?? 0 }
        return springOffset + spring.settleTime
    }

    /// The extent it springs back to, or the friction's own rest.
    public var finalPosition: Double { spring?.finalPosition ?? friction?.finalPosition ?? 0 }

    /// `FlutterBouncing(extents 0.0…500.0 pt, spring at 1.2 s, FlutterFriction(…), then FlutterSpring(…))`.
    public var description: String {
        let extents = "extents \(leadingExtent)…\(trailingExtent) pt"
        switch (friction, spring) {
        case (let friction?, let spring?):
            return "FlutterBouncing(\(extents), spring at \(springTime) s, \(friction), then \(spring))"
        case (let friction?, nil): return "FlutterBouncing(\(extents), \(friction))"
        case (nil, let spring?): return "FlutterBouncing(\(extents), released beyond, \(spring))"
        case (nil, nil): return "FlutterBouncing(\(extents))"
        }
    }
}

extension SpringParameters {
    /// Flutter's `ScrollPhysics._kDefaultSpring`: mass 0.5, stiffness 100 /s², damping ratio 1.1
    /// (c ≈ 15.556 /s, overdamped). Source: flutter `widgets/scroll_physics.dart` (docs/physics.md §9).
    public static let flutterScrollSpring = SpringParameters(
        uncheckedMass: 0.5, stiffness: 100,
        damping: flutterScrollSpringDampingRatio * 2 * (0.5 * 100.0).squareRoot())

    /// The damping ratio of ``flutterScrollSpring``: 1.1.
    public static let flutterScrollSpringDampingRatio = 1.1
}
