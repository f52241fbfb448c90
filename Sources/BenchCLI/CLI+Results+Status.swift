// BenchCLI/CLI+Results+Status: `bench results status`: which shards of an array are done, failed or missing.
import Analysis
import ArgumentParsing
import Reports

extension BenchCLI {
    /// Lists the shards of a sharded sweep by state and prints the `--array` list to rerun.
    static let resultsStatus = Verb(
        name: "status", summary: "list the done, failed and missing shards of a sweep array, and what to rerun",
        discussion: """
            Give the shard folders of one sweep, or the folder holding them; the last lines give the shards to \
            run again as a Slurm --array list. Exit status 0 when every shard is done, \
            \(ExitStatus.shardsIncomplete.rawValue) otherwise, 2 for bad input. What done, failed and missing \
            mean, and resubmitting: docs/sweeps.md.

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
