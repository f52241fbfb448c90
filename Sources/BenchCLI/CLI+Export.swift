// BenchCLI/CLI+Export: `bench export`: a tuning (a scenario plus overrides) as BODragScroll Swift code and as JSON.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import PanelSimulator
import Reports
import SafeOutput
import Support

extension BenchCLI {
    /// Prints (or writes) a tuning as Swift code for a BODragScroll view and as scenario JSON.
    static let export = Verb(
        name: "export", summary: "a tuning as Swift code for a BODragScroll view, and as scenario JSON",
        discussion: """
            Prints a scenario (a preset, a file or the best of --from-sweep) with the feel parameters of --set \
            NAME=VALUE (bench sweep's names and units) and --style as Swift source for a BODragScrollView and as \
            scenario JSON, which --scenario reads back; --swift and --json write files instead (existing ones only \
            with --force). Details: docs/export.md.
            Example: bench export --scenario default --set low-velocity-threshold=0.3 --style view
            """,
        options: ExportOptions.self
    ) { options, invocation in
        let (scenario, origin) = try exportedTuning(options)
        let swift = TuningExport.swift(scenario, origin: origin)
        let json = try TuningExport.json(scenario)
        // The Swift and JSON files are one result set: both checked first, both appear, or neither.
        let files: [PlotOutput.ExtraFile] = [
            options.swift.map { ($0, Data(swift.utf8), "swift: \($0)") },
            options.json.map { ($0, Data(json.utf8), "json: \($0)") },
        ].compactMap { $0 }
        let written = try PlotOutput.write(files, overwrite: options.force)
        let format = options.format
        var printed = ""
        if format != .json, options.swift == nil { printed += swift }
        if format == .both, options.swift == nil, options.json == nil { printed += "// ----\n" }
        if format != .swift, options.json == nil { printed += json }
        invocation.io.writeOutput(printed)
        for line in written { invocation.io.print(line) }
        return .success
    }

    /// The tuning to export — the scenario (or the best of `--from-sweep`) with `--style` and the `--set`s applied,
    /// validated — and one line saying where it came from.
    static func exportedTuning(_ options: ExportOptions) throws(UsageError) -> (scenario: Scenario, origin: String) {
        var source = options.scenario
        var settings: [TuningSetting] = []
        var scenario: Scenario
        if let folder = options.fromSweep {
            // The sweep folder holds the whole scenario it ran: the file it came from is never read again.
            let best = try bestOfSweep(folder, ranking: options.ranking)
            source = best.spec
            settings = best.settings
            scenario = SharedOptions.apply(best.settings, to: best.scenario)
        } else {
            scenario = try loadScenario(source)
        }
        if let style = options.style { scenario.movementStyle = style }
        settings += options.settings
        scenario = SharedOptions.apply(options.settings, to: scenario)
        do throws(ScenarioError) {
            try scenario.validate()
        } catch {
            throw UsageError("--set: \(error)")
        }
        let origin = TuningExport.origin(
            source: source, sweep: options.fromSweep.map { ($0, options.ranking.metric.rawValue) },
            settings: settings.map(\.written), style: options.style.map { "--style \($0.optionName)" })
        return (scenario, origin)
    }

    /// The whole scenario a sweep ran (as stored in its `sweep.json`, movement style included), what its
    /// `--scenario` said, and the `NAME=VALUE` settings of its best qualifying combination under the ranking options.
    /// - Throws: ``UsageError`` for an unreadable folder, a shard, bad conditions or no qualifying combination.
    static func bestOfSweep(_ folder: String, ranking: BestQueryOptions) throws(UsageError)
        -> (scenario: Scenario, spec: String, settings: [TuningSetting])
    {
        let results = try readWholeSweep(folder, option: "--from-sweep")
        let query = try ranking.query(header: results.header)
        guard let best = SweepBest.bestTuning(results, query: query) else {
            throw UsageError("--from-sweep: no combination of '\(folder)' meets every --require")
        }
        let settings = best.map { parameter, value in
            TuningSetting(name: parameter, value: value, written: "\(parameter.rawValue)=\(NumberFormat.data(value))")
        }
        return (results.header.ranScenario, results.header.scenario.spec, settings)
    }
}
