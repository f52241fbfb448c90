// Analysis/Trace/TraceReplay+Selection: the gestures a replay picked, checked against the scenarios' geometry and
// replayed through tuning A (and B), with the gestures that cannot be replayed set aside.
import DeviceTrace
import PanelSimulator
import Scenario

/// Gestures of a trace log picked for replay: per session (0-based), the gestures (0-based), in log order.
public typealias TraceSelection = [(session: Int, gestures: [Int])]

extension TraceReplay {
    /// One geometry difference found for a selection: the session (1-based), whether it is tuning B's, and the line.
    public struct GeometryMismatch: Equatable, Sendable {
        /// The session, 1-based.
        public var session: Int
        /// Whether the difference is tuning B's scenario's (else A's).
        public var isCandidate: Bool
        /// What differs (``geometryMismatches(_:gestures:scenario:)``).
        public var line: String

        /// `session 2: --scenario-b: panel height: trace 800 pt, scenario 760 pt`.
        public var description: String { "session \(session): \(isCandidate ? "--scenario-b: " : "")\(line)" }

        /// The refusal for `mismatches` in one line, the first named and the others counted: `the scenario's
        /// geometry does not match the log: session 1: … (and 2 more)`; nil when there is none.
        public static func refusal(_ mismatches: [GeometryMismatch]) -> String? {
            guard let first = mismatches.first else { return nil }
            return "the scenario's geometry does not match the log: \(first.description)"
                + (mismatches.count > 1 ? " (and \(mismatches.count - 1) more)" : "")
        }
    }

    /// Every way `a`'s (and `b`'s) geometry differs from what the selected sessions recorded, each once, in order.
    public static func geometryMismatches(
        _ log: TraceLog, selected: TraceSelection, a: Scenario, b: Scenario?
    ) -> [GeometryMismatch] {
        var found: [GeometryMismatch] = []
        for (s, gestures) in selected {
            let session = log.sessions[s]
            let picked = gestures.map { session.gestures[$0] }
            for line in geometryMismatches(session, gestures: picked, scenario: a) {
                found.append(GeometryMismatch(session: s + 1, isCandidate: false, line: line))
            }
            if let b {
                for line in geometryMismatches(session, gestures: picked, scenario: b) {
                    found.append(GeometryMismatch(session: s + 1, isCandidate: true, line: line))
                }
            }
        }
        return found.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The selected gestures replayed through `a` (and `b`); the gestures whose finger never lifts in the log are
    /// listed in `skipped` (one line each) instead.
    ///
    /// - Throws: ``TraceReplayError`` when the simulator refuses a recorded state.
    public static func replay(
        _ log: TraceLog, selected: TraceSelection, a: Scenario, b: Scenario?
    ) throws(TraceReplayError) -> (comparisons: [(a: TraceComparison, b: TraceComparison?)], skipped: [String]) {
        var comparisons: [(a: TraceComparison, b: TraceComparison?)] = []
        var skipped: [String] = []
        for (s, gestures) in selected {
            for g in gestures {
                guard log.sessions[s].gestures[g].release != nil else {
                    skipped.append("session \(s + 1) gesture \(g + 1): the finger never lifts in the log; not replayed")
                    continue
                }
                let ra = try compare(log.sessions[s], sessionNumber: s + 1, gesture: g, scenario: a)
                let rb = try b.map { (b) throws(TraceReplayError) in
                    try compare(log.sessions[s], sessionNumber: s + 1, gesture: g, scenario: b)
                }
                comparisons.append((ra, rb))
            }
        }
        return (comparisons, skipped)
    }
}

/// Why a pick of sessions and gestures (1-based, as listed) does not fit a log.
public enum TraceSelectionError: Error, Equatable, Sendable {
    /// The session is not one of the log's `count`.
    case noSuchSession(Int, count: Int)
    /// A gesture was picked without a session in a log of `sessions` sessions.
    case sessionNeeded(sessions: Int)
    /// The gesture is not one of `session`'s `count`.
    case noSuchGesture(Int, session: Int, count: Int)
    /// The gesture has no recorded release, so nothing to replay.
    case noRelease(gesture: Int)
}

extension TraceReplay {
    /// The gestures to replay: every gesture of `session` (1-based; `nil`: every session), or only its `gesture`
    /// (1-based; needs one session, given or the log's only one, and a recorded release), in log order, 0-based.
    ///
    /// - Throws: ``TraceSelectionError`` for a session or gesture the log does not have, a gesture without a
    ///   session in a log of several, or a gesture without a release.
    public static func select(_ log: TraceLog, session: Int?, gesture: Int?) throws(TraceSelectionError)
        -> TraceSelection
    {
        var sessions = Array(log.sessions.indices)
        if let n = session {
            guard log.sessions.indices.contains(n - 1) else { throw .noSuchSession(n, count: log.sessions.count) }
            sessions = [n - 1]
        }
        guard let k = gesture else { return sessions.map { ($0, Array(log.sessions[$0].gestures.indices)) } }
        guard sessions.count == 1 else { throw .sessionNeeded(sessions: log.sessions.count) }
        let count = log.sessions[sessions[0]].gestures.count
        guard (1...max(1, count)).contains(k), count > 0 else {
            throw .noSuchGesture(k, session: sessions[0] + 1, count: count)
        }
        guard log.sessions[sessions[0]].gestures[k - 1].release != nil else { throw .noRelease(gesture: k) }
        return [(sessions[0], [k - 1])]
    }
}
