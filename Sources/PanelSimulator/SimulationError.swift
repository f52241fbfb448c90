import Scenario
// PanelSimulator/SimulationError: why a simulation could not run, as one line naming the field and the reason.
import ScrollAxis
import ScrollPhysics

/// Why a simulation could not run, with its typed cause; ``description`` is one line naming the field and the
/// reason.
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scenario is invalid: its JSON path and the reason.
    case invalidScenario(ScenarioError)
    /// The scenario's nested chain could not be sliced (docs/model.md §5).
    case invalidChain(NestedChainError)
    /// The axis model could not be built from the scenario (docs/model.md §4).
    case invalidAxis(AxisModelError)
    /// The gesture or the movement it asks for is invalid (a field and its problem).
    case invalidGesture(String)
    /// The gesture asks for a movement the physics rejects (a parameter and its range, typed).
    case invalidMotion(PhysicsInputError)

    /// The one-line message.
    public var description: String {
        switch self {
        case .invalidScenario(let error): return "scenario: \(error)"
        case .invalidChain(let error): return "scenario: \(error)"
        case .invalidAxis(let error): return "scenario: \(error)"
        case .invalidGesture(let s): return "gesture: \(s)"
        case .invalidMotion(let error): return "gesture: \(error)"
        }
    }
}
