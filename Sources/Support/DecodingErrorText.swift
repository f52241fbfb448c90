// Support/DecodingErrorText: one line for a decoding error, naming the JSON path.

/// Describes decoding errors in one line that names the JSON path of the culprit, as
/// `suites[0].benchmarks[2].name: missing` — the one describer every reader of the tool's files uses.
public enum DecodingErrorText {
    /// The JSON path of `keys`, as `rows[3].cell`; "top level" for an empty path.
    public static func path(_ keys: [any CodingKey]) -> String {
        let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        if text.isEmpty { return "top level" }
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    /// One line for `error`: `PATH: reason` for a `DecodingError`, the error's own text otherwise.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(readable(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "unreadable JSON"
        }
    }

    /// A type's name as a user reads it ("number" rather than "Double").
    private static func readable(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type, is UInt64.Type, is Int64.Type: return "a whole number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return "\(type)"
        }
    }
}
