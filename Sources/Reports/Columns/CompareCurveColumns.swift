// Reports/Columns/CompareCurveColumns: the columns of `bench compare --csv` (one row per curve and sample) and of
// `--summary-csv` (one row per curve), each once.
import Analysis
import Support

/// One row of the curve CSV: sample `sample` (an index into the curve's times) of `curve`.
public typealias CurveSample = (curve: CompareCurve, sample: Int)

/// The columns of `bench compare`'s curve CSV and summary CSV (docs/compare.md, "Files"). Points, seconds, points
/// per second.
public enum CompareCurveColumns {
    /// What every row starts with, of the row's curve: `curve_id, target, style, tuning, chosen` (the id, the target
    /// label, the style as the legend names it, `A`, `B` or empty, and 1 when the release policy itself does this).
    static func labels<Row>(_ curve: @escaping (Row) -> CompareCurve) -> [DataColumn<Row>] {
        [
            DataColumn("curve_id") { curve($0).id }, DataColumn("target") { curve($0).target },
            DataColumn("style") { curve($0).style.description }, DataColumn("tuning") { curve($0).tuning },
            DataColumn("chosen") { curve($0).isChoice ? "1" : "0" },
        ]
    }

    /// The curve CSV's columns: the labels, then `time_s` (since release; since touch-down for whole trajectories),
    /// `axis_position_pt` and `velocity_pt_per_s` (the first sample's the finger's, each other the frame's mean).
    public static var samples: DataTable<CurveSample> {
        DataTable(
            labels { $0.curve } + [
                .number("time_s") { $0.curve.times[$0.sample] },
                .number("axis_position_pt") { $0.curve.positions[$0.sample] },
                .number("velocity_pt_per_s") { $0.curve.velocities[$0.sample] },
            ])
    }

    /// The summary CSV's columns for jumps flagged from `threshold` pt/s: the labels, then the curve's outcome
    /// (``CurveOutcome``), the count of its jumps (named `jumps_at_least_<threshold>_pt_per_s`) and the largest
    /// of them by size with its time (empty without any; `momentum_kept` empty when no handoff is crossed).
    public static func summary(threshold: Double) -> DataTable<CompareCurve> {
        func largest(_ curve: CompareCurve) -> VelocityJump? {
            curve.outcome.discontinuities.max { abs($0.jump) < abs($1.jump) }
        }
        return DataTable(
            labels { $0 } + [
                .number("rest_position_pt", \.outcome.restingPosition),
                .number("settle_time_s", \.outcome.settleTime), .number("overshoot_pt", \.outcome.overshoot),
                .number("peak_speed_pt_per_s", \.outcome.peakSpeed.value),
                .number("release_jump_pt_per_s", \.outcome.releaseJump.value),
                .number("release_time_s", \.outcome.releaseTime),
                .number("release_position_pt", \.outcome.releasePosition),
                .optionalNumber("momentum_kept", \.outcome.momentumKept),
                DataColumn("jumps_at_least_\(NumberFormat.short(threshold))_pt_per_s") {
                    "\($0.outcome.discontinuities.count)"
                },
                .optionalNumber("largest_jump_pt_per_s") { largest($0)?.jump },
                .optionalNumber("largest_jump_time_s") { largest($0)?.time },
            ])
    }
}

extension ComparePlot {
    /// Every sample as CSV, one row per (curve, time) — unique keys: `curve_id, target, style, tuning, chosen,
    /// time_s, axis_position_pt, velocity_pt_per_s` (velocity: the frame's mean, the first row the finger's;
    /// ``CompareCurveColumns/samples``).
    public static func csv(_ curves: [CompareCurve]) -> String {
        CompareCurveColumns.samples.text(
            curves.lazy.flatMap { curve in curve.times.indices.lazy.map { (curve, $0) } })
    }

    /// One row per curve: id, target, style, tuning, chosen, rest position, settle time, overshoot, peak speed,
    /// the velocity jump at release with its time and position, momentum kept, and the number and largest of the
    /// jumps at or above `threshold` (stated in the header; ``CompareCurveColumns/summary(threshold:)``).
    public static func summaryCSV(_ curves: [CompareCurve], threshold: Double) -> String {
        CompareCurveColumns.summary(threshold: threshold).text(curves)
    }
}
