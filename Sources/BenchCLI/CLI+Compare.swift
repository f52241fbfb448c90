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
            For one release (--start-height, --velocity in points per MILLISECOND, or a --drag), simulates the \
            movement to each target with UIKit deceleration retargeted onto it at the panel rate and at the inner \
            rate, and with the view-animation spring; --peers adds the natural curves of the peers (flutter, \
            flutter-clamping, android, floatingpanel, floatingpanel-projectable; each one published version, named \
            in the legend) from the same position and velocity, tuned with --peer NAME=VALUE. The plot shows the axis \
            position (display height, then inner scroll added on top; points) above and the velocity (points per \
            second) below, over seconds since release: each target has its own colour, each movement style its own \
            dash; the curve the release policy runs is drawn thick and marked [chosen] / '*'.
            Targets: every detent, list start and list end (the nearest six on each side of the release by default), \
            each named uniquely (detent-1, table-start, table-end, lowest, highest); --targets takes names, axis \
            positions in points, or all, and selects exactly those.
            Tuning A vs B: --set NAME=VALUE (feel parameters as in bench sweep) or --scenario-b FILE gives tuning B; \
            the same releases (--velocities, pt/ms, at --start-height) run through both: A solid, B dashed, a \
            difference table and one verdict line per release.
            With --policies the same gesture runs through every release policy (docs/systems.md) on the \
            scenario's one geometry (x: seconds since touch-down); without --drag a drag of --duration seconds at the --velocity speed is \
            synthesized (and said so). Curves that coincide are drawn thin and broken on top and named in the \
            legend.
            The table gives settle time (s), overshoot (pt), peak speed (pt/s) and the velocity jump at release \
            (pt/s); jumps of at least --jump-threshold pt/s (default 100) are flagged. --csv writes every sample \
            (curve_id, target, style, tuning, chosen, time_s, axis_position_pt, velocity_pt_per_s); --summary-csv \
            and --summary-json one row per curve. --html writes the animated page (the \
            sheets side by side on one clock; one release to each target: up to 8 curves placed on the scenario's \
            axis; docs/page.md). Details: docs/compare.md.
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
        let comparison = try usage { () throws(CompareInputError) in
            try CompareAnalysis.movements(
                scenario: setup.scenario, gesture: setup.gesture, targets: options.targets, peers: options.peers,
                tuning: options.peerTuning, threshold: options.jumpThreshold)
        }
        var runs: [SimulatedRun] = []
        var pageNotes: [String] = []
        if options.output.html != nil {
            // The page places each curve on the scenario's axis; a bounded set of them gets a sheet.
            let shown = ComparePage.movementSheetCurves(comparison.curves)
            runs = try usage { () throws(CompareInputError) in
                try CompareAnalysis.placedRuns(shown, scenario: setup.scenario, gesture: setup.gesture)
            }
            pageNotes = [
                "each curve is a motion of \(setup.scenario.name)'s axis from the release, placed on its panel and "
                    + "lists; the peers that are not BODragScroll move the same axis, for display only",
                "\(shown.count) of \(comparison.curves.count) curves as sheets (the chosen one first, one per "
                    + "movement and peer, then in table order, at most \(ComparePage.maximumMovementSheets); "
                    + "coinciding curves left out); every curve is in the PNG",
            ]
        }
        return CompareReport.movements(comparison, setup: setup, runs: runs, pageNotes: pageNotes)
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
        let presets = ReleasePolicy.allCases.map { policy -> (ReleasePolicy, String?) in
            (policy, policy == setup.scenario.policy ? setup.scenario.name : (try? ownPreset(for: policy))?.name)
        }
        return CompareReport.policies(
            comparison, setup: setup, ownPresets: options.ownPresets ? presets : nil)
    }

    /// Tuning A (the scenario) against tuning B (`--scenario-b` and/or `--set`), over `--velocities`.
    static func compareTunings(_ options: CompareOptions, setup: GestureOptions.Setup) throws -> CompareReport {
        var a = setup.scenario
        var b = a
        if let other = options.scenarioB {
            b = try loadScenario(other, option: "--scenario-b")
            // The gesture options that shape the scenario apply to both tunings alike.
            if options.gesture.style != nil { b.movementStyle = a.movementStyle }
            if options.gesture.frameRate != nil { b.frameRate = a.frameRate }
        }
        b = try usage { () throws(CompareInputError) in
            try TuningOverrides.apply(options.settings, to: b, field: "--set")
        }
        if let name = options.names.b {
            b.name = name
        } else if b.name == a.name {
            let changed = TuningOverrides.changedValues(a, b)
            b.name = changed.isEmpty ? "\(a.name) (B)" : changed.joined(separator: ", ")
        }
        if let name = options.names.a { a.name = name }
        var releases: [(label: String, gesture: Gesture)] = [
            ("\(NumberFormat.short(setup.gesture.effectiveReleaseVelocity)) pt/ms", setup.gesture)
        ]
        if let velocities = options.velocities {
            releases = []
            for v in velocities {
                var gesture = setup.gesture
                gesture.releaseVelocity = v
                releases.append(("\(NumberFormat.short(v)) pt/ms", gesture))
            }
        }
        let comparison = try usage { () throws(CompareInputError) in
            try CompareAnalysis.tunings(a: a, b: b, releases: releases, threshold: options.jumpThreshold)
        }
        var report = CompareReport.tunings(comparison, a: a, b: b)
        // With --velocities the picture states every release, not the gesture options' one velocity.
        report.gestureNote = options.velocities.map { velocities in
            let one = "\(NumberFormat.short(setup.gesture.effectiveReleaseVelocity)) pt/ms"
            let all = velocities.map { NumberFormat.short($0) }.joined(separator: ", ") + " pt/ms"
            return "gesture: "
                + setup.description.replacingOccurrences(of: "release at", with: "releases at")
                .replacingOccurrences(of: one, with: all)
        }
        return report
    }

    /// Writes the plot, CSV and summaries (paths checked before anything is written) and prints notes and tables.
    static func writeCompareReport(
        _ report: CompareReport, options: CompareOptions, setup: GestureOptions.Setup, io: CLIOutput
    ) throws -> ExitStatus {
        let threshold = options.jumpThreshold
        let name = PlotOutput.safeName(setup.scenario.name)
        let targets = try options.output.targets(defaultPath: "Plots/\(report.defaultStem)-\(name).png")
        let summaries = [options.summaryCSV, options.summaryJSON].compactMap { $0 }
        for path in summaries {
            if path == targets.image || path == targets.csv || summaries.filter({ $0 == path }).count > 1 {
                throw UsageError("--summary: '\(path)' is used for two outputs")
            }
            try targets.set.declare(path)
        }
        let spec = ComparePlot.spec(
            curves: report.curves, guides: report.guides, xLabel: report.xLabel, releaseTime: report.releaseTime,
            maximumTime: options.maxTime, title: report.title, size: targets.size,
            notes: [report.gestureNote ?? "gesture: \(setup.description)"] + (report.canvasNotes ?? report.notes),
            directLabel: report.directLabel)
        // The plot, its CSV and the summaries are one result set: all appear, or none.
        var extra: [(path: String, data: Data)] = []
        var summaryLines: [String] = []
        if let path = options.summaryCSV {
            extra.append((path, Data(ComparePlot.summaryCSV(report.curves, threshold: threshold).utf8)))
            summaryLines.append("summary csv: \(path)")
        }
        if let path = options.summaryJSON {
            extra.append((path, try ComparePlot.summaryJSON(report.curves, threshold: threshold)))
            summaryLines.append("summary json: \(path)")
        }
        let written =
            try PlotOutput.write(
                spec, csv: targets.csv == nil ? nil : ComparePlot.csv(report.curves),
                html: {
                    AnimatedPage.html(
                        ComparePage.content(
                            curves: report.curves, runs: report.runs, title: report.title,
                            notes: [report.gestureNote ?? "gesture: \(setup.description)"] + report.notes
                                + report.pageNotes))
                }, extra: extra, to: targets)
            + summaryLines
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

    /// The preset that models `policy`'s system (the first preset whose policy it is; BODragScroll: `default`).
    static func ownPreset(for policy: ReleasePolicy) throws(UsageError) -> Scenario {
        let preset =
            policy == .boDragScroll
            ? ScenarioPresets.preset(named: "default")
            : ScenarioPresets.all.first { $0.scenario.policy == policy }
        guard let scenario = preset?.scenario else {
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
