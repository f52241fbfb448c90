// SupportTests/CRC32Tests: the CRC-32 against its published check values (the "123456789" check value of the
// CRC catalogue's CRC-32/ISO-HDLC, RFC 1952 §8's gzip/zlib CRC) and against the polynomial's bit-at-a-time
// definition on seeded random bytes fed in random pieces.
import Support
import Testing

@Suite struct CRC32Tests {
    static func crc(_ text: String) -> UInt32 {
        var c = CRC32()
        c.update(text)
        return c.value
    }

    /// Published values: the catalogue's check value of "123456789", and zlib's `crc32` of "", "a" and the
    /// pangram (the values every zlib binding's tests state).
    @Test(arguments: [
        ("123456789", 0xCBF4_3926 as UInt32), ("", 0), ("a", 0xE8B7_BE43),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
    ])
    func publishedCheckValues(text: String, value: UInt32) {
        #expect(Self.crc(text) == value)
    }

    /// RFC 1952 §8's definition, one bit at a time: what zlib's `crc32`, fed in any pieces, must equal.
    static func bitwise(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    /// Seeded: 200 random byte strings of 0…99 bytes, each fed whole and in random pieces, equal the bitwise definition.
    @Test func piecesEqualTheDefinition() {
        var random = SplitMix64(seed: 45)
        for _ in 0..<200 {
            let bytes = (0..<Int(random.next() % 100)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var whole = CRC32()
            whole.update(bytes)
            var pieces = CRC32()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int(random.next() % 20))
                pieces.update(Array(bytes[start..<end]))
                start = end
            }
            #expect(whole.value == Self.bitwise(bytes), "\(bytes)")
            #expect(pieces.value == whole.value, "\(bytes)")
        }
    }
}
