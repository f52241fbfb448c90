// Analysis/Compare/PlacedRuns: the curves of one release to each target as runs on the scenario's axis, for pages.
import PanelSimulator
import Scenario

extension CompareAnalysis {
    /// Each of `curves` (one release moved to each target, ``movements(scenario:gesture:targets:peers:tuning:threshold:)``,
    /// times since release, positions on the composite axis) as a run on `scenario`'s axis: the gesture's tracking
    /// frames, then each sample's axis position (outer offset = position − viewport, the inverse of the curves'
    /// position) placed by ``AfterRelease/placing(outerOffsets:timesSinceRelease:phase:)``, so the panel's
    /// display height and every list's offset are the axis projection's. A peer's curve is placed the same way: for
    /// display, every peer moves this scenario's axis. The samples after release are in the curve's
    /// ``CompareCurve/movement`` phase; the settle time is the curve's.
    ///
    /// - Throws: ``CompareInputError`` when the scenario or gesture cannot be simulated.
    public static func placedRuns(_ curves: [CompareCurve], scenario: Scenario, gesture: Gesture)
        throws(CompareInputError) -> [SimulatedRun]
    {
        let simulator = try makeSimulator(scenario)
        var runs: [SimulatedRun] = []
        for curve in curves {
            do throws(SimulationError) {
                var trajectory = try simulator.run(
                    gesture,
                    then: .placing(
                        outerOffsets: curve.positions.map { $0 - scenario.viewportHeight },
                        timesSinceRelease: curve.times, phase: curve.movement))
                trajectory.outcome.settleTime = curve.outcome.settleTime
                runs.append(SimulatedRun(curveID: curve.id, scenario: scenario, trajectory: trajectory))
            } catch {
                throw CompareInputError("gesture", "\(curve.id): \(error.description)")
            }
        }
        return runs
    }
}

extension ForcedMovement {
    /// The phase a curve moved this way is placed in (``CompareCurve/movement``): a deceleration's is
    /// `decelerating`, a view animation's or a programmatic move's `animating`.
    var placedPhase: Phase {
        switch self {
        case .deceleration: .decelerating
        case .viewAnimation, .programmatic: .animating
        }
    }
}
