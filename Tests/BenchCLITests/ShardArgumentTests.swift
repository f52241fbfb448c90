// BenchCLITests/ShardArgumentTests: `--shard I/N` and `--shard auto` read from a Kubernetes or Slurm array job's
// variables (the variables as docs/sweeps.md and the schedulers document them).
import Analysis
import ArgumentParsing
import Sweep
import Testing

@testable import BenchCLI

@Suite struct ShardArgumentTests {
    // MARK: - Shards from the environment

    @Test func shardAutoReadsKubernetesAndSlurm() throws {
        let k8s = try ShardArgument.fromEnvironment(["JOB_COMPLETION_INDEX": "2"], shardCount: 4)
        #expect(k8s.shard == SweepShard(index: 2, count: 4))
        #expect(k8s.source.hasPrefix("Kubernetes Indexed Job"))
        #expect(
            try ShardArgument.fromEnvironment(["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "3"], shardCount: nil)
                .shard
                == SweepShard(index: 0, count: 3))
        let slurm = try ShardArgument.fromEnvironment(
            ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "1"], shardCount: nil)
        #expect(slurm.shard == SweepShard(index: 2, count: 8))
        #expect(slurm.source.hasPrefix("Slurm job array"))
        #expect(throws: UsageError.self) {
            try ShardArgument.fromEnvironment(["JOB_COMPLETION_INDEX": "1"], shardCount: nil)
        }
        #expect(throws: UsageError.self) {
            try ShardArgument.fromEnvironment(["JOB_COMPLETION_INDEX": "4"], shardCount: 4)
        }
        #expect(throws: UsageError.self) {
            try ShardArgument.fromEnvironment(["SLURM_ARRAY_TASK_ID": "x"], shardCount: nil)
        }
        #expect(throws: UsageError.self) { try ShardArgument.fromEnvironment([:], shardCount: 2) }
        #expect(try ShardArgument.parse("1/3") == SweepShard(index: 1, count: 3))
        #expect(throws: UsageError("--shard 3/3: shard index 3 is not in 0…2")) { try ShardArgument.parse("3/3") }
        #expect(throws: UsageError.self) { try ShardArgument.parse("1/0") }
    }
}
