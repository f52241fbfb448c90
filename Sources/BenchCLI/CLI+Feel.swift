// BenchCLI/CLI+Feel: `bench feel record|check`: the feel of a scenario as a release gate (exit status 3 on a failure).
import Analysis
import ArgumentParsing
import Foundation
import PanelSimulator
import Reports
import SafeOutput

extension BenchCLI {
    /// The `feel` group.
    static let feel = Verb(
        name: "feel", summary: "record a scenario's feel, or check a scenario against a record (a CI gate)",
        discussion: """
            'feel record' runs a gesture suite on a scenario and stores every outcome (landing height and detent, \
            each list's offset at rest, settle time, overshoot, the velocity jumps at release and at the first \
            handoff) with the gestures themselves and the limits the check applies. 'feel check' re-runs the \
            recorded gestures on the same scenario (or --scenario, with any --set): exit status 3 when a check \
            fails. See README, "Feel gate".
            """,
        subverbs: [feelRecord, feelCheck])

    /// `bench feel record`.
    static let feelRecord = Verb(
        name: "record", summary: "run a gesture suite on a scenario and store every outcome",
        discussion: """
            The default suite, from each detent (or the middle of the travel without detents): bare releases at \
            -3, -1.5, -0.5, -0.1, 0.1, 0.5, 1.5 and 3 pt/ms (UIKit's unit; each side of the 0.2 and 2.2 thresholds); \
            drags of -120 and +120 pt in 0.25 s off the content and, when the scenario has a list, on it; and the \
            shipped recorded gestures (flick.csv, slow-drag-stop.csv, slowing-release.csv from --recorded-dir). \
            The record is JSON (version 2, keys sorted: the same suite on the same scenario gives the same bytes) \
            and holds the whole scenario, so a check never depends on a preset or file that changed since; \
            its "limits" may be edited to state the gate's own thresholds. Invariants the runs already break are \
            counted (failures listed on standard error); the record is written all the same.
            Example: bench feel record --scenario Scenarios/example.json --out feel.json
            """,
        options: FeelRecordOptions.self
    ) { options, invocation in
        let scenario = try loadScenario(options.scenario)
        warnImplausible(scenario, io: invocation.io)
        let suite = try feelSuite(options, scenario: scenario, invocation: invocation)
        let made: (record: FeelRecordFile, findings: [FeelFinding])
        do throws(FeelInputError) {
            made = try FeelGate.record(suite, on: scenario, named: options.scenario)
        } catch {
            throw UsageError(error.description)
        }
        try AtomicFile.write(try made.record.encoded(), to: options.out, overwrite: options.force)
        let failures = made.findings.filter { $0.severity == .failure }
        for line in FeelReport.findingLines(failures) { invocation.io.printError(line) }
        let warnings = made.findings.count - failures.count
        var counts: [String] = []
        if !failures.isEmpty {
            counts.append("\(failures.count) invariant failures: bench feel check fails on them too")
        }
        if warnings > 0 { counts.append("\(warnings) invariant warnings: bench feel check lists them") }
        invocation.io.print(
            "recorded \(made.record.entries.count) gestures on \(scenario.name) to \(options.out)"
                + (counts.isEmpty ? "" : " (" + counts.joined(separator: "; ") + ")"))
        return .success
    }

