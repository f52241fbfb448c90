// Fit/TuningFit: a fit from a log and a scenario: the releases picked, checked and replayed, the search, and each
// gesture under the fit and under the scenario as given.
import Analysis
import DeviceTrace
import PanelSimulator
import Scenario
import Support

/// What to fit: the log, the scenario, the free parameters, which gestures, and the search's settings.
public struct FitRequest: Sendable {
    /// The log, read.
    public var log: TraceLog
    /// The scenario as given (its other values stay as they are).
    public var scenario: Scenario
    /// The free parameters, each once.
    public var free: [FitFreeParameter]
    /// Only this session (1-based); nil: every session.
    public var session: Int?
    /// Only these gestures of the session (1-based); empty: every gesture.
    public var gestures: [Int] = []
    /// Only the sessions of this implementation (`OC`, `Swift`); nil: the log's only one.
    public var implementation: String?
    /// The noise floor, points; nil: one device pixel of the scenario (1 / display scale).
    public var tolerance: Double?
    /// The seed of the global sample.
    public var seed: UInt64 = 1

    /// A request; see the properties.
    public init(log: TraceLog, scenario: Scenario, free: [FitFreeParameter]) {
        (self.log, self.scenario, self.free) = (log, scenario, free)
    }
}

/// One gesture under the fitted tuning and under the scenario as given.
public struct FitGesture: Sendable {
    /// The replay under the fit.
    public var fitted: TraceComparison
    /// The replay under the scenario as given.
    public var original: TraceComparison
}

/// A fit's answer.
public struct FitResult: Sendable {
    /// The request's free parameters.
    public var free: [FitFreeParameter]
    /// The scenario as given.
    public var scenario: Scenario
    /// The scenario with the fitted value of every identifiable parameter set (the others keep the scenario's).
    public var fitted: Scenario
    /// The search: values, error, profiles, seed, evaluations.
    public var search: FitSearchResult
    /// The noise floor used, points.
    public var tolerance: Double
    /// Each replayed gesture, in log order, under ``fitted`` and as given.
    public var gestures: [FitGesture]
    /// The error under ``fitted``, points.
    public var fittedError: Double
    /// The error under the scenario as given, points.
    public var originalError: Double
    /// One line per gesture left out, and why.
    public var skipped: [String]
    /// The implementation fitted (`OC`, `Swift`).
    public var implementation: String
}

/// Fits a scenario's free parameters to a log.
public enum TuningFit {
    /// The gestures a fit replays and the lines of those it leaves out: a gesture is replayed when its finger lifts
    /// and its movement settles in the log (an interrupted one, or one the log cuts off, does not show where it
    /// would have come to rest).
    ///
    /// - Throws: ``FitInputError`` for a session or gesture the log does not have, sessions of both
    ///   implementations without `implementation`, or no replayable gesture.
    public static func gestures(_ request: FitRequest) throws(FitInputError) -> (
        picked: [(session: Int, gesture: Int)], skipped: [String], implementation: String
    ) {
        let log = request.log
        var sessions = Array(log.sessions.indices)
        if let n = request.session {
            guard log.sessions.indices.contains(n - 1) else {
                throw FitInputError("--session: \(n) is not one of the log's \(log.sessions.count) sessions")
            }
            sessions = [n - 1]
        }
        if !request.gestures.isEmpty {
            guard sessions.count == 1 else {
                throw FitInputError("--gesture: give --session too (the log has \(log.sessions.count) sessions)")
            }
            let count = log.sessions[sessions[0]].gestures.count
            if let k = request.gestures.first(where: { !(1...max(1, count)).contains($0) || count == 0 }) {
                throw FitInputError("--gesture: \(k) is not one of session \(sessions[0] + 1)'s \(count) gestures")
            }
        }
        let implementations = sessions.map { log.sessions[$0].implementation }
        let names = implementations.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let implementation: String
        if let wanted = request.implementation {
            guard names.contains(wanted) else {
                throw FitInputError(
                    "--implementation: no session of \(wanted) (the log holds \(names.joined(separator: ", ")))")
            }
            implementation = wanted
        } else if names.count > 1 {
            throw FitInputError(
                "the log holds sessions of \(names.joined(separator: " and ")); they are fitted apart: give "
                    + "--implementation \(names.joined(separator: " or "))")
        } else {
            implementation = names.first ?? ""
        }
        var picked: [(session: Int, gesture: Int)] = []
        var skipped: [String] = []
        for s in sessions where log.sessions[s].implementation == implementation {
            for (g, gesture) in log.sessions[s].gestures.enumerated()
            where request.gestures.isEmpty || request.gestures.contains(g + 1) {
                let label = "session \(s + 1) gesture \(g + 1)"
                if gesture.release == nil {
                    skipped.append("\(label): the finger never lifts in the log; left out")
                    continue
                }
                switch gesture.end {
                case .settled: picked.append((s, g))
                case .interrupted: skipped.append("\(label): a touch interrupts it before it settles; left out")
                case .logEnds: skipped.append("\(label): the log ends before it settles; left out")
                }
            }
        }
        guard !picked.isEmpty else {
            throw FitInputError(
                "the log has no replayable gesture (a release that settles)"
                    + (skipped.isEmpty ? "" : ": \(skipped.count) left out, the first \(skipped[0])"))
        }
        return (picked, skipped, implementation)
    }

