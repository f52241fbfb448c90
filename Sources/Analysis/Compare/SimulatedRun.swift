// Analysis/Compare/SimulatedRun: a whole simulated run behind a compare curve, kept for pages that replay it.
import PanelSimulator
import Scenario

/// The simulated run behind one curve of a comparison (tunings and policies): the scenario it ran on and its
/// frames, so a page can play the sheet itself and not only its curve.
public struct SimulatedRun: Sendable {
    /// The curve's ``CompareCurve/id``.
    public var curveID: String
    /// The scenario the run used (its geometry places the sheet).
    public var scenario: Scenario
    /// The run's frames and outcome.
    public var trajectory: Trajectory
}
