// Support/DecimalText: the one reader of a number the user writes as text (options, query fields, CSV cells, scripts).

/// Reads a number written in decimal: an optional sign, digits with an optional point, an optional exponent — text
/// made only of `0-9 + - . e E`. Swift's `Double(_:)` alone also takes hexadecimal (`0x1p-2`, `0X190`), `inf` and
/// `nan(…)`, and stops at a NUL byte: every reader of numbers the user writes calls this instead.
public enum DecimalText {
    /// The value of `text` when it is a decimal number, else nil. The value may be infinite (`1e400`): callers that
    /// need a finite number say so in their own words. Cost: one pass over the text, then `Double(_:)`.
    public static func number(_ text: some StringProtocol) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy(isDecimalByte) else { return nil }
        return Double(text)
    }

    /// ``number(_:)``, or an infinity or NaN as Swift spells them (`inf`, `-nan`, `Infinity`), so that a reader can
    /// refuse those as "not finite" in its own words; nil for anything else (hexadecimal, spaces, other digits).
    public static func numberOrNonFinite(_ text: some StringProtocol) -> Double? {
        if let value = number(text) { return value }
        if let value = Double(text), !value.isFinite { return value }
        return nil
    }

    /// Whether `byte` may appear in a decimal number: a digit, a sign, the point or an exponent mark.
    private static func isDecimalByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }
}
