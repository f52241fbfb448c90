// BenchCLI/Interruption: SIGINT/SIGTERM during a long verb stop it at a safe point instead of killing it.
import Analysis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While a long verb runs (a sweep), SIGINT and SIGTERM only raise ``flag``: the grid stops at the next cell and
/// the verb exits 130 without writing, and an output folder already being renamed into place finishes first, so
/// the final name always holds either the previous results or the complete new ones. A second signal kills the
/// process at once (the default action is restored by the first).
enum Interruption {
    /// Raised by the signal handler; polled by the grid between cells.
    static let flag = CancellationFlag()

    /// Runs `body` with the handlers installed, then restores the default actions.
    static func whileInstalled<T>(_ body: () throws -> T) rethrows -> T {
        _ = flag.isCancelled  // initialise the flag here, never inside the handler
        signal(SIGINT, handle)
        signal(SIGTERM, handle)
        // A parent may have started us with these signals blocked (the mask is inherited, e.g. through
        // posix_spawn): unblock them here, so the worker threads started below inherit an open mask too.
        var unblock = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer {
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try body()
    }

    /// The handler: an atomic store (async-signal-safe) and the default action back for a second signal.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        Interruption.flag.cancel()
        _ = Glibc.signal(signal, SIG_DFL)
    }
}
