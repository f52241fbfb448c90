// SafeOutput/FileDescriptorWriter: every byte written, short writes and interrupts retried, failures reported.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop that writes bytes to a file descriptor (files and standard output alike).
enum FileDescriptorWriter {
    /// Writes every byte of `data` to `fd`, retrying short writes and `EINTR`.
    ///
    /// - Throws: ``OutputError`` naming `path` with the failing call's reason (disk full: exit class 1).
    static func writeAll(_ data: Data, to fd: Int32, path: String) throws(OutputError) {
        let failure: Int32? = data.withUnsafeBytes { buffer in writeAll(buffer, to: fd) }
        if let failure { throw .system(path, failure) }
    }

    /// Writes every byte of `buffer` to `fd`; the `errno` of the failing write, or nil.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
                let written = Glibc.write(fd, base + offset, buffer.count - offset)
            #else
                let written = Darwin.write(fd, base + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}
