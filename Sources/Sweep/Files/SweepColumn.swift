// Sweep/SweepColumn: the outcome columns of a sweep row, each once: name, writer and reader.
import PanelSimulator
import ScrollAxis
import Support

/// One outcome column of `sweep.csv` and of the JSON rows: its name (unit in the name), how a row's value is
/// written and how it is read back and checked, and for a metric's column the metric's label, unit and value
/// (``SweepMetric`` reads them from here). The table ``outcomes(participants:)`` is the only place that
/// orders the columns: the header (``SweepDocument/columns(_:)``), the writer (``SweepRowEncoder``) and the
/// reader (`RowReader`) walk it.
struct SweepColumn: Sendable {
    /// The column's name in the CSV header and the JSON `columns`.
    let name: String
    /// What kind of field the column is and where a row keeps its value.
    let field: Field
    /// Reads the value from `cell` into `row` (the columns before this one already read), or throws the reason
    /// (a `RowReader.Problem` without the column's name, which the reader adds).
    let read: @Sendable (inout SweepRow, JSONCell, RowReader) throws -> Void
    /// The metric the column holds (its label, unit and value), or nil for a column no plot or ranking uses.
    let metric: SweepMetricFacts?

    /// A column named `name`, of `metric` when given.
    init(
        _ name: String, metric: SweepMetricFacts? = nil, _ field: Field,
        read: @escaping @Sendable (inout SweepRow, JSONCell, RowReader) throws -> Void
    ) {
        self.name = name
        self.metric = metric
        self.field = field
        self.read = read
    }

    /// A column's field: its kind (how ``SweepLine`` writes it) and the row's value. The values are read by
    /// closures that capture nothing, so writing a row retains nothing per field.
    enum Field: Sendable {
        /// A number (``SweepLine/number(_:)``), NaN when the row has none.
        case number(@Sendable (SweepRow) -> Double)
        /// A whole number (``SweepLine/integer(_:)``), nil when the row has none.
        case integer(@Sendable (SweepRow) -> Int?)
        /// A name (``SweepLine/text(_:)``), nil when the row has none.
        case text(@Sendable (SweepRow) -> String?)
        /// The resting content offset of the participant at this index (a number, NaN when the row has none).
        case restOffset(Int)
    }

    /// The column of `metric`, a number (`value`, NaN when the row has none) named `name`: the metric's one entry.
    static func metric(
        _ metric: SweepMetric, _ name: String, label: String, unit: String,
        value: @escaping @Sendable (SweepRow) -> Double,
        read: @escaping @Sendable (inout SweepRow, JSONCell, RowReader) throws -> Void
    ) -> SweepColumn {
        let facts = SweepMetricFacts(
            metric: metric, label: label, unit: unit, columnName: name, isCategorical: false, value: value)
        return SweepColumn(name, metric: facts, .number(value), read: read)
    }

    /// The column of a categorical `metric` named `name`, written as `field` and numbered by `value` (NaN when
    /// the row has none) for plots and rankings.
    static func category(
        _ metric: SweepMetric, _ name: String, label: String,
        value: @escaping @Sendable (SweepRow) -> Double, _ field: Field,
        read: @escaping @Sendable (inout SweepRow, JSONCell, RowReader) throws -> Void
    ) -> SweepColumn {
        let facts = SweepMetricFacts(
            metric: metric, label: label, unit: "", columnName: name, isCategorical: true, value: value)
        return SweepColumn(name, metric: facts, field, read: read)
    }

