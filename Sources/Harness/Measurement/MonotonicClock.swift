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
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
