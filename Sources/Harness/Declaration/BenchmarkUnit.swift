// Harness/BenchmarkUnit: the units a benchmark's figures can be per, the one list declarations and readers share.

/// What one timed call of a benchmark body is (its figures are nanoseconds per unit): the only units a benchmark
/// can declare (``Benchmark`` traps on another) and so the only ones a results file may hold.
public enum BenchmarkUnit {
    /// Every unit, `frame` first (the default).
    public static let known = [
        "frame", "release", "image", "cell", "simulated frame", "row", "command", "command (CPU)",
    ]
}
