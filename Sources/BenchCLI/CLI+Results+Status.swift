// BenchCLI/CLI+Results+Status: `bench results status`: which shards of an array are done, failed or missing.
import Analysis
import ArgumentParsing
import Reports

extension BenchCLI {
    /// Lists the shards of a sharded sweep by state and prints the `--array` list to rerun.
    static let resultsStatus = Verb(
        name: "status", summary: "list the done, failed and missing shards of a sweep array, and what to rerun",
        discussion: """
            Give the shard folders of one sweep (bench sweep --shard i/n, or --shard auto in a job array), or the \
            folder holding them. Each shard is read as bench results merge reads it: done when its sweep.json \
            reads back whole and belongs to the same sweep as the others; failed when something is there but \
            not that (a partial or corrupt sweep.json, a write cut off that left its temporary folder, a folder \
            without sweep.json, a shard of another sweep, a second copy); missing when nothing is. The shard \
            count comes from the shards read (--shard-count when none can be).

            The last lines give the shards to run again as a Slurm --array list (1,4,7-9): shard indices, which \
            are the task ids of cluster/slurm/sweep-array.sbatch; resubmit with SWEEP_SHARDS=n so each task \
            takes its own index of the n shards. Exit status 0 when every shard is done and nothing else was \
            given (bench results merge will join them), \(ExitStatus.shardsIncomplete.rawValue) otherwise, 2 for \
            bad input.

            Example: bench results status results/
            """,
        options: ResultsStatusOptions.self
    ) { options, invocation in
        let probes = SweepShardFolders.expand(options.folders).map(SweepShardFolders.probe)
        let status: SweepArrayStatus
        do throws(SweepSpecError) {
            status = try SweepArrayStatus.assess(probes, shardCount: options.shardCount)
        } catch {
            throw UsageError(
                options.shardCount == nil ? error.description + ": give --shard-count" : "--shard-count: \(error)")
        }
        invocation.io.writeOutput(SweepArrayStatusTable.render(status))
        return status.isComplete ? .success : .shardsIncomplete
    }
}
