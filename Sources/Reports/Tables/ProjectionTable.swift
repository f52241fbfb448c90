// Reports/Tables/ProjectionTable: the interleaved projection table `bench run` prints (oracle vs cursor paths per
// chain depth), the notes under it and the chain summary of a dry run.
import Analysis
import Foundation
import Harness

/// The text of a projection benchmark run.
public enum ProjectionTable {
    /// `chain depth 5: 9 participant slices + 3 panel anchors = 12 segments, outer offset -500…10100 pt`.
    public static func chainSummary(_ chain: some ProjectedChain) -> String {
        "chain depth \(chain.depth): \(chain.participantSegmentCount) participant slices + \(chain.anchorCount) "
            + "panel anchors = \(chain.segmentCount) segments, outer offset "
            + "\(TextTable.number(chain.range.minimum, decimals: 0))…\(TextTable.number(chain.range.maximum, decimals: 0)) pt"
    }

    /// Six rows per depth (``ProjectionPath``): frames per sample, p50/p90/p99 ns/frame (blank where the sample
    /// count does not support the percentile), frames per second and share of the 120 Hz budget at the median,
    /// allocations per frame, the speedup of each path over the allocation-free linear walk, and its cost as a
    /// multiple of the floor.
    public static func table(_ report: ProjectionResults) -> TextTable {
        var table = TextTable(columns: [
            .init("depth", alignment: .right), .init("segments", alignment: .right), .init("path"),
            .init("frames/sample", alignment: .right), .init("p50 ns/frame", alignment: .right),
            .init("p90 ns/frame", alignment: .right), .init("p99 ns/frame", alignment: .right),
            .init("frames/s", alignment: .right), .init("120 Hz budget", alignment: .right),
            .init("allocs/frame", alignment: .right), .init("vs linear walk", alignment: .right),
            .init("x floor", alignment: .right),
        ])
        for result in report.results {
            let linear = result[.linearDrag]?.p50
            let floor = result[.floor]?.p50
            for path in ProjectionPath.allCases {
                guard let figures = result[path] else { continue }
                let optional = { (value: Double?) in value.map { TextTable.number($0, decimals: 1) } ?? "" }
                table.append([
                    "\(result.chainDepth)", "\(result.segments)", path.rawValue, "\(result.framesPerSample)",
                    TextTable.number(figures.p50, decimals: 1), optional(figures.p90), optional(figures.p99),
                    rate(figures.framesPerSecond), percent(figures.fractionOf120HzBudget),
                    TextTable.number(figures.allocationsPerFrame, decimals: 2),
                    path == .floor ? "" : linear.map { TextTable.number($0 / figures.p50, decimals: 2) + "x" } ?? "",
                    floor.map { TextTable.number(figures.p50 / $0, decimals: 1) + "x" } ?? "",
                ])
            }
        }
        return table
    }

    /// The lines under the table: what the figures mean, how they were taken, and where.
    public static func notes(plan: ProjectionPlan, metadata: RunMetadata) -> String {
        """
        ns/frame: batch time / frames. All six paths of a depth run interleaved in one run: \(plan.samples) rounds \
        (after \(plan.warmupSamples) warm-up rounds), one sample of each path per round, the order rotating every \
        round, the same frames per sample for every path. p90 needs 10 samples, p99 100 (blank otherwise).
        allocs/frame: counted in a separate untimed pass. vs linear walk: linear-drag p50 / this path's p50 \
        (above 1x = faster than the allocation-free walk); x floor: this path's p50 / floor p50.
        drag: \(TextTable.number(DragPath.step, decimals: 2)) pt per frame across the whole axis and back; \
        jump: \(JumpPath.count) random offsets over the whole axis (seed \(plan.seed)); a jump rewrites every \
        participant whose offset it changes, so its cost grows with the depth.
        measured on \(metadata.machine), \(metadata.os), \(metadata.toolchain), \(metadata.date).

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
