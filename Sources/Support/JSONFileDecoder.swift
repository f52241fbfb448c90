// Support/JSONFileDecoder: the one decode every reader of the tool's JSON files calls, naming a fraction given
// where a whole number belongs.
import Foundation

/// Foundation's `JSONDecoder`, plus the path of a number that does not fit the whole-number field it sits in.
///
/// `JSONDecoder` refuses `"version": 1.5` (or `1e19`) for an `Int` field with a bare "not valid JSON" and no coding
/// path. This decoder finds that field and throws a `DecodingError` at its path instead, so every reader's message
/// names it (`version: 1.5 is not a whole number`) through ``DecodingErrorText``, like any other field error.
public enum JSONFileDecoder {
    /// Decodes `type` from `data`.
    ///
    /// Cost: one `JSONDecoder` decode when it succeeds or fails with a path. When it fails without one and the
    /// bytes hold numbers no `Int` can take (a fraction, or beyond ±2^63), the field is found by decoding again
    /// with those numbers written as strings: the decoder stops at the first it reaches, with its path and the
    /// type the field wants; one that sits in a `Double` field is put back and the next one found, so about one
    /// more decode per such number the decoder reads before the misfit (within a budget of 256 MiB decoded).
    ///
    /// - Throws: the decoder's error; for a number no `Int` can take where the type wants one,
    ///   `DecodingError.dataCorrupted` at that number's path: `1.5 is not a whole number`, `1e19 is too large
    ///   for a whole number`.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let misfit = misfitNumber(decoding: type, from: data)
            else { throw error }
            throw misfit
        }
    }

    /// The error naming the whole-number field that holds a number it cannot take, or nil when the decoder's
    /// failure is not such a number (or the budget runs out).
    private static func misfitNumber<T: Decodable>(decoding type: T.Type, from data: Data) -> DecodingError? {
        let bytes = [UInt8](data)
        let tokens = DecodingErrorText.numberTokens(in: bytes).filter { token in
            guard let value = Double(String(decoding: bytes[token], as: UTF8.self)), value.isFinite else {
                return false
            }
            return value.rounded(.towardZero) != value || !(-0x1p63..<0x1p63).contains(value)
        }
        guard !tokens.isEmpty else { return nil }
        // Each candidate by its path as the decoder names it; still-unknown ones are written as strings.
        let paths = DuplicateKeys.keys(atOffsets: tokens.map(\.lowerBound), in: bytes)
        var unknown: [String: Range<Int>] = [:]
        for (token, keys) in zip(tokens, paths) { if let keys { unknown[DecodingErrorText.path(keys)] = token } }
        var budget = max(4, (256 << 20) / max(1, bytes.count))
        while !unknown.isEmpty, budget > 0 {
            budget -= 1
            var patched: [UInt8] = []
            patched.reserveCapacity(bytes.count + 2 * unknown.count)
            var copied = 0
            for token in unknown.values.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                patched += bytes[copied..<token.lowerBound]
                patched += [UInt8(ascii: "\""), UInt8(ascii: "\"")]
                copied = token.upperBound
            }
            patched += bytes[copied...]
            do {
                _ = try JSONDecoder().decode(type, from: Data(patched))
                return nil
            } catch DecodingError.typeMismatch(let wanted, let context) {
                let path = DecodingErrorText.path(context.codingPath)
                guard let token = unknown[path] else { return nil }
                let text = String(decoding: bytes[token], as: UTF8.self)
                guard let value = Double(text) else { return nil }
                if let integer = wanted as? any FixedWidthInteger.Type, !fits(text, value, integer) {
                    let reason = value.rounded(.towardZero) == value ? "too large for" : "not"
                    return .dataCorrupted(
                        DecodingError.Context(
                            codingPath: context.codingPath,
                            debugDescription: "\(EscapedText.oneLine(text)) is \(reason) a whole number"))
                }
                unknown[path] = nil  // a field that takes it as written
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Whether the number `text` (whose double is `value`) is exactly a value of `type`: digits as written
    /// (`18446744073709551615` fits a `UInt64`, though its double does not), else the double.
    private static func fits<Integer: FixedWidthInteger>(_ text: String, _ value: Double, _ type: Integer.Type)
        -> Bool
    {
        Integer(text) != nil || Integer(exactly: value) != nil
    }
}
