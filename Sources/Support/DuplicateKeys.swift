// Support/DuplicateKeys: the check JSONDecoder does not make: a key written twice in one object.

/// `JSONDecoder` keeps one of two equal keys in an object without a word; every reader of the tool's JSON files
/// calls ``firstPath(in:)`` on the bytes before decoding (``StrictKeys`` refuses the keys it does not know).
public enum DuplicateKeys {
    /// An object or array the scan is inside.
    private enum Frame {
        case object(keys: Set<[UInt8]>, current: String?)
        case array(index: Int)
    }

    /// The JSON path of the first key that appears twice in one object (`grid.cells`, `rows[3].x`, written by
    /// ``DecodingErrorText/path(_:)``, so an odd key is quoted and escaped), or nil. The
    /// input need not be valid JSON: the scan stops quietly at anything it does not understand (the decoder
    /// reports that). Linear in the input, no recursion; keys are compared as written (`\u0061` and `a` differ).
    public static func firstPath<Bytes: Collection>(in bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        scan(bytes, stopAt: nil)
    }

    /// The JSON path of the value the byte at `offset` belongs to (`detents[1]`, `chain[0].bounces`; "" at the top
    /// level), or nil when the scan cannot reach it: where a parser's error points, said as a path.
    public static func path<Bytes: Collection>(atOffset offset: Int, in bytes: Bytes) -> String?
    where Bytes.Element == UInt8 {
        scan(bytes, stopAt: max(0, offset))
    }

    /// The one scan: with `stopAt`, the path at that byte offset; without, the path of the first duplicate key.
    private static func scan<Bytes: Collection>(_ bytes: Bytes, stopAt: Int?) -> String?
    where Bytes.Element == UInt8 {
        var stack: [Frame] = []
        var iterator = bytes.makeIterator()
        var position = 0
        var expectingKey = false
        func next() -> UInt8? {
            position += 1
            return iterator.next()
        }
        func path() -> String {
            let keys: [any CodingKey] = stack.compactMap { frame in
                switch frame {
                case .object(_, let current?): AnyCodingKey(stringValue: current)
                case .object: nil
                case .array(let index): AnyCodingKey(intValue: index)
                }
            }
            return keys.isEmpty ? "" : DecodingErrorText.path(keys)
        }
        func string() -> [UInt8]? {
            var out: [UInt8] = []
            while let byte = next() {
                if byte == UInt8(ascii: "\"") { return out }
                out.append(byte)
                if byte == UInt8(ascii: "\\") {
                    guard let escaped = next() else { return nil }
                    out.append(escaped)
                }
            }
            return nil
        }
        while true {
            if let stopAt, position >= stopAt { return path() }
            guard let byte = next() else { return nil }
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(.object(keys: [], current: nil))
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append(.array(index: 0))
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !stack.isEmpty else { return nil }
                stack.removeLast()
                expectingKey = false
            case UInt8(ascii: ","):
                guard let top = stack.last else { return nil }
                switch top {
                case .object: expectingKey = true
                case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
                }
            case UInt8(ascii: "\""):
                guard let text = string() else { return nil }
                if expectingKey, case .object(var keys, _) = stack.last {
                    let inserted = keys.insert(text).inserted
                    stack[stack.count - 1] = .object(keys: keys, current: String(decoding: text, as: UTF8.self))
                    if !inserted, stopAt == nil { return path() }
                    expectingKey = false
                }
            default:
                break
            }
        }
    }
}
