// Sweep/SweepGridError: what is wrong with a sweep's grid, named by the grid's part, not by an option.

/// A grid (or a runner's check of it) that cannot run: which part of the grid is at fault and why.
///
/// Analysis names no command-line option: a command line maps ``field`` to the option the user gave (the
/// parameter list to `--param`, the start heights to `--start-heights`, …); ``description`` names the part in
/// the grid's own words, for grids that come from elsewhere (a benchmark suite, a file).
public struct SweepGridError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The part of the grid at fault.
    public enum Field: Equatable, Sendable {
        /// The list of swept parameters as a whole.
        case parameters
        /// One swept parameter, with its values as written when they are at fault (`0:0.5:0.05`).
        case parameter(SweepParameter, values: String?)
        /// The gesture values (velocities in pt/ms or distances in pt) as written.
        case gestureValues(SweepGesture, values: String)
        /// The start heights (pt) as written.
        case startHeights(values: String)
    }

    /// Why the part is at fault.
    public enum Reason: Equatable, Sendable {
        /// No parameter is swept.
        case noParameter
        /// The parameter is swept twice.
        case givenTwice
        /// The parameter only changes a drag, and the grid's gesture is a release.
        case needsDragGesture
        /// The cell count does not fit in an `Int`.
        case tooManyCells
        /// The grid has more cells than `limit`; `allowable` when a caller may allow it (``SweepPlan/cellLimit``),
        /// not for ``SweepPlan/hardCellLimit``.
        case overCellLimit(cells: Int, limit: Int, allowable: Bool)
        /// A value is out of range or does not fit the scenario: the sentence saying so (`1 is not in (0, 1) per ms`).
        case invalid(String)
    }

    /// The part at fault; `nil` for the grid as a whole (``Reason/tooManyCells``).
    public let field: Field?
    /// Why.
    public let reason: Reason

    /// An error of `field` for `reason`.
    public init(_ field: Field?, _ reason: Reason) {
        self.field = field
        self.reason = reason
    }

    /// The line in the grid's words: `parameter low-velocity-threshold=0,2: 2 is not in [0, 1] pt/ms`.
    public var description: String {
        let reason =
            switch reason {
            case .noParameter: "at least one parameter is needed"
            case .givenTwice: "given twice"
            case .needsDragGesture: "only used with drag gestures"
            case .tooManyCells: "the grid has too many cells to count"
            case .overCellLimit(let cells, let limit, _): "the grid has \(cells) cells, more than \(limit)"
            case .invalid(let text): text
            }
        guard let field else { return reason }
        let subject =
            switch field {
            case .parameters: "parameters"
            case .parameter(let parameter, _): "parameter \(parameter.rawValue)"
            case .gestureValues(let gesture, _): gesture.axisNamePlural
            case .startHeights: "start heights"
            }
        return "\(field.named(subject)): \(reason)"
    }
}

extension SweepGridError.Field {
    /// `subject` (the part's name, in whatever words: the grid's, an option's) followed by the values as written:
    /// `NAME=VALUES` for a parameter, `NAME VALUES` for gesture values and start heights.
    public func named(_ subject: String) -> String {
        switch self {
        case .parameters, .parameter(_, values: nil): subject
        case .parameter(_, let values?): "\(subject)=\(values)"
        case .gestureValues(_, let values), .startHeights(let values): "\(subject) \(values)"
        }
    }
}
