// Support/DuplicateKeys: the check JSONDecoder does not make: a key written twice in one object.

/// `JSONDecoder` keeps one of two equal keys in an object without a word; every reader of the tool's JSON files
/// calls ``firstPath(in:)`` on the bytes before decoding (``StrictKeys`` refuses the keys it does not know).
public enum DuplicateKeys {
    /// A key: its bytes inside the scanned buffer (no copy) or, for a key written with escapes, its text decoded
    /// (`pre\u0073et` is `preset`, as the decoder reads it); compared and hashed byte for byte.
    private struct ByteKey: Hashable {
        var bytes: UnsafeBufferPointer<UInt8>
        var unescaped: [UInt8]? = nil
        static func == (a: ByteKey, b: ByteKey) -> Bool {
            switch (a.unescaped, b.unescaped) {
            case (nil, nil): a.bytes.elementsEqual(b.bytes)
            case (let x?, nil): x.elementsEqual(b.bytes)
            case (nil, let y?): a.bytes.elementsEqual(y)
            case (let x?, let y?): x == y
            }
        }
        func hash(into hasher: inout Hasher) {
            if let unescaped {
                unescaped.withUnsafeBytes { hasher.combine(bytes: $0) }
            } else {
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            }
        }
        /// The key's text, for a path.
        var text: String {
            unescaped.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes, as: UTF8.self)
        }
    }

    /// JSON's one-letter escapes (`\n`) and the byte each stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// The UTF-8 bytes of a JSON string's contents (between its quotes) with its escapes decoded, or nil when an
    /// escape is malformed (the decoder reports that). Linear in the string.
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        func hex4() -> UInt32? {
            guard i + 4 <= raw.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(raw[i])).hexDigitValue else { return nil }
                value = value * 16 + UInt32(digit)
                i += 1
            }
            return value
        }
        while i < raw.count {
            let byte = raw[i]
            i += 1
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard i < raw.count else { return nil }
            let escape = raw[i]
            i += 1
            if let decoded = simpleEscapes[escape] {
                out.append(decoded)
                continue
            }
            guard escape == UInt8(ascii: "u"), var code = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(code) {
                guard i + 1 < raw.count, raw[i] == UInt8(ascii: "\\"), raw[i + 1] == UInt8(ascii: "u") else {
                    return nil
                }
                i += 2
                guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { return nil }
            out.append(contentsOf: String(Character(scalar)).utf8)
        }
        return out
    }

    /// An object (its keys from index `firstKey` of the scan's key list on) or an array the scan is inside.
    private enum Frame {
        case object(current: ByteKey?, firstKey: Int)
        case array(index: Int)
    }

    /// Keys an object may have before they are also kept in a set (below, comparing with each is cheaper).
    private static let linearKeyLimit = 16

    /// The JSON path of the first key that appears twice in one object (`grid.cells`, `rows[3].x`, written by
    /// ``DecodingErrorText/path(_:)``, so an odd key is quoted and escaped), or nil. The
    /// input need not be valid JSON: the scan stops quietly at anything it does not understand (the decoder
    /// reports that). Linear in the input, no recursion; keys are compared by their text, escapes decoded
    /// (`\u0061` and `a` are one key, as the decoder reads them).
    public static func firstPath<Bytes: Collection>(in bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        scan(bytes, stops: []).duplicate.map { DecodingErrorText.path($0) }
    }

    /// The JSON path of the value the byte at `offset` belongs to (`detents[1]`, `chain[0].bounces`; "" at the top
    /// level), or nil when the scan cannot reach it: where a parser's error points, said as a path.
    public static func path<Bytes: Collection>(atOffset offset: Int, in bytes: Bytes) -> String?
    where Bytes.Element == UInt8 {
        keys(atOffset: offset, in: bytes).map { $0.isEmpty ? "" : DecodingErrorText.path($0) }
    }

    /// ``path(atOffset:in:)`` as coding keys (empty at the top level), for a `DecodingError` naming that value.
    public static func keys<Bytes: Collection>(atOffset offset: Int, in bytes: Bytes) -> [AnyCodingKey]?
    where Bytes.Element == UInt8 {
        keys(atOffsets: [max(0, offset)], in: bytes)[0]
    }

    /// ``keys(atOffset:in:)`` for each of `offsets` (ascending), in one pass over the bytes.
    public static func keys<Bytes: Collection>(atOffsets offsets: [Int], in bytes: Bytes) -> [[AnyCodingKey]?]
    where Bytes.Element == UInt8 {
        let reached = scan(bytes, stops: offsets).reached
        return offsets.indices.map { $0 < reached.count ? reached[$0] : nil }
    }

    /// The one scan: without `stops`, the keys of the first duplicate key; with them (ascending byte offsets), the
    /// keys at each offset the scan reaches.
    private static func scan<Bytes: Collection>(_ bytes: Bytes, stops: [Int]) -> (
        duplicate: [AnyCodingKey]?, reached: [[AnyCodingKey]]
    ) where Bytes.Element == UInt8 {
        if let found = bytes.withContiguousStorageIfAvailable({ scan(buffer: $0, stops: stops) }) { return found }
        return Array(bytes).withUnsafeBufferPointer { scan(buffer: $0, stops: stops) }
    }

    /// ``scan(_:stops:)`` over contiguous bytes. The keys of the open objects live in one list (an object's own
    /// from its frame's `firstKey` on): a new key is compared with its object's earlier ones, or looked up in a set
    /// once the object has more than ``linearKeyLimit``, so the scan stays linear however many keys an object has.
    private static func scan(buffer bytes: UnsafeBufferPointer<UInt8>, stops: [Int]) -> (
        duplicate: [AnyCodingKey]?, reached: [[AnyCodingKey]]
    ) {
        var reached: [[AnyCodingKey]] = []
        var nextStop = stops.first ?? Int.max  // the offset of stops[reached.count], read once per stop
        var stack: [Frame] = []
        var keys: [ByteKey] = []
        var sets: [Int: Set<ByteKey>] = [:]  // by stack depth, for objects past linearKeyLimit
        var position = 0
        var expectingKey = false
        func next() -> UInt8? {
            guard position < bytes.count else {
                position += 1
                return nil
            }
            defer { position += 1 }
            return bytes[position]
        }
        func path() -> [AnyCodingKey] {
            stack.compactMap { frame in
                switch frame {
                case .object(let current?, _): AnyCodingKey(stringValue: current.text)
                case .object: nil
                case .array(let index): AnyCodingKey(intValue: index)
                }
            }
        }
        func string() -> ByteKey? {
            let start = position
            var escaped = false
            while let byte = next() {
                if byte == UInt8(ascii: "\"") {
                    let raw = UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
                    return ByteKey(bytes: raw, unescaped: escaped ? unescape(raw) : nil)
                }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    guard next() != nil else { return nil }
                }
            }
            return nil
        }
        /// Adds `key` to the innermost object (whose keys start at `first`); false when it is already there.
        func insert(_ key: ByteKey, first: Int) -> Bool {
            let depth = stack.count
            if keys.count - first < linearKeyLimit {
                for k in first..<keys.count where keys[k] == key { return false }
            } else {
                if sets[depth] == nil { sets[depth] = Set(keys[first...]) }
                if !sets[depth, default: []].insert(key).inserted { return false }
            }
            keys.append(key)
            return true
        }
        while true {
            if position >= nextStop {
                while reached.count < stops.count, position >= stops[reached.count] { reached.append(path()) }
                if reached.count == stops.count { return (nil, reached) }
                nextStop = stops[reached.count]
            }
            guard let byte = next() else { return (nil, reached) }
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(.object(current: nil, firstKey: keys.count))
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append(.array(index: 0))
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                let depth = stack.count
                guard let top = stack.popLast() else { return (nil, reached) }
                if case .object(_, let first) = top {
                    keys.removeSubrange(first...)
                    sets[depth] = nil
                }
                expectingKey = false
            case UInt8(ascii: ","):
                guard let top = stack.last else { return (nil, reached) }
                switch top {
                case .object: expectingKey = true
                case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
                }
            case UInt8(ascii: "\""):
                guard let text = string() else { return (nil, reached) }
                if expectingKey, case .object(_, let first) = stack.last {
                    let inserted = insert(text, first: first)
                    stack[stack.count - 1] = .object(current: text, firstKey: first)
                    if !inserted, stops.isEmpty { return (path(), reached) }
                    expectingKey = false
                }
            default:
                break
            }
        }
    }
}
