// Support/CRC32: the CRC-32 of bytes (the one zlib, gzip and PNG compute), fed in pieces.
import CZlib

/// A running CRC-32: the reflected polynomial 0xEDB88320, initial value and final XOR 0xFFFFFFFF (CRC-32/ISO-HDLC,
/// zlib's `crc32`; its check value, of the ASCII bytes `123456789`, is 0xCBF43926). Feed the bytes in pieces of any
/// size with ``update(_:)-(UnsafeRawBufferPointer)``; ``value`` is the checksum of all of them in order.
///
/// Cost: zlib's `crc32`, a fraction of a nanosecond a byte; no allocation.
public struct CRC32: Sendable, Hashable {
    /// The checksum of the bytes fed so far.
    public private(set) var value: UInt32 = 0

    /// The checksum of no bytes (0).
    public init() {}

    /// Feeds `bytes`.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        // zlib takes a 32-bit length: feed at most 1 GiB at a time.
        var start = 0
        while start < bytes.count {
            let count = min(bytes.count - start, 1 << 30)
            value = UInt32(
                crc32(uLong(value), (base + start).assumingMemoryBound(to: Bytef.self), uInt(count)))
            start += count
        }
    }

    /// Feeds `bytes`.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Feeds the UTF-8 bytes of `text`.
    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }
}
