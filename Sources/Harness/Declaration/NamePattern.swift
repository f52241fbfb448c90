// Harness/NamePattern: `--filter` patterns over `suite/benchmark` names.

/// A name pattern: matches a name that contains it, where `*` stands for any run of characters
/// (`cursor` matches `cursor-drag/cursor.drag`; `sweep/*frame` matches `sweep/frame`).
public struct NamePattern: Sendable, Equatable {
    /// The pattern as written.
    public let text: String
    private let parts: [Substring]

    /// A pattern from its text.
    public init(_ text: String) {
        self.text = text
        parts = text.split(separator: "*", omittingEmptySubsequences: false)
    }

    /// Whether `name` contains the pattern's pieces in order.
    public func matches(_ name: String) -> Bool {
        var rest = Substring(name)
        for part in parts where !part.isEmpty {
            guard let range = rest.firstRange(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
