// PanelSimulator/Motion: the motions the per-frame movement step runs (deceleration, spring, animation) behind one
// interface.
import ScrollPhysics

/// What the per-frame movement step asks of a motion (see ``Motion`` for the meaning of each call).
protocol FrameMotion {
    func position(at t: Double) -> Double
    func velocity(at t: Double) -> Double
    func isDone(at t: Double) -> Bool
    func phase(at t: Double) -> Phase
    /// Whether the speed never exceeds the speed at t = 0 (then the peak speed is known without reading the
    /// velocity every frame).
    var neverSpeedsUp: Bool { get }
}

/// ``Motion/deceleration(_:)`` unwrapped: the same calls on the simulation itself, without the enum around it.
struct DecelerationMotion: FrameMotion {
    let simulation: DecelerationSimulation
    @inline(__always) func position(at t: Double) -> Double { simulation.position(at: t) }
    @inline(__always) func velocity(at t: Double) -> Double { simulation.velocity(at: t) }
    @inline(__always) func isDone(at t: Double) -> Bool { simulation.isDone(at: t) }
    @inline(__always) func phase(at t: Double) -> Phase { .decelerating }
    /// |v₀·e^(k·t)| ≤ |v₀| for t ≥ 0, k < 0, exactly so in floating point: a faithfully rounded e^x never
    /// exceeds 1 for x ≤ 0, and rounding a product is monotonic.
    var neverSpeedsUp: Bool { true }
}

/// The movement after release, as one concrete value (no existential on the per-frame path).
enum Motion: Sendable, FrameMotion {
    /// No movement: the axis stays at `position`.
    case rest(position: Double)
    /// A (possibly retargeted) UIKit deceleration.
    case deceleration(DecelerationSimulation)
    /// A natural deceleration that crosses an edge, then a spring back to it.
    case bounce(BounceBackSimulation<DecelerationSimulation>)
    /// A UIKit spring view animation.
    case spring(UIKitSpringAnimation)
    /// A fixed-duration timing-curve animation.
    case curve(TimingCurveAnimation)
    /// A deceleration cut at `stopTime`, after which the axis holds `stopPosition` (the legacy home handoff).
    case truncated(DecelerationSimulation, stopTime: Double, stopPosition: Double)

    /// Position in points `t` seconds after release.
    @inline(__always)
    func position(at t: Double) -> Double {
        switch self {
        case .rest(let p): return p
        case .deceleration(let d): return d.position(at: t)
        case .bounce(let b): return b.position(at: t)
        case .spring(let s): return s.position(at: t)
        case .curve(let c): return c.position(at: t)
        case .truncated(let d, let stop, let p): return t < stop ? d.position(at: t) : p
        }
    }

    /// Velocity in points per second `t` seconds after release.
    @inline(__always)
    func velocity(at t: Double) -> Double {
        switch self {
        case .rest: return 0
        case .deceleration(let d): return d.velocity(at: t)
        case .bounce(let b): return b.velocity(at: t)
        case .spring(let s): return s.velocity(at: t)
        case .curve(let c): return c.velocity(at: t)
        case .truncated(let d, let stop, _): return t < stop ? d.velocity(at: t) : 0
        }
    }

    /// Whether the motion's own end has come (fixed durations end exactly; decays and springs at their closed-form
    /// settle time).
    @inline(__always)
    func isDone(at t: Double) -> Bool {
        switch self {
        case .rest: return true
        case .deceleration(let d): return d.isDone(at: t)
        case .bounce(let b): return b.isDone(at: t)
        case .spring(let s): return s.isDone(at: t)
        case .curve(let c): return c.isDone(at: t)
        case .truncated(let d, let stop, _): return t >= stop || d.isDone(at: t)
        }
    }

    /// The phase a frame of this motion shows at `t`.
    @inline(__always)
    func phase(at t: Double) -> Phase {
        switch self {
        case .rest: return .settled
        case .deceleration, .truncated: return .decelerating
        case .bounce(let b): return b.phase(at: t) == .bouncing ? .bouncing : .decelerating
        case .spring, .curve: return .animating
        }
    }

    /// Not claimed for any case (the enum path reads the velocity every frame; the unwrapped deceleration says
    /// so itself).
    var neverSpeedsUp: Bool { false }

    /// The phase that names the whole movement in a summary.
    var kind: Phase {
        switch self {
        case .rest: return .settled
        case .deceleration, .truncated: return .decelerating
        case .bounce: return .bouncing
        case .spring, .curve: return .animating
        }
    }
}
