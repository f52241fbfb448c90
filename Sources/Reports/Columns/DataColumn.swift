// Reports/Columns/DataColumn: one column of a CSV file the tool writes (name with its unit, writer, strict reader)
// and the table of them that writes the header and the rows and reads a file back.
import Support

/// Why a CSV file was refused: the line, the column when one is to blame, and the reason, on one line.
public struct DataFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the file (the header is line 1), or 0 for a JSON file (the reason names the path).
    public var line: Int
    /// The column's name, or nil when the line as a whole is wrong.
    public var column: String?
    /// What is wrong.
    public var reason: String
    /// `line 5, time_s: 'x' is not a finite number` or `line 1: 7 columns, …`.
    public var description: String {
        line > 0 ? "line \(line)\(column.map { ", \($0)" } ?? ""): \(reason)" : reason
    }
}

/// Why one field was refused (the table adds the line and the column's name).
public struct DataFieldProblem: Error, Hashable, Sendable {
    /// What is wrong with the field.
    public var reason: String

    /// A problem saying `reason`.
    public init(_ reason: String) { self.reason = reason }
}

/// One column of a CSV file: its name (the unit in the name: `time_s`, `axis_position_pt`), how a row's value is
/// written and how a field is read back and checked into a row. A ``DataTable`` orders them; the header, the
/// writer and the reader walk it, so a column is one entry.
public struct DataColumn<Row> {
    /// The column's name in the header.
    public let name: String
    /// The field's text for `row` (the table quotes it as CSV needs).
    let write: (Row) -> String
    /// Reads a field into the row (the columns before this one already read), or says why not.
    let read: (inout Row, String) throws(DataFieldProblem) -> Void

    /// A column named `name` written by `write` and read by `read`.
    public init(
        _ name: String, write: @escaping (Row) -> String,
        read: @escaping (inout Row, String) throws(DataFieldProblem) -> Void
    ) {
        self.name = name
        self.write = write
        self.read = read
    }

    /// A finite number (``NumberFormat/data(_:)``), at least `minimum` when given.
    public static func number(_ name: String, _ key: WritableKeyPath<Row, Double>, minimum: Double? = nil) -> Self {
        Self(
            name, write: { NumberFormat.data($0[keyPath: key]) },
            read: { (row, text) throws(DataFieldProblem) in
                row[keyPath: key] = try finite(text, minimum: minimum)
            })
    }

    /// A finite number or an empty field (nil), at least `minimum` when given.
    public static func optionalNumber(_ name: String, _ key: WritableKeyPath<Row, Double?>, minimum: Double? = nil)
        -> Self
    {
        Self(
            name, write: { $0[keyPath: key].map(NumberFormat.data) ?? "" },
            read: { (row, text) throws(DataFieldProblem) in
                row[keyPath: key] = text.isEmpty ? nil : try finite(text, minimum: minimum)
            })
    }

    /// Text as it is (any text, empty included).
    public static func text(_ name: String, _ key: WritableKeyPath<Row, String>) -> Self {
        Self(name, write: { $0[keyPath: key] }, read: { row, text in row[keyPath: key] = text })
    }

    /// `1` for true, `0` for false.
    public static func flag(_ name: String, _ key: WritableKeyPath<Row, Bool>) -> Self {
        Self(
            name, write: { $0[keyPath: key] ? "1" : "0" },
            read: { (row, text) throws(DataFieldProblem) in
                guard text == "0" || text == "1" else { throw DataFieldProblem("'\(text)' is not 0 or 1") }
                row[keyPath: key] = text == "1"
            })
    }

    /// A count: decimal digits.
    public static func count(_ name: String, _ key: WritableKeyPath<Row, Int>) -> Self {
        Self(
            name, write: { "\($0[keyPath: key])" },
            read: { (row, text) throws(DataFieldProblem) in
                guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let n = Int(text) else {
                    throw DataFieldProblem("'\(text)' is not a count (digits)")
                }
                row[keyPath: key] = n
            })
    }

