// Support/DecodingErrorText: one line for a decoding error, naming the JSON path.

/// Describes decoding errors in one line that names the JSON path of the culprit, as
/// `suites[0].benchmarks[2].name: missing` — the one describer every reader of the tool's files uses.
public enum DecodingErrorText {
    /// The JSON path of `keys`, as `rows[3].cell`; a key that is not a plain name is quoted, as `bounce["x.y"]`;
    /// "top level" for an empty path.
    public static func path(_ keys: [any CodingKey]) -> String {
        let text = keys.map { key in
            if let index = key.intValue { return "[\(index)]" }
            return isPlain(key.stringValue) ? "." + key.stringValue : "[\(quoted(key.stringValue))]"
        }.joined()
        if text.isEmpty { return "top level" }
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    /// One line for `error`: `PATH: reason` for a `DecodingError`, the error's own text otherwise.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (keys, reason) = parts(error)
        if keys.isEmpty, case .dataCorrupted = error { return "not valid JSON" }
        return "\(path(keys)): \(reason)"
    }

    /// The coding path of `error`'s culprit and the reason, as a user reads it: `missing`, `expected a number,
    /// found a string`, or the text a reader gave (`unknown key (known: …)`, `"x" is not one of "a", "b"`).
    public static func parts(_ error: DecodingError) -> (path: [any CodingKey], reason: String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath + [key], "missing")
        case .typeMismatch(let type, let context):
            return (context.codingPath, "expected \(readable(type))" + found(in: context.debugDescription))
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(readable(type)), found null")
        case .dataCorrupted(let context):
            return (context.codingPath, context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription)
        @unknown default:
            return ([], "unreadable JSON")
        }
    }

    /// `text` in double quotes with its quotes, backslashes and control characters escaped, cut after 40
    /// characters: how a value from a file is shown in a message (`"auto" is not one of …`).
    public static func quoted(_ text: String) -> String {
        let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
        let escaped = EscapedText.backslashed(cut, escaping: ["\\", "\""])
        return "\"" + EscapedText.oneLine(escaped) + "\""
    }

    /// Whether `key` can be shown bare in a path: letters, digits, `_` and `-`.
    private static func isPlain(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy { s in
                (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-"
            }
    }

    /// `, found a string` from the decoder's "Expected to decode Double but found a string instead.", or "" when
    /// the text does not say what was found.
    private static func found(in debugDescription: String) -> String {
        guard let start = debugDescription.range(of: "but found "),
            let end = debugDescription.range(of: " instead", range: start.upperBound..<debugDescription.endIndex)
        else { return "" }
        let kinds = [
            "a string": "a string", "string": "a string", "bool": "a boolean", "a bool": "a boolean",
            "number": "a number", "a number": "a number", "an array": "an array", "array": "an array",
            "a dictionary": "an object", "dictionary": "an object", "null": "null", "null value": "null",
        ]
        return kinds[String(debugDescription[start.upperBound..<end.lowerBound])].map { ", found \($0)" } ?? ""
    }

    /// A type's name as a user reads it ("number" rather than "Double").
    private static func readable(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type, is UInt64.Type, is Int64.Type: return "a whole number"
        case is String.Type: return "a string"
        case is Bool.Type: return "a boolean"
        default:
            let name = "\(type)"
            if name.hasPrefix("Dictionary<") { return "an object" }
            if name.hasPrefix("Array<") { return "an array" }
            return name
        }
    }
}
