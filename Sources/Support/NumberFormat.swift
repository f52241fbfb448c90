// Support/NumberFormat: the one number formatter: deterministic, locale-free, and it cannot trap.

/// Number formatting that never depends on the locale or the platform: the same value gives the same text.
public enum NumberFormat {
    /// `value` rounded to `decimals` places in plain decimal notation ("-0.25", "1200"); "-0" never appears.
    ///
    /// Falls back to `Double.description` for magnitudes of 1e15 or more, where fixed notation would overflow.
    /// - Parameters:
    ///   - value: the number.
    ///   - decimals: places after the point, clamped to 0...12.
    /// - Returns: the text.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 12)
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Inf" : "Inf") }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return value.description }
        let digits = String(Int64(scaled))
        let negative = value < 0 && scaled != 0
        guard places > 0 else { return (negative ? "-" : "") + digits }
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return (negative ? "-" : "") + padded[..<split] + "." + padded[split...]
    }

    /// The places after the point needed to tell apart multiples of `step` (0 for steps of 1 or more).
    public static func decimals(forStep step: Double) -> Int {
        guard step.isFinite && step > 0 else { return 0 }
        var places = 0
        var scaled = step
        while places < 12 && abs(scaled - scaled.rounded()) > 1e-9 * max(1, scaled) {
            scaled *= 10
            places += 1
        }
        return places
    }

    /// `value` as a person writes it: integral values without a fraction (`86`, `-5`), others in the shortest
    /// form that reads back as the same `Double` (`0.2`, `0.998`, `1e+19`); `NaN`, `Inf`, `-Inf` otherwise.
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Inf" : "Inf") }
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        return value.description
    }

    /// A number for messages, labels and titles: at most `decimals` places (default 3), trailing zeros and a bare
    /// point dropped, never "-0" (`1.5`, `400`, `0.125`, `-3`).
    public static func short(_ value: Double, decimals: Int = 3) -> String {
        var text = fixed(value, decimals: decimals)
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A value for a data file: the shortest text that reads back as the same `Double` ("0.1", "1e-05").
    public static func data(_ value: Double) -> String {
        value.isNaN ? "NaN" : value.description
    }

    /// Appends ``data(_:)``'s text of `value` to `bytes` (UTF-8), without building a `String` for integral values
    /// below 10¹⁵ in magnitude (written as digits and `.0`, as `Double.description` writes them): data files
    /// of millions of rows spend much of their time here.
    public static func appendData(_ value: Double, to bytes: inout [UInt8]) {
        if value == value.rounded(.towardZero), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            appendInteger(Int(value), to: &bytes)
            bytes.append(0x2E)  // "."
            bytes.append(0x30)  // "0"
            return
        }
        bytes.append(contentsOf: data(value).utf8)
    }

    /// Appends the decimal digits of `value` (with a leading `-` when negative) to `bytes`, as `String(value)`
    /// writes them.
    @inlinable
    public static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(0x2D) }  // "-"
        var rest = value.magnitude
        // 20 digits hold any 64-bit magnitude; they are written from the right.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: 0x30 &+ rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }
}
