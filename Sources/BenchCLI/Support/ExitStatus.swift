// BenchCLI/ExitStatus: the exit statuses of `bench`, one meaning each.

/// The status `bench` exits with.
public enum ExitStatus: Int32, Sendable {
    /// Success.
    case success = 0
    /// A failure while running (an output that could not be written, a benchmark setup that threw).
    case failure = 1
    /// Bad input: a malformed command line, an unreadable input file, or an output path that is refused
    /// (missing folder, existing file without `--force`). One line on standard error.
    case usage = 2
    /// `bench baseline check` found a figure worse than its baseline allows.
    case regression = 3
    /// Interrupted (SIGINT or SIGTERM) before any output was written: 128 + SIGINT, the shell's convention.
    case interrupted = 130
}
