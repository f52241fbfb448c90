// BenchCLI/CLI: the `bench` command: its verb list and the entry point that dispatches to a verb.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import SafeOutput
import Support

/// The `bench` command line, as a library so tests can run it in-process.
public enum BenchCLI {
    static let version = "0.1.0"

    /// Every top-level verb, in `bench --help` order; a new verb is one file `CLI+<Verb>.swift` and one entry here.
    static var verbs: [Verb] {
        [
            run, trajectory, compare, trace, fit, export, sweep, results, render, scenarios, conformance, baseline,
            feel, touches, serve, help,
        ]
    }

    static var root: Verb {
        Verb(
            name: "bench",
            summary: "measure the feel and the per-frame cost of BODragScroll-style drag panels",
            discussion: "Units: seconds, points, points per second; release velocities and the solver's velocity "
                + "thresholds in points per MILLISECOND (UIKit's willEndDragging unit: 0.2 pt/ms = 200 pt/s); "
                + "timings in nanoseconds per frame.\n"
                + "How it works: docs/README.md. Exit statuses (2 bad input, 1 the machine refused, 130 "
                + "interrupted, …): docs/output.md.",
            subverbs: verbs)
    }

    /// Makes SIGINT and SIGTERM stop any verb cleanly (exit 130, gnuplot stopped, no temporary left) and a closed
    /// standard output pipe a write error (exit 1, one line): call first thing in the executable, before any thread
    /// starts. Tests that run verbs in-process do not call it.
    public static func installInterruptHandling() {
        Interruption.setCommandPath(root.name)
        Interruption.installForProcess()
        CheckedStream.reportBrokenPipes()
    }

    /// Lends the process's allocation counter to the harness's measurements (the `bench` executable links the
    /// malloc interposer and calls this at start-up).
    ///
    /// - Parameter read: returns the number of allocating calls the process has made so far.
    public static func installAllocationCounter(_ read: @escaping @Sendable () -> UInt64) {
        AllocationCounter.install(read)
    }

    /// Runs `bench` with `arguments` (without the program name) and returns the exit status, by class the same in
    /// every verb (``ExitStatus``: 2 with one line `<command>: <reason>` for bad input, 1 when the machine refused,
    /// …). Never traps on input.
    ///
    /// - Parameters:
    ///   - arguments: the command line after `bench`, e.g. `["baseline", "check", "r.json"]`.
    ///   - io: where to write.
    ///   - environment: the process environment (`--shard auto` reads array-job variables from it).
    /// - Returns: the process exit status (see ``ExitStatus``).
    public static func main(
        arguments: [String], io: CLIOutput, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        // Every file the command reads is recorded, so none of its outputs can replace one (even --force); every
        // output it creates too, so a failing standard output leaves none of them behind.
        InputIdentities.withRecording {
            CreatedOutputs.withRecording { run(arguments, io: io, environment: environment) }
        }
    }

    private static func run(_ arguments: [String], io: CLIOutput, environment: [String: String]) -> Int32 {
        var path = root.name
        var status: ExitStatus
        do {
            status = try dispatch(arguments, io: io, environment: environment, path: &path)
        } catch {
            InFlight.parkIfAbandoning()  // interrupted: the interruption reports and exits
            let (failure, line) = describe(error)
            io.printError("\(path): \(line)")
            status = failure
        }
        InFlight.parkIfAbandoning()
        if let failure = io.finishOutput() {
            io.printError("\(path): \(failure.description)")
            // Standard output that could not be written is the machine's refusal, whatever the verb found; what
            // the command created for this run goes too (a file it replaced keeps its complete new contents).
            CreatedOutputs.removeAll()
            if status != .usage && status != .interrupted { status = .failure }
        }
        return status.rawValue
    }

    private static func dispatch(
        _ arguments: [String], io: CLIOutput, environment: [String: String], path: inout String
    ) throws -> ExitStatus {
        switch try root.request(arguments, path: &path) {
        case .version:
            io.print("bench \(version)")
            return .success
        case .help(let text):
            io.writeOutput(text)
            return .success
        case .run(let verb, let parsed):
            Interruption.setCommandPath(path)
            guard let run = verb.run else { return .usage }  // a leaf always runs; a group has sub-verbs
            return try run(Invocation(arguments: parsed, io: io, commandPath: path, environment: environment))
        }
    }

    /// The exit class and the one line for an error that ended a verb: a ``UserFacingError`` says its own line and
    /// class (bad input, 2, or the machine's refusal, 1); anything else is a failure of the machine, its first line.
    static func describe(_ error: any Error) -> (ExitStatus, String) {
        guard let error = error as? any UserFacingError else {
            return (.failure, String(describing: error).split(separator: "\n").first.map(String.init) ?? "failed")
        }
        return (error.isBadInput ? .usage : .failure, error.description)
    }
}
