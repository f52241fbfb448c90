import Support

/// A minimal, strict JSON (RFC 8259) reader and writer for scenario files. No Foundation: the messages, the
/// number handling and the output bytes are ours and the same on every platform.

/// A parsed JSON value. Objects keep their fields in file order, duplicates included (the decoder rejects them
/// with their path).
enum JSONValue {
    case null
    case bool(Bool)
    /// The value and its source text (for messages about numbers a double cannot hold).
    case number(Double, text: String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// "a number", "an object", … for `expected X, found Y` messages.
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Parses JSON text. Errors are a short phrase with a line and column; the caller wraps them as
/// `source: not valid JSON (…)`.
struct JSONParser {
    /// The deepest nesting accepted (arrays and objects).
    static let maximumDepth = 64

    struct SyntaxError: Error { var message: String }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses exactly one JSON value (optionally preceded by a UTF-8 byte-order mark) surrounded by whitespace.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        if parser.index == bytes.count { throw SyntaxError(message: "empty input") }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected content after the top-level value") }
        return value
    }

    // MARK: Errors

    private func location(_ at: Int) -> String {
        var line = 1
        var column = 1
        for b in bytes[..<min(at, bytes.count)] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    private func error(_ what: String, at: Int? = nil) -> SyntaxError {
        SyntaxError(message: "\(location(at ?? index)): \(what)")
    }

    private var endOfInput: SyntaxError { SyntaxError(message: "unexpected end of input") }

    private func unexpected() -> SyntaxError {
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return error("unexpected character '\(Character(Unicode.Scalar(b)))'") }
        let hex = String(b, radix: 16, uppercase: true)
        return error("unexpected byte 0x\(hex.count == 1 ? "0" + hex : hex)")
    }

    // MARK: Grammar

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw endOfInput }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw unexpected()
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let start = index
        for expected in word.utf8 {
            guard index < bytes.count else { throw endOfInput }
            guard bytes[index] == expected else { throw error("invalid literal (expected '\(word)')", at: start) }
            index += 1
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error("nested deeper than \(JSONParser.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var fields: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        guard index < bytes.count else { throw endOfInput }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput }
            guard bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a field name") }
            index += 1
            skipWhitespace()
            fields.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(fields)
            }
            throw error("expected ',' or '}' after a field")
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        guard index < bytes.count else { throw endOfInput }
        if bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            }
            throw error("expected ',' or ']' after an element")
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = index
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) {
                p.index += 1
            }
            return p.index - s
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw endOfInput }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("malformed number", at: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count else { throw endOfInput }
            if digits(&self) == 0 { throw error("malformed number", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count else { throw endOfInput }
            if digits(&self) == 0 { throw error("malformed number", at: start) }
        }
        if index < bytes.count,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".")
        {
            throw error("malformed number", at: start)  // e.g. a leading zero: 012
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // The grammar above is a subset of what Double(_:) accepts; out-of-range values come back as ±inf.
        return .number(Double(text) ?? .nan, text: text)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard index < bytes.count else { throw endOfInput }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw endOfInput }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let first = try hex4()
                    var value = first
                    if (0xD800..<0xDC00).contains(first) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in a \\u escape") }
                        index += 2
                        let second = try hex4()
                        guard (0xDC00..<0xE000).contains(second) else {
                            throw error("unpaired surrogate in a \\u escape")
                        }
                        value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw error("unpaired surrogate in a \\u escape") }
                    scalars.append(scalar)
                default:
                    throw error("invalid escape in a string", at: index - 2)
                }
            case 0..<0x20:
                throw error("control character in a string")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(b))
                index += 1
            default:
                guard let (scalar, length) = decodeUTF8(at: index) else {
                    throw error("invalid UTF-8 in a string")
                }
                scalars.append(scalar)
                index += length
            }
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw endOfInput }
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// One multi-byte UTF-8 sequence starting at `at` (shortest form, no surrogates), or nil.
    private func decodeUTF8(at: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[at]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            minimum = 0x80
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            minimum = 0x800
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            minimum = 0x10000
            value = UInt32(lead & 0x07)
        default: return nil
        }
        guard at + length <= bytes.count else { return nil }
        for k in 1..<length {
            let c = bytes[at + k]
            guard c & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

/// Writes JSON deterministically: object keys sorted, two-space indentation, arrays of scalars on one line,
/// numbers via ``ScenarioNumber/format(_:)`` (callers never pass non-finite numbers).
enum JSONWriter {
    static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        out += "\n"
        return out
    }

    private static func isScalar(_ v: JSONValue) -> Bool {
        switch v {
        case .array, .object: return false
        default: return true
        }
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x, _): out += NumberFormat.plain(x)
        case .string(let s): writeString(s, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            if elements.allSatisfy(isScalar) {
                out += "["
                for (i, e) in elements.enumerated() {
                    if i > 0 { out += ", " }
                    write(e, indent: indent, into: &out)
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (i, e) in elements.enumerated() {
                out += inner
                write(e, indent: inner, into: &out)
                out += i + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let fields):
            if fields.isEmpty {
                out += "{}"
                return
            }
            let inner = indent + "  "
            let sorted = fields.sorted {
                Array($0.key.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.key.unicodeScalars.map(\.value))
            }
            out += "{\n"
            for (i, f) in sorted.enumerated() {
                out += inner
                writeString(f.key, into: &out)
                out += ": "
                write(f.value, indent: inner, into: &out)
                out += i + 1 < sorted.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
