// BenchCLI/ExitStatus: the exit statuses of `bench`, one meaning each.

/// The status `bench` exits with.
enum ExitStatus: Int32, Sendable {
    /// Success.
    case success = 0
    /// The machine refused: a write that failed (disk full, I/O error, standard output closed or full), gnuplot
    /// failed, a benchmark setup that threw. One line on standard error.
    case failure = 1
    /// Bad input, whatever verb: a malformed command line or value, an input file that is missing, not a regular
    /// file or malformed, or an output path that is refused (bad or too long name, missing or read-only folder,
    /// existing file without `--force`, a device or link in the way). One line on standard error.
    case usage = 2
    /// `bench baseline check` or `bench results compare` found a figure worse than its thresholds allow.
    case regression = 3
    /// `bench baseline check` or `bench results compare`: some benchmarks improved beyond the thresholds and
    /// none regressed (a CI job may treat it as success, or as a hint to update the baseline).
    case improved = 4
    /// `bench results best`: no combination qualifies (no cell passes every `--where`, the `--by` outcome has no
    /// value, or every combination breaks a `--require`). The ranking is still printed; one line says why.
    case nothingQualified = 5
    /// `bench results status`: not every shard of the sweep is done (or folders that are not its shards were
    /// given); the table says which, and the last lines what to rerun.
    case shardsIncomplete = 6
    /// Interrupted (SIGINT or SIGTERM) before any output was written: 128 + SIGINT, the shell's convention.
    case interrupted = 130
}
