// BenchCLI/CLI+Results+Merge: `bench results merge`: join the shards of a sweep into what one run writes.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import Plotting
import Reports
import SafeOutput

extension BenchCLI {
    /// `bench results …`: work on saved results.
    static let results = Verb(
        name: "results",
        summary:
            "work on saved results (compare benchmark runs; merge sweep shards, rank parameter values, shard status)",
        subverbs: [resultsCompare, resultsExport, resultsMerge, resultsBest, resultsStatus])

    /// Joins `bench sweep --shard i/n` folders into exactly the folder an unsharded run writes.
    static let resultsMerge = Verb(
        name: "merge", summary: "join the shards of a sweep into one sweep folder (CSV, JSON, PNGs)",
        discussion: """
            Give every shard of one sweep (bench sweep --shard i/n folders or their sweep.json), in any order; the \
            folder written is byte for byte what bench sweep without --shard writes. Details: docs/sweeps.md.
            """,
        options: MergeOptions.self
    ) { options, invocation in
        let (out, sources, force) = (options.out, options.sources, options.force)
        let parts = try sources.map { source in (source: source, results: try readSweep(source)) }
        try preflightFolder(out, force: force, createParent: false)
        let merged: SweepResults
        do throws(SweepSpecError) {
            merged = try SweepResults.merge(parts)
        } catch {
            throw UsageError(error.description)
        }
        let renderer = options.renderer
        let report = try SweepOutput.write(
            merged, to: out, overwrite: force, options: SweepOutputOptions(renderer: renderer))
        invocation.io.print("merged \(parts.count) shards: \(report.rowCount) cells, \(report.frameCount) frames")
        let images = report.imageCount > 0 ? ", \(report.imageCount) PNGs (\(report.renderer?.rawValue ?? "none"))" : ""
        invocation.io.print("wrote \(OutputPath.folderPath(out))/: sweep.csv, sweep.json\(images)")
        return .success
    }

    /// Reads a whole sweep (a single run or merged shards) for verbs that need every cell; a shard is refused.
    /// Every message starts with `option` when one is given (`--from-sweep: '…' is shard 0/4: …`).
    static func readWholeSweep(_ source: String, option: String? = nil) throws(UsageError) -> SweepResults {
        let results: SweepResults
        do { results = try readSweep(source) } catch {
            throw UsageError((option.map { "\($0): " } ?? "") + error.message)
        }
        if let shard = results.header.shard {
            throw UsageError(
                (option.map { "\($0): " } ?? "")
                    + "'\(source)' is shard \(shard.index)/\(shard.count): join the shards first (bench results merge)")
        }
        return results
    }

    /// Reads a sweep folder's `sweep.json` (or the file itself); one clear line when it cannot.
    static func readSweep(_ source: String) throws(UsageError) -> SweepResults {
        do throws(SweepSpecError) {
            return try SweepShardFolders.read(source)
        } catch {
            throw UsageError(error.description)
        }
    }
}
