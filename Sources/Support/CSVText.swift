// Support/CSVText: one CSV field, quoted only when it has to be (RFC 4180).

/// CSV text that any spreadsheet reads back the same.
public enum CSVText {
    /// `text` as one CSV field: unchanged when it holds no comma, quote, CR or LF; otherwise in double quotes with
    /// every quote doubled.
    public static func field(_ text: String) -> String {
        // Bytes, not Characters: a data file's fields are mostly numbers, and walking graphemes costs more.
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
            return text
        }
        var out = "\""
        for character in text {
            if character == "\"" { out.append("\"") }
            out.append(character)
        }
        return out + "\""
    }

    /// One CSV row (no line end) of `fields`, each quoted as ``field(_:)`` says.
    public static func row(_ fields: [String]) -> String { fields.map(field).joined(separator: ",") }
}
