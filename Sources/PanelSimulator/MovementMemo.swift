// PanelSimulator/MovementMemo: a movement solved once and taken again, bit for bit, when a later release starts the
// same way and is given the same plan.
import ScrollAxis
import ScrollPhysics
import Synchronization

/// What a simulator's movements are a function of besides its feel parameters: simulators made one after another
/// (``PanelSimulator/init(scenario:after:)``) whose scenarios differ at most in ``Scenario/feel`` share one.
///
/// The rule it stands for: the feel parameters (the velocity thresholds, the neighbour and capture distances,
/// collapse resistance, momentum transfer, the non-snapping ranges) only *choose* a release's movement. Capturing
/// the axis, tracking the finger to its release and running a chosen movement read none of them. So two such
/// simulators capture the same axis, reach the same release, and turn the same plan into the same outcome.
final class MovementIdentity: Sendable {
    /// Whether `a` and `b` differ at most in their feel parameters (every other field `==`).
    static func sameMovement(_ a: Scenario, _ b: Scenario) -> Bool {
        var a = a
        a.feel = b.feel
        return a == b
    }
}

/// One release's movement and its outcome, kept so that a later release that starts the same way and is given
/// the same movement plan takes the outcome instead of solving it again
/// (``PanelSimulator/outcome(of:policy:cache:memo:into:)``).
///
/// "The same" is: the simulator's movement identity, and `==` on the captured axis's key, the gesture (its
/// touch-slopped path, start and release velocity), the state at lift-off (tracker, offset, velocities) and every
/// field of the plan (its motion's numbers included). What follows a release is a function of exactly these, so a
/// hit is the outcome solving would give. A NaN anywhere never matches (the release is solved again); `==` does
/// take a zero of either sign for the other.
///
/// A sweep keeps one memo per start height and gesture value: across parameter combinations that only move the
/// choice (a threshold sweep), most cells are handed the plan the same cell of the combination before had.
public struct MovementMemo: Sendable {
    /// What a release's outcome is a function of on one movement identity: the captured axis's key, the
    /// touch-slopped gesture, the state at lift-off and the plan.
    struct Key: Equatable, Sendable {
        var capture: CaptureCache.Key
        var gesture: Gesture
        var y0: Double
        var releaseHeight: Double
        var release: Release
        var tracker: Tracker
        var plan: MovementPlan

        /// Whether this is the key of the release `start` reached by the touch-slopped `gesture` on the axis
        /// captured for `capture` (compared in place: a key is hundreds of bytes).
        func matches(_ capture: CaptureCache.Key, _ gesture: Gesture, _ start: borrowing PanelSimulator.ReleaseStart)
            -> Bool
        {
            plan == start.plan && release == start.release && y0 == start.y0 && releaseHeight == start.releaseHeight
                && self.capture == capture && tracker == start.tracker && self.gesture == gesture
        }

        /// The key of the release `start` reached by the touch-slopped `gesture` on the axis captured for
        /// `capture`.
        init(capture: CaptureCache.Key, gesture: Gesture, start: borrowing PanelSimulator.ReleaseStart) {
            self.capture = capture
            self.gesture = gesture
            y0 = start.y0
            releaseHeight = start.releaseHeight
            release = start.release
            tracker = start.tracker
            plan = start.plan
        }
    }

    private var identity: MovementIdentity?
    private var key: Key?

    /// The outcome last stored, valid when ``stamp`` is positive.
    public private(set) var outcome = Outcome()
    /// Which outcome the memo holds: a number no other memo of the process ever holds, new each time an outcome
    /// is stored (0: none yet). Text made from ``outcome`` and kept with its stamp stays right: a stamp names one
    /// outcome.
    public private(set) var stamp = 0

    /// The last stamp handed out.
    private static let stamps = Atomic<Int>(0)

    /// An empty memo.
    public init() {}

    /// How ``PanelSimulator/outcome(of:policy:cache:memo:into:)`` used a memo.
    public enum Use: Sendable, Hashable {
        /// The outcome was the memo's: nothing solved.
        case taken
        /// The outcome was solved and is now the memo's.
        case stored
        /// The axis was captured anew: the outcome was solved, the memo left as it was.
        case bypassed
    }

    /// Whether the memo holds the outcome of the release `start` reached by the touch-slopped `gesture` on the
    /// axis captured for `capture` by a simulator of movement identity `identity`.
    func holds(
        _ capture: CaptureCache.Key, _ gesture: Gesture, _ start: borrowing PanelSimulator.ReleaseStart,
        identity: MovementIdentity
    ) -> Bool {
        self.identity === identity && key?.matches(capture, gesture, start) == true
    }

    /// Keeps `outcome` as the outcome of the release `key` on a simulator of movement identity `identity`.
    mutating func store(_ key: consuming Key, identity: MovementIdentity, outcome: Outcome) {
        self.identity = identity
        self.key = key
        self.outcome = outcome
        stamp = Self.stamps.wrappingAdd(1, ordering: .relaxed).newValue
    }
}

extension PanelSimulator {
    /// What `gesture` comes to, as ``outcome(of:policy:stepping:cache:into:)`` writes it into `record`, taken from
    /// `memo` when the memo holds this very release and plan (see ``MovementMemo``), else solved and kept there.
    ///
    /// - Returns: how the memo served: ``MovementMemo/Use/taken`` or ``MovementMemo/Use/stored`` (`record` is
    ///   then the memo's ``MovementMemo/outcome``), or ``MovementMemo/Use/bypassed`` (a newly captured axis: the
    ///   outcome solved without the memo, which is left as it was).
    /// - Throws: ``SimulationError`` as ``run(_:policy:recordFrames:cache:)`` does; `record` is then unchanged.
    @discardableResult
    public func outcome(
        of gesture: Gesture, policy: ReleasePolicy? = nil, cache: inout CaptureCache, memo: inout MovementMemo,
        into record: inout Outcome
    ) throws(SimulationError) -> MovementMemo.Use {
        let policy = policy ?? scenario.policy
        let capture = CaptureCache.Key(gesture, policy: policy)
        // A new axis: the whole release solved as usual (its start now lives inside the new stepper).
        guard cache.holds(capture, for: self) else {
            try outcome(of: gesture, policy: policy, cache: &cache, into: &record)
            return .bypassed
        }
        let (touched, start) = try releaseStart(onCachedAxisFor: gesture, policy: policy, cache: &cache)
        if memo.holds(capture, touched, start, identity: movementIdentity) {
            record = memo.outcome
            return .taken
        }
        let key = MovementMemo.Key(capture: capture, gesture: touched, start: start)
        cache.stepper!.reset(
            consume start, gesture: touched, dt: scenario.frameInterval, settleThreshold: scenario.tolerance.settle)
        cache.stepper!.finish()
        cache.stepper!.writeOutcome(into: &record)
        memo.store(key, identity: movementIdentity, outcome: record)
        return .stored
    }
}
