// Analysis/Feel/FeelRecordFile+Coding: the record's bytes: sorted keys (same record, same bytes), strict reading.
import Foundation
import Support

extension FeelRecordFile {
    /// The record as pretty JSON with sorted keys, ending in a newline (the results files' encoding).
    ///
    /// - Throws: `EncodingError` for a non-finite number.
    public func encoded() throws -> Data { try StableJSON.encode(self) }

    /// Decodes a record from `data` (named `path` in messages): no key written twice, then the strict reading of
    /// ``init(from:)``.
    ///
    /// - Throws: ``FeelInputError`` naming `path` and, for a bad field, its JSON path.
    public static func decode(_ data: Data, path: String) throws(FeelInputError) -> FeelRecordFile {
        if let duplicate = DuplicateKeys.firstPath(in: data) {
            throw FeelInputError("'\(path)'", "\(duplicate): duplicate key")
        }
        do { return try JSONFileDecoder.decode(FeelRecordFile.self, from: data) } catch {
            throw FeelInputError("'\(path)'", DecodingErrorText.describe(error, decoding: data))
        }
    }
}