    /// The outcome columns of a row, in file order, with one resting content offset per name of `participants`.
    static func outcomes(participants: [String]) -> [SweepColumn] {
        let movements = "not one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))"
        let head = [
            metric(
                .landingHeight, "landing_height_pt", label: "landing height", unit: "pt", value: { $0.landingHeight },
                read: { row, cell, reader in row.landingHeight = try reader.height(cell) }),
            category(
                .landingDetent, "landing_detent_index", label: "landing detent",
                value: { $0.landingDetent.map(Double.init) ?? .nan }, .integer { $0.landingDetent },
                read: { row, cell, reader in row.landingDetent = try reader.detent(cell, landing: row.landingHeight) }),
            metric(
                .restOuterOffset, "rest_outer_offset_pt", label: "resting outer offset", unit: "pt",
                value: { $0.restOuterOffset },
                read: { row, cell, reader in row.restOuterOffset = try reader.offset(cell, finite: true) }),
        ]
        let offsets = participants.indices.map { k in
            SweepColumn(
                "rest_offset_\(columnSafe(participants[k]))_pt",
                .restOffset(k),
                read: { row, cell, reader in row.restContentOffsets.append(try reader.offset(cell, finite: false)) })
        }
        let tail = [
            SweepColumn(
                "handoff", .text { $0.handoff?.rawValue },
                read: { row, cell, _ in
                    row.handoff = try RowReader.optionalName(cell, ScrollType.self, "not a handoff type or null")
                }),
            SweepColumn(
                "movement", .text { $0.movement.rawValue },
                read: { row, cell, _ in row.movement = try RowReader.name(cell, Phase.self, movements) }),
            metric(
                .settleTime, "settle_time_s", label: "settle time", unit: "s", value: { $0.settleTime },
                read: { row, cell, reader in row.settleTime = try reader.magnitude(cell) }),
            metric(
                .overshoot, "overshoot_pt", label: "overshoot", unit: "pt", value: { $0.overshoot },
                read: { row, cell, reader in row.overshoot = try reader.magnitude(cell) }),
            metric(
                .peakSpeed, "peak_speed_pt_per_s", label: "peak speed", unit: "pt/s", value: { $0.peakSpeed },
                read: { row, cell, reader in row.peakSpeed = try reader.magnitude(cell) }),
            metric(
                .releaseVelocity, "release_velocity_estimate_pt_per_ms", label: "release velocity", unit: "pt/ms",
                value: { $0.releaseVelocity },
                read: { row, cell, reader in row.releaseVelocity = try reader.number(cell, finite: true) }),
            metric(
                .releaseJump, "release_velocity_jump_pt_per_s", label: "velocity jump at release", unit: "pt/s",
                value: { $0.releaseJump },
                read: { row, cell, reader in row.releaseJump = try reader.number(cell, finite: true) }),
            metric(
                .handoffJump, "handoff_velocity_jump_pt_per_s", label: "velocity jump at the handoff", unit: "pt/s",
                value: { $0.handoffJump ?? .nan },
                read: { row, cell, reader in row.handoffJump = try reader.number(cell).nilIfNaN }),
            metric(
                .momentumKept, "momentum_kept_ratio", label: "momentum kept at the handoff", unit: "ratio",
                value: { $0.momentumKept ?? .nan },
                read: { row, cell, reader in row.momentumKept = try reader.magnitude(cell).nilIfNaN }),
            category(
                .sheet, "sheet", label: "sheet", value: { $0.sheet.map { $0 == .dismissed ? 1 : 0 } ?? .nan },
                .text { $0.sheet?.rawValue },
                read: { row, cell, _ in row.sheet = try RowReader.sheet(cell) }),
            SweepColumn(
                "frames", .integer { $0.frames },
                read: { row, cell, _ in row.frames = try RowReader.count(cell) }),
            SweepColumn(
                "unsettled_at_cap", .integer { $0.unsettledAtCap ? 1 : 0 },
                read: { row, cell, _ in row.unsettledAtCap = try RowReader.capFlag(cell, settle: row.settleTime) }),
        ]
        return head + offsets + tail
    }

    /// A participant name as part of a column name: letters, digits and `_` kept, anything else `_`.
    static func columnSafe(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}

extension Double {
    /// The value, or nil when it is NaN (an absent outcome).
    fileprivate var nilIfNaN: Double? { isNaN ? nil : self }
}
