import TestSupport
import Testing

// PlottingTests: the pointer number writers give exactly the text of their String counterparts.
@testable import Support

@Suite("Number bytes")
struct NumberBytesTests {
    /// The oracle: `data(_:)` (Swift's shortest round-trip text) as bytes.
    static func expected(_ value: Double) -> [UInt8] { Array(NumberFormat.data(value).utf8) }

    /// What ``NumberFormat/write(data:to:)`` writes, into room for exactly its maximum.
    static func writtenData(_ value: Double) -> [UInt8] {
        written(capacity: NumberFormat.maximumDataBytes) { NumberFormat.write(data: value, to: $0) }
    }

    /// The bytes `write` puts into fresh storage of `capacity` bytes (it returns how many).
    static func written(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) -> [UInt8] {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { storage.deallocate() }
        let count = write(storage)
        return Array(UnsafeBufferPointer(start: storage, count: min(count, capacity)))
    }

    @Test(arguments: [
        0.0, -0.0, 1, -1, 400, -700, 0.5, -0.25, 0.1, 1e-05, 123_456_789_012_345, 999_999_999_999_999,
        1e15, -1e15, 1e16, 9_007_199_254_740_992, 3015.1007560504354, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ])
    func dataEdgeCases(value: Double) {
        #expect(Self.writtenData(value) == Self.expected(value), "value \(value)")
    }

    @Test func dataMatchesDescriptionOnSeededValues() {
        let seed: UInt64 = 0x5EED_0012
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<20_000 {
            let bits = generator.next()
            // Half integral values of every size up to 2^60, half arbitrary bit patterns.
            let value =
                bits & 1 == 0
                ? Double(Int64(bitPattern: bits) >> Int64(bits >> 58))
                : Double(bitPattern: bits)
            #expect(Self.writtenData(value) == Self.expected(value), "seed \(seed), value \(value)")
        }
    }

    /// Every path of the writer against the oracle: short decimals (the six-place path and its edges), frame
    /// times (k / 120 s, full-length digits), subnormals, ±0, integers around 10¹⁵ and 2⁵³, 1e±300, and the
    /// neighbours (one ulp up and down) of each, so a value that only just fails a path's test is covered too.
    @Test func dataMatchesDescriptionOnEveryPath() {
        let seed: UInt64 = 0x5EED_0021
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = [
            1e-3, -1e-3, 9.999e-4, 1e-4, 1e-5, 4_294_967_295.5, 4_294_967_296.25, 0.000001, 1.000001, 0.1, 0.7,
            -0.3, 0.30000000000000004, 1e300, -1e300, 1e-300, -1e-300, 2.2250738585072014e-308,
            Double.leastNormalMagnitude.nextDown, -Double.leastNonzeroMagnitude, 0.0, -0.0, 1e15 - 0.5, 1e15 + 2,
            9_007_199_254_740_992, 123_456.000_001,
        ]
        for _ in 0..<40_000 {
            let bits = generator.next()
            let small = Double(Int64(bitPattern: bits) >> 40)  // about ±8.4e6
            switch bits % 7 {
            case 0: values.append(small / 1e6)  // six places
            case 1: values.append(small / Double([10, 100, 1000, 10_000, 1e5][Int((bits >> 20) % 5)]))
            case 2: values.append(small / 120)  // frame times at 120 Hz
            case 3: values.append(Double(bitPattern: bits & 0x800F_FFFF_FFFF_FFFF))  // subnormal (or ±0)
            case 4: values.append(Double(bitPattern: bits))  // any bit pattern
            case 5:  // any significand at magnitudes 2^-7 … 2^53 (the exact shortest-decimal path and beyond)
                let exponent = UInt64(1023 - 7 + Int((bits >> 52) % 61)) << 52
                values.append(Double(bitPattern: (bits & 0x800F_FFFF_FFFF_FFFF) | exponent))
            default: values.append(small * 1e9 + Double(bits >> 62))  // integers near and beyond 10^15, 2^53
            }
        }
        var exact = 0
        for value in values {
            for probe in [value, value.nextUp, value.nextDown] {
                #expect(Self.writtenData(probe) == Self.expected(probe), "seed \(seed), value \(probe)")
                if Self.written(
                    capacity: NumberFormat.maximumDataBytes, { NumberFormat.writeShortestDecimal(probe, to: $0) }
                )
                .count > 0 {
                    exact += 1
                }
            }
        }
        // The exact path is the one under test: most of these values (five kinds of seven) take it.
        #expect(exact > values.count * 3 / 2, "only \(exact) of \(values.count * 3) values took the exact path")
    }

    @Test(arguments: [0, 7, -7, 10, -10, 1_000_000, Int.max, Int.min, Int.min + 1])
    func integerMatchesString(value: Int) {
        let bytes = Self.written(capacity: NumberFormat.maximumIntegerBytes) {
            NumberFormat.write(integer: value, to: $0)
        }
        #expect(bytes == Array(String(value).utf8))
    }

    @Test(arguments: [
        (5, 2, "0.05"), (-5, 2, "-0.05"), (-1200, 0, "-1200"), (0, 3, "0.000"), (123_456, 3, "123.456"),
        (-1, 1, "-0.1"), (7, 0, "7"),
    ])
    func fixedUnitsPadsAndSigns(units: Int, decimals: Int, text: String) {
        #expect(NumberFormat.fixed(units: units, decimals: decimals) == text)
    }
}
