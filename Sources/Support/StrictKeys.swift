// Support/StrictKeys: Codable readers that refuse keys they do not know (a typo must not be ignored silently).

/// Any JSON object key, for listing the keys an object actually has.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    /// The key's text.
    public var stringValue: String
    /// Its index, for array positions.
    public var intValue: Int?

    /// A key with this text.
    public init(stringValue: String) { self.stringValue = stringValue }

    /// A key for an array position.
    public init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// The strict-keys check every reader of the tool's JSON files uses inside `init(from:)`.
public enum StrictKeys {
    /// Throws a `DecodingError.dataCorrupted` at `PATH.key: unknown key (known: …)` for the first key of the object
    /// being decoded that `Keys` does not list.
    ///
    ///     init(from decoder: any Decoder) throws {
    ///         try StrictKeys.check(decoder, CodingKeys.self)
    ///         …
    ///     }
    ///
    /// Cost: one look-up per key of the object (`Keys(stringValue:)`); the sorted list of known keys is built only
    /// for the message.
    public static func check<Keys: CodingKey & CaseIterable>(_ decoder: any Decoder, _ keys: Keys.Type) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard container.allKeys.contains(where: { Keys(stringValue: $0.stringValue) == nil }) else { return }
        try check(decoder, known: Keys.allCases.map(\.stringValue))
    }

    /// The same check against a list of key names, for an object whose keys come from more than one type (a
    /// file that adds a section of its own beside another record's keys).
    public static func check(_ decoder: any Decoder, known names: [String]) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let known = Set(names)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: "unknown key (known: \(known.sorted().joined(separator: ", ")))"))
        }
    }
}