    /// One of `Value`'s raw values.
    public static func name<Value: RawRepresentable & CaseIterable>(_ name: String, _ key: WritableKeyPath<Row, Value>)
        -> Self where Value.RawValue == String
    {
        Self(
            name, write: { $0[keyPath: key].rawValue },
            read: { (row, text) throws(DataFieldProblem) in
                guard let value = Value(rawValue: text) else {
                    throw DataFieldProblem(
                        "'\(text)' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                row[keyPath: key] = value
            })
    }

    /// `text` as a finite number written in decimal (digits, sign, point, exponent; no `nan`, `inf` or hex), at
    /// least `minimum` when given.
    public static func finite(_ text: String, minimum: Double? = nil) throws(DataFieldProblem) -> Double {
        guard let value = DecimalText.number(text), value.isFinite else {
            throw DataFieldProblem("'\(text)' is not a finite number")
        }
        if let minimum, value < minimum {
            throw DataFieldProblem("\(NumberFormat.data(value)) is below \(NumberFormat.data(minimum))")
        }
        return value
    }
}

/// The columns of one CSV file in file order: the header, each row's line and the strict reader walk them.
public struct DataTable<Row> {
    /// The columns, in file order.
    public var columns: [DataColumn<Row>]

    /// A table of `columns`.
    public init(_ columns: [DataColumn<Row>]) { self.columns = columns }

    /// The header line (no line end): the column names.
    public var header: String { CSVText.row(columns.map(\.name)) }

    /// `row` as one line (no line end), each field quoted as ``CSVText/field(_:)`` says.
    public func line(_ row: Row) -> String {
        var out = ""
        append(row, to: &out)
        return out
    }

    /// Appends `row`'s line (no line end) to `out`, field by field.
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

    /// Checks that `record` (the file's first) names exactly these columns, in this order.
    ///
    /// - Throws: ``DataFileProblem`` naming the first column missing, extra or misnamed.
    public func checkHeader(_ record: (line: Int, fields: [String])) throws(DataFileProblem) {
        let names = columns.map(\.name)
        let found = record.fields
        for (k, name) in found.enumerated() where k < names.count && name != names[k] {
            throw DataFileProblem(
                line: record.line, reason: "column \(k + 1) is '\(name)' where '\(names[k])' belongs")
        }
        if found.count < names.count {
            throw DataFileProblem(
                line: record.line,
                reason:
                    "\(found.count) columns; missing \(names[found.count...].map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
        if found.count > names.count {
            throw DataFileProblem(
                line: record.line,
                reason: "\(found.count) columns; '\(found[names.count])' after the last ('\(names.last ?? "")')")
        }
    }

    /// The rows of `records` (the lines after the header), each read from `blank` column by column.
    ///
    /// - Throws: ``DataFileProblem`` for a line with another number of fields than the header's or a field its
    ///   column refuses.
    public func rows(_ records: ArraySlice<(line: Int, fields: [String])>, blank: Row) throws(DataFileProblem) -> [Row]
    {
        var rows: [Row] = []
        rows.reserveCapacity(records.count)
        for record in records {
            guard record.fields.count == columns.count else {
                throw DataFileProblem(
                    line: record.line,
                    reason:
                        "\(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), the header has \(columns.count)"
                )
            }
            var row = blank
            for (column, field) in zip(columns, record.fields) {
                do throws(DataFieldProblem) {
                    try column.read(&row, field)
                } catch {
                    throw DataFileProblem(line: record.line, column: column.name, reason: error.reason)
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// The records of CSV `text` (``CSVText/records(_:)``), with at least a header.
    ///
    /// - Throws: ``DataFileProblem`` for text that is not CSV or is empty.
    public static func records(_ text: String) throws(DataFileProblem) -> [(line: Int, fields: [String])] {
        let records: [(line: Int, fields: [String])]
        do throws(CSVText.Problem) { records = try CSVText.records(text) } catch {
            throw DataFileProblem(line: error.line, reason: error.reason)
        }
        guard !records.isEmpty else { throw DataFileProblem(line: 1, reason: "no header") }
        return records
    }
}
