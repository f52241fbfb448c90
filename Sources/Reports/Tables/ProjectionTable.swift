// Reports/Tables/ProjectionTable: the interleaved projection table `bench run` prints (the projection suites'
// benchmarks per chain depth, side by side), the notes under it and the chain summary of a dry run.
import Analysis
import Foundation
import Harness
import Support

/// The text of an interleaved projection run (``InterleavedRunner`` over the projection suites).
public enum ProjectionTable {
    /// The frame budget at 120 Hz, nanoseconds (1/120 s ≈ 8.33 ms).
    public static let frameBudget120Hz = 1e9 / 120

    /// `chain depth 5: 9 participant slices + 3 panel anchors = 12 segments, outer offset -500…10100 pt`, after
    /// `name: ` for a scenario's chain (``ScenarioChain``).
    public static func chainSummary(_ chain: some ProjectedChain) -> String {
        ((chain as? ScenarioChain).map { "\($0.name): " } ?? "")
            + "chain depth \(chain.depth): \(chain.participantSegmentCount) participant slices + \(chain.anchorCount) "
            + "panel anchors = \(chain.segmentCount) segments, outer offset "
            + "\(TextTable.number(chain.range.minimum, decimals: 0))…\(TextTable.number(chain.range.maximum, decimals: 0)) pt"
    }

    /// The sizes of `results` in the order they were measured.
    public static func depths(_ results: BenchmarkResults) -> [Int] {
        results.allResults.compactMap(\.result.size).uniqued()
    }

    /// One row per benchmark and depth (depth by depth, benchmarks in suite order): the depth, its chain's segments
    /// (from `segments`, blank when absent), frames per sample, p50/p90/p99 ns/frame (blank where the sample count
    /// does not support the percentile), frames per second and share of the 120 Hz budget at the median,
    /// allocations per frame, the speedup over the benchmark named `reference` at that depth and the cost as a
    /// multiple of the one named `floor`.
    public static func table(
        _ results: BenchmarkResults, segments: [Int: Int], floor: String, reference: String
    ) -> TextTable {
        var table = TextTable(columns: [
            .init("depth", alignment: .right), .init("segments", alignment: .right), .init("path"),
            .init("frames/sample", alignment: .right), .init("p50 ns/frame", alignment: .right),
            .init("p90 ns/frame", alignment: .right), .init("p99 ns/frame", alignment: .right),
            .init("frames/s", alignment: .right), .init("120 Hz budget", alignment: .right),
            .init("allocs/frame", alignment: .right), .init("vs linear walk", alignment: .right),
            .init("x floor", alignment: .right),
        ])
        for depth in depths(results) {
            let rows = results.allResults.map(\.result).filter { $0.size == depth }
            let median = { (name: String) in rows.first { $0.name == name }?.statistics?.median }
            let (linear, floorMedian) = (median(reference), median(floor))
            for result in rows {
                guard let stats = result.statistics else { continue }
                let p50 = stats.median
                let optional = { (value: Double?) in value.map { TextTable.number($0, decimals: 1) } ?? "" }
                table.append([
                    "\(depth)", segments[depth].map(String.init) ?? "", result.name, "\(result.plan.frames)",
                    TextTable.number(p50, decimals: 1), optional(stats.reported(.p90)), optional(stats.reported(.p99)),
                    rate(1e9 / p50), percent(p50 / frameBudget120Hz),
                    TextTable.number(result.allocationsPerFrame, decimals: 2),
                    result.name == floor ? "" : linear.map { TextTable.number($0 / p50, decimals: 2) + "x" } ?? "",
                    floorMedian.map { TextTable.number(p50 / $0, decimals: 1) + "x" } ?? "",
                ])
            }
        }
        return table
    }

    /// The table of the `chains` measured (``table(_:segments:floor:reference:)``), then its notes.
    public static func text(
        _ results: BenchmarkResults, chains: [any ProjectedChain], seed: UInt64, floor: String, reference: String
    ) -> String {
        let segments = Dictionary(chains.map { ($0.depth, $0.segmentCount) }) { first, _ in first }
        return table(results, segments: segments, floor: floor, reference: reference).render()
            + notes(results, seed: seed, floor: floor, reference: reference)
    }

    /// The lines under the table: what the figures mean, how they were taken (from the first result's plan), and
    /// where.
    public static func notes(_ results: BenchmarkResults, seed: UInt64, floor: String, reference: String) -> String {
        let plan = results.allResults.first?.result.plan ?? MeasurementPlan()
        let count = results.allResults.filter { $0.result.size == depths(results).first }.count
        let metadata = results.metadata.map {
            "measured on \($0.machine), \($0.os), \($0.toolchain), \($0.date).\n"
        }
        return """
            ns/frame: batch time / frames. All \(count) paths of a depth run interleaved in one run: \(plan.samples) \
            rounds (after \(plan.warmupSamples) warm-up rounds), one sample of each path per round, the order rotating \
            every round, the same frames per sample for every path. p90 needs 10 samples, p99 100 (blank otherwise).
            allocs/frame: counted in a separate untimed pass. vs linear walk: \(reference) p50 / this path's p50 \
            (above 1x = faster than the allocation-free walk); x floor: this path's p50 / \(floor) p50.
            drag: \(TextTable.number(DragPath.step, decimals: 2)) pt per frame across the whole axis and back; \
            jump: \(JumpPath.count) random offsets over the whole axis (seed \(seed)); a jump rewrites every \
            participant whose offset it changes, so its cost grows with the depth.
            \(metadata ?? "")
            """
    }

    /// `12.3 M`, `845.1 k`, `950`: a rate with an SI prefix.
    public static func rate(_ value: Double) -> String {
        guard value.isFinite else { return TextTable.number(value) }
        if value >= 1e9 { return TextTable.number(value / 1e9) + " G" }
        if value >= 1e6 { return TextTable.number(value / 1e6) + " M" }
        if value >= 1e3 { return TextTable.number(value / 1e3) + " k" }
        return TextTable.number(value)
    }

    /// A fraction as a percentage with three significant digits: `0.000218 %`, `3.12 %`.
    public static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        guard value.isFinite, value > 0 else { return TextTable.number(value) + " %" }
        let decimals = max(0, min(12, 2 - Int(log10(value).rounded(.down))))
        return TextTable.number(value, decimals: decimals) + " %"
    }
}
