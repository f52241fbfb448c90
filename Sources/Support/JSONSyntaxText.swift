// Support/JSONSyntaxText: where and why bytes are not JSON, for the readers' "not valid JSON" messages.
import Foundation

extension DecodingErrorText {
    /// Why `data` is not JSON, in one line with the place: `line 3, column 3: invalid value`,
    /// `number 1e400 is not representable in Swift`, `unexpected end of file during JSON parse`; `nil` when
    /// Foundation's parser reads it. `JSONDecoder` only says "not valid JSON"; this asks `JSONSerialization`, which
    /// names the problem and its byte offset.
    public static func syntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let raw = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable"
            var text = raw.hasSuffix(".") ? String(raw.dropLast()) : raw
            if let first = text.first { text = first.lowercased() + text.dropFirst() }
            guard let marker = text.range(of: " around character "),
                let offset = Int(text[marker.upperBound...]), offset >= 0, offset <= data.count
            else { return EscapedText.oneLine(text) }
            let before = data.prefix(offset)
            let line = before.count(where: { $0 == 0x0A }) + 1
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
            return "line \(line), column \(column): " + EscapedText.oneLine(String(text[..<marker.lowerBound]))
        }
    }

    /// ``describe(_:)`` for an error decoding `data`: "not valid JSON" gains Foundation's reason and place, as
    /// `not valid JSON (line 1, column 18: invalid value)`.
    public static func describe(_ error: any Error, decoding data: Data) -> String {
        let text = describe(error)
        guard text == "not valid JSON", let problem = syntaxProblem(in: data) else { return text }
        return "not valid JSON (\(problem))"
    }
}
