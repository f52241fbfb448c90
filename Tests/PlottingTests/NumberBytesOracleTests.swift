import TestSupport
import Testing

// PlottingTests: the row writer's digit paths against Swift's own shortest round-trip text, a million values.
@testable import Support

@Suite("Number bytes oracle")
struct NumberBytesOracleTests {
    /// The bytes `write` puts into fresh storage of ``NumberFormat/maximumDataBytes`` (it returns how many).
    static func written(_ write: (UnsafeMutablePointer<UInt8>) -> Int) -> [UInt8] {
        NumberBytesTests.written(capacity: NumberFormat.maximumDataBytes, write)
    }

    /// A seeded value of one of the kinds a sweep row holds, or of the kinds around them: few-place decimals
    /// and their float-error neighbours (`0.1 · 3`), frame times, full-length fractions, integers, negatives,
    /// tiny and huge magnitudes, subnormals, ±0 and any bit pattern.
    static func value(_ bits: UInt64) -> Double {
        let small = Double(Int64(bitPattern: bits) >> 40)  // about ±8.4e6
        switch bits % 11 {
        case 0: return small / [10, 100, 1000][Int((bits >> 24) % 3)]  // one to three places
        case 1: return Double(Int64(bitPattern: bits) >> 50) * 0.1  // step multiples with their rounding error
        case 2: return small / [60, 120, 240][Int((bits >> 24) % 3)]  // frame times
        case 3: return small * 1e-6  // six places, tiny values
        case 4: return Double(bitPattern: bits)  // any bit pattern: huge, tiny, NaN, infinities
        case 5: return Double(bitPattern: bits & 0x800F_FFFF_FFFF_FFFF)  // subnormal or ±0
        case 6:  // any significand at magnitudes 2^-8 … 2^56
            let exponent = UInt64(1023 - 8 + Int((bits >> 52) % 65)) << 52
            return Double(bitPattern: (bits & 0x800F_FFFF_FFFF_FFFF) | exponent)
        case 7: return Double(Int64(bitPattern: bits) >> Int64(bits >> 58))  // integers of every size
        case 8: return (bits >> 20) & 1 == 0 ? 0.0 : -0.0
        case 9:  // four to nine places: shorter than the physics' 15 to 17 digits, longer than three places
            return small / [1e4, 1e5, 1e6, 1e7, 1e8, 1e9][Int((bits >> 24) % 6)]
        default: return small / 1000 + Double(bits >> 62) * 1e-13  // near-three-place values that are not
        }
    }

    @Test func dataMatchesDescriptionOnAMillionSeededValues() {
        let seed: UInt64 = 0x5EED_0027
        var generator = SeededGenerator(seed: seed)
        var mismatches = 0
        var fewPlaces = 0
        for _ in 0..<1_000_000 {
            let value = Self.value(generator.next())
            let expected = NumberBytesTests.expected(value)
            let bytes = Self.written { NumberFormat.write(data: value, to: $0) }
            let few = Self.written { NumberFormat.writeFewPlaces(value, to: $0) }
            if !few.isEmpty { fewPlaces += 1 }
            if bytes != expected || (!few.isEmpty && few != expected) {
                mismatches += 1
                if mismatches <= 10 { Issue.record("seed \(seed), value \(value): \(bytes), \(few), \(expected)") }
            }
        }
        #expect(mismatches == 0)
        // The few-places path is under test: the one- to three-place kinds (two of eleven) take it.
        #expect(fewPlaces > 140_000, "only \(fewPlaces) values took the few-places path")
    }

    @Test func roundingHelpersMatchTheStandardLibrary() {
        var generator = SeededGenerator(seed: 0x5EED_0029)
        var halves = 0
        for _ in 0..<200_000 {
            let bits = generator.next()
            // Magnitudes 2^-8 … 2^51 with any significand, and exact halves.
            let exponent = UInt64(1023 - 8 + Int((bits >> 52) % 60)) << 52
            var value = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | exponent)
            if bits & 7 == 0 {
                value = Double(bits >> 40) + 0.5
                halves += 1
            }
            #expect(NumberFormat.roundedHalfUp(value) == value.rounded(), "\(value)")
            #expect(NumberFormat.truncated(value) == value.rounded(.towardZero), "\(value)")
            #expect(NumberFormat.truncated(-value) == (-value).rounded(.towardZero), "\(-value)")
        }
        #expect(halves > 20_000)
    }

    @Test func integerMatchesStringOnSeededValuesOfEveryLength() {
        let seed: UInt64 = 0x5EED_0028
        var generator = SeededGenerator(seed: seed)
        var lengths = Set<Int>()
        for _ in 0..<200_000 {
            let bits = generator.next()
            let shape = generator.next()
            // Every length from 1 to 19 digits, both signs (Int.min included, its 19 digits and sign).
            let magnitude = Int(bitPattern: UInt(bits)) >> Int(shape % 64)
            let value = shape & 64 == 0 ? magnitude : (magnitude == 0 ? Int.min : -abs(magnitude))
            let expected = Array(String(value).utf8)
            lengths.insert(value < 0 ? -expected.count : expected.count)
            let bytes = NumberBytesTests.written(capacity: NumberFormat.maximumIntegerBytes) {
                NumberFormat.write(integer: value, to: $0)
            }
            if bytes != expected {
                Issue.record("seed \(seed), value \(value): \(bytes)")
                return
            }
        }
        #expect(lengths.count >= 38, "only \(lengths.count) lengths (with sign) were written")
    }

    @Test(arguments: [
        (0.1, "0.1"), (-0.25, "-0.25"), (0.998, "0.998"), (0.01, "0.01"), (2.2, "2.2"), (1234.5, "1234.5"),
        (0.30000000000000004, ""), (0.0001, ""), (1_099_511_627_776.5, ""), (3.0, ""), (0.4166666666666667, ""),
    ])
    func fewPlacesTakesOnlyItsValues(value: Double, text: String) {
        #expect(Self.written { NumberFormat.writeFewPlaces(value, to: $0) } == Array(text.utf8))
    }
}
