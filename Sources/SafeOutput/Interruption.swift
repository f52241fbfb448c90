// SafeOutput/Interruption: SIGINT, SIGTERM, SIGHUP in a command: exit 130, children stopped, no temporary left.
import Foundation
import Support
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a command stops on SIGINT, SIGTERM or SIGHUP (the terminal closed): ``stopSignals``.
///
/// The executable calls ``installForProcess()`` first thing: these signals are blocked in every thread and one
/// thread waits for them (`sigwait`), so nothing is interrupted at an unsafe point. On a signal:
///
/// - during a phase that can stop cleanly (a sweep's grid, its writing and plotting: ``whileInstalled(_:)``),
///   the first signal raises ``flag``; the command stops at the next cell or phase and exits 130 itself;
/// - otherwise, or on a second signal, it says `interrupted` on standard error (unless the command already said
///   so, ``reportStopped(_:)``: one line per command) and ends the process with 130 after ``InFlight/abandon()``: a
///   commit in progress finishes first (so final names hold the previous outputs or the complete new ones, and the
///   line says which: `interrupted after its outputs were written in full`), gnuplot is killed, every temporary
///   file and folder is removed.
///
/// Without ``installForProcess()`` (tests run commands in-process), ``whileInstalled(_:)`` installs plain handlers
/// that raise the flag, as before.
public enum Interruption {
    /// The exit status of an interrupted command: 128 + SIGINT, the shell's convention.
    public static let exitStatus = 128 + SIGINT

    /// The signals that stop a command this way: Ctrl-C, `kill`, and a terminal or session that closes (whose
    /// default action would end the process with its temporaries left behind).
    public static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Raised by the first signal in a phase that stops cleanly; polled by the grid between cells.
    public static let flag = CancellationFlag()

    private static let state = Mutex(State())

    private struct State {
        var installed = false
        var stoppable = 0
        var signals = 0
        var commandPath = "command"
        /// Whether the one line of an interrupted command was written (``reportStopped(_:)`` or the handler).
        var reported = false
    }

    /// Blocks ``stopSignals`` in this thread (and so in every thread started after it) and starts the thread
    /// that waits for them. Call before anything else starts a thread.
    public static func installForProcess() {
        _ = flag.isCancelled
        var set = sigset_t()
        sigemptyset(&set)
        for signal in stopSignals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        state.withLock { $0.installed = true }
        let thread = Thread {
            var waited = sigset_t()
            sigemptyset(&waited)
            for signal in stopSignals { sigaddset(&waited, signal) }
            while true {
                var signal: Int32 = 0
                guard sigwait(&waited, &signal) == 0 else { continue }
                received()
            }
        }
        thread.start()
    }

    /// The command running, named in the message (`bench render: interrupted …`).
    public static func setCommandPath(_ path: String) { state.withLock { $0.commandPath = path } }

    /// One signal: raise the flag in a phase that stops cleanly, else stop everything and exit 130.
    private static func received() {
        let (stoppable, count, path) = state.withLock { s in
            s.signals += 1
            return (s.stoppable > 0, s.signals, s.commandPath)
        }
        if stoppable && count == 1 {
            flag.cancel()
            return
        }
        // Stop everything first: abandon() waits for a commit in progress, so the line chosen after it says what is
        // on disk. Outputs renamed into place are complete, and stay: the line says so rather than "nothing".
        InFlight.abandon()
        let line =
            InFlight.hasCommitted
            ? "\(path): interrupted after its outputs were written in full (nothing partial left behind)\n"
            : "\(path): interrupted (no partial output left behind)\n"
        state.withLock { s in
            guard !s.reported else { return }
            s.reported = true
            _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        }
        _exit(exitStatus)
    }

    /// Writes a command's own line for a clean stop at the first signal (`bench sweep: interrupted; nothing
    /// written`) with `write`, unless the interruption already wrote its line: an interrupted command says so once,
    /// however many signals come (a second one while the command returns ends the process without another line).
    /// Without ``installForProcess()`` (commands run in-process by tests) no handler writes, and `write` always runs.
    public static func reportStopped(_ write: () -> Void) {
        state.withLock { s in
            guard s.installed else { return write() }
            guard !s.reported else { return }
            s.reported = true
            write()
        }
    }

    /// Runs `body`, a phase that polls ``flag`` and stops cleanly at the first signal.
    public static func whileInstalled<T>(_ body: () throws -> T) rethrows -> T {
        _ = flag.isCancelled  // initialise the flag here, never inside the handler
        let installed = state.withLock { s in
            s.stoppable += 1
            return s.installed
        }
        defer { state.withLock { $0.stoppable -= 1 } }
        if installed { return try body() }
        for stop in stopSignals { signal(stop, handle) }
        // A parent may have started us with these signals blocked (the mask is inherited, e.g. through
        // posix_spawn): unblock them here, so the worker threads started below inherit an open mask too.
        var unblock = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblock)
        for signal in stopSignals { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer {
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            for stop in stopSignals { signal(stop, SIG_DFL) }
        }
        return try body()
    }

    /// The in-process handler: an atomic store (async-signal-safe) and the default action back for a second signal.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        Interruption.flag.cancel()
        _ = Glibc.signal(signal, SIG_DFL)
    }
}
