// Reports/Columns/CompareCurveColumns: the columns of `bench compare --csv` (one row per curve and sample) and of
// `--summary-csv` (one row per curve), each once: the writers and the strict readers walk them.
import Analysis
import Foundation
import Support

/// One row of the curve CSV: one sample of one curve. Points, seconds, points per second.
public struct CurveSampleRow: Hashable, Sendable {
    /// The curve's id (``CompareCurve/id``).
    public var curveID = ""
    /// The target's label.
    public var target = ""
    /// The style as the legend names it.
    public var style = ""
    /// `A`, `B` or empty.
    public var tuning = ""
    /// Whether the release policy itself does this.
    public var chosen = false
    /// Seconds (since release; since touch-down for whole trajectories).
    public var time = 0.0
    /// The axis position, points.
    public var position = 0.0
    /// The velocity there, points per second (the first sample's the finger's, each other the frame's mean).
    public var velocity = 0.0

    /// An empty row (what the reader fills column by column).
    public init() {}

    /// Sample `k` of `curve`.
    public init(_ curve: CompareCurve, sample k: Int) {
        (curveID, target, style, tuning, chosen) = curve.labels
        time = curve.times[k]
        position = curve.positions[k]
        velocity = curve.velocities[k]
    }
}

/// One row of the summary CSV: one curve's outcome. Points, seconds, points per second.
public struct CurveSummaryRow: Hashable, Sendable {
    /// The curve's id, target label, style and tuning, as in ``CurveSampleRow``.
    public var curveID = "", target = "", style = "", tuning = ""
    /// Whether the release policy itself does this.
    public var chosen = false
    /// Where it rests, points.
    public var restingPosition = 0.0
    /// Seconds from release until it stays within half a device pixel of its rest.
    public var settleTime = 0.0
    /// How far it passes its rest, points (≥ 0).
    public var overshoot = 0.0
    /// Its largest speed after release, points per second (≥ 0).
    public var peakSpeed = 0.0
    /// Start velocity of the movement minus the release velocity, points per second.
    public var releaseJump = 0.0
    /// When the release happens, seconds since the curve's origin.
    public var releaseTime = 0.0
    /// The axis position at release, points.
    public var releasePosition = 0.0
    /// The fraction of speed kept across a handoff, nil when none is crossed (an empty field).
    public var momentumKept: Double?
    /// How many velocity jumps reached the threshold.
    public var jumps = 0
    /// The largest of them (by size), points per second, and its time, seconds; nil without any.
    public var largestJump: Double?, largestJumpTime: Double?

    /// An empty row (what the reader fills column by column).
    public init() {}

    /// The summary of `curve`.
    public init(_ curve: CompareCurve) {
        let o = curve.outcome
        let largest = o.discontinuities.max { abs($0.jump) < abs($1.jump) }
        (curveID, target, style, tuning, chosen) = curve.labels
        restingPosition = o.restingPosition
        settleTime = o.settleTime
        overshoot = o.overshoot
        peakSpeed = o.peakSpeed.value
        releaseJump = o.releaseJump.value
        releaseTime = o.releaseTime
        releasePosition = o.releasePosition
        momentumKept = o.momentumKept
        jumps = o.discontinuities.count
        largestJump = largest?.jump
        largestJumpTime = largest?.time
    }
}

/// The columns of `bench compare`'s curve CSV and summary CSV (docs/compare.md, "Files").
public enum CompareCurveColumns {
    /// The curve CSV's columns: `curve_id, target, style, tuning, chosen, time_s, axis_position_pt,
    /// velocity_pt_per_s`.
    public static var samples: DataTable<CurveSampleRow> {
        DataTable([
            .text("curve_id", \.curveID), .text("target", \.target), .text("style", \.style), .text("tuning", \.tuning),
            .flag("chosen", \.chosen), .number("time_s", \.time), .number("axis_position_pt", \.position),
            .number("velocity_pt_per_s", \.velocity),
        ])
    }

    /// The summary CSV's columns for jumps flagged from `threshold` pt/s (named in the jump count's column).
    public static func summary(threshold: Double) -> DataTable<CurveSummaryRow> {
        DataTable([
            .text("curve_id", \.curveID), .text("target", \.target), .text("style", \.style),
            .text("tuning", \.tuning), .flag("chosen", \.chosen), .number("rest_position_pt", \.restingPosition),
            .number("settle_time_s", \.settleTime, minimum: 0), .number("overshoot_pt", \.overshoot, minimum: 0),
            .number("peak_speed_pt_per_s", \.peakSpeed, minimum: 0), .number("release_jump_pt_per_s", \.releaseJump),
            .number("release_time_s", \.releaseTime), .number("release_position_pt", \.releasePosition),
            .optionalNumber("momentum_kept", \.momentumKept, minimum: 0), .count(jumpsColumn(threshold), \.jumps),
            .optionalNumber("largest_jump_pt_per_s", \.largestJump),
            .optionalNumber("largest_jump_time_s", \.largestJumpTime),
        ])
    }

