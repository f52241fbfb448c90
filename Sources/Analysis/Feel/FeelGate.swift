// Analysis/Feel/FeelGate: recording a suite's outcomes, and checking a re-run against the record.
import PanelSimulator
import Support

/// One gesture as a run saw it: its figures, or why it could not run; and the invariants it broke.
public struct FeelRun: Hashable, Sendable {
    /// The gesture.
    public var gesture: FeelGesture
    /// Its figures, or nil when it could not run (``problem``).
    public var outcome: FeelMeasure?
    /// Why it could not run (the simulator's one line), or nil.
    public var problem: String?
    /// The invariants it broke.
    public var findings: [FeelFinding]
}

/// A check of a record against a re-run: per gesture the recorded and the new figures, and every finding.
public struct FeelCheck: Hashable, Sendable {
    /// One gesture compared.
    public struct Row: Hashable, Sendable {
        /// The gesture's id.
        public var gesture: String
        /// What the record holds.
        public var recorded: FeelMeasure
        /// What the re-run gave, or nil when it could not run.
        public var now: FeelMeasure?
        /// The worst finding of this gesture, or nil when it passed.
        public var verdict: FeelFinding.Severity?
    }

    /// The scenario checked (its name).
    public var scenario: String
    /// The limits applied (the record's).
    public var limits: FeelLimits
    /// One row per recorded gesture, in record order.
    public var rows: [Row]
    /// Every finding, in row order: comparisons first, then invariants, per gesture.
    public var findings: [FeelFinding]

    /// Whether any finding fails the gate.
    public var failed: Bool { findings.contains { $0.severity == .failure } }
    /// The number of gestures whose worst finding is `verdict` (nil: passed).
    public func count(_ verdict: FeelFinding.Severity?) -> Int { rows.filter { $0.verdict == verdict }.count }
}

/// The feel gate: record a suite's outcomes on a scenario, check a scenario against a record.
public enum FeelGate {
    /// Runs every gesture of `suite` on `scenario`, with the invariants checked under `limits`.
    ///
    /// - Throws: ``FeelInputError`` (`scenario`) when the scenario is not valid.
    public static func run(_ suite: [FeelGesture], on scenario: Scenario, limits: FeelLimits) throws(FeelInputError)
        -> [FeelRun]
    {
        let simulator: PanelSimulator
        do throws(SimulationError) { simulator = try PanelSimulator(scenario: scenario) } catch {
            throw FeelInputError("scenario", error.description)
        }
        return suite.map { g in
            do throws(SimulationError) {
                let gesture = g.gesture
                let context = try simulator.releaseContext(for: gesture)
                let trajectory = try simulator.run(gesture)
                let findings = FeelInvariants.check(
                    trajectory, gesture: g, limits: limits, decelerationRate: context.decelerationRate,
                    legalRange: context.outerRange)
                return FeelRun(gesture: g, outcome: FeelMeasure(trajectory.outcome), problem: nil, findings: findings)
            } catch {
                return FeelRun(gesture: g, outcome: nil, problem: error.description, findings: [])
            }
        }
    }

    /// The record of `suite` on `scenario` (named `name` in the file), and the invariants the runs broke.
    ///
    /// - Throws: ``FeelInputError`` naming the first gesture that cannot run on the scenario.
    public static func record(
        _ suite: [FeelGesture], on scenario: Scenario, named name: String, limits: FeelLimits = FeelLimits()
    ) throws(FeelInputError) -> (record: FeelRecordFile, findings: [FeelFinding]) {
        let runs = try run(suite, on: scenario, limits: limits)
        var entries: [FeelEntry] = []
        for run in runs {
            guard let outcome = run.outcome else {
                throw FeelInputError("gesture '\(run.gesture.id)'", run.problem ?? "did not run")
            }
            entries.append(FeelEntry(gesture: run.gesture, outcome: outcome))
        }
        return (
            FeelRecordFile(scenario: name, storedScenario: scenario, limits: limits, entries: entries),
            runs.flatMap(\.findings)
        )
    }

