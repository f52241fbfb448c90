// Harness/BenchmarkClock: which clock a benchmark's samples are read from — elapsed time, or the CPU time of the
// whole process.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock a benchmark's samples are timed with.
///
/// Most benchmarks time one thread's work, so elapsed time (``wall``) is the figure. A benchmark of work spread
/// over worker threads — a whole `bench sweep` — is compared with single-threaded work by the CPU time the process
/// spent (``processCPU``: every thread's user and system time), which elapsed time on several cores understates.
public enum BenchmarkClock: String, Sendable, Equatable, CaseIterable {
    /// Elapsed time (``MonotonicClock``), nanoseconds.
    case wall
    /// CPU time of the whole process, every thread, user and system (`CLOCK_PROCESS_CPUTIME_ID`), nanoseconds.
    case processCPU

    /// The clock's current reading in nanoseconds from an arbitrary fixed point; only differences mean anything.
    @inline(__always)
    public func nanoseconds() -> UInt64 {
        switch self {
        case .wall:
            return MonotonicClock.nanoseconds()
        case .processCPU:
            return MonotonicClock.reading(CLOCK_PROCESS_CPUTIME_ID)
        }
    }
}
