// SafeOutput/StreamedFile: a new file written piece by piece (rows as they are simulated), every write checked.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file created new (never over an existing name) and written through stdio's own block-sized buffer: small
/// pieces are gathered, a piece longer than the buffer (a sweep chunk's text, tens of kilobytes) goes to
/// `write(2)` as it is. Every write and the close are checked and reported as ``OutputError`` naming the file as
/// the user knows it. Meant for files inside an ``AtomicDirectory``'s temporary folder, which takes the final name
/// only when everything succeeded.
public final class StreamedFile {
    private let handle: UnsafeMutablePointer<FILE>
    private let shown: String
    private var closed = false

    /// Creates `path` (named `shownAs` in messages, e.g. `out/sweep.csv` rather than the temporary folder's path).
    ///
    /// - Throws: ``OutputError`` when the file exists or cannot be created.
    public init(_ path: String, shownAs: String) throws(OutputError) {
        guard let handle = fopen(path, "wx") else { throw OutputError.system(shownAs, errno) }
        self.handle = handle
        self.shown = shownAs
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

    /// Writes `bytes` over the file's bytes from `offset` on (bytes written before; a header's placeholder filled
    /// in once what it states is known), leaving where the next append goes unchanged.
    ///
    /// - Throws: ``OutputError`` (exit class 1).
    public func write(_ bytes: [UInt8], at offset: Int) throws(OutputError) {
        guard fflush(handle) == 0 else { throw OutputError.system(shown, errno) }
        let written = bytes.withUnsafeBytes { pwrite(fileno(handle), $0.baseAddress, $0.count, off_t(offset)) }
        guard written == bytes.count else { throw OutputError.system(shown, written < 0 ? errno : EIO) }
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
        guard fclose(handle) == 0 else { throw OutputError.system(shown, errno) }
    }

    deinit { if !closed { fclose(handle) } }
}