    /// The jump count's column: `jumps_at_least_<threshold>_pt_per_s`.
    public static func jumpsColumn(_ threshold: Double) -> String {
        "jumps_at_least_\(NumberFormat.short(threshold))_pt_per_s"
    }

    /// Reads a curve CSV back, as strictly as ``ComparePlot/csv(_:)`` writes it: exactly the columns of
    /// ``samples``, one field per column on every row, `chosen` 0 or 1, finite decimal numbers, and each
    /// `(curve_id, time_s)` once.
    ///
    /// - Throws: ``DataFileProblem`` naming the line (and column) of the first thing wrong.
    public static func readSamples(_ text: String) throws(DataFileProblem) -> [CurveSampleRow] {
        let records = try DataTable<CurveSampleRow>.records(text)
        try samples.checkHeader(records[0])
        let rows = try samples.rows(records.dropFirst(), blank: CurveSampleRow())
        var seen: Set<[String]> = []
        for (row, record) in zip(rows, records.dropFirst())
        where !seen.insert([row.curveID, NumberFormat.data(row.time)]).inserted {
            throw DataFileProblem(
                line: record.line, column: "time_s",
                reason: "curve '\(row.curveID)' already has a row at \(NumberFormat.data(row.time)) s")
        }
        return rows
    }

    /// Reads a summary CSV back, as strictly as ``ComparePlot/summaryCSV(_:threshold:)`` writes it: the threshold
    /// from the jump count's column name, then exactly the columns of ``summary(threshold:)``, one field per column
    /// on every row, finite decimal numbers (settle time, overshoot, peak speed and momentum kept not negative),
    /// and the largest jump and its time given exactly when a jump is counted.
    ///
    /// - Throws: ``DataFileProblem`` naming the line (and column) of the first thing wrong.
    public static func readSummary(_ text: String) throws(DataFileProblem) -> (
        threshold: Double, rows: [CurveSummaryRow]
    ) {
        let records = try DataTable<CurveSummaryRow>.records(text)
        let header = records[0]
        let position = summary(threshold: 0).columns.firstIndex { $0.name == jumpsColumn(0) } ?? 0
        let field = position < header.fields.count ? header.fields[position] : ""
        let middle = field.dropFirst("jumps_at_least_".count).dropLast("_pt_per_s".count)
        guard field.hasPrefix("jumps_at_least_"), field.hasSuffix("_pt_per_s"), let threshold = Double(middle),
            threshold.isFinite
        else {
            throw DataFileProblem(
                line: header.line,
                reason: "column \(position + 1) is '\(field)', not jumps_at_least_<threshold>_pt_per_s")
        }
        let table = summary(threshold: threshold)
        try table.checkHeader(header)
        let rows = try table.rows(records.dropFirst(), blank: CurveSummaryRow())
        for (row, record) in zip(rows, records.dropFirst()) {
            for (name, value) in [
                ("largest_jump_pt_per_s", row.largestJump), ("largest_jump_time_s", row.largestJumpTime),
            ]
            where (value == nil) != (row.jumps == 0) {
                throw DataFileProblem(
                    line: record.line, column: name,
                    reason: row.jumps == 0
                        ? "given, but no jump is counted" : "empty, but \(row.jumps) jumps are counted")
            }
        }
        return (threshold, rows)
    }
}

extension ComparePlot {
    /// Every sample as CSV, one row per (curve, time) — unique keys: `curve_id, target, style, tuning, chosen,
    /// time_s, axis_position_pt, velocity_pt_per_s` (velocity: the frame's mean, the first row the finger's;
    /// ``CompareCurveColumns/samples``).
    public static func csv(_ curves: [CompareCurve]) -> String {
        CompareCurveColumns.samples.text(
            curves.lazy.flatMap { curve in curve.times.indices.lazy.map { CurveSampleRow(curve, sample: $0) } })
    }

    /// One row per curve: id, target, style, tuning, chosen, rest position, settle time, overshoot, peak speed,
    /// the velocity jump at release with its time and position, momentum kept, and the number and largest of the
    /// jumps at or above `threshold` (stated in the header; ``CompareCurveColumns/summary(threshold:)``).
    public static func summaryCSV(_ curves: [CompareCurve], threshold: Double) -> String {
        CompareCurveColumns.summary(threshold: threshold).text(curves.lazy.map(CurveSummaryRow.init))
    }
}

extension CompareCurve {
    /// What every per-curve row and entry starts with: the id, the target label, the style as written, the tuning,
    /// and whether the release policy itself does this.
    var labels: (id: String, target: String, style: String, tuning: String, chosen: Bool) {
        (id, target, style.description, tuning, isChoice)
    }
}
