// PanelSimulator/CaptureCache: the axis one run captured, kept for the next run that touches down the same way.

/// The axis captured by one run of a simulator, kept for its next run that touches down the same way
/// (``PanelSimulator/outcome(of:policy:cache:into:)``): the model, the cursor and their buffers are then not built
/// again. The result is identical either way.
///
/// The key is what the capture depends on: the simulator (held by the cache, so the key cannot come to name another
/// one), the policy, the touch-down point, where the finger lands and the first direction after touch slop. A
/// cache handed to another simulator, or a gesture that touches down otherwise, captures the axis again.
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

    /// The key and the simulator the stepper's axis was captured for: non-nil exactly when ``stepper`` is.
    private var key: Key?
    private var owner: AnyObject?
    /// The last gesture's stepper, holding the axis captured for ``key``; reset in place for the next gesture.
    var stepper: FrameStepper?

    /// An empty cache.
    public init() {}

    /// Whether the cache holds a stepper on the axis `simulator` captures for `key`. Mutating only to be called in
    /// place (a non-mutating call on an `inout` cache copies the stepper first); nothing is changed.
    mutating func holds(_ key: Key, for simulator: PanelSimulator) -> Bool {
        owner === simulator.captureOwner && self.key == key
    }

    /// Keeps `stepper`, on the axis captured for `key` by the simulator whose ``PanelSimulator/captureOwner`` is
    /// `owner`.
    mutating func keep(_ stepper: consuming FrameStepper, key: Key, owner: AnyObject) {
        self.stepper = stepper
        self.key = key
        self.owner = owner
    }

    /// Drops the stepper: the cache then holds nothing.
    mutating func forget() {
        key = nil
        owner = nil
        stepper = nil
    }
}
