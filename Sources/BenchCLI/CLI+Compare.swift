// BenchCLI/CLI+Compare: `bench compare`: parses, calls CompareAnalysis, formats its curves (plot, table, CSV, summary).
import Analysis
import ArgumentParsing
import Foundation
import Harness
import PanelSimulator
import Plotting
import Reports
import SafeOutput
import Support

extension BenchCLI {
    /// Overlays the movements one release could make, two tunings, or the same gesture through every release policy.
    static let compare = Verb(
        name: "compare",
        summary: "position and velocity curves: one release to each target, tuning A vs B, or policies",
        discussion: """
            For one release (--start-height, --velocity in points per MILLISECOND, or a --drag) overlays the \
            movement to each target, with --peers the peers' natural curves; with --set or --scenario-b tuning A \
            against tuning B over --velocities; with --policies the same gesture through every release policy. \
            A table gives settle time, overshoot, peak speed and the velocity jump at release per curve. Modes, \
            targets, peers, files and columns: docs/compare.md; the --html page: docs/page.md.
            Peer parameters (--peer NAME=VALUE; default and unit): \(PeerParameter.allCases.map { "\($0.rawValue) \(NumberFormat.short($0.defaultValue)) \($0.unit), \($0.summary)" }.joined(separator: "; ")).
            Example: bench compare --scenario default --start-height 400 --velocity 1.5 --peers all --renderer raster
            """,
        options: CompareOptions.self
    ) { options, invocation in
        let setup = try options.gesture.setup(synthesizeDrag: options.mode == .policies)
        warnImplausible(setup.scenario, io: invocation.io)
        let report =
            switch options.mode {
            case .targets: try compareMovements(options, setup: setup)
            case .tunings: try compareTunings(options, setup: setup)
            case .policies: try comparePolicies(options, setup: setup)
            }
        return try writeCompareReport(report, options: options, setup: setup, io: invocation.io)
    }

    /// One release to each target, by each movement style (and the peers).
    static func compareMovements(_ options: CompareOptions, setup: GestureOptions.Setup) throws(UsageError)
        -> CompareReport
    {
        try usage { () throws(CompareInputError) in
            let comparison = try CompareAnalysis.movements(
                scenario: setup.scenario, gesture: setup.gesture, targets: options.targets, peers: options.peers,
                tuning: options.peerTuning, threshold: options.jumpThreshold)
            return try CompareReport.movements(comparison, setup: setup, page: options.output.html != nil)
        }
    }

    /// The same gesture through every release policy, on the scenario's geometry or (`--own-presets`) each system
    /// on its own preset.
    static func comparePolicies(_ options: CompareOptions, setup: GestureOptions.Setup) throws(UsageError)
        -> CompareReport
    {
        let threshold = options.jumpThreshold
        let comparison: CompareAnalysis.Comparison
        if options.ownPresets {
            var runs: [(policy: ReleasePolicy, scenario: Scenario, gesture: Gesture)] = []
            for policy in ReleasePolicy.allCases {
                // The scenario given runs its own policy; every other system runs on its own preset.
                let own =
                    policy == setup.scenario.policy
                    ? setup
                    : try options.gesture.setup(synthesizeDrag: true, scenario: ownPreset(for: policy))
                runs.append((policy, own.scenario, own.gesture))
            }
            comparison = try usage { () throws(CompareInputError) in
                try CompareAnalysis.systems(
                    runs, chosen: setup.scenario.policy, guides: setup.scenario,
                    note:
                        "each system on its own preset (\(runs.map { "\($0.policy.rawValue): \($0.scenario.name)" }.joined(separator: ", "))); "
                        + "axis positions are each preset's own, so no detent guides are drawn",
                    threshold: threshold)
            }
        } else {
            comparison = try usage { () throws(CompareInputError) in
                try CompareAnalysis.policies(scenario: setup.scenario, gesture: setup.gesture, threshold: threshold)
            }
        }
        return CompareReport.policies(comparison, setup: setup, ownPresets: options.ownPresets)
    }

