// Harness/AllocationCounter: a hook through which the `bench` executable lends its malloc counter.
import Synchronization

/// The process's heap-allocation counter, when the executable has one to lend.
///
/// The harness does not link the malloc interposer itself (tests must not count through it): the `bench`
/// executable installs a reader at start-up. Until one is installed every allocation figure is `nil`
/// ("unavailable"), never `0`.
public enum AllocationCounter {
    private static let reader = Mutex<(@Sendable () -> UInt64)?>(nil)

    /// Installs the function that returns the number of allocating calls (malloc, calloc, realloc,
    /// posix_memalign, aligned_alloc) made by the process so far.
    ///
    /// - Parameter read: a monotonic count of allocations (from some point before the first measurement on;
    ///   measurements use differences).
    public static func install(_ read: @escaping @Sendable () -> UInt64) {
        reader.withLock { $0 = read }
    }

    /// Removes the installed reader; allocation figures become unavailable again.
    public static func uninstall() {
        reader.withLock { $0 = nil }
    }

    /// The installed reader, or `nil` when none is. Measurements fetch it once, outside the timed region.
    public static var installedReader: (@Sendable () -> UInt64)? {
        reader.withLock { $0 }
    }
}
