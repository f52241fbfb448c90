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
        let units = Int(scaled)
        return fixed(units: value < 0 ? -units : units, decimals: places)
    }

    /// `units · 10^-decimals` in plain decimal notation with exactly `decimals` places, computed from the integer
    /// (no rounding): `fixed(units: 5, decimals: 2)` = `0.05`, `fixed(units: -1200, decimals: 0)` = `-1200`.
    public static func fixed(units: Int, decimals: Int) -> String {
        let digits = String(units.magnitude)
        let sign = units < 0 ? "-" : ""
        guard decimals > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -decimals)
        return sign + padded[..<split] + "." + padded[split...]
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

    /// The most bytes ``write(data:to:)`` writes (`-2.2250738585072014e-308` is 24).
    public static let maximumDataBytes = 32
    /// The most bytes ``write(integer:to:)`` writes (`-9223372036854775808` is 20).
    public static let maximumIntegerBytes = 20

    /// Writes ``data(_:)``'s text of `value` (UTF-8) at `target`, which must have room for
    /// ``maximumDataBytes``, and returns the number of bytes written. Integral values below 10¹⁵ in magnitude
    /// are written as digits and `.0` (as `Double.description` writes them) without building a `String`: data
    /// files of millions of rows spend much of their time here.
    public static func write(data value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if value == value.rounded(.towardZero), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            let count = write(integer: Int(value), to: target)
            target[count] = 0x2E  // "."
            target[count + 1] = 0x30  // "0"
            return count + 2
        }
        guard !value.isNaN else {
            var text = data(value)
            return text.withUTF8 { utf8 in
                let count = min(utf8.count, maximumDataBytes)
                if let source = utf8.baseAddress { target.update(from: source, count: count) }
                return count
            }
        }
        // Double's own stream writer hands over the digits `description` is made of (for every value but NaN,
        // handled above) as ASCII bytes from its stack buffer: no String is built for them.
        var stream = PointerStream(target: target)
        value.write(to: &stream)
        return stream.count
    }

    /// Writes the decimal digits of `value` (with a leading `-` when negative), as `String(value)` writes them,
    /// at `target`, which must have room for ``maximumIntegerBytes``; returns the number of bytes written.
    public static func write(integer value: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        if value < 0 {
            target[0] = 0x2D  // "-"
            count = 1
        }
        var rest = value.magnitude
        var digits = 1
        var scale: UInt = 10
        while digits < 20, rest >= scale {
            digits += 1
            if scale > UInt.max / 10 { break }
            scale *= 10
        }
        var index = count + digits
        repeat {
            index -= 1
            target[index] = UInt8(truncatingIfNeeded: 0x30 &+ rest % 10)
            rest /= 10
        } while rest > 0
        return count + digits
    }
}

/// A text stream writing into caller-owned storage of ``NumberFormat/maximumDataBytes`` bytes (what one number
/// needs), dropping anything beyond.
private struct PointerStream: TextOutputStream {
    let target: UnsafeMutablePointer<UInt8>
    var count = 0

    /// Copies `buffer` after what is there.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        let n = min(buffer.count, NumberFormat.maximumDataBytes - count)
        if n > 0, let source = buffer.baseAddress {
            (target + count).update(from: source, count: n)
            count += n
        }
    }

    /// Copies `string`'s UTF-8 after what is there.
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }
}
