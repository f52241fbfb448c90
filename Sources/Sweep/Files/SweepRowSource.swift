// Sweep/SweepRowSource: a sweep's header and its rows handed over one at a time, from memory or from a file.

/// A sweep's header and its rows in cell order, handed over one at a time, so a reader (ranking, pictures,
/// writing a folder again) holds what it sums up rather than every row: ``SweepResults`` in memory, or a
/// ``SweepFile`` read as it goes.
public protocol SweepRowSource {
    /// The sweep's header.
    var header: SweepHeader { get }
    /// Calls `body` with every row, in cell order.
    ///
    /// - Throws: what `body` throws, or (a file) what reading the rows finds (``SweepSpecError``).
    func forEachRow(_ body: (SweepRow) throws -> Void) throws
}

extension SweepResults: SweepRowSource {
    /// Calls `body` with every row of ``rows``.
    public func forEachRow(_ body: (SweepRow) throws -> Void) throws {
        for row in rows { try body(row) }
    }
}

extension SweepFile: SweepRowSource {}
