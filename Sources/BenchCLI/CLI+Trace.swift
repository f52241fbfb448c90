// BenchCLI/CLI+Trace: `bench trace`: the demo's recorded gestures listed, or replayed in a scenario and compared.
import Analysis
import ArgumentParsing
import DeviceTrace
import Plotting
import Reports
import SafeOutput

extension BenchCLI {
    static let trace = Verb(
        name: "trace", summary: "the demo's recorded gestures: list them, or replay each release and compare",
        discussion: """
            Reads a console log of BODragScroll's demo with its trace recorder on (BODRAG_TRACE_BATCH lines) and \
            lists its sessions and gestures; with --scenario, replays every recorded release (or --session N \
            [--gesture K]) in the simulator and prints device and simulation side by side (--set, --scenario-b: \
            tuning B too). The log and the scenario's geometry are checked strictly (exit 2; --allow-mismatch \
            replays anyway). Details: docs/traces.md.
            Example: bench trace Traces/round-trip-default.log
            Example: bench trace my.log --scenario default --set panel-deceleration-rate=0.996
            """,
        options: TraceOptions.self
    ) { options, invocation in
        let log = try readTraceLog(options.logPath)
        guard let scenarioName = options.scenario else {
            invocation.io.writeOutput(TraceReport.listing(log))
            return .success
        }
        let a = try loadScenario(scenarioName)
        let other = try options.scenarioB.map { spec throws(UsageError) in
            (spec, try loadScenario(spec, option: "--scenario-b"))
        }
        let tuningB = TraceReplay.tuningB(
            of: a, other: other, settings: options.settings.map { ($0.name, $0.value, $0.written) })
        let (b, candidateName) = (tuningB?.scenario, tuningB?.label)
        let selected: TraceSelection
        do throws(TraceSelectionError) {
            selected = try TraceReplay.select(log, session: options.session, gesture: options.gesture)
        } catch {
            throw usage(error)
        }
        let mismatches = TraceReplay.geometryMismatches(log, selected: selected, a: a, b: b)
        if !options.allowMismatch, let refusal = TraceReplay.GeometryMismatch.refusal(mismatches) {
            throw UsageError("\(refusal) (--allow-mismatch replays anyway)")
        }
        for mismatch in mismatches {
            invocation.io.printError("\(invocation.commandPath): warning: geometry differs: \(mismatch.description)")
        }
        let (comparisons, skipped) = try UsageError.rethrowing { () throws(TraceReplayError) in
            try TraceReplay.replay(log, selected: selected, a: a, b: b)
        }
        guard
            let report = TraceReport.Replay(
                comparisons, skipped: skipped, log: log, scenario: a.name, candidate: candidateName)
        else {
            throw UsageError(
                "\(options.logPath): no recorded release to replay (\(skipped.count) gestures without one)")
        }
        let image =
            options.output.out
            ?? DefaultOutput.path(stem: "trace-\(PlotOutput.safeName(report.scenario))", suffix: ".png")
        let targets = try options.output.targets(defaultPath: image, others: [("--json", options.json)])
        let written = try report.write(json: options.json, to: targets)
        invocation.io.writeOutput(report.text)
        for line in written { invocation.io.print(line) }
        return .success
    }

    /// The line for a selection the log does not hold, naming `--session` or `--gesture`.
    static func usage(_ error: TraceSelectionError) -> UsageError {
        let (session, gesture) = ("--\(TraceOptions.session.spec.name)", "--\(TraceOptions.gesture.spec.name)")
        return switch error {
        case .noSuchSession(let n, let count): UsageError("\(session): \(n) is not one of the log's \(count) sessions")
        case .sessionNeeded(let count): UsageError("\(gesture): give \(session) too (the log has \(count) sessions)")
        case .noSuchGesture(let k, let n, let count):
            UsageError("\(gesture): \(k) is not one of session \(n)'s \(count) gestures")
        case .noRelease(let k):
            UsageError("\(gesture): gesture \(k) has no release in the log (no willEndDragging); nothing to replay")
        }
    }

}

extension BenchCLI {
    /// The demo log at `path` (``TraceLog/init(file:)``), read for `bench trace` and `bench fit`; registered as
    /// one of the command's inputs, so no output of the command can replace it.
    /// - Throws: ``UsageError``: one line naming the file and, for a bad line, the line and field.
    static func readTraceLog(_ path: String) throws(UsageError) -> TraceLog {
        do throws(TraceLog.FileError) { return try TraceLog(file: path) } catch {
            switch error {
            case .unreadable(let reason): throw UsageError(reason)
            case .invalid(let line): throw UsageError(line)
            }
        }
    }
}
