// Analysis/Sweep/SweepText: encoded rows' bytes in storage kept from one chunk to the next.

/// The bytes of encoded rows (a chunk's `sweep.csv` lines or `sweep.json` rows) in storage of their own that
/// ``removeAll()`` keeps: a chunk filled again and again allocates (and the kernel zeroes) its text's memory
/// once, not once per fill. The encoder writes through pointers straight into it (no copy).
///
/// A value: a copy shares the storage until one of them is written to, which then gets storage of its own.
public struct SweepText: Sendable {
    /// The bytes. Written only by a text that holds the only reference (copy on write), so texts sharing it may
    /// be read on any thread.
    private final class Storage: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
        /// Bytes `base` holds.
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: max(capacity, 1))
        }

        deinit { base.deallocate() }
    }

    /// The storage of every empty text never written to (shared, so never written: the first write allocates).
    private static let empty = Storage(capacity: 0)

    private var storage = SweepText.empty
    /// Bytes written.
    public private(set) var count = 0

    /// An empty text; it allocates when first written to.
    public init() {}

    /// Whether no bytes are written.
    public var isEmpty: Bool { count == 0 }

    /// The bytes written, as an array (a copy; for tests and whole files held in memory).
    public var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// Calls `body` with the bytes written (valid only during the call).
    public func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime(storage) { () throws(Failure) -> Result in
            try body(UnsafeRawBufferPointer(start: storage.base, count: count))
        }
    }

    /// Forgets the bytes, keeping the storage when no copy shares it.
    public mutating func removeAll() {
        count = 0
        if !isKnownUniquelyReferenced(&storage) { storage = Self.empty }
    }

    /// Makes room for `more` bytes after those written, in storage of this text's own (grown by doubling when
    /// short): ``end`` may then be written `more` bytes ahead.
    mutating func reserve(_ more: Int) {
        let needed = count + more
        guard needed > storage.capacity || !isKnownUniquelyReferenced(&storage) else { return }
        let capacity = needed > storage.capacity ? max(needed, 2 * storage.capacity) : storage.capacity
        let grown = Storage(capacity: capacity)
        grown.base.update(from: storage.base, count: count)
        storage = grown
    }

    /// Where the next byte goes (room for it made by ``reserve(_:)``).
    var end: UnsafeMutablePointer<UInt8> { storage.base + count }

    /// Counts `written` bytes written at ``end`` as part of the text.
    mutating func advance(by written: Int) {
        precondition(count + written <= storage.capacity, "SweepText: bytes written past the reserved room")
        count += written
    }
}
