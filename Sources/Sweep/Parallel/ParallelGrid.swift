// Sweep/ParallelGrid: runs the cells of a grid on several threads, results in index order.
import Foundation
import Support

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
    /// The cells run as ``forEachInOrder(count:jobs:window:cancellation:progress:worker:compute:consume:)`` runs
    /// them. When a cell throws, or `cancellation` is raised, no further cells start; the call waits for running
    /// cells, then throws the error of the lowest failing index (or ``GridCancelled``). No partial result array is
    /// ever returned.
    ///
    /// - Parameters:
    ///   - count: the number of cells.
    ///   - jobs: worker threads, at least 1; capped at `count`.
    ///   - cancellation: an optional flag to stop early.
    ///   - progress: called after each finished cell with the number finished so far (from any thread).
    ///   - body: computes one cell; must be safe to call from several threads at once.
    /// - Returns: `[body(0), body(1), …, body(count - 1)]`.
    public static func map<T: Sendable>(
        count: Int, jobs: Int = defaultJobs, cancellation: CancellationFlag? = nil,
        progress: (@Sendable (Int) -> Void)? = nil, _ body: @escaping @Sendable (Int) throws -> T
    ) throws -> [T] {
        var results: [T] = []
        results.reserveCapacity(count)
        try forEachInOrder(
            count: count, jobs: jobs, cancellation: cancellation, progress: progress, worker: {},
            compute: { _, index in try body(index) }, consume: { results.append($1) })
        return results
    }
}
