// Support/TextTable: aligned plain-text tables for human output.

/// A plain-text table: a header row, a dashed rule, then rows; text columns left-aligned, numeric
/// columns right-aligned, two spaces between columns, no trailing spaces.
///
///     var table = TextTable(columns: [.init("benchmark"), .init("p50 ns/frame", alignment: .right)])
///     table.append(["cursor.drag@64", "3.1"])
///     print(table.render(), terminator: "")
public struct TextTable: Sendable, Equatable {
    /// How a column's cells line up.
    public enum Alignment: Sendable, Equatable {
        /// Text: padded on the right.
        case left
        /// Numbers: padded on the left, so digits line up.
        case right
    }

    /// A column: its title (with units, e.g. `p50 ns/frame`) and alignment.
    public struct Column: Sendable, Equatable {
        /// The header text.
        public var title: String
        /// How cells line up.
        public var alignment: Alignment

        /// A column; left-aligned unless stated.
        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// The columns.
    public var columns: [Column]
    /// The rows; each is padded with empty cells (or truncated) to the column count when rendered.
    public var rows: [[String]] = []

    /// An empty table with the given columns.
    public init(columns: [Column]) { self.columns = columns }

    /// Adds a row.
    public mutating func append(_ row: [String]) { rows.append(row) }

    /// The table as lines ending in `\n`. Widths count characters (grapheme clusters).
    public func render() -> String {
        let cells = ([columns.map(\.title)] + rows).map { row in
            (0..<columns.count).map { $0 < row.count ? row[$0] : "" }
        }
        let widths = (0..<columns.count).map { c in cells.map { $0[c].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            let padded = row.indices.map { c -> String in
                let pad = String(repeating: " ", count: widths[c] - row[c].count)
                return columns[c].alignment == .right ? pad + row[c] : row[c] + pad
            }
            // Trailing spaces dropped (a line ends at its last printed character); linear in the line, so a
            // table of a million rows prints in about a second.
            var text = padded.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text + "\n"
        }
        let rule = line(widths.map { String(repeating: "-", count: $0) })
        return line(cells[0]) + rule + cells.dropFirst().map(line).joined()
    }

    /// The table as GitHub-flavoured Markdown (for a CI summary): a header row, an alignment row (`---:` for
    /// right-aligned columns), then the rows; `|` in cells is escaped.
    public func renderMarkdown() -> String {
        func line(_ row: [String]) -> String {
            let cells = (0..<columns.count).map { $0 < row.count ? row[$0] : "" }
            return "| " + cells.map { EscapedText.backslashed($0, escaping: ["|"]) }.joined(separator: " | ") + " |\n"
        }
        let rule = "|" + columns.map { $0.alignment == .right ? "---:|" : "---|" }.joined() + "\n"
        return line(columns.map(\.title)) + rule + rows.map(line).joined()
    }

    /// The table as CSV: the titles, then the rows (fields quoted where needed, ``CSVText``).
    public func renderCSV() -> String {
        ([columns.map(\.title)] + rows.map { row in (0..<columns.count).map { $0 < row.count ? row[$0] : "" } })
            .map { CSVText.row($0) + "\n" }.joined()
    }

    /// `value` with a fixed number of decimals, POSIX style (`.` separator, `-` sign), for numeric cells;
    /// `nil` becomes `n/a`, infinities `inf`/`-inf`. Any magnitude is safe (`NumberFormat.fixed`: 1e308 prints
    /// as `1e+308`).
    public static func number(_ value: Double?, decimals: Int = 1) -> String {
        guard let value else { return "n/a" }
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return NumberFormat.fixed(value, decimals: decimals)
    }
}
