// Support/CancellationFlag: a flag raised once to ask running work to stop at its next safe point.
import Synchronization

/// A flag one thread raises and others poll to stop at their next safe point (a grid between cells, a writer
/// between phases); raising it is an atomic store, safe in a signal handler.
public final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    /// A flag, not yet raised.
    public init() {}

    /// Raises the flag: asks the work polling it to stop.
    public func cancel() { flag.store(true, ordering: .relaxed) }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
