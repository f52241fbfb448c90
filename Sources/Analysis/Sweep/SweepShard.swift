// Analysis/Sweep/SweepShard: which cells of a grid one machine runs (`--shard I/N`, or from an array job).
import Support

/// Every N-th cell of a grid starting at cell I: shard I of N. Shards 0…N−1 together cover every cell once.
public struct SweepShard: Sendable, Hashable, Codable {
    /// This shard's index, 0 ..< ``count``.
    public var index: Int
    /// How many shards there are (≥ 1).
    public var count: Int

    private enum CodingKeys: String, CodingKey, CaseIterable { case index, count }

    /// Reads `{"count": N, "index": I}`, refusing other keys (the range is checked by the reader).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.decode(Int.self, forKey: .index)
        count = try c.decode(Int.self, forKey: .count)
    }

    /// Shard `index` of `count` (unchecked; see ``parse(_:)``).
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The cells of a grid of `total` cells that this shard runs, ascending.
    public func cells(ofTotal total: Int) -> StrideTo<Int> { stride(from: index, to: total, by: count) }

    /// The number of cells of a grid of `total` cells that this shard runs (no intermediate sum can overflow).
    public func cellCount(ofTotal total: Int) -> Int { total > index ? (total - index - 1) / count + 1 : 0 }

    /// The largest shard count accepted (`--shard`, `--shard-count`, the array-job variables, `sweep.json`).
    public static let maximumCount = 1_000_000
    /// The range array-job variables are read in (Slurm task ids and steps, Kubernetes indexes): wide enough for
    /// any real array, small enough that no arithmetic on them can overflow.
    public static let environmentRange = 0...100_000_000

    /// Parses `I/N` (0 ≤ I < N).
    ///
    /// - Throws: ``SweepSpecError`` for anything else.
    public static func parse(_ text: String) throws(SweepSpecError) -> SweepShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw SweepSpecError("--shard: '\(text)' is not I/N or auto (whole numbers, N at most \(maximumCount))")
        }
        return try checked(index: index, count: count, source: "--shard \(text)")
    }

    /// A shard after checking 1 ≤ count ≤ ``maximumCount`` and 0 ≤ index < count.
    public static func checked(index: Int, count: Int, source: String) throws(SweepSpecError) -> SweepShard {
        guard count >= 1 else { throw SweepSpecError("\(source): the shard count must be at least 1") }
        guard count <= maximumCount else {
            throw SweepSpecError("\(source): the shard count \(count) is more than \(maximumCount)")
        }
        guard index >= 0, index < count else {
            throw SweepSpecError("\(source): shard index \(index) is not in 0…\(count - 1)")
        }
        return SweepShard(index: index, count: count)
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
    /// - Throws: ``SweepSpecError`` when no runner's variables are set, or they are malformed.
    public static func fromEnvironment(
        _ environment: [String: String], shardCount: Int?
    ) throws(SweepSpecError) -> (shard: SweepShard, source: String) {
        func integer(_ name: String) throws(SweepSpecError) -> Int? {
            guard let raw = environment[name] else { return nil }
            guard let value = Int(raw.trimmingSpaces) else {
                throw SweepSpecError("--shard auto: \(name)='\(raw)' is not an integer")
            }
            guard environmentRange.contains(value) else {
                throw SweepSpecError(
                    "--shard auto: \(name)=\(value) is out of range \(environmentRange.lowerBound)…\(environmentRange.upperBound)"
                )
            }
            return value
        }
        if let index = try integer("JOB_COMPLETION_INDEX") {
            let exported = try integer("JOB_COMPLETIONS")
            guard let count = shardCount ?? exported else {
                throw SweepSpecError(
                    "--shard auto: JOB_COMPLETION_INDEX=\(index) is set but not the shard count (pass --shard-count, the job's completions)"
                )
            }
            let shard = try checked(index: index, count: count, source: "--shard auto (Kubernetes Indexed Job)")
            return (shard, "Kubernetes Indexed Job: JOB_COMPLETION_INDEX=\(index), \(count) completions")
        }
        if let id = try integer("SLURM_ARRAY_TASK_ID") {
            let arrayCount = try integer("SLURM_ARRAY_TASK_COUNT")
            guard let count = arrayCount ?? shardCount else {
                throw SweepSpecError("--shard auto: SLURM_ARRAY_TASK_ID=\(id) is set but not SLURM_ARRAY_TASK_COUNT")
            }
            let minimum = try integer("SLURM_ARRAY_TASK_MIN") ?? 0
            let step = try integer("SLURM_ARRAY_TASK_STEP") ?? 1
            guard step >= 1, (id - minimum) % step == 0 else {
                throw SweepSpecError(
                    "--shard auto: SLURM_ARRAY_TASK_ID=\(id) is not on the array's grid (min \(minimum), step \(step))")
            }
            if let shardCount, shardCount != count {
                throw SweepSpecError("--shard-count \(shardCount) disagrees with SLURM_ARRAY_TASK_COUNT=\(count)")
            }
            let index = (id - minimum) / step
            let shard = try checked(index: index, count: count, source: "--shard auto (Slurm job array)")
            return (shard, "Slurm job array: SLURM_ARRAY_TASK_ID=\(id) → shard \(index) of \(count)")
        }
        throw SweepSpecError(
            "--shard auto: neither a Kubernetes Indexed Job (JOB_COMPLETION_INDEX) nor a Slurm job array (SLURM_ARRAY_TASK_ID) is set"
        )
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
