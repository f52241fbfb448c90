// Harness/MonotonicClock: the one clock every measurement reads.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A monotonic clock with nanosecond resolution (`CLOCK_MONOTONIC`), unaffected by wall-clock changes.
///
/// Only measurements read it: the simulator never does (time is data there).
public enum MonotonicClock {
    /// The current reading, in nanoseconds since an arbitrary fixed point (boot on Linux).
    ///
    /// Only differences between two readings mean anything.
    @inline(__always)
    public static func nanoseconds() -> UInt64 { reading(CLOCK_MONOTONIC) }

    /// The reading of the POSIX clock `id` (`CLOCK_MONOTONIC`, `CLOCK_PROCESS_CPUTIME_ID`, …) in nanoseconds: the
    /// one conversion from `clock_gettime` every clock of the harness uses.
    @inline(__always)
    static func reading(_ id: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(id, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