    /// `bench feel check`.
    static let feelCheck = Verb(
        name: "check", summary: "re-run a feel record's gestures; exit status 3 when a check fails",
        discussion: """
            Per gesture: a landing that moved (another detent, or the height or a list's offset at rest off by more \
            than limits.landingTolerance, 0.5 pt by default) fails; settle time, overshoot and the size of the \
            velocity jump at release or at the handoff that grew by more than their warn limit warn, by more than \
            their fail limit fail (defaults 0.02/0.1 s, 0.5/2 pt, 50/200 pt/s). On every run: no frame moves the \
            axis, the panel or a list farther than the motion's speed allows (+1 pt); the motion starts within \
            100 pt/s of the finger (a warning: a retargeted deceleration changes the start speed on purpose); \
            speed kept within 100 pt/s across a handoff; while tracking, the panel and the lists together move as \
            far as the finger (strictly inside the legal range) and, where they share one axis, as far as the axis; \
            the owner never goes back after release (bounces excluded); a UIKit deceleration restarted halfway from its own position and \
            velocity ends within 0.5 pt of where it ended. The counts go to standard error. Exit status: 3 on a \
            failure, 0 otherwise (warnings included), 2 for bad input.
            Example: bench feel check feel.json --set low-velocity-threshold=0.3 --format markdown
            """,
        options: FeelCheckOptions.self
    ) { options, invocation in
        let data: Data
        do throws(InputFile.Failure) {
            data = try InputFile.read(options.recordPath, maximumBytes: FeelRecordFile.maximumFileBytes)
        } catch {
            throw UsageError(error.description)
        }
        let record: FeelRecordFile
        do throws(FeelInputError) { record = try FeelRecordFile.decode(data, path: options.recordPath) } catch {
            throw UsageError(error.description)
        }
        // The recorded scenario itself (a version 1 record has only its name, loaded again), or --scenario.
        var scenario: Scenario
        if let given = options.scenario {
            scenario = try loadScenario(given, option: "--scenario")
        } else if let stored = record.storedScenario {
            scenario = stored
        } else {
            scenario = try loadScenario(record.scenario, option: "\(options.recordPath): scenario")
        }
        warnImplausible(scenario, io: invocation.io)
        scenario = try usage { () throws(CompareInputError) in
            try TuningOverrides.apply(options.settings, to: scenario, field: "--set")
        }
        let check: FeelCheck
        do throws(FeelInputError) { check = try FeelGate.check(record, on: scenario) } catch {
            throw UsageError(error.description)
        }
        switch options.format {
        case .markdown: invocation.io.writeOutput(FeelReport.markdown(check))
        case .json: invocation.io.writeOutput(try FeelReport.json(check))
        default: invocation.io.writeOutput(FeelReport.text(check))
        }
        invocation.io.printError("\(invocation.commandPath): \(FeelReport.countLine(check))")
        return check.failed ? .regression : .success
    }

    /// A touches file's problem without the `--touches: ` its reader puts first (the feel verbs name their own option).
    static func touchesReason(_ error: UsageError) -> String {
        let text = error.description
        let prefix = "--touches: "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }

    /// The shipped recorded gestures the default suite replays, by file name.
    static let shippedGestures = ["flick.csv", "slow-drag-stop.csv", "slowing-release.csv"]

    /// The suite `bench feel record` runs: `--gestures`, or the default suite with the shipped recorded gestures.
    static func feelSuite(_ options: FeelRecordOptions, scenario: Scenario, invocation: Invocation)
        throws(UsageError) -> [FeelGesture]
    {
        if let file = options.gestures {
            let text: String
            do { text = String(decoding: try InputFile.read(file, maximumBytes: 1 << 20), as: UTF8.self) } catch {
                throw UsageError("--gestures: \(error.description)")
            }
            do throws(FeelInputError) {
                return try FeelSuite.parse(text, source: "--gestures: \(file)", frameRate: scenario.frameRate) {
                    name throws(FeelInputError) in
                    do throws(UsageError) { return try GestureOptions.readTouches(name) } catch {
                        throw FeelInputError("--gestures: \(file)", touchesReason(error))
                    }
                }
            } catch {
                throw UsageError(error.description)
            }
        }
        let folder = options.recordedFolder ?? "Gestures"
        var recorded: [(name: String, touches: RecordedTouches)] = []
        for name in shippedGestures {
            let path = OutputPath.joined(folder, name)
            guard options.recordedFolder != nil || InputFile.exists(path) else {
                invocation.io.printError("note: \(path) not found; the recorded gesture is left out of the suite")
                continue
            }
            do { recorded.append((name, try GestureOptions.readTouches(path))) } catch {
                throw UsageError("--recorded-dir: \(touchesReason(error))")
            }
        }
        return FeelSuite.defaultSuite(for: scenario, recorded: recorded)
    }
}
