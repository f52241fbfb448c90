// PanelSimulator/CaptureCache: the axis one run captured, kept for the next run that touches down the same way.

/// The axis captured by one run, kept for the next run of the same simulator, or of one that moves like it
/// (``PanelSimulator/movesLike(_:)``) (``PanelSimulator/run(_:policy:recordFrames:cache:)``).
///
/// The key is the policy, the touch-down point and the simulator's movement identity: a cache handed to a
/// simulator that moves differently captures the axis again.
public struct CaptureCache {
    struct Key: Equatable, Sendable {
        var policy: ReleasePolicy
        var start: Gesture.Start
        /// What the handoff mode reads from the gesture.
        var onContent: Bool
        var direction: Double

        /// The key of `gesture`'s axis under `policy` with a touch slop of `touchSlop` points: the direction is the
        /// slopped gesture's, the one the axis is captured for (a finger that never leaves the slop moves nothing).
        init(_ gesture: Gesture, policy: ReleasePolicy, touchSlop: Double) {
            self.policy = policy
            start = gesture.start
            onContent = gesture.startsOnInnerContent
            direction = gesture.applyingTouchSlop(touchSlop).firstDirection
        }
    }

    var key: Key?
    /// The movement identity of the simulator that captured the axis.
    var identity: MovementIdentity?
    /// The last gesture's stepper, holding the axis captured for ``key``.
    var stepper: FrameStepper?

    /// An empty cache.
    public init() {}

    /// Whether the cache holds a stepper on the axis `simulator` captures for `key`. Mutating only to be called in
    /// place: a non-mutating call on an `inout` cache copies it (a stepper, a kilobyte) first; nothing is changed.
    mutating func holds(_ key: Key, for simulator: PanelSimulator) -> Bool {
        self.key == key && identity === simulator.movementIdentity && stepper != nil
    }
}
