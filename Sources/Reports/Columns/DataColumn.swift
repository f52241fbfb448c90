// Reports/Columns/DataColumn: one column of a CSV file the tool writes (name with its unit, and its writer) and the
// table of them that writes the header and the rows.
import Support

/// One column of a CSV file: its name (the unit in the name: `time_s`, `axis_position_pt`) and how a row's value is
/// written. A ``DataTable`` orders them; the header and the rows walk it, so a column is one entry.
public struct DataColumn<Row> {
    /// The column's name in the header.
    public let name: String
    /// The field's text for `row` (the table quotes it as CSV needs).
    let write: (Row) -> String

    /// A column named `name` written by `write`.
    public init(_ name: String, write: @escaping (Row) -> String) {
        self.name = name
        self.write = write
    }

    /// A number (``NumberFormat/data(_:)``).
    public static func number(_ name: String, _ value: @escaping (Row) -> Double) -> Self {
        Self(name) { NumberFormat.data(value($0)) }
    }

    /// A number or an empty field (nil).
    public static func optionalNumber(_ name: String, _ value: @escaping (Row) -> Double?) -> Self {
        Self(name) { value($0).map(NumberFormat.data) ?? "" }
    }
}

/// The columns of one CSV file in file order: the header and each row's line walk them.
public struct DataTable<Row> {
    /// The columns, in file order.
    public var columns: [DataColumn<Row>]

    /// A table of `columns`.
    public init(_ columns: [DataColumn<Row>]) { self.columns = columns }

    /// The header line (no line end): the column names.
    public var header: String { CSVText.row(columns.map(\.name)) }

    /// Appends `row`'s line (no line end) to `out`, each field quoted as ``CSVText/field(_:)`` says.
    func append(_ row: Row, to out: inout String) {
        for (k, column) in columns.enumerated() {
            if k > 0 { out += "," }
            out += CSVText.field(column.write(row))
        }
    }

    /// The header and one line per row, each ended by LF.
    public func text(_ rows: some Sequence<Row>) -> String {
        var out = header + "\n"
        for row in rows {
            append(row, to: &out)
            out += "\n"
        }
        return out
    }
}
