// Support/CSVText: one CSV field, quoted only when it has to be (RFC 4180), and CSV text split back into records.

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

    /// Why CSV text could not be split into records: the 1-based line and the reason, as text input says it
    /// (`line 3: a quoted field is not closed`).
    public typealias Problem = TextInput.Problem

    /// The records of `text`, the inverse of ``row(_:)``: each with its first 1-based line and its fields, quotes
    /// removed and doubled quotes made single (RFC 4180; a quoted field may hold commas and line ends). Lines end at
    /// LF or CRLF; the last line end is optional; a leading U+FEFF is dropped and a NUL refused, as
    /// `TextInput` holds every file the tool reads to. An empty line is a record of one empty field.
    ///
    /// - Throws: ``Problem`` for a NUL, a quote inside an unquoted field, text after a closing quote or a quoted
    ///   field that is not closed.
    public static func records(_ text: String) throws(Problem) -> [(line: Int, fields: [String])] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        // A field is plain text, in quotes, or just past its closing quote.
        var quoted = false
        var inQuotes = false
        var closed = false
        var pending = false
        var characters = body.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character == "\0" { throw Problem(line: line, reason: "holds a NUL byte") }
            let isLineEnd = character == "\n" || character == "\r\n"
            if inQuotes {
                if character == "\"" {
                    if next == "\"" {
                        field.append("\"")
                        next = characters.next()
                    } else {
                        inQuotes = false
                        closed = true
                    }
                } else {
                    field.append(character)
                    if isLineEnd { line += 1 }
                }
                continue
            }
            if character == "," || isLineEnd {
                fields.append(field)
                field = ""
                quoted = false
                closed = false
                pending = !isLineEnd
                if isLineEnd {
                    records.append((recordLine, fields))
                    fields = []
                    line += 1
                    recordLine = line
                }
                continue
            }
            if closed { throw Problem(line: line, reason: "text after a closing quote") }
            if character == "\"" {
                guard field.isEmpty, !quoted else {
                    throw Problem(line: line, reason: "a quote inside an unquoted field")
                }
                quoted = true
                inQuotes = true
                pending = true
                continue
            }
            field.append(character)
            pending = true
        }
        if inQuotes { throw Problem(line: line, reason: "a quoted field is not closed") }
        if pending || !fields.isEmpty {
            fields.append(field)
            records.append((recordLine, fields))
        }
        return records
    }
}
