// PanelSimulator/MovementMemo: a movement solved once and taken again, bit for bit, when a later release starts the
// same way and reads the feel parameters as it did.
import ScrollAxis
import ScrollPhysics
import Synchronization

/// What a simulator's movements are a function of besides its feel parameters: simulators made one after another
/// (``PanelSimulator/init(scenario:after:)``) whose scenarios differ at most in ``Scenario/feel`` share one.
///
/// The rule it stands for: the feel parameters (the velocity thresholds, the neighbour and capture distances,
/// collapse resistance, momentum transfer, the non-snapping ranges) only *choose* a release's movement, and a
/// release reads them in two places only: the solver's decision and the view-animation plan (``FeelReading``).
/// Capturing the axis, tracking the finger to its release, asking the solver and running the chosen movement
/// read none of them. So two such simulators capture the same axis and reach the same release, and where they
/// read the feel parameters alike they come to the same outcome.
final class MovementIdentity: Sendable {
    /// Whether `a` and `b` differ at most in their feel parameters (every other field `==`).
    static func sameMovement(_ a: Scenario, _ b: Scenario) -> Bool {
        var a = a
        a.feel = b.feel
        return a == b
    }
}

/// One release's outcome, kept so that the same release on a simulator that moves alike (another combination of
/// feel parameters, ``MovementIdentity``) takes it when the feel parameters read the same for it
/// (``PanelSimulator/outcome(of:policy:cache:memo:into:)``).
///
/// A release's outcome is a function of the simulator's scenario without its feel parameters (its movement
/// identity), the gesture, and what the release reads of the feel parameters: the solver's decision and the
/// view-animation plan (``FeelReading``). The memo keeps the release's solver request (which reads no feel
/// parameter) so that a later simulator only asks its own solver again and compares the answer: the same
/// identity, the same gesture (bit for bit) on the same captured axis, and an equal reading (the decision's target
/// offset and height bit for bit) give the outcome solving would give. Scenarios are compared with `==`, so two
/// that differ only in the sign of a zero share an identity.
///
/// A sweep keeps one memo per start height and gesture value: across combinations that only move the choice
/// (a threshold sweep), most cells read the feel parameters as the same cell of an earlier combination did.
public struct MovementMemo: Sendable {
    private var identity: MovementIdentity?
    /// The captured axis's key and the gesture (as given, before touch slop) of the release held.
    private var capture: CaptureCache.Key?
    private var gesture = Gesture.release(atDisplayHeight: 0, velocity: 0)
    /// The release's solver request (nil without the solver) and the reading it was solved with.
    private var request: ReleaseRequest?
    private var reading: FeelReading?

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

    /// Whether the memo holds `gesture` on the axis captured for `capture` by a simulator of movement identity
    /// `identity` (the gesture compared bit for bit: `==` takes 0 for −0). Mutating only to be called in place:
    /// a non-mutating call on an `inout` memo copies the memo (hundreds of bytes) first; nothing is changed.
    mutating func holds(_ gesture: Gesture, capture: CaptureCache.Key, identity: MovementIdentity) -> Bool {
        self.identity === identity && self.capture == capture && self.gesture.isIdentical(to: gesture)
    }

    /// Keeps `outcome` as the outcome of `gesture` on the axis captured for `capture` by a simulator of movement
    /// identity `identity`, asked `request` and reading the feel parameters as `reading`.
    mutating func store(
        _ gesture: Gesture, capture: CaptureCache.Key, identity: MovementIdentity, request: ReleaseRequest?,
        reading: FeelReading, outcome: Outcome
    ) {
        self.identity = identity
        self.capture = capture
        self.gesture = gesture
        self.request = request
        self.reading = reading
        self.outcome = outcome
        stamp = Self.stamps.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Whether `simulator` reads the feel parameters for the release held as the memo's simulator did (its
    /// solver asked the held request on `axis`; compared in place, without copying the reading out). Mutating
    /// and `inout` only to be called in place, as ``holds(_:capture:identity:)``; nothing is changed.
    mutating func readsAlike(_ simulator: PanelSimulator, axis: inout CapturedAxis) -> Bool {
        guard stamp > 0, let reading, reading.viewAnimationPlan == simulator.readViewAnimationPlan else { return false }
        guard let request else { return reading.decision == nil }
        guard let held = reading.decision else { return false }
        // `==` and the bits of the numbers the plan takes from the decision (`==` takes 0 for −0).
        let decision = simulator.solverDecision(request, axis: axis)
        return held == decision && held.targetOuterOffset.bitPattern == decision.targetOuterOffset.bitPattern
            && held.targetDisplayHeight.bitPattern == decision.targetDisplayHeight.bitPattern
    }
}

extension Gesture {
    /// Whether this is `other` bit for bit: every number the same bit pattern (`==` would take 0 for −0).
    fileprivate func isIdentical(to other: Gesture) -> Bool {
        guard startsOnInnerContent == other.startsOnInnerContent, path.count == other.path.count,
            releaseVelocity?.bitPattern == other.releaseVelocity?.bitPattern
        else { return false }
        switch (start, other.start) {
        case (.displayHeight(let a), .displayHeight(let b)), (.outerOffset(let a), .outerOffset(let b)):
            guard a.bitPattern == b.bitPattern else { return false }
        default: return false
        }
        for k in path.indices {
            guard path[k].time.bitPattern == other.path[k].time.bitPattern,
                path[k].translation.bitPattern == other.path[k].translation.bitPattern
            else { return false }
        }
        return true
    }
}

extension PanelSimulator {
    /// What `gesture` comes to, as ``outcome(of:policy:stepping:cache:into:)`` writes it into `record`, taken from
    /// `memo` when the memo holds this very gesture on this axis and this simulator reads the feel parameters for
    /// it as the memo's did (see ``MovementMemo``), else solved and kept there.
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
        let capture = CaptureCache.Key(gesture, policy: policy, touchSlop: scenario.touchSlop)
        // A new axis: the whole release solved as usual (its start now lives inside the new stepper).
        guard cache.holds(capture, for: self) else {
            try outcome(of: gesture, policy: policy, cache: &cache, into: &record)
            return .bypassed
        }
        // The same release on the same axis: only the feel parameters' reading is asked again.
        if memo.holds(gesture, capture: capture, identity: movementIdentity),
            memo.readsAlike(self, axis: &cache.stepper!.axis)
        {
            record = memo.outcome
            return .taken
        }
        let (touched, start) = try releaseStart(onCachedAxisFor: gesture, policy: policy, cache: &cache)
        let request: ReleaseRequest?
        do throws(PhysicsInputError) {
            request = try feelRequest(start.release, policy: policy, axis: cache.stepper!.axis)
        } catch {
            throw .invalidMotion(error)
        }
        let reading = feelReading(request, axis: cache.stepper!.axis)
        cache.stepper!.reset(
            consume start, gesture: touched, dt: scenario.frameInterval, settleThreshold: scenario.tolerance.settle)
        cache.stepper!.finish()
        cache.stepper!.writeOutcome(into: &record)
        memo.store(
            gesture, capture: capture, identity: movementIdentity, request: request, reading: reading, outcome: record)
        return .stored
    }
}
