// Sweep/JSONNumberText: the one rule that turns a JSON number token into a Double, as Foundation's reader does.

/// Reads one JSON number token (RFC 8259 §6: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) into the nearest
/// `Double`, the value Foundation's `JSONDecoder` gives it. Short tokens (at most 19 significant digits, a power of
/// ten up to 22) are converted exactly with one rounding (Clinger's fast path: the digits and the power of ten are
/// both exact doubles, and one IEEE division or multiplication rounds correctly); any other token goes to the C
/// library's correctly rounded conversion. Cost: one pass over the token, no allocation on the fast path.
public enum JSONNumberText {
    /// What a token reads as.
    public enum Reading: Equatable, Sendable {
        /// A finite double (−0.0 kept).
        case value(Double)
        /// Its magnitude is beyond the largest double (about 1.8e308).
        case outOfRange
        /// Its magnitude is not 0 but below the smallest double (about 4.9e-324): it would read as 0.
        case tooSmall
    }

    /// The reading of `token`, or nil when it is not a JSON number.
    public static func read(_ token: UnsafeBufferPointer<UInt8>) -> Reading? {
        let n = token.count
        var i = 0
        let negative = n > 0 && token[0] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < n else { return nil }
        var mantissa: UInt64 = 0
        var significant = 0
        var nonzero = false
        var fractionDigits = 0
        // Integer part: 0, or a digit 1–9 and more digits.
        if token[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            guard isDigit(token[i]) else { return nil }
            while i < n, isDigit(token[i]) {
                accumulate(token[i], &mantissa, &significant, &nonzero)
                i += 1
            }
        }
        if i < n, token[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n, isDigit(token[i]) else { return nil }
            while i < n, isDigit(token[i]) {
                accumulate(token[i], &mantissa, &significant, &nonzero)
                fractionDigits += 1
                i += 1
            }
        }
        var exponent = 0
        var exponentDigits = 0
        if i < n, token[i] == UInt8(ascii: "e") || token[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < n, token[i] == UInt8(ascii: "+") || token[i] == UInt8(ascii: "-") {
                exponentNegative = token[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < n, isDigit(token[i]) else { return nil }
            while i < n, isDigit(token[i]) {
                if exponentDigits < 9 { exponent = exponent * 10 + Int(token[i] &- UInt8(ascii: "0")) }
                exponentDigits += 1
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        guard i == n else { return nil }
        if !nonzero { return .value(negative ? -0.0 : 0.0) }
        let power = exponent - fractionDigits
        if significant <= 19, exponentDigits < 9, mantissa <= 1 << 53, abs(power) <= 22 {
            let digits = Double(mantissa)
            let magnitude = power < 0 ? digits / exactPowersOfTen[-power] : digits * exactPowersOfTen[power]
            return .value(negative ? -magnitude : magnitude)
        }
        // The C library's conversion (correctly rounded; the token is ASCII and already checked).
        guard let value = Double(String(decoding: token, as: UTF8.self)) else { return nil }
        if value.isInfinite { return .outOfRange }
        if value == 0 { return .tooSmall }
        return .value(value)
    }

    /// The reading of the bytes of `text` (see ``read(_:)-(UnsafeBufferPointer<UInt8>)``).
    public static func read(_ text: String) -> Reading? {
        var text = text
        return text.withUTF8 { read($0) }
    }

    /// 10^0 … 10^22, each exactly a double.
    private static let exactPowersOfTen: [Double] = (0...22).map { k in
        var x = 1.0
        for _ in 0..<k { x *= 10 }
        return x
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Adds a digit to the mantissa, counting significant digits (leading zeros are not); past 19 the mantissa
    /// stops growing and the count alone sends the token to the slow path.
    @inline(__always)
    private static func accumulate(
        _ byte: UInt8, _ mantissa: inout UInt64, _ significant: inout Int, _ nonzero: inout Bool
    ) {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        if digit != 0 { nonzero = true }
        guard nonzero else { return }
        significant += 1
        if significant <= 19 { mantissa = mantissa &* 10 &+ digit }
    }
}
