// SupportTests/DecimalText: the one reader of numbers the user writes (docs/output.md, "Exit statuses": a value
// that is not a number is refused; hostile pass five, V4: hexadecimal read as a number by `Double(_:)`).
import Support
import Testing

@Suite("DecimalText: decimal numbers only")
struct DecimalTextTests {
    /// Each row: the text and the value it reads as (nil: not a decimal number). Infinite values are the callers'
    /// to refuse; hexadecimal, `inf`/`nan` spellings, spaces, a NUL and other scripts' digits are not numbers.
    static let rows: [(text: String, value: Double?, line: Int)] = [
        ("1.5", 1.5, #line), ("-0", -0.0, #line), ("+.5", 0.5, #line), ("1e-3", 0.001, #line), ("1E3", 1000, #line),
        ("5e-324", .leastNonzeroMagnitude, #line), ("1e400", .infinity, #line), ("00001", 1, #line),
        ("0x10", nil, #line), ("0X10", nil, #line), ("+0x1p-2", nil, #line), ("-0X1", nil, #line),
        ("inf", nil, #line), ("nan", nil, #line), ("Infinity", nil, #line), ("", nil, #line), (" 1", nil, #line),
        ("1\u{0}2", nil, #line), ("\u{661}", nil, #line), ("1e", nil, #line), ("1_000", nil, #line),
    ]

    @Test("a table of spellings")
    func spellings() {
        for row in Self.rows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let read = DecimalText.number(row.text)
            #expect(
                read == row.value, "\(row.text.debugDescription) read as \(String(describing: read))",
                sourceLocation: location)
            if let value = row.value, value == 0 { #expect(read?.sign == value.sign, sourceLocation: location) }
        }
    }

    /// Readers that say "not finite" for `inf` and `nan` (the options, touch files) read those spellings as such,
    /// and still refuse hexadecimal.
    @Test("numberOrNonFinite: decimal, or an infinity or NaN; never hexadecimal")
    func nonFinite() {
        #expect(DecimalText.numberOrNonFinite("inf") == .infinity)
        #expect(DecimalText.numberOrNonFinite("-Infinity") == -.infinity)
        #expect(DecimalText.numberOrNonFinite("nan")?.isNaN == true)
        #expect(DecimalText.numberOrNonFinite("2.5") == 2.5)
        #expect(DecimalText.numberOrNonFinite("0X10") == nil)
        #expect(DecimalText.numberOrNonFinite("0x1p-2") == nil)
        #expect(DecimalText.numberOrNonFinite("1\u{0}") == nil)
    }
}
