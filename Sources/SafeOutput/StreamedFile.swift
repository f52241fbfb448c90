// SafeOutput/StreamedFile: a new file written piece by piece (rows as they are simulated), every write checked.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file created new (never over an existing name) and written through a 1 MiB buffer of its own, so the disk
/// sees 1 MiB writes whatever the pieces' sizes; every write and the close are checked and reported as
/// ``OutputError`` naming the file as the user knows it. Meant for files inside an ``AtomicDirectory``'s
/// temporary folder, which takes the final name only when everything succeeded.
public final class StreamedFile {
    /// Bytes of the buffer: one `write(2)` each. (glibc's `setvbuf` ignores a size without a buffer and keeps its
    /// own 4 KiB one: a sweep then wrote every chunk as a 4 KiB write and a long one, twice the calls.)
    static let bufferBytes = 1 << 20

    private let handle: UnsafeMutablePointer<FILE>
    /// The stream's buffer, freed after the stream is closed.
    private let buffer: UnsafeMutablePointer<CChar>
    private let shown: String
    private var closed = false

    /// Creates `path` (named `shownAs` in messages, e.g. `out/sweep.csv` rather than the temporary folder's path).
    ///
    /// - Throws: ``OutputError`` when the file exists or cannot be created.
    public init(_ path: String, shownAs: String) throws(OutputError) {
        guard let handle = fopen(path, "wx") else { throw OutputError.system(shownAs, errno) }
        self.handle = handle
        self.shown = shownAs
        buffer = .allocate(capacity: Self.bufferBytes)
        setvbuf(handle, buffer, _IOFBF, Self.bufferBytes)
    }

    /// Appends `bytes`.
    ///
    /// - Throws: ``OutputError`` (disk full: exit class 1).
    public func write(_ bytes: [UInt8]) throws(OutputError) {
        guard bytes.withUnsafeBytes(append) else { throw OutputError.system(shown, errno) }
    }

    /// Appends `bytes`.
    ///
    /// - Throws: ``OutputError`` (disk full: exit class 1).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard append(bytes) else { throw OutputError.system(shown, errno) }
    }

    /// Appends `bytes` to the stream; false (with `errno` set) when they could not all be written.
    private func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return fwrite(base, 1, bytes.count, handle) == bytes.count
    }

    /// Flushes and closes the file.
    ///
    /// - Throws: ``OutputError`` when the last bytes cannot be written.
    public func close() throws(OutputError) {
        closed = true
        let failed = fclose(handle) != 0
        let code = errno
        buffer.deallocate()
        guard !failed else { throw OutputError.system(shown, code) }
    }

    deinit {
        if !closed {
            fclose(handle)
            buffer.deallocate()
        }
    }
}
