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
    /// are written as digits and `.0`, other values from 0.01 up to 2⁵² by ``writeShortestDecimal(_:to:)``, both
    /// as `Double.description` writes them and without building a `String`: data files of millions of rows spend
    /// much of their time here. Only the rest (tiny, huge, not finite) goes through `description`'s own writer.
    public static func write(data value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if abs(value) < 1e15, value == truncated(value), !(value == 0 && value.sign == .minus) {
            let count = write(integer: Int(value), to: target)
            target[count] = 0x2E  // "."
            target[count + 1] = 0x30  // "0"
            return count + 2
        }
        let short = writeFewPlaces(value, to: target)
        if short > 0 { return short }
        let shortest = writeShortestDecimal(value, to: target)
        if shortest > 0 { return shortest }
        guard !value.isNaN else {
            var text = data(value)
            return text.withUTF8 { utf8 in
                let count = min(utf8.count, maximumDataBytes)
                if let source = utf8.baseAddress { target.update(from: source, count: count) }
                return count
            }
        }
        // Double's own stream writer hands over the digits `description` is made of.
        var stream = PointerStream(target: target)
        value.write(to: &stream)
        return stream.count
    }

    /// `value` rounded toward zero, for |value| < 2⁶³ (`rounded(.towardZero)` without the call into the C
    /// library that x86-64's baseline instruction set needs): the conversion to `Int64` truncates exactly.
    @inline(__always)
    static func truncated(_ value: Double) -> Double { Double(Int64(value)) }

    /// A non-negative `value` below 2⁵² rounded to the nearest whole number, halves up (what `rounded()` gives
    /// there): the fraction `value − ⌊value⌋` is exact below 2⁵², so comparing it with ½ decides exactly.
    @inline(__always)
    static func roundedHalfUp(_ value: Double) -> Double {
        let whole = truncated(value)
        return value - whole >= 0.5 ? whole + 1 : whole
    }

    /// Powers of ten 10⁰…10¹⁹ (all a `UInt64` holds).
    private static let powersOfTen: [UInt64] = (0...19).map { k in (0..<k).reduce(1) { power, _ in power * 10 } }

    /// Writes a non-integral `value` of magnitude in [0.01, 2⁴⁰) that reads back from 1, 2 or 3 places (`0.1`,
    /// `-2.25`, `0.998`: most of a sweep's fractions) as ``writeShortestDecimal(_:to:)`` would, with three
    /// multiplications and divisions at most; returns the bytes written, or 0 (nothing written) for other values.
    ///
    /// Exact despite floating point: `n / 10^k` with `n` < 2⁵³ and `k` ≤ 3 is one correctly rounded division, so
    /// `Double(n) / 10^k == value` holds exactly when the decimal reads back as `value`. Below 2⁴⁰ the product
    /// `value · 10^k` is off from the exact one by far less than the distance of a reading-back `n` from a
    /// half-integer, so rounding it finds that `n` whenever one exists, and the interval of decimals reading back
    /// as `value` (about 2⁻⁵² · value wide) is narrower than 10⁻³, so that `n` is the only one and the nearest.
    static func writeFewPlaces(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = abs(value)
        guard magnitude >= 0.01, magnitude < 1_099_511_627_776, magnitude != truncated(magnitude)
        else { return 0 }
        var power = 1.0
        for places in 1...3 {
            power *= 10
            let units = roundedHalfUp(magnitude * power)
            if units / power == magnitude {
                return write(units: UInt64(units), places: places, negative: value < 0, to: target)
            }
        }
        return 0
    }

    /// Writes a non-integral `value` of magnitude in [0.01, 2⁵²) in plain decimal notation with the fewest places
    /// that read back as `value`, and of those decimals the nearest to it (`0.1`, `-547.125`,
    /// `3015.1007560504354`): Swift's shortest round-trip text, which `description` prints for these values.
    /// Returns the bytes written, or 0 (nothing written) for any other value, or the rare value exactly halfway
    /// between two candidates.
    ///
    /// Exact integer arithmetic: with `value = m · 2^e`, a decimal `n / 10^k` reads back as `value` when
    /// `n · 2^(2 − e)` lies between `(4m − 2) · 10^k` and `(4m + 2) · 10^k` (`4m − 1` below a power of two, where
    /// the spacing halves; the ends count when `m` is even, as round-half-even parsing has it). Whether such an `n`
    /// exists only becomes true as `k` grows, so the fewest places are found by bisection over `k` = 1…19.
    static func writeShortestDecimal(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = abs(value)
        guard magnitude >= 0.01, magnitude < 4_503_599_627_370_496, magnitude != truncated(magnitude)
        else { return 0 }
        let significand = magnitude.significandBitPattern | (1 << 52)
        let shift = 2 - (Int(magnitude.exponent) - 52)  // 3…62 here
        let onBoundary = magnitude.significandBitPattern == 0
        let inclusive = significand & 1 == 0
        let center = UInt64(significand) << 2
        let below = center - (onBoundary ? 1 : 2)
        let above = center + 2
        let mask = (UInt128(1) << shift) - 1
        /// `a · b` in full (one 64 × 64 → 128-bit multiplication, no overflow check).
        func product(_ a: UInt64, _ b: UInt64) -> UInt128 {
            let (high, low) = a.multipliedFullWidth(by: b)
            return UInt128(high) << 64 | UInt128(low)
        }
        /// The candidates `n` with `k` places: nil when there are none.
        func candidates(_ k: Int) -> ClosedRange<UInt128>? {
            let power = powersOfTen[k]
            let low = product(below, power)
            let high = product(above, power)
            let first = inclusive ? (low + mask) >> shift : (low >> shift) + 1
            let last = inclusive ? high >> shift : ((high + mask) >> shift) - 1
            return first <= last ? first...last : nil
        }
        // Having candidates switches once, from false to true, as `k` grows (n → 10n keeps reading back), so any
        // search finds the same fewest places. Seventeen significant digits always read back, and most values of
        // a physics run need 15 to 17: start at the places of 17 digits (from the binary exponent, maybe one
        // off, which only costs a step) and walk down two, bisecting the rest only for a shorter value.
        let decimalExponent = Int((Double(magnitude.exponent) * 0.301_029_995_663_981_2).rounded(.down))
        var fewest = 1
        var most = 19
        let start = min(max(16 - decimalExponent, 1), 19)
        if candidates(start) == nil {
            fewest = min(start + 1, 19)
        } else if start == 1 || candidates(start - 1) == nil {
            fewest = start
            most = start
        } else if start == 2 || candidates(start - 2) == nil {
            fewest = start - 1
            most = start - 1
        } else {
            most = start - 2
        }
        while fewest < most {
            let middle = (fewest + most) / 2
            if candidates(middle) != nil { most = middle } else { fewest = middle + 1 }
        }
        guard let range = candidates(fewest) else { return 0 }
        // The candidate nearest `value · 10^k`; an exact tie is left to `description`.
        let scaled = product(center, powersOfTen[fewest])
        let remainder = scaled & mask
        let half = UInt128(1) << (shift - 1)
        guard remainder != half else { return 0 }
        let nearest = (scaled >> shift) + (remainder > half ? 1 : 0)
        let units = UInt64(min(max(nearest, range.lowerBound), range.upperBound))
        return write(units: units, places: fewest, negative: value < 0, to: target)
    }

    /// Writes `units · 10^-places` (`places` ≥ 1) with a leading `-` when `negative` ("0.25", "-0.05").
    private static func write(
        units: UInt64, places: Int, negative: Bool, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        // Digits of `units`, at least `places + 1` of them so the integer part is never empty ("0.25"), written
        // one place to the right; then the integer part (a few digits) moves left over the point's place.
        let digits = max(digitCount(units), places + 1)
        let start = negative ? 1 : 0
        if negative { target[0] = 0x2D }  // "-"
        writeDigits(units, count: digits, to: target + start + 1)
        let whole = digits - places
        for index in 0..<whole { target[start + index] = target[start + index + 1] }
        target[start + whole] = 0x2E  // "."
        return start + digits + 1
    }

    /// The number of decimal digits of `value` (1 for 0).
    @inline(__always)
    private static func digitCount(_ value: UInt64) -> Int {
        var digits = 1
        var scale: UInt64 = 10
        while digits < 20, value >= scale {
            digits += 1
            if scale > UInt64.max / 10 { break }
            scale *= 10
        }
        return digits
    }

    /// "00", "01", … "99" end to end: digits are written two at a time.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Writes the last `count` decimal digits of `value` (leading zeros when it has fewer) at `target`.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var rest = value
        var index = count
        while index >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index -= 2
            target[index] = pairs[pair]
            target[index + 1] = pairs[pair + 1]
        }
        if index == 1 { target[0] = UInt8(truncatingIfNeeded: 0x30 &+ rest % 10) }
    }

    /// Writes the decimal digits of `value` (with a leading `-` when negative), as `String(value)` writes them,
    /// at `target`, which must have room for ``maximumIntegerBytes``; returns the number of bytes written.
    public static func write(integer value: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let sign = value < 0 ? 1 : 0
        if value < 0 { target[0] = 0x2D }  // "-"
        let magnitude = UInt64(value.magnitude)
        let digits = digitCount(magnitude)
        writeDigits(magnitude, count: digits, to: target + sign)
        return sign + digits
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
