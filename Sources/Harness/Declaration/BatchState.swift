// Harness/BatchState: the one box a batched benchmark keeps its state in between batches.

/// The state a batched benchmark body keeps from one batch to the next (a workload, a stepper, a table of cells).
///
/// A batch body is a `@Sendable` closure, so it cannot capture a `var`; it captures this box instead. The runner
/// calls a benchmark's batches one after another on one thread, never concurrently, which is what makes the
/// unchecked `Sendable` conformance sound — the box is not for state shared between threads.
///
///     let state = BatchState(CursorWorkload(model: model, path: DragPath(range: range)))
///     return { frames in state.update { blackHole($0.run(frames: frames)) } }
public final class BatchState<Value>: @unchecked Sendable {
    private var stored: Value?

    /// Boxes `value`.
    public init(_ value: Value) { stored = value }

    /// Runs `body` on the value, moved out of the box for the call so the body's copy is the only reference to
    /// its buffers (no copy-on-write on the measured path), then puts it back. Does nothing when called from
    /// inside another `update` of the same box (which a runner never does).
    public func update(_ body: (inout Value) -> Void) {
        guard var value = stored else { return }
        stored = nil
        body(&value)
        stored = value
    }
}
