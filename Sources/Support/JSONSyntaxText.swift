// Support/JSONSyntaxText: where and why bytes are not JSON, for the readers' "not valid JSON" messages.
import Foundation

extension DecodingErrorText {
    /// Why `data` is not JSON, in one line with the place: `line 3, column 3, at viewportHeight: invalid value`,
    /// `viewportHeight: number 1e400 is not representable in Swift`, `unexpected end of file during JSON parse`;
    /// `nil` when Foundation's parser reads it. `JSONDecoder` only says "not valid JSON"; this asks
    /// `JSONSerialization`, which names the problem and its byte offset, and ``DuplicateKeys`` names the JSON path
    /// there.
    public static func syntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            // Foundation's parser rounds 1e-400 to 0 where JSONDecoder refuses it: name that number and its place.
            return unrepresentableNumber(in: data)
        } catch {
            let raw = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable"
            var text = raw.hasSuffix(".") ? String(raw.dropLast()) : raw
            if let first = text.first { text = first.lowercased() + text.dropFirst() }
            if let marker = text.range(of: " around character "),
                let offset = Int(text[marker.upperBound...]), offset >= 0, offset <= data.count
            {
                let before = data.prefix(offset)
                let line = before.count(where: { $0 == 0x0A }) + 1
                let column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
                let reason = String(text[..<marker.lowerBound])
                if reason == foundationNestingReason {
                    // The path is as deep as the nesting (hundreds of `[0]`): the place alone says enough.
                    return "line \(line), column \(column): \(nestingReason)"
                }
                let place = DuplicateKeys.path(atOffset: offset, in: data).flatMap { $0.isEmpty ? nil : $0 }
                return "line \(line), column \(column)\(place.map { ", at \(shortened($0))" } ?? ""): "
                    + EscapedText.oneLine(reason)
            }
            // "number 1e400 is not representable in Swift": the number's path, from where it is written.
            if text.hasPrefix("number "), let end = text.range(of: " is not representable") {
                let number = Array(text[text.index(text.startIndex, offsetBy: 7)..<end.lowerBound].utf8)
                if let offset = firstOffset(of: number, in: data),
                    let place = DuplicateKeys.path(atOffset: offset, in: data), !place.isEmpty
                {
                    return "\(place): " + EscapedText.oneLine(text)
                }
            }
            return EscapedText.oneLine(text)
        }
    }

    /// `displayScale: number 1e-400 is too small for a double (it would read as 0)` for the first number token
    /// outside strings that a double cannot hold (it underflows to 0 though a digit is not 0, or overflows), or nil.
    static func unrepresentableNumber(in data: Data) -> String? {
        let bytes = [UInt8](data)
        for token in numberTokens(in: bytes) {
            let text = String(decoding: bytes[token], as: UTF8.self)
            let mantissa = text.prefix { $0 != "e" && $0 != "E" }
            let nonzero = mantissa.contains { $0 >= "1" && $0 <= "9" }
            if let value = Double(text), value.isInfinite || (value == 0 && nonzero) {
                let reason = value.isInfinite ? "too large for a double" : "too small for a double (it would read as 0)"
                let place = DuplicateKeys.path(atOffset: token.lowerBound, in: data).flatMap { $0.isEmpty ? nil : $0 }
                return (place.map { "\($0): " } ?? "") + "number \(text) is \(reason)"
            }
        }
        return nil
    }

    /// Where each number token outside strings lies in `bytes` (a `-` or digit and the number characters after
    /// it), in order. Cost: one pass over the bytes.
    static func numberTokens(in bytes: [UInt8]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var inString = false
        var escaped = false
        var i = 0
        let numberBytes = Set("0123456789.-+eE".utf8)
        while i < bytes.count {
            let byte = bytes[i]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                i += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
                i += 1
                continue
            }
            guard byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
                i += 1
                continue
            }
            var end = i
            while end < bytes.count, numberBytes.contains(bytes[end]) { end += 1 }
            tokens.append(i..<end)
            i = end
        }
        return tokens
    }

    /// The offset of the first occurrence of `needle` in `data` that starts a token (not preceded by a digit,
    /// letter, `.`, `-` or `+`), or nil.
    private static func firstOffset(of needle: [UInt8], in data: Data) -> Int? {
        let bytes = [UInt8](data)
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        let joiners = Set("0123456789.-+eEabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            if start > 0, joiners.contains(bytes[start - 1]) { continue }
            return start
        }
        return nil
    }

    /// What Foundation's parser says of arrays and objects nested deeper than it reads.
    private static let foundationNestingReason = "too many nested arrays or dictionaries"
    /// What a reader says instead: the JSON may well be valid, it is too deep to read.
    static let nestingReason = "arrays or objects nested deeper than the reader takes"

    /// `problem` (``syntaxProblem(in:)``) as the reason a file is not read: `not valid JSON (…)`, or `JSON nested too
    /// deeply (…)` when the bytes may be valid JSON but are nested deeper than the parser reads.
    public static func unreadable(_ problem: String) -> String {
        problem.hasSuffix(nestingReason) ? "JSON nested too deeply (\(problem))" : "not valid JSON (\(problem))"
    }

    /// `path` cut in its middle when longer than 80 characters (`a.b[0]…[0].c`), so one line stays readable.
    static func shortened(_ path: String) -> String {
        guard path.count > 80 else { return path }
        return String(path.prefix(38)) + "…" + String(path.suffix(38))
    }

    /// ``describe(_:)`` for an error decoding `data`: "not valid JSON" gains Foundation's reason and place, as
    /// `not valid JSON (line 1, column 18: invalid value)`.
    public static func describe(_ error: any Error, decoding data: Data) -> String {
        let text = describe(error)
        guard text == "not valid JSON", let problem = syntaxProblem(in: data) else { return text }
        return unreadable(problem)
    }
}