    /// Tuning A (the scenario) against tuning B (`--scenario-b` and/or `--set`), over `--velocities`.
    static func compareTunings(_ options: CompareOptions, setup: GestureOptions.Setup) throws -> CompareReport {
        var a = setup.scenario
        var b = a
        if let other = options.scenarioB {
            b = try loadScenario(other, option: "--scenario-b")
            // The gesture options that shape the scenario apply to both tunings alike.
            if options.gesture.request.style != nil { b.movementStyle = a.movementStyle }
            if options.gesture.request.frameRate != nil { b.frameRate = a.frameRate }
        }
        b = SharedOptions.apply(options.settings, to: b)
        b.name = TuningOverrides.name(ofB: b, against: a, given: options.names.b)
        if let name = options.names.a { a.name = name }
        let comparison = try usage { () throws(CompareInputError) in
            try CompareAnalysis.tunings(
                a: a, b: b, releases: CompareAnalysis.releases(of: setup.gesture, atVelocities: options.velocities),
                threshold: options.jumpThreshold)
        }
        return CompareReport.tunings(comparison, a: a, b: b, setup: setup, velocities: options.velocities)
    }

    /// Writes the plot, CSV and summaries (paths checked before anything is written) and prints notes and tables.
    static func writeCompareReport(
        _ report: CompareReport, options: CompareOptions, setup: GestureOptions.Setup, io: CLIOutput
    ) throws -> ExitStatus {
        let threshold = options.jumpThreshold
        let name = PlotOutput.safeName(setup.scenario.name)
        let targets = try options.output.targets(defaultPath: "Plots/\(report.defaultStem)-\(name).png")
        // The plot, its CSV and the summaries are one result set: all appear, or none.
        let summaries: [PlotOutput.ExtraFile] = [
            options.summaryCSV.map { path in
                (path, Data(ComparePlot.summaryCSV(report.curves, threshold: threshold).utf8), "summary csv: \(path)")
            },
            try options.summaryJSON.map { path in
                (path, try ComparePlot.summaryJSON(report.curves, threshold: threshold), "summary json: \(path)")
            },
        ].compactMap { $0 }
        for path in summaries.map(\.path) {
            if path == targets.image || path == targets.csv || summaries.filter({ $0.path == path }).count > 1 {
                throw UsageError("--summary: '\(path)' is used for two outputs")
            }
            try targets.set.declare(path)
        }
        let spec = ComparePlot.spec(
            curves: report.curves, guides: report.guides, xLabel: report.xLabel, releaseTime: report.releaseTime,
            maximumTime: options.maxTime, title: report.title, size: targets.size,
            notes: [report.gestureNote ?? "gesture: \(setup.description)"] + (report.canvasNotes ?? report.notes),
            directLabel: report.directLabel)
        let written =
            try PlotOutput.write(
                spec, csv: targets.csv == nil ? nil : ComparePlot.csv(report.curves),
                html: {
                    AnimatedPage.html(
                        ComparePage.content(
                            curves: report.curves, runs: report.runs, title: report.title,
                            notes: [report.gestureNote ?? "gesture: \(setup.description)"] + report.notes
                                + report.pageNotes))
                }, extra: summaries, to: targets)
        io.print("scenario: \(setup.scenario.name); gesture: \(setup.description)")
        for note in report.notes { io.print("note: \(note)") }
        io.writeOutput(ComparePlot.table(report.curves, threshold: threshold).render())
        if let extra = report.extra {
            io.writeOutput(extra.table.render())
            for line in extra.lines { io.print(line) }
        }
        io.print("velocity jumps of at least \(NumberFormat.short(threshold)) pt/s are flagged")
        for line in written { io.print(line) }
        return .success
    }

    /// The preset that models `policy`'s system (``CompareAnalysis/ownPreset(for:)``).
    static func ownPreset(for policy: ReleasePolicy) throws(UsageError) -> Scenario {
        guard let scenario = CompareAnalysis.ownPreset(for: policy) else {
            throw UsageError("--own-presets: no preset for \(policy.rawValue)")
        }
        return scenario
    }

    /// Runs `body`, turning a ``CompareInputError`` into the one-line usage error (exit 2).
    static func usage<T>(_ body: () throws(CompareInputError) -> T) throws(UsageError) -> T {
        do throws(CompareInputError) {
            return try body()
        } catch {
            guard let input = error.input else { throw UsageError(error.description) }
            let option: any OptionDeclaration =
                switch input {
                case .targets: CompareOptions.targets
                case .peers: CompareOptions.peers
                case .peerTuning: CompareOptions.peer
                case .policies: CompareOptions.policies
                case .velocities: CompareOptions.velocities
                }
            throw UsageError("--\(option.spec.name): \(error.reason)")
        }
    }
}
