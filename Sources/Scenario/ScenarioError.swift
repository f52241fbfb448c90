// Scenario/ScenarioError: why a scenario (a value or a JSON file) was rejected: the field's JSON path and the
// reason.
import Support

/// Why a scenario (a value or a scenario JSON file) was rejected: the JSON path of the offending field and the
/// reason, printed as one line `path: reason`.
///
/// Paths use JSON syntax relative to the file's top-level object: `viewportHeight`, `detents[2]`,
/// `chain[1].viewportHeight`, `feel.nonSnappingRanges[0].lower`. Errors about the file as a whole (not JSON,
/// not an object, too large) use the file's source name as the path, e.g. `scenario.json: not valid JSON (…)`.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending field, or the source name for errors about the whole file.
    public var path: String
    /// What is wrong, one line, no trailing period.
    public var reason: String

    /// Creates an error for `path` with `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// One line: `path: reason`, e.g. `detents[2]: 300 is not greater than 300`.
    public var description: String { "\(path): \(reason)" }
}
