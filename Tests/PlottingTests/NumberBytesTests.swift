// PlottingTests: the pointer number writers give exactly the text of their String counterparts.
import Support
import TestSupport
import Testing

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
