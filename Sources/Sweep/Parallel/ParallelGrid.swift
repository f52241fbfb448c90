// Sweep/ParallelGrid: runs the cells of a grid on several threads, results in index order.
import Foundation
import Support
import Synchronization

/// The error thrown when a grid run was cancelled before every cell ran.
public struct GridCancelled: Error, Equatable, CustomStringConvertible {
    /// Cells that completed before the run stopped.
    public let completed: Int

    /// The error for a run stopped after `completed` cells.
    public init(completed: Int) { self.completed = completed }

    /// One line.
    public var description: String { "cancelled after \(completed) cells" }
}

/// A parallel map over cell indices for the sweep engine.
public enum ParallelGrid {
    /// The default job count: the number of active processors.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Computes `body(i)` for every `i` in `0..<count` on `jobs` threads and returns the results in index
    /// order, so the output is the same whatever the scheduling.
    ///
    ///     let rows = try ParallelGrid.map(count: grid.count, jobs: 2) { i in simulate(grid[i]) }
    ///
    /// Threads take the next unstarted index from a shared counter. When a cell throws, or `cancellation`
    /// is raised, no further cells start; the call waits for running cells, then throws the error of the
    /// lowest failing index (or ``GridCancelled``). No partial result array is ever returned.
    ///
    /// - Parameters:
    ///   - count: the number of cells.
    ///   - jobs: threads to use, at least 1 (the calling thread is one of them); capped at `count`.
    ///   - cancellation: an optional flag to stop early.
    ///   - progress: called after each finished cell with the number finished so far (from any thread).
    ///   - body: computes one cell; must be safe to call from several threads at once.
    /// - Returns: `[body(0), body(1), …, body(count - 1)]`.
    public static func map<T: Sendable>(
        count: Int, jobs: Int = defaultJobs, cancellation: CancellationFlag? = nil,
        progress: (@Sendable (Int) -> Void)? = nil, _ body: @escaping @Sendable (Int) throws -> T
    ) throws -> [T] {
        guard count > 0 else { return [] }
        let state = GridState<T>(count: count)
        let work: @Sendable () -> Void = {
            while cancellation?.isCancelled != true, let index = state.claim() {
                do {
                    let value = try body(index)
                    let done = state.store(value, at: index)
                    progress?(done)
                } catch {
                    state.fail(error, at: index)
                }
            }
        }
        let threads = min(max(1, jobs), count)
        let workers = WorkerThreads(count: threads - 1, work)
        work()
        workers.join()
        return try state.finish()
    }
}

/// Shared state of one grid run: the next index, the results slots, the first failure.
private final class GridState<T: Sendable>: Sendable {
    private struct Slots {
        var results: [T?]
        var finished = 0
        var failure: (index: Int, error: any Error)?
    }

    private let next = Atomic<Int>(0)
    private let count: Int
    private let slots: Mutex<Slots>

    init(count: Int) {
        self.count = count
        slots = Mutex(Slots(results: Array(repeating: nil, count: count)))
    }

    /// The next unstarted index, or `nil` when all started or a cell failed.
    func claim() -> Int? {
        if slots.withLock({ $0.failure != nil }) { return nil }
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }

    /// Stores a cell's result; returns how many cells have finished.
    func store(_ value: T, at index: Int) -> Int {
        slots.withLock {
            $0.results[index] = value
            $0.finished += 1
            return $0.finished
        }
    }

    /// Records a failure, keeping the one with the lowest index.
    func fail(_ error: any Error, at index: Int) {
        slots.withLock {
            if index < ($0.failure?.index ?? Int.max) { $0.failure = (index, error) }
        }
    }

    /// The results in order, or the failure / cancellation.
    func finish() throws -> [T] {
        let outcome = slots.withLock { slots -> Result<[T], any Error> in
            if let failure = slots.failure { return .failure(failure.error) }
            let results = slots.results.compactMap { $0 }
            return results.count == count ? .success(results) : .failure(GridCancelled(completed: slots.finished))
        }
        return try outcome.get()
    }
}
