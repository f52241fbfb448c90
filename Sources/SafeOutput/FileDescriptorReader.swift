// SafeOutput/FileDescriptorReader: reading to the end of a file or pipe, interrupts retried, failures reported.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop that reads a file descriptor to its end. Unlike `FileHandle.readDataToEndOfFile()` (which traps
/// when a signal interrupts the read) it retries `EINTR`, so a child process exiting or a Ctrl-C never kills the
/// reader.
public enum FileDescriptorReader {
    /// Reads `fd` until end of file, at most `maximumBytes` (one more byte is read to tell a larger input apart).
    ///
    /// - Returns: the bytes, and the `errno` of a failed read (nil at a clean end of file).
    public static func readToEnd(_ fd: Int32, maximumBytes: Int = .max) -> (data: Data, error: Int32?) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= maximumBytes {
            let count = buffer.withUnsafeMutableBytes { raw -> Int in
                #if canImport(Glibc)
                    Glibc.read(fd, raw.baseAddress, raw.count)
                #else
                    Darwin.read(fd, raw.baseAddress, raw.count)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return (data, errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return (data, nil)
    }
}