    /// Re-runs the record's gestures on `scenario` and compares: a changed landing fails; settle time, overshoot
    /// and the velocity jumps (release, handoff) growing past the limits warn or fail; a gesture that cannot run
    /// fails; and every invariant is checked on the new run.
    ///
    /// - Throws: ``FeelInputError`` (`scenario`) when the scenario is not valid.
    public static func check(_ record: FeelRecordFile, on scenario: Scenario) throws(FeelInputError) -> FeelCheck {
        let limits = record.limits
        let runs = try run(record.entries.map(\.gesture), on: scenario, limits: limits)
        var rows: [FeelCheck.Row] = []
        var findings: [FeelFinding] = []
        for (entry, run) in zip(record.entries, runs) {
            var mine: [FeelFinding] = []
            if let now = run.outcome {
                mine += compare(entry.outcome, now, gesture: entry.gesture.id, limits: limits)
            } else {
                mine.append(
                    FeelFinding(
                        gesture: entry.gesture.id, check: "run", severity: .failure,
                        message: "cannot run on this scenario: \(run.problem ?? "unknown")"))
            }
            mine += run.findings
            let verdict: FeelFinding.Severity? =
                mine.contains { $0.severity == .failure } ? .failure : (mine.isEmpty ? nil : .warning)
            rows.append(
                FeelCheck.Row(gesture: entry.gesture.id, recorded: entry.outcome, now: run.outcome, verdict: verdict))
            findings += mine
        }
        return FeelCheck(scenario: scenario.name, limits: limits, rows: rows, findings: findings)
    }

    /// The findings of one gesture's recorded figures against its new ones.
    static func compare(_ old: FeelMeasure, _ new: FeelMeasure, gesture: String, limits: FeelLimits) -> [FeelFinding] {
        let f = { (x: Double) in NumberFormat.short(x) }
        var found: [FeelFinding] = []
        let detent = { (d: Int?) in d.map { " (detent \($0))" } ?? "" }
        let offsetsMoved =
            Set(old.restingOffsets.keys) != Set(new.restingOffsets.keys)
            || old.restingOffsets.contains { name, value in
                abs((new.restingOffsets[name] ?? .infinity) - value) > limits.landingTolerance
            }
        if old.landingDetent != new.landingDetent
            || abs(old.landingHeight - new.landingHeight) > limits.landingTolerance
            || offsetsMoved
        {
            var message =
                "lands at \(f(new.landingHeight)) pt\(detent(new.landingDetent)), recorded "
                + "\(f(old.landingHeight)) pt\(detent(old.landingDetent))"
            if offsetsMoved {
                let text = { (o: [String: Double]) in
                    o.keys.sorted().map { "\($0) \(f(o[$0] ?? 0)) pt" }.joined(separator: ", ")
                }
                message += "; lists at rest \(text(new.restingOffsets)), recorded \(text(old.restingOffsets))"
            }
            found.append(FeelFinding(gesture: gesture, check: "landing", severity: .failure, message: message))
        }
        func growth(_ check: String, _ before: Double, _ after: Double, warn: Double, fail: Double, unit: String) {
            let grown = after - before
            guard grown > warn else { return }
            let severity: FeelFinding.Severity = grown > fail ? .failure : .warning
            let limit = severity == .failure ? fail : warn
            found.append(
                FeelFinding(
                    gesture: gesture, check: check, severity: severity,
                    message: "\(f(before)) -> \(f(after)) \(unit), +\(f(grown)) \(unit) (\(severity.rawValue) "
                        + "above +\(f(limit)) \(unit))"))
        }
        growth(
            "settle time", old.settleTime, new.settleTime, warn: limits.settleTimeWarn, fail: limits.settleTimeFail,
            unit: "s")
        growth(
            "overshoot", old.overshoot, new.overshoot, warn: limits.overshootWarn, fail: limits.overshootFail,
            unit: "pt")
        growth(
            "release jump", abs(old.releaseJump), abs(new.releaseJump), warn: limits.jumpGrowthWarn,
            fail: limits.jumpGrowthFail, unit: "pt/s")
        growth(
            "handoff jump", abs(old.handoffJump ?? 0), abs(new.handoffJump ?? 0), warn: limits.jumpGrowthWarn,
            fail: limits.jumpGrowthFail, unit: "pt/s")
        return found
    }
}
