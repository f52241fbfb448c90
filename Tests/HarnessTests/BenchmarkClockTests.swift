// HarnessTests/BenchmarkClockTests: the process CPU clock counts every thread's work, as its definition says
// (`CLOCK_PROCESS_CPUTIME_ID`), and a benchmark measures on the clock it declares.
import Foundation
import Testing

@testable import Harness

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct BenchmarkClockTests {
    /// CPU time another thread spends is part of the process's: over a span in which a second thread works (and the
    /// reading thread only waits), the process clock advances by at least that thread's own CPU time.
    @Test func processCPUIncludesOtherThreadsWork() {
        let before = BenchmarkClock.processCPU.nanoseconds()
        let worker = ThreadCPU()
        let thread = Thread { worker.spin() }
        thread.start()
        worker.finished.wait()
        let after = BenchmarkClock.processCPU.nanoseconds()
        #expect(worker.spent > 0)
        #expect(after &- before >= worker.spent, "process \(after &- before) ns, worker thread \(worker.spent) ns")
    }

    /// Both clocks never go back.
    @Test(arguments: BenchmarkClock.allCases) func readingsNeverDecrease(_ clock: BenchmarkClock) {
        var last = clock.nanoseconds()
        for _ in 0..<1_000 {
            let now = clock.nanoseconds()
            #expect(now >= last)
            last = now
        }
    }

    /// A batched benchmark keeps the clock it declares, elapsed time unless it says otherwise.
    @Test func benchmarksKeepTheirClock() {
        let plain = Benchmark.batched("plain") { _ in { _ in } }
        let cpu = Benchmark.batched("cpu", unit: "command (CPU)", clock: .processCPU) { _ in { _ in } }
        #expect(plain.clock == .wall)
        #expect(cpu.clock == .processCPU)
        #expect(Benchmark("per-frame") { _ in {} }.clock == .wall)
    }
}

/// Spins one thread for a fixed amount of work and records the CPU time that thread spent.
private final class ThreadCPU: @unchecked Sendable {
    let finished = DispatchSemaphore(value: 0)
    private(set) var spent: UInt64 = 0

    func spin() {
        let start = Self.threadNanoseconds()
        var x = 1.0
        for i in 0..<5_000_000 { x = x * 1.000_000_1 + Double(i & 1) }
        blackHole(x)
        spent = Self.threadNanoseconds() &- start
        finished.signal()
    }

    private static func threadNanoseconds() -> UInt64 { MonotonicClock.reading(CLOCK_THREAD_CPUTIME_ID) }
}
