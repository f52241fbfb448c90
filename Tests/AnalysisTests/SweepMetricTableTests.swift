// Tests/AnalysisTests/SweepMetricTableTests: each metric is one column entry, as docs/sweeps.md §3 lists them.
import PanelSimulator
import Testing

@testable import Analysis
@testable import Sweep

@Suite("Sweep metrics come from the column table")
struct SweepMetricTableTests {
    /// docs/sweeps.md's column table, in file order: each metric's column and `--metric` spelling.
    static let documented: [(column: String, metric: String)] = [
        ("landing_height_pt", "landing-height"), ("landing_detent_index", "landing-detent"),
        ("rest_outer_offset_pt", "rest-outer-offset"), ("settle_time_s", "settle-time"),
        ("overshoot_pt", "overshoot"), ("peak_speed_pt_per_s", "peak-speed"),
        ("release_velocity_estimate_pt_per_ms", "release-velocity"),
        ("release_velocity_jump_pt_per_s", "release-jump"), ("handoff_velocity_jump_pt_per_s", "handoff-jump"),
        ("momentum_kept_ratio", "momentum-kept"), ("sheet", "sheet"),
    ]

    @Test("every metric has exactly one column, in the documented file order, named as documented")
    func oneColumnPerMetric() {
        let columns = SweepColumn.outcomes(participants: ["table"])
        let metricColumns = columns.compactMap { column in column.metric.map { (column.name, $0.metric.rawValue) } }
        #expect(metricColumns.map(\.0) == Self.documented.map(\.column))
        #expect(metricColumns.map(\.1) == Self.documented.map(\.metric))
        for metric in SweepMetric.allCases {
            #expect(columns.filter { $0.metric?.metric == metric }.count == 1, "\(metric)")
            #expect(metric.columnName == Self.documented.first { $0.metric == metric.rawValue }?.column)
        }
    }

    @Test("the --metric list keeps its order (landing detent first, release velocity last)")
    func spellingOrder() {
        #expect(
            SweepMetric.allCases.map(\.rawValue) == [
                "landing-detent", "landing-height", "rest-outer-offset", "settle-time", "overshoot", "peak-speed",
                "release-jump", "handoff-jump", "momentum-kept", "sheet", "release-velocity",
            ])
    }

    @Test("a metric's value is its row field; categories are numbered, absent values NaN")
    func values() {
        var row = SweepRow(
            cell: 0, releaseVelocity: -1.5, landingHeight: 400, landingDetent: 2, restOuterOffset: -300,
            restContentOffsets: [0], handoff: nil, movement: .decelerating, settleTime: 0.75, overshoot: 3.5,
            peakSpeed: 1200, releaseJump: 10, handoffJump: -20, momentumKept: 0.5, sheet: .dismissed, frames: 90)
        let expected: [SweepMetric: Double] = [
            .landingDetent: 2, .landingHeight: 400, .restOuterOffset: -300, .settleTime: 0.75, .overshoot: 3.5,
            .peakSpeed: 1200, .releaseJump: 10, .handoffJump: -20, .momentumKept: 0.5, .sheet: 1,
            .releaseVelocity: -1.5,
        ]
        for metric in SweepMetric.allCases {
            #expect(metric.value(of: row) == expected[metric], "\(metric)")
            // The hoisted reader gives the same value as a per-row lookup.
            #expect(metric.valueReader(row) == expected[metric], "\(metric) reader")
        }
        row.landingDetent = nil
        row.handoffJump = nil
        row.momentumKept = nil
        row.sheet = .shown
        #expect(SweepMetric.landingDetent.value(of: row).isNaN)
        #expect(SweepMetric.handoffJump.value(of: row).isNaN)
        #expect(SweepMetric.momentumKept.value(of: row).isNaN)
        #expect(SweepMetric.sheet.value(of: row) == 0)
        #expect(SweepMetric.landingDetent.isCategorical && SweepMetric.sheet.isCategorical)
        #expect(SweepMetric.allCases.filter(\.isCategorical) == [.landingDetent, .sheet])
        #expect(SweepMetric.momentumKept.unit == "ratio" && SweepMetric.peakSpeed.label == "peak speed")
    }

    @Test("--help lists every metric with its column, in the --metric order")
    func helpLines() {
        #expect(SweepMetric.helpLines.count == SweepMetric.allCases.count)
        for (line, metric) in zip(SweepMetric.helpLines, SweepMetric.allCases) {
            let words = line.split(separator: " ").map(String.init)
            #expect(line.hasPrefix("  \(metric.rawValue) "), "\(line)")
            #expect(words == [metric.rawValue, metric.columnName], "\(line)")
        }
    }
}
