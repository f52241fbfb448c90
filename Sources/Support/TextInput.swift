// Support/TextInput: the one set of rules every text file the tool reads is held to (touch CSV, scripts, JSON).

/// Text read from a file or an option: a leading UTF-8 byte-order mark is skipped, lines end at LF or CRLF, and a
/// NUL byte or bytes that are not UTF-8 are refused naming their line. Without this, a NUL inside a number
/// silently ends it (`5\0 90` would read as 5: the C number parser stops at the NUL) and a BOM turns the first
/// word into an unknown one whose message hides the culprit.
public enum TextInput {
    /// The UTF-8 encoding of U+FEFF, which some editors put at the start of a file.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Why text was refused: the 1-based line and the reason.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line.
        public var line: Int
        /// What is wrong, one line.
        public var reason: String
        /// `line 3: holds a NUL byte`.
        public var description: String { "line \(line): \(reason)" }

        /// A problem at `line`.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// Checks `bytes`: no NUL, valid UTF-8 after a possible leading byte-order mark.
    ///
    /// - Returns: how many bytes to skip at the start (3 for a byte-order mark, else 0).
    /// - Throws: ``Problem`` naming the first bad line.
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(Problem) -> Int {
        let skip = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let body = UnsafeBufferPointer(rebasing: bytes[skip...])
        var line = 1
        var lineStart = 0
        for i in body.indices {
            switch body[i] {
            case 0x0A:
                line += 1
                lineStart = i + 1
            case 0x00:
                throw Problem(line: line, reason: "holds a NUL byte (byte \(i - lineStart + 1) of the line)")
            default: continue
            }
        }
        // Validity of the whole text, then the line of the first bad sequence.
        if String(validating: body, as: UTF8.self) == nil {
            var number = 1
            for piece in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
                if String(validating: piece, as: UTF8.self) == nil {
                    throw Problem(line: number, reason: "is not UTF-8 text")
                }
                number += 1
            }
        }
        return skip
    }

    /// The text of `bytes` (see ``check(_:)``), the byte-order mark skipped.
    ///
    /// - Throws: ``Problem`` naming the first bad line.
    public static func string(_ bytes: [UInt8]) throws(Problem) -> String {
        let skip = try bytes.withUnsafeBufferPointer { (buffer) throws(Problem) -> Int in try check(buffer) }
        return String(decoding: bytes[skip...], as: UTF8.self)
    }

    /// `text` without leading and trailing spaces and tabs (a value as written in a CSV field or a variable).
    public static func trimmed(_ text: some StringProtocol) -> Substring {
        var s = Substring(text)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }

    /// The lines of `text`, split at LF and CRLF (the line ends removed), a leading U+FEFF dropped.
    ///
    /// - Throws: ``Problem`` for a line holding a NUL (text given in an option or a JSON string reaches here
    ///   without passing ``checked(_:)``).
    public static func lines(_ text: String) throws(Problem) -> [Substring] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        // "\r\n" is one Character in Swift, so the split is on Characters, not on "\n" alone.
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (k, line) in lines.enumerated() where line.contains("\0") {
            throw Problem(line: k + 1, reason: "holds a NUL byte")
        }
        return lines
    }
}
