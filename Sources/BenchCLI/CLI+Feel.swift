// BenchCLI/CLI+Feel: `bench feel record|check`: the feel of a scenario as a release gate (exit status 3 on a failure).
import Analysis
import ArgumentParsing
import Reports
import SafeOutput
import Sweep

extension BenchCLI {
    static let feel = Verb(
        name: "feel", summary: "record a scenario's feel, or check a scenario against a record (a CI gate)",
        discussion: """
            'feel record' stores a scenario's outcomes for a gesture suite; 'feel check' re-runs them (on \
            --scenario, with any --set): exit status 3 when a check fails. See README, "Feel gate".
            """,
        subverbs: [feelRecord, feelCheck])

    static let feelRecord = Verb(
        name: "record", summary: "run a gesture suite on a scenario and store every outcome",
        discussion: """
            Runs --gestures, or the default suite (bare releases each side of the low and high velocity thresholds, \
            drags off and on the content, the shipped recorded gestures from --recorded-dir) from each detent, and \
            writes the record: JSON with the whole scenario, every outcome and the limits the check applies (same \
            suite, same scenario: same bytes). Invariant failures are listed on standard error. See README, \
            "Feel gate".
            Example: bench feel record --scenario Scenarios/example.json --out feel.json
            """,
        options: FeelRecordOptions.self
    ) { options, invocation in
        let scenario = try loadScenario(options.scenario)
        warnImplausible(scenario, io: invocation.io)
        let suite: [FeelGesture]
        do throws(FeelSuite.LoadError) {
            suite = try FeelSuite.load(
                suiteFile: options.gestures, recordedFolder: options.recordedFolder, for: scenario
            ) { path in
                invocation.io.printError("note: \(path) not found; the recorded gesture is left out of the suite")
            }
        } catch {
            switch error {
            case .suiteFile(let reason): throw UsageError("--gestures: \(reason)")
            case .recordedGesture(let reason): throw UsageError("--recorded-dir: \(reason)")
            }
        }
        let made = try FeelGate.record(suite, on: scenario, named: options.scenario)
        try AtomicFile.write(try made.record.encoded(), to: options.out, overwrite: options.force)
        let failures = made.findings.filter { $0.severity == .failure }
        for line in FeelReport.findingLines(failures) { invocation.io.printError(line) }
        invocation.io.print(
            FeelReport.recordedLine(made.record, findings: made.findings, scenario: scenario.name, path: options.out))
        return .success
    }

    static let feelCheck = Verb(
        name: "check", summary: "re-run a feel record's gestures; exit status 3 when a check fails",
        discussion: """
            Re-runs the record's gestures: a landing that moved fails; settle time, overshoot and velocity jumps \
            that grew past the record's limits warn or fail; the run invariants are checked on every run. Exit \
            status: 3 on a failure, 0 otherwise (warnings included), 2 for bad input. See README, "Feel gate".
            Example: bench feel check feel.json --set low-velocity-threshold=0.3 --format markdown
            """,
        options: FeelCheckOptions.self
    ) { options, invocation in
        let data = try InputFile.read(options.recordPath, maximumBytes: FeelRecordFile.maximumFileBytes)
        let record = try FeelRecordFile.decode(data, path: options.recordPath)
        // --scenario, or the recorded scenario itself (a version 1 record has only its name, loaded again).
        let given = try options.scenario.map { spec throws(UsageError) in try loadScenario(spec) }
        var scenario =
            try given ?? record.storedScenario
            ?? loadScenario(record.scenario, option: "\(options.recordPath): scenario")
        warnImplausible(scenario, io: invocation.io)
        scenario = TuningOverrides.apply(options.settings.map { ($0.name, $0.value) }, to: scenario)
        let check = try FeelGate.check(record, on: scenario)
        invocation.io.writeOutput(try FeelReport.check(check, as: options.format))
        // A table that could not be written is the one line (exit 1), not followed by a count nobody can read.
        if let failure = invocation.io.finishOutput() { throw failure }
        invocation.io.printError("\(invocation.commandPath): \(FeelReport.countLine(check))")
        return check.failed ? .regression : .success
    }
}
