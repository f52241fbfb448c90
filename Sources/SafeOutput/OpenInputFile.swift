// SafeOutput/OpenInputFile: a file the user named, opened by InputFile and read piece by piece at any offset.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open regular file (``InputFile/open(_:maximumBytes:recorded:)`` checked it and recorded it as an input),
/// read at any byte offset, so a reader of a large file keeps only its own buffer in memory and can go back to a
/// part it has seen. Closed when the last reference goes.
public final class OpenInputFile: @unchecked Sendable {
    /// The file descriptor (read-only; owned by this object).
    public let descriptor: Int32
    /// The path as given, for messages.
    public let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Reads up to `buffer.count` bytes starting at byte `offset` into `buffer` (interrupts retried).
    ///
    /// - Returns: the bytes read; 0 at the end of the file.
    /// - Throws: ``InputFile/Failure`` naming the path when the system refuses the read.
    public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(InputFile.Failure) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            let count = pread(descriptor, base, buffer.count, off_t(offset))
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw InputFile.Failure(path: path, reason: InputFile.reason(errno))
        }
    }
}
