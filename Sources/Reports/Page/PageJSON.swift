// Reports/Page/PageJSON: the compact JSON the page embeds, written by hand so its number format is fixed.
import Support

/// Compact JSON text, built piece by piece. Numbers are written with a fixed number of decimals, trailing zeros
/// dropped (``NumberFormat/short(_:decimals:)``), so the same values always give the same bytes; strings are
/// escaped so the text can sit inside a `<script>` element (`<`, `>` and `&` as `\u00XX`).
enum PageJSON {
    /// Decimals by kind of number: seconds 5 (10 µs), points 2, points per second 1, heatmap values 3.
    enum Precision: Int {
        /// Seconds.
        case seconds = 5
        /// Points.
        case points = 2
        /// Points per second.
        case speed = 1
        /// A heatmap cell's value (its own unit).
        case value = 3
    }

    /// `value` as a JSON number at `precision` (non-finite values as `null`).
    static func number(_ value: Double, _ precision: Precision) -> String {
        value.isFinite ? NumberFormat.short(value, decimals: precision.rawValue) : "null"
    }

    /// `values` as a JSON array of numbers at `precision`.
    static func numbers(_ values: [Double], _ precision: Precision) -> String {
        "[" + values.map { number($0, precision) }.joined(separator: ",") + "]"
    }

    /// `value` as a JSON string literal, safe inside a `<script>` element.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<", ">", "&":
                out += "\\u00" + String(scalar.value, radix: 16, uppercase: true)
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `values` as a JSON array of strings.
    static func strings(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ",") + "]"
    }

    /// A JSON object from already-encoded `fields`, in order.
    static func object(_ fields: [(key: String, json: String)]) -> String {
        "{" + fields.map { string($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
    }

    /// A JSON array from already-encoded `items`.
    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}
