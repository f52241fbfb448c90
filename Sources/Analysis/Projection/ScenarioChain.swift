// Analysis/Projection/ScenarioChain: a scenario's own nested chain as `bench run --scenario` measures it: the axis
// BODragScroll captures for a touch on its content at its start height.
import PanelSimulator
import Scenario
import ScrollAxis

/// The composite axis of a scenario's chain, captured as for a touch on the content at the scenario's default start
/// height (``GestureRequest/defaultStartHeight(of:)``).
public struct ScenarioChain: ProjectedChain {
    /// The scenario's name.
    public let name: String
    /// Nested scroll views in the scenario's chain.
    public let depth: Int
    /// The built model.
    public let model: AxisModel
    /// The legal outer range the drag and jump paths cover.
    public let range: OuterRange

    /// The chain of `scenario`.
    ///
    /// - Throws: ``ScenarioChainError`` for a scenario without a chain or one whose chain cannot be captured.
    public init(_ scenario: Scenario) throws(ScenarioChainError) {
        guard !scenario.chain.isEmpty else { throw .noChain(scenario: scenario.name) }
        name = scenario.name
        depth = scenario.chain.count
        do throws(SimulationError) {
            (model, range) = try PanelSimulator(scenario: scenario).capturedModel(
                touchingContentAt: GestureRequest.defaultStartHeight(of: scenario))
        } catch {
            throw .simulation(error)
        }
    }
}

/// Why a scenario's chain cannot be measured.
public enum ScenarioChainError: Error, Sendable, CustomStringConvertible {
    /// The scenario (named) has no nested chain.
    case noChain(scenario: String)
    /// The simulator could not capture the chain.
    case simulation(SimulationError)

    /// One line: what is wrong.
    public var description: String {
        switch self {
        case .noChain(let name): "scenario '\(name)' has no nested chain to project (its chain is empty)"
        case .simulation(let error): error.description
        }
    }
}
