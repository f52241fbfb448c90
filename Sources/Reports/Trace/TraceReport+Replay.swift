// Reports/Trace/TraceReport+Replay: the result set of `bench trace --scenario` (plot, CSV, JSON) and its text.
import Analysis
import DeviceTrace
import Foundation
import Plotting
import SafeOutput

extension TraceReport {
    /// The replayed releases of one log against tuning A (and B): the picture of the first, the CSV and JSON of
    /// them all, and the printed comparison followed by the lines of the gestures skipped.
    public struct Replay {
        /// Device vs simulation per replayed release (tuning B's when given); never empty.
        public let comparisons: [(a: TraceComparison, b: TraceComparison?)]
        /// One line per gesture not replayed, printed after the comparison.
        public let skipped: [String]
        /// The log's sessions (a comparison's `session` is 1-based into them).
        public let sessions: [TraceSession]
        /// Tuning A's scenario name (the plot's title and default file name).
        public let scenario: String
        /// Tuning B's label, when B is given by name.
        public let candidate: String?

        /// The replay, or `nil` when no release was replayed.
        public init?(
            _ comparisons: [(a: TraceComparison, b: TraceComparison?)], skipped: [String], log: TraceLog,
            scenario: String, candidate: String?
        ) {
            guard !comparisons.isEmpty else { return nil }
            (self.comparisons, self.skipped, self.sessions) = (comparisons, skipped, log.sessions)
            (self.scenario, self.candidate) = (scenario, candidate)
        }

        /// The picture of the first replayed release, `size` pixels.
        public func plot(size: PlotSize) -> PlotSpec {
            let first = comparisons[0]
            return TracePlot.spec(
                for: first.a, candidate: first.b,
                title: TracePlot.title(first.a, session: sessions[first.a.session - 1], scenario: scenario),
                size: size, candidateName: candidate.map { "B: \($0)" } ?? "tuning B")
        }

        /// Writes the plot, the CSV (when `targets` asks for one) and the JSON at `json` as one result set; returns
        /// the lines of the files written.
        ///
        /// - Throws: `PlotError` or ``OutputError``; on any error no final name changed.
        public func write(json: String?, to targets: PlotOutput.Targets) throws -> [String] {
            if let json { try targets.set.declare(json) }
            let extra = try json.map { path -> [PlotOutput.ExtraFile] in
                [(path, try TraceReport.json(comparisons, sessions: sessions, candidate: candidate), "json: \(path)")]
            }
            return try PlotOutput.write(
                plot(size: targets.size),
                csv: targets.csv == nil ? nil : TraceReport.csv(comparisons, sessions: sessions, candidate: candidate),
                extra: extra ?? [], to: targets)
        }

        /// The comparison (``TraceReport/text(_:sessions:candidate:)``), then one line per gesture skipped.
        public var text: String {
            TraceReport.text(comparisons, sessions: sessions, candidate: candidate) + skipped.map { $0 + "\n" }.joined()
        }
    }
}
