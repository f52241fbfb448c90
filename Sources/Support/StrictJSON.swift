// Support/StrictJSON: what Codable lets through in files the tool reads: duplicate keys and unknown keys.

/// Checks for Codable readers of the tool's JSON files: `JSONDecoder` keeps one of two duplicate keys without a
/// word and ignores keys it does not know. Readers call ``duplicateKeyPath(in:)`` on the bytes before decoding and
/// ``rejectUnknownKeys(in:allowed:)`` in their `init(from:)`.
public enum StrictJSON {
    /// What ``scan(_:)`` finds in a JSON text.
    public struct Report: Sendable, Equatable {
        /// The JSON path of the first key that appears twice in one object (`grid.cells`, `rows[3].x`), or nil.
        public var duplicateKeyPath: String?
        /// Every key path with a non-null value, array indexes written `[]` (`grid.parameters[].name`): compare
        /// with the paths of what the writer writes to find unknown keys.
        public var keyPaths: Set<String>
    }

    /// Scans a JSON text for duplicate keys and lists its key paths. The input need not be valid JSON: the scan
    /// stops quietly at anything it does not understand (the decoder reports that). Linear in the input, no
    /// recursion; string escapes are compared as written (`\u0061` and `a` differ).
    public static func scan<Bytes: Collection>(_ bytes: Bytes) -> Report where Bytes.Element == UInt8 {
        var report = Report(duplicateKeyPath: nil, keyPaths: [])
        var stack: [Frame] = []
        var iterator = bytes.makeIterator()
        /// The key whose value comes next, until that value's first byte says whether it is null.
        var pendingKey: String?
        var expectingKey = false
        func path(indexes: Bool) -> String {
            var text = ""
            for frame in stack {
                switch frame {
                case .object(_, let current?): text += text.isEmpty ? current : "." + current
                case .object: break
                case .array(let index): text += indexes ? "[\(index)]" : "[]"
                }
            }
            return text
        }
        func string() -> [UInt8]? {
            var out: [UInt8] = []
            while let byte = iterator.next() {
                if byte == UInt8(ascii: "\"") { return out }
                out.append(byte)
                if byte == UInt8(ascii: "\\") {
                    guard let escaped = iterator.next() else { return nil }
                    out.append(escaped)
                }
            }
            return nil
        }
        while let byte = iterator.next() {
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: ":") { continue }
            if pendingKey != nil {
                if byte != UInt8(ascii: "n") { report.keyPaths.insert(path(indexes: false)) }
                pendingKey = nil
            }
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(.object(keys: [], current: nil))
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append(.array(index: 0))
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !stack.isEmpty else { return report }
                stack.removeLast()
                expectingKey = false
            case UInt8(ascii: ","):
                guard let top = stack.last else { return report }
                switch top {
                case .object: expectingKey = true
                case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
                }
            case UInt8(ascii: "\""):
                guard let text = string() else { return report }
                if expectingKey, case .object(var keys, _) = stack.last {
                    let inserted = keys.insert(text).inserted
                    let name = String(decoding: text, as: UTF8.self)
                    stack[stack.count - 1] = .object(keys: keys, current: name)
                    if !inserted, report.duplicateKeyPath == nil { report.duplicateKeyPath = path(indexes: true) }
                    pendingKey = name
                    expectingKey = false
                }
            default:
                break
            }
        }
        return report
    }

    /// The JSON path of the first key that appears twice in one object, or nil (see ``scan(_:)``).
    public static func duplicateKeyPath<Bytes: Collection>(in bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        scan(bytes).duplicateKeyPath
    }

    /// An object or array the duplicate-key scan is inside.
    private enum Frame {
        case object(keys: Set<[UInt8]>, current: String?)
        case array(index: Int)
    }

    /// A key of any name, for listing every key of an object.
    public struct AnyKey: CodingKey {
        /// The key's name.
        public var stringValue: String
        /// Never an integer key.
        public var intValue: Int? { nil }
        /// A key named `stringValue`.
        public init(stringValue: String) { self.stringValue = stringValue }
        /// Integer keys are not used.
        public init?(intValue: Int) { nil }
    }

    /// Throws `DecodingError.dataCorrupted` at the first key of the object being decoded that is not in `allowed`
    /// (call from `init(from:)`): `thresholds.relativePercnt: unknown key (expected one of …)`.
    public static func rejectUnknownKeys(in decoder: any Decoder, allowed: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: "unknown key (expected one of \(allowed.joined(separator: ", ")))"))
        }
    }
}
