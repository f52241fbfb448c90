// Sweep/ParallelGrid+Ordered: runs cells on worker threads and hands the results over in index order, as they
// come, with a bounded number waiting (results stream to disk instead of piling up in memory).
import Foundation
import Support

extension ParallelGrid {
    /// Computes `compute(worker, i)` for every `i` in `0..<count` on `jobs` worker threads and calls
    /// `consume(i, value)` on the calling thread in index order, as soon as each next value is ready. Each thread
    /// makes its own state with `worker` when it starts and hands it to `compute` for every cell it computes
    /// (buffers, caches, a simulator kept from cell to cell), so the state needs no lock and is never shared.
    ///
    ///     try ParallelGrid.forEachInOrder(
    ///         count: chunks, worker: { Scratch() }, compute: { scratch, k in simulate(k, using: &scratch) },
    ///         consume: { _, rows in try write(rows) })
    ///
    /// At most `window` values wait to be consumed (workers pause when the consumer falls behind), so memory does
    /// not grow with `count`. When a cell throws, or `cancellation` is raised, no further cells start; running
    /// cells finish, then the call throws the error (or ``GridCancelled``); values before a failing index are
    /// still consumed. An error thrown by `consume` stops the workers the same way and is rethrown.
    ///
    /// - Parameters:
    ///   - count: the number of cells.
    ///   - jobs: worker threads, at least 1; capped at `count`.
    ///   - window: most values computed ahead of the consumer (at least `jobs`).
    ///   - cancellation: an optional flag to stop early.
    ///   - progress: called after each computed cell with the number computed so far (from a worker thread).
    ///   - worker: makes one worker's state, on that worker's thread.
    ///   - compute: computes one cell with the state of the worker computing it; must be safe to call from
    ///     several threads at once.
    ///   - consume: takes the values in index order, on the calling thread.
    public static func forEachInOrder<T: Sendable, Worker>(
        count: Int, jobs: Int = defaultJobs, window: Int? = nil, cancellation: CancellationFlag? = nil,
        progress: (@Sendable (Int) -> Void)? = nil, worker: @escaping @Sendable () -> Worker,
        compute: @escaping @Sendable (inout Worker, Int) throws -> T, consume: (Int, T) throws -> Void
    ) throws {
        guard count > 0 else { return }
        let threads = min(max(1, jobs), count)
        let state = OrderedState<T>(count: count, window: max(window ?? 4 * threads, threads))
        let workers = WorkerThreads(count: threads) {
            var local = worker()
            state.work(body: { try compute(&local, $0) }, cancellation: cancellation, progress: progress)
        }
        defer {
            state.stop()
            workers.join()
        }
        for index in 0..<count {
            let value = try state.take(index, cancellation: cancellation)
            try consume(index, value)
        }
    }
}

/// Shared state of an ordered run: the next index to start, finished values waiting, the first failure.
/// Every stored property is read and written only with `condition` locked (hence unchecked).
private final class OrderedState<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    // Guarded by `condition`.
    private var next = 0
    private var consumed = 0
    private var computed = 0
    private var waiting: [Int: T] = [:]
    private var failure: (index: Int, error: any Error)?
    private var stopped = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// A worker: claims indices within the window and stores their values until none are left or it must stop.
    func work(
        body: (Int) throws -> T, cancellation: CancellationFlag?, progress: (@Sendable (Int) -> Void)?
    ) {
        while true {
            condition.lock()
            while !stopped, failure == nil, cancellation?.isCancelled != true, next < count, next >= consumed + window {
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
            }
            guard !stopped, failure == nil, cancellation?.isCancelled != true, next < count else {
                condition.broadcast()
                condition.unlock()
                return
            }
            let index = next
            next += 1
            condition.unlock()
            do {
                let value = try body(index)
                condition.lock()
                waiting[index] = value
                computed += 1
                let done = computed
                condition.broadcast()
                condition.unlock()
                progress?(done)
            } catch {
                condition.lock()
                if index < (failure?.index ?? Int.max) { failure = (index, error) }
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }

    /// Waits for the value at `index` and removes it; throws the failure or ``GridCancelled`` if it will not come.
    func take(_ index: Int, cancellation: CancellationFlag?) throws -> T {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = waiting.removeValue(forKey: index) {
                consumed = index + 1
                condition.broadcast()
                return value
            }
            if let failure, failure.index <= index || next <= index { throw failure.error }
            if cancellation?.isCancelled == true { throw GridCancelled(completed: computed) }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
        }
    }

    /// Tells the workers to stop claiming cells.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
