// Harness/RunEvent: what the runner reports while it works (it never prints).

/// Progress of a benchmark run, sent to the runner's event handler in this order:
/// `startSuite`, then for each benchmark and size `startBenchmark` … `stopBenchmark`, then `stopSuite`.
public enum RunEvent: Sendable, Equatable {
    /// A suite is about to run `benchmarkCount` measurements (benchmarks × sizes).
    case startSuite(suite: String, benchmarkCount: Int)
    /// A benchmark is about to be set up and measured at `size` (`nil`: unsized).
    case startBenchmark(suite: String, benchmark: String, size: Int?)
    /// A benchmark was measured.
    case stopBenchmark(suite: String, result: BenchmarkResult)
    /// A suite finished.
    case stopSuite(suite: String)
}
