// BenchCLI/CLI+Compare: `bench compare`: parses, calls CompareAnalysis, formats its curves (plot, table, CSV, summary).
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports
import SafeOutput
import Support
import Sweep

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
        // The plot, CSV, page and summaries are one result set: every path is checked before anything is written.
        let targets = try options.output.targets(
            defaultPath: DefaultOutput.path(
                stem: "\(report.defaultStem)-\(PlotOutput.safeName(setup.scenario.name))", suffix: ".png"),
            others: [("--summary-csv", options.summaryCSV), ("--summary-json", options.summaryJSON)])
        invocation.io.writeOutput(
            try report.write(
                setup: setup, maximumTime: options.maxTime, summaryCSV: options.summaryCSV,
                summaryJSON: options.summaryJSON, threshold: options.jumpThreshold, to: targets))
        return .success
    }

    /// One release to each target, by each movement style (and the peers).
    static func compareMovements(_ options: CompareOptions, setup: GestureSetup) throws(UsageError)
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
    static func comparePolicies(_ options: CompareOptions, setup: GestureSetup) throws(UsageError)
        -> CompareReport
    {
        let comparison: CompareAnalysis.Comparison
        if options.ownPresets {
            let runs = try CompareAnalysis.ownPresetRuns(setup) { policy, preset throws(UsageError) in
                guard let preset else { throw UsageError("--own-presets: no preset for \(policy.rawValue)") }
                return try options.gesture.setup(synthesizeDrag: true, scenario: preset)
            }
            comparison = try usage { () throws(CompareInputError) in
                try CompareAnalysis.ownPresets(runs, setup: setup, threshold: options.jumpThreshold)
            }
        } else {
            comparison = try usage { () throws(CompareInputError) in
                try CompareAnalysis.policies(
                    scenario: setup.scenario, gesture: setup.gesture, threshold: options.jumpThreshold)
            }
        }
        return CompareReport.policies(comparison, setup: setup, ownPresets: options.ownPresets)
    }

    /// Tuning A (the scenario) against tuning B (`--scenario-b` and/or `--set`), over `--velocities`.
    static func compareTunings(_ options: CompareOptions, setup: GestureSetup) throws -> CompareReport {
        let (a, b) = TuningOverrides.pair(
            setup.scenario, other: try options.scenarioB.map { try loadScenario($0, option: "--scenario-b") },
            keeping: (options.gesture.style != nil, options.gesture.frameRate != nil),
            settings: options.settings.map { ($0.name, $0.value) }, names: (options.nameA, options.nameB))
        let comparison = try usage { () throws(CompareInputError) in
            try CompareAnalysis.tunings(
                a: a, b: b, releases: CompareAnalysis.releases(of: setup.gesture, atVelocities: options.velocities),
                threshold: options.jumpThreshold)
        }
        return CompareReport.tunings(comparison, a: a, b: b, setup: setup, velocities: options.velocities)
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
