// Analysis/Compare/TuningComparison: the same releases through tuning A and tuning B, the differences and a verdict.
import PanelSimulator
import Scenario
import Support
import Sweep

/// One release through both tunings: the two outcomes, where each lands, and a verdict.
public struct TuningRow: Sendable {
    /// The release, as a label (`400 pt, 1.5 pt/ms`).
    public var release: String
    /// Where A and B land: `detent 2 (700 pt)` or `height 650 pt`, with the axis position when a list scrolled.
    public var landing: (a: String, b: String)
    /// What tuning A does.
    public var a: CurveOutcome
    /// What tuning B does.
    public var b: CurveOutcome
    /// One line: what changes from A to B for this release.
    public var verdict: String
}

extension CompareAnalysis {
    /// What a tuning comparison found: the curves (A and B per release) and one row per release.
    public struct TuningComparison: Sendable {
        /// Curves: for each release, A then B (group = release, variant 0 = A, 1 = B).
        public var curves: [CompareCurve]
        /// One row per release.
        public var rows: [TuningRow]
        /// The parameters that differ (`name a -> b unit`), and other notes.
        public var notes: [String]
        /// The whole simulated runs behind the curves, in curve order.
        public var runs: [SimulatedRun]
    }

    /// Runs each gesture of `releases` under tuning `a` and tuning `b` (each with its own release policy) and
    /// compares what each does.
    ///
    /// - Parameters:
    ///   - releases: labelled gestures, replayed unchanged through both.
    ///   - threshold: the smallest velocity jump flagged, pt/s.
    /// - Throws: ``CompareInputError`` when either scenario or a gesture cannot be simulated.
    public static func tunings(
        a: Scenario, b: Scenario, releases: [(label: String, gesture: Gesture)],
        threshold: Double = velocityJumpThreshold
    ) throws(CompareInputError) -> TuningComparison {
        let simulators = (a: try makeSimulator(a), b: try makeSimulator(b))
        var curves: [CompareCurve] = []
        var runs: [SimulatedRun] = []
        var rows: [TuningRow] = []
        for (index, release) in releases.enumerated() {
            var pair: [(curve: CompareCurve, landing: String)] = []
            for (tuning, simulator) in [("A", simulators.a), ("B", simulators.b)] {
                let run: Trajectory
                do throws(SimulationError) {
                    run = try simulator.run(release.gesture)
                } catch {
                    throw CompareInputError("tuning \(tuning)", "\(release.label): \(error.description)")
                }
                let s = run.outcome
                let scrolled = s.restingOuterOffset + simulator.scenario.viewportHeight - s.landingHeight
                let landing =
                    (s.landingDetentIndex.map { "detent \($0) (\(NumberFormat.short(s.landingHeight)) pt)" }
                        ?? "height \(NumberFormat.short(s.landingHeight)) pt")
                    + (scrolled > 0.5 ? ", list scrolled \(NumberFormat.short(scrolled, decimals: 1)) pt" : "")
                let curve = CompareCurve.simulated(
                    run, fromRelease: true, id: "r\(index + 1)/\(tuning)", targetID: "r\(index + 1)",
                    target: release.label, style: .tuning(letter: tuning, scenario: simulator.scenario.name),
                    movement: .animating, tuning: tuning, group: index,
                    variant: tuning == "A" ? 0 : 1, isChoice: false, viewport: simulator.scenario.viewportHeight,
                    threshold: threshold)
                pair.append((curve, landing))
                curves.append(curve)
                runs.append(SimulatedRun(curveID: curve.id, scenario: simulator.scenario, trajectory: run))
            }
            rows.append(
                TuningRow(
                    release: release.label, landing: (pair[0].landing, pair[1].landing), a: pair[0].curve.outcome,
                    b: pair[1].curve.outcome,
                    verdict: verdict(
                        release.label, landings: (pair[0].landing, pair[1].landing), a: pair[0].curve.outcome,
                        b: pair[1].curve.outcome)))
        }
        CompareCurve.markCoinciding(&curves, tolerance: a.tolerance.halfPixel)
        var notes = TuningOverrides.differences(a, b)
        if notes.isEmpty { notes = ["the two tunings have the same feel parameters"] }
        return TuningComparison(curves: curves, rows: rows, notes: notes, runs: runs)
    }

    /// The releases of a tuning comparison: `gesture` released at each of `velocities` (points per millisecond),
    /// or `gesture` itself when there are none, each labelled with its velocity (`1.5 pt/ms`).
    public static func releases(of gesture: Gesture, atVelocities velocities: [Double]?) -> [(
        label: String, gesture: Gesture
    )] {
        guard let velocities else {
            return [("\(NumberFormat.short(gesture.effectiveReleaseVelocity)) pt/ms", gesture)]
        }
        return velocities.map { v in
            var released = gesture
            released.releaseVelocity = v
            return ("\(NumberFormat.short(v)) pt/ms", released)
        }
    }

    /// One line saying what B does differently from A for one release: landing, then settle time, overshoot,
    /// velocity jump and momentum kept when they differ by more than 0.01 s, 0.5 pt, 10 pt/s or 1 %.
    static func verdict(_ release: String, landings: (String, String), a: CurveOutcome, b: CurveOutcome) -> String {
        var parts: [String] = []
        parts.append(
            landings.0 == landings.1 ? "both land at \(landings.0)" : "A lands at \(landings.0), B at \(landings.1)")
        let settle = b.settleTime - a.settleTime
        if abs(settle) > 0.01 {
            parts.append(
                "B settles \(NumberFormat.short(abs(settle), decimals: 2)) s \(settle < 0 ? "sooner" : "later")")
        }
        let overshoot = b.overshoot - a.overshoot
        if abs(overshoot) > 0.5 {
            parts.append(
                "overshoot \(NumberFormat.short(a.overshoot, decimals: 1)) -> \(NumberFormat.short(b.overshoot, decimals: 1)) pt"
            )
        }
        if abs(b.releaseJump.value - a.releaseJump.value) > 10 {
            parts.append(
                "velocity jump at release \(NumberFormat.short(a.releaseJump.value, decimals: 0)) -> "
                    + "\(NumberFormat.short(b.releaseJump.value, decimals: 0)) pt/s")
        }
        if let x = a.momentumKept, let y = b.momentumKept, abs(x - y) > 0.01 {
            parts.append(
                "momentum kept \(NumberFormat.short(x * 100, decimals: 0)) -> \(NumberFormat.short(y * 100, decimals: 0)) %"
            )
        }
        if parts.count == 1, landings.0 == landings.1 { parts.append("no difference a person would feel") }
        return "\(release): " + parts.joined(separator: "; ")
    }
}
