// Sweep/SweepByteCursor: a position in a `sweep.json` read through a fixed buffer: bytes, lines, JSON tokens.
import Support

/// Reads a `sweep.json` (``SweepFileBytes``) forward through a buffer of ``bufferSize`` bytes, knowing the line
/// and column of its position, and reads the JSON tokens the sweep reader needs: whitespace, strings, numbers,
/// `null`, and whole values skipped (optionally kept, see ``keep``), with the CRC-32 of a stretch of bytes
/// (``startDigest()``). Memory: the buffer, whatever the file's size.
/// Problems are ``SweepSpecError``s naming the file (`source`) and the line and column.
struct SweepByteCursor {
    /// The buffer's size, bytes.
    static let bufferSize = 1 << 20
    /// The longest value a row may hold, bytes (a sweep writes at most 24 for a number, 18 for a name): a longer
    /// one is refused rather than held.
    static let longestRowValue = 4096

    /// Owns the buffer's memory.
    private final class Storage {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: SweepByteCursor.bufferSize)
        deinit { bytes.deallocate() }
    }

    /// Where a value starts: its byte offset in the file, its line and the offset where that line starts.
    struct Mark: Sendable, Hashable {
        var offset: Int
        var line: Int
        var lineStart: Int
    }

    let source: String
    private let input: any SweepFileBytes
    private let storage = Storage()
    private var buffer: UnsafeMutableBufferPointer<UInt8> { storage.bytes }
    /// The file offset of `buffer[0]`.
    private var bufferStart = 0
    /// The next byte's index in the buffer.
    private(set) var position = 0
    /// How many bytes of the buffer hold the file.
    private var filled = 0
    private var atEnd = false
    private var line = 1
    private var lineStart = 0
    /// The bytes kept since ``keep`` was set, up to the buffer's start (the rest is in the buffer from
    /// `keptFrom` on).
    private(set) var kept: [UInt8] = []
    private var keptFrom: Int?
    /// The CRC-32 of the bytes read since ``startDigest()``, up to the buffer's start (the rest is in the buffer from
    /// `digestFrom` on).
    private var digest = CRC32()
    private var digestFrom: Int?

    /// A cursor at the start of `input` (named `source` in messages).
    init(_ input: any SweepFileBytes, source: String) {
        self.input = input
        self.source = source
    }

    /// The current place, to come back to with ``seek(to:)``.
    var mark: Mark { Mark(offset: bufferStart + position, line: line, lineStart: lineStart) }

    /// Moves to `mark` (a place this file was read at before).
    mutating func seek(to mark: Mark) {
        keep = false
        digestFrom = nil
        if mark.offset >= bufferStart, mark.offset <= bufferStart + filled {
            position = mark.offset - bufferStart
        } else {
            (bufferStart, position, filled, atEnd) = (mark.offset, 0, 0, false)
        }
        (line, lineStart) = (mark.line, mark.lineStart)
    }

    /// Whether the bytes read from now on are added to ``kept`` (turning it off keeps what was read so far).
    var keep: Bool {
        get { keptFrom != nil }
        set {
            if newValue, keptFrom == nil {
                keptFrom = position
            } else if !newValue, let from = keptFrom {
                kept.append(contentsOf: buffer[from..<position])
                keptFrom = nil
            }
        }
    }

    /// Starts the CRC-32 of the bytes read from the position on (``finishDigest()`` gives it).
    mutating func startDigest() {
        digest = CRC32()
        digestFrom = position
    }

    /// The CRC-32 of the bytes read since ``startDigest()``, up to the position; stops it.
    mutating func finishDigest() -> UInt32 {
        if let from = digestFrom {
            digest.update(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[from..<position])))
        }
        digestFrom = nil
        return digest.value
    }

    /// Adds `bytes` to ``kept`` (with ``keep`` off).
    mutating func appendKept(_ bytes: [UInt8]) { kept += bytes }

    /// Skips a UTF-8 byte-order mark at the start of the file (``TextInput``'s rule).
    mutating func skipByteOrderMark() throws(SweepSpecError) {
        let mark = TextInput.byteOrderMark
        guard try fill(mark.count) >= mark.count,
            buffer[position..<(position + mark.count)].elementsEqual(mark)
        else { return }
        position += mark.count
        lineStart = bufferStart + position
    }

    // MARK: - Bytes

    /// Reads more of the file so that at least `count` bytes follow the position, unless the file ends first.
    ///
    /// - Returns: how many bytes follow the position.
    @discardableResult
    mutating func fill(_ count: Int) throws(SweepSpecError) -> Int {
        if filled - position >= count || atEnd { return filled - position }
        // The kept bytes in the buffer move out to `kept`; the unread ones move to the front.
        if let start = keptFrom {
            kept.append(contentsOf: buffer[start..<position])
            keptFrom = 0
        }
        if let start = digestFrom {
            digest.update(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[start..<position])))
            digestFrom = 0
        }
        let remaining = filled - position
        if position > 0 {
            let base = buffer.baseAddress!
            base.update(from: base + position, count: remaining)
            bufferStart += position
        }
        (position, filled) = (0, remaining)
        while filled - position < count, filled < buffer.count {
            let target = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
            let n = try input.read(at: bufferStart + filled, into: target)
            if n == 0 {
                atEnd = true
                break
            }
            filled += n
        }
        return filled - position
    }

    /// The next byte without taking it, or nil at the end of the file.
    @inline(__always)
    mutating func peek() throws(SweepSpecError) -> UInt8? {
        if position == filled, try fill(1) == 0 { return nil }
        return buffer[position]
    }

    /// Takes the next byte (there must be one: ``peek()`` said so).
    @inline(__always)
    mutating func advance() { position += 1 }

    /// Skips JSON whitespace (space, tab, CR, LF), counting lines.
    @inline(__always)
    mutating func skipWhitespace() throws(SweepSpecError) {
        while true {
            if position == filled, try fill(1) == 0 { return }
            let byte = buffer[position]
            if byte == 0x0A {
                position += 1
                line += 1
                lineStart = bufferStart + position
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                position += 1
            } else {
                return
            }
        }
    }

    /// Takes `byte` after whitespace, or throws `expected …` with `what`.
    mutating func expect(_ byte: UInt8, _ what: String) throws(SweepSpecError) {
        try skipWhitespace()
        guard try peek() == byte else { throw unexpected(what) }
        advance()
    }

    /// Whether the next byte after whitespace is `byte` (taken when it is).
    mutating func take(_ byte: UInt8) throws(SweepSpecError) -> Bool {
        try skipWhitespace()
        guard try peek() == byte else { return false }
        advance()
        return true
    }

    // MARK: - Problems

    /// The file is not JSON here: `SOURCE: not a sweep.json (not valid JSON (line L, column C: reason))`.
    func syntax(_ reason: String) -> SweepSpecError {
        let column = bufferStart + position - lineStart + 1
        return SweepSpecError(
            "\(source): not a sweep.json (not valid JSON (line \(line), column \(column): \(reason)))")
    }

    /// What the next byte is, against what was expected there (a NUL byte named as the text rules name it).
    func unexpected(_ expected: String) -> SweepSpecError {
        guard position < filled else { return syntax("unexpected end of file, expected \(expected)") }
        let byte = buffer[position]
        if byte == 0 { return nulByte() }
        let shown =
            byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        return syntax("unexpected \(shown), expected \(expected)")
    }

    /// A NUL byte at the position, as ``TextInput`` refuses one: `cannot read 'SOURCE': line L: holds a NUL byte …`.
    func nulByte() -> SweepSpecError {
        let column = bufferStart + position - lineStart + 1
        return SweepSpecError(
            "cannot read '\(source)': "
                + TextInput.Problem(line: line, reason: "holds a NUL byte (byte \(column) of the line)").description)
    }

    /// Bytes that are not UTF-8 on the current line, as ``TextInput`` refuses them.
    func notText() -> SweepSpecError {
        SweepSpecError(
            "cannot read '\(source)': " + TextInput.Problem(line: line, reason: "is not UTF-8 text").description)
    }

    // MARK: - Tokens

    /// A string's text (the opening quote next), escapes decoded; at most `limit` bytes as written.
    ///
    /// - Throws: a syntax problem, a NUL byte, bytes that are not UTF-8, or `tooLong` past `limit`.
    mutating func string(limit: Int = .max, tooLong: () -> SweepSpecError = { SweepSpecError("too long") })
        throws(SweepSpecError) -> String
    {
        guard try peek() == UInt8(ascii: "\"") else { throw unexpected("a string") }
        advance()
        var bytes: [UInt8] = []
        var length = 0
        var plain = true
        while true {
            // The plain run in the buffer at once.
            let start = position
            while position < filled {
                let byte = buffer[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte >= 0x80 { plain = false }
                position += 1
            }
            length += position - start
            if length > limit { throw tooLong() }
            bytes.append(contentsOf: buffer[start..<position])
            guard let byte = try peek() else { throw syntax("unexpected end of file inside a string") }
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte == 0 { throw nulByte() }
            if byte < 0x20 { throw syntax("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                advance()
                length += 2
                try escape(into: &bytes)
            }
        }
        if plain { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw notText() }
        return text
    }

    /// The escape after a backslash (RFC 8259 §7), appended as UTF-8.
    private mutating func escape(into bytes: inout [UInt8]) throws(SweepSpecError) {
        guard let byte = try peek() else { throw syntax("unexpected end of file inside a string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
            var unit = try hex4()
            if unit >= 0xD800, unit < 0xDC00 {
                // A high surrogate: a low one must follow.
                guard try peek() == UInt8(ascii: "\\") else { throw syntax("a lone surrogate \\u escape") }
                advance()
                guard try peek() == UInt8(ascii: "u") else { throw syntax("a lone surrogate \\u escape") }
                advance()
                let low = try hex4()
                guard low >= 0xDC00, low < 0xE000 else { throw syntax("a lone surrogate \\u escape") }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if unit >= 0xDC00, unit < 0xE000 {
                throw syntax("a lone surrogate \\u escape")
            }
            guard let scalar = Unicode.Scalar(unit) else { throw syntax("an invalid \\u escape") }
            if scalar.value == 0 { throw nulByte() }
            bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: throw syntax("an invalid escape in a string")
        }
    }

    private mutating func hex4() throws(SweepSpecError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try peek(), let digit = Self.hexDigit(byte) else { throw syntax("an invalid \\u escape") }
            advance()
            value = value << 4 | digit
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The bytes of the number token at the position, taken, passed to `body`; nil when the next byte cannot
    /// start a number.
    ///
    /// - Throws: `tooLong()` for a token longer than ``longestRowValue`` bytes.
    mutating func numberToken<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T, tooLong: () -> SweepSpecError)
        throws(SweepSpecError) -> T?
    {
        try fill(Self.longestRowValue + 1)
        let start = position
        while position < filled {
            let byte = buffer[position]
            let isNumberByte =
                byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            if !isNumberByte { break }
            position += 1
        }
        guard position > start else { return nil }
        if position - start > Self.longestRowValue || (position == filled && !atEnd) { throw tooLong() }
        return body(UnsafeBufferPointer(rebasing: buffer[start..<position]))
    }

    /// Takes the literal `word` (`null`, `true`, `false`) when it is next; false when it is not.
    mutating func literal(_ word: StaticString) throws(SweepSpecError) -> Bool {
        let count = word.utf8CodeUnitCount
        guard try fill(count) >= count else { return false }
        for k in 0..<count where buffer[position + k] != word.utf8Start[k] { return false }
        position += count
        return true
    }

    /// Skips one whole value of any kind (objects and arrays by their brackets, strings by their quotes), checking
    /// only what finding its end needs: the value's own parser (the header's decoder) checks the rest.
    mutating func skipValue() throws(SweepSpecError) {
        try skipWhitespace()
        var depth = 0
        repeat {
            guard let byte = try peek() else { throw syntax("unexpected end of file inside a value") }
            switch byte {
            case UInt8(ascii: "\""):
                _ = try string()
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard depth > 0 else { throw unexpected("a value") }
                depth -= 1
            case 0x0A, 0x20, 0x09, 0x0D:
                try skipWhitespace()
                continue
            case 0: throw nulByte()
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { throw unexpected("a value") }
            default: break
            }
            advance()
            // A scalar at the top level ends before the next separator or bracket.
            if depth == 0, byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}") {
                while let next = try peek(), !Self.endsScalar(next) { advance() }
            }
        } while depth > 0
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || byte == 0x20
            || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: ":") || byte == 0
    }
}
