// Support/StableJSON: JSON whose bytes depend on the value only.
import Foundation

/// Encodes values as JSON with sorted keys and unescaped slashes, ending in a newline: the same value always gives
/// the same bytes (stable diffs).
public enum StableJSON {
    /// `value` as indented JSON (one line when `compact`).
    ///
    /// - Throws: `EncodingError` for a non-finite number.
    public static func encode<T: Encodable>(_ value: T, compact: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}
