/// Why a simulation could not run: one line naming the field and the reason.
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scenario is invalid (a field and its problem).
    case invalidScenario(String)
    /// The gesture is invalid (a field and its problem).
    case invalidGesture(String)

    /// The one-line message.
    public var description: String {
        switch self {
        case .invalidScenario(let s): return "scenario: \(s)"
        case .invalidGesture(let s): return "gesture: \(s)"
        }
    }
}
