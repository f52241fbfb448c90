// DeviceTrace/TraceLogError: why a console log is not a readable trace, naming the log line and the field.

/// A console log that cannot be read as a trace: one line naming where (the log line, the JSON path) and why.
public struct TraceLogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the console log, or nil when the problem is the log as a whole.
    public var line: Int?
    /// The field, as a JSON path inside the line's batch (`events[3].elapsed`), or a part of the log (`part`).
    public var field: String
    /// Why.
    public var reason: String

    /// Creates an error.
    public init(line: Int?, field: String, reason: String) {
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// `line 12: events[3].elapsed: expected a number, found a string`.
    public var description: String {
        (line.map { "line \($0): " } ?? "") + (field.isEmpty ? "" : "\(field): ") + reason
    }
}
