// Analysis/Compare/LandingSweep: one gesture released at several velocities: where each lands (`bench trajectory
// --velocities`).
import PanelSimulator
import Scenario
import Support

/// One gesture at several release velocities on one scenario, and what each came to.
public enum LandingSweep {
    /// One release velocity and its outcome.
    public struct Row: Sendable {
        /// The release velocity, pt/ms.
        public var velocity: Double
        /// What the release came to.
        public var outcome: Outcome
    }

    /// Runs `gesture` with its release velocity replaced by each of `velocities` (pt/ms), in order.
    ///
    /// - Throws: ``CompareInputError`` about the velocities, naming the velocity, when a release cannot be simulated,
    ///   or `scenario` when the scenario is not valid.
    public static func run(_ gesture: Gesture, velocities: [Double], on scenario: Scenario)
        throws(CompareInputError) -> [Row]
    {
        let simulator = try CompareAnalysis.makeSimulator(scenario)
        let cache = CaptureCache()
        var rows: [Row] = []
        for v in velocities {
            var release = gesture
            release.releaseVelocity = v
            do throws(SimulationError) {
                var outcome = Outcome()
                try simulator.outcome(of: release, cache: cache, into: &outcome)
                rows.append(Row(velocity: v, outcome: outcome))
            } catch {
                throw CompareInputError(.velocities, "\(NumberFormat.short(v)) pt/ms: \(error.description)")
            }
        }
        return rows
    }
}
