// BenchCLI/ShardArgument: `--shard I/N` and `--shard auto` (the array job's variables) as a typed SweepShard.
import Analysis
import ArgumentParsing
import SafeOutput
import Support
import Sweep

/// The shard a sweep runs, from the command line (`--shard I/N`) or, for `--shard auto`, from the process
/// environment (the one place the scheduler's variables are read).
enum ShardArgument: Sendable {
    /// `--shard I/N`.
    case given(SweepShard)
    /// `--shard auto`, with `--shard-count` when given.
    case auto(shardCount: Int?)

    /// The range array-job variables are read in (Slurm task ids and steps, Kubernetes indexes): wide enough for
    /// any real array, small enough that no arithmetic on them can overflow.
    static let environmentRange = 0...100_000_000

    /// The shard: the one given, or the array job's (``fromEnvironment(_:shardCount:)``), which is then said on
    /// standard error (`shard 2/3 from Slurm job array: …`).
    func resolve(environment: [String: String], io: CLIOutput) throws(UsageError) -> SweepShard {
        switch self {
        case .given(let shard): return shard
        case .auto(let shardCount):
            let (shard, source) = try Self.fromEnvironment(environment, shardCount: shardCount)
            io.printError("shard \(shard.index)/\(shard.count) from \(source)")
            return shard
        }
    }

    /// Parses `I/N` (0 ≤ I < N).
    ///
    /// - Throws: ``UsageError`` naming `--shard` for anything else.
    static func parse(_ text: String) throws(UsageError) -> SweepShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw UsageError(
                "--shard: '\(text)' is not I/N or auto (whole numbers, N at most \(SweepShard.maximumCount))")
        }
        return try checked(index: index, count: count, source: "--shard \(text)")
    }

    /// `--shard auto`: the shard an array-job runner assigned to this process, read from `environment`.
    ///
    /// - Kubernetes Indexed Job: `JOB_COMPLETION_INDEX` (0-based); the count is `shardCount` (`--shard-count`,
    ///   the job's `spec.completions`), else `JOB_COMPLETIONS` if the job template exports it.
    /// - Slurm job array: `SLURM_ARRAY_TASK_ID` and `SLURM_ARRAY_TASK_COUNT`, with the task id made 0-based by
    ///   `SLURM_ARRAY_TASK_MIN` and `SLURM_ARRAY_TASK_STEP` when set (`--array=1-8` works); `shardCount`, when
    ///   given, must agree.
    ///
    /// - Parameters:
    ///   - environment: the process environment (injectable for tests).
    ///   - shardCount: `--shard-count`, if given.
    /// - Returns: the shard and one line saying where it came from.
    /// - Throws: ``UsageError`` when no runner's variables are set, or they are malformed.
    static func fromEnvironment(
        _ environment: [String: String], shardCount: Int?
    ) throws(UsageError) -> (shard: SweepShard, source: String) {
        func integer(_ name: String) throws(UsageError) -> Int? {
            guard let raw = environment[name] else { return nil }
            guard let value = Int(TextInput.trimmed(raw)) else {
                throw UsageError("--shard auto: \(name)='\(raw)' is not an integer")
            }
            guard environmentRange.contains(value) else {
                throw UsageError(
                    "--shard auto: \(name)=\(value) is out of range \(environmentRange.lowerBound)…\(environmentRange.upperBound)"
                )
            }
            return value
        }
        if let index = try integer("JOB_COMPLETION_INDEX") {
            let exported = try integer("JOB_COMPLETIONS")
            guard let count = shardCount ?? exported else {
                throw UsageError(
                    "--shard auto: JOB_COMPLETION_INDEX=\(index) is set but not the shard count (pass --shard-count, the job's completions)"
                )
            }
            let shard = try checked(index: index, count: count, source: "--shard auto (Kubernetes Indexed Job)")
            return (shard, "Kubernetes Indexed Job: JOB_COMPLETION_INDEX=\(index), \(count) completions")
        }
        if let id = try integer("SLURM_ARRAY_TASK_ID") {
            let arrayCount = try integer("SLURM_ARRAY_TASK_COUNT")
            guard let count = arrayCount ?? shardCount else {
                throw UsageError("--shard auto: SLURM_ARRAY_TASK_ID=\(id) is set but not SLURM_ARRAY_TASK_COUNT")
            }
            let minimum = try integer("SLURM_ARRAY_TASK_MIN") ?? 0
            let step = try integer("SLURM_ARRAY_TASK_STEP") ?? 1
            guard step >= 1, (id - minimum) % step == 0 else {
                throw UsageError(
                    "--shard auto: SLURM_ARRAY_TASK_ID=\(id) is not on the array's grid (min \(minimum), step \(step))")
            }
            if let shardCount, shardCount != count {
                throw UsageError("--shard-count \(shardCount) disagrees with SLURM_ARRAY_TASK_COUNT=\(count)")
            }
            let index = (id - minimum) / step
            let shard = try checked(index: index, count: count, source: "--shard auto (Slurm job array)")
            return (shard, "Slurm job array: SLURM_ARRAY_TASK_ID=\(id) → shard \(index) of \(count)")
        }
        throw UsageError(
            "--shard auto: neither a Kubernetes Indexed Job (JOB_COMPLETION_INDEX) nor a Slurm job array (SLURM_ARRAY_TASK_ID) is set"
        )
    }

    /// ``SweepShard/checked(index:count:source:)`` with its message as a usage error.
    private static func checked(index: Int, count: Int, source: String) throws(UsageError) -> SweepShard {
        try UsageError.rethrowing { () throws(SweepSpecError) in
            try SweepShard.checked(index: index, count: count, source: source)
        }
    }
}
