import Support
import Sweep
import Synchronization
// AnalysisTests/ParallelGridTests: results by index whatever the thread count; errors and cancellation.
import Testing

@testable import Analysis
@testable import Harness

@Suite struct ParallelGridTests {
    /// A deterministic, unevenly expensive cell.
    static func cell(_ i: Int) -> [UInt64] {
        var x = UInt64(i) &* 0x9E37_79B9_7F4A_7C15
        var out: [UInt64] = []
        for _ in 0..<(i % 7) * 50 + 1 {
            x ^= x >> 33
            x = x &* 0xFF51_AFD7_ED55_8CCD
            out.append(x)
        }
        return [out.last ?? 0, UInt64(out.count)]
    }

    @Test(arguments: [0, 1, 2, 5, 97])
    func oneAndTwoJobsGiveIdenticalResults(count: Int) throws {
        let one = try ParallelGrid.map(count: count, jobs: 1) { Self.cell($0) }
        let two = try ParallelGrid.map(count: count, jobs: 2) { Self.cell($0) }
        let many = try ParallelGrid.map(count: count, jobs: 8) { Self.cell($0) }
        #expect(one.count == count)
        #expect(one == two)
        #expect(one == many)
        #expect(one == (0..<count).map(Self.cell))
    }

    @Test func throwsTheLowestFailingIndexWithOneJob() {
        struct Failed: Error, Equatable { let index: Int }
        #expect(throws: Failed(index: 3)) {
            try ParallelGrid.map(count: 10, jobs: 1) { i -> Int in
                if i == 3 || i == 6 { throw Failed(index: i) }
                return i
            }
        }
    }

    @Test(arguments: [1, 2])
    func cancellationStopsWithoutPartialResults(jobs: Int) {
        let flag = CancellationFlag()
        #expect(throws: GridCancelled.self) {
            // Cell 0 cancels; any other cell waits for that, so the run cannot finish all 100 cells.
            try ParallelGrid.map(count: 100, jobs: jobs, cancellation: flag) { i -> Int in
                if i == 0 { flag.cancel() }
                while !flag.isCancelled {}
                return i
            }
        }
    }

    @Test func progressReachesTheCount() throws {
        let seen = ProgressMax()
        _ = try ParallelGrid.map(count: 40, jobs: 2, progress: { seen.record($0) }, { $0 })
        #expect(seen.value == 40)
    }

    /// Each worker thread's state is its own: the state a cell is computed with holds the cells its worker
    /// computed before it, ascending (each worker claims ascending indices), and no more states than threads.
    @Test(arguments: [1, 2, 5])
    func workerStateIsEachThreadsOwn(jobs: Int) throws {
        var seen: [[Int]] = []
        try ParallelGrid.forEachInOrder(
            count: 60, jobs: jobs, worker: { [Int]() },
            compute: { done, index in
                done.append(index)
                return done
            },
            consume: { index, done in
                #expect(done.last == index)
                seen.append(done)
            })
        #expect(seen.count == 60)
        #expect(seen.allSatisfy { zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } })
        #expect(Set(seen.map { $0[0] }).count <= jobs)
    }
}

/// The largest progress count reported.
final class ProgressMax: Sendable {
    private let maximum = Mutex(0)
    func record(_ n: Int) { maximum.withLock { $0 = max($0, n) } }
    var value: Int { maximum.withLock { $0 } }
}