    /// Fits `request`: the gestures picked (``gestures(_:)``), the scenario's geometry checked against them, the
    /// search run (``FitSearch``), and every gesture replayed under the fitted tuning (the identifiable parameters
    /// at their fitted values, the others at the scenario's) and under the scenario as given.
    ///
    /// - Throws: ``FitInputError`` for bad input (the geometry named by its first difference), ``FitCancelled``.
    public static func run(_ request: FitRequest, cancellation: CancellationFlag? = nil) throws -> FitResult {
        let (picked, skipped, implementation) = try gestures(request)
        var selection: TraceSelection = []
        for (s, g) in picked {
            if selection.last?.session == s {
                selection[selection.count - 1].gestures.append(g)
            } else {
                selection.append((s, [g]))
            }
        }
        let mismatches = TraceReplay.geometryMismatches(request.log, selected: selection, a: request.scenario, b: nil)
        if let refusal = TraceReplay.GeometryMismatch.refusal(mismatches) { throw FitInputError(refusal) }
        let objective = FitObjective(
            log: request.log, gestures: picked, scenario: request.scenario, free: request.free)
        guard let original = objective.comparisons(in: request.scenario) else {
            throw FitInputError("the simulator refuses a recorded release state in \(request.scenario.name)")
        }
        let tolerance = request.tolerance ?? request.scenario.tolerance.pixel
        let search = try FitSearch.run(
            objective, tolerance: tolerance, seed: request.seed, cancellation: cancellation)
        // A fitted value as printed (to its resolution); a parameter the releases cannot tell keeps the scenario's
        // value: the log says nothing against it.
        let kept = request.free.indices.map { k in
            let p = request.free[k]
            guard search.profiles[k].identifiable else { return p.parameter.value(in: request.scenario) }
            return Double(p.text(of: search.values[k])) ?? search.values[k]
        }
        guard let fitted = objective.tuned(kept), let replays = objective.comparisons(in: fitted) else {
            throw FitInputError("the fitted tuning is not a valid scenario")
        }
        return FitResult(
            free: request.free, scenario: request.scenario, fitted: fitted, search: search, tolerance: tolerance,
            gestures: zip(replays, original).map { FitGesture(fitted: $0, original: $1) },
            fittedError: FitObjective.pooled(replays).rms, originalError: FitObjective.pooled(original).rms,
            skipped: skipped, implementation: implementation)
    }
}
