// Sweep/SweepFileBytes: where the bytes of a `sweep.json` come from: a file read piece by piece, or bytes in memory.
import Foundation

/// The bytes of one `sweep.json`, read at any offset, so the reader (``SweepFile``) keeps only its buffer in
/// memory, whatever the file's size, and can read the rows again.
public protocol SweepFileBytes: Sendable {
    /// Reads up to `buffer.count` bytes from byte `offset` on into `buffer`.
    ///
    /// - Returns: how many bytes were read; 0 at the end.
    /// - Throws: ``SweepSpecError`` naming the file when it cannot be read.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(SweepSpecError) -> Int
}

/// A `sweep.json` held in memory (tests, small files).
public struct SweepDataBytes: SweepFileBytes {
    /// The file's bytes.
    public let data: Data

    /// The bytes of `data`.
    public init(_ data: Data) { self.data = data }

    /// Copies the bytes from `offset` on.
    public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(SweepSpecError) -> Int {
        guard offset < data.count, let base = buffer.baseAddress else { return 0 }
        let count = min(buffer.count, data.count - offset)
        let start = data.startIndex + offset
        data.copyBytes(to: base.assumingMemoryBound(to: UInt8.self), from: start..<(start + count))
        return count
    }
}
