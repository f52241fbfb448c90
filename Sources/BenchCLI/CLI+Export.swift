// BenchCLI/CLI+Export: `bench export`: a tuning (a scenario plus overrides) as BODragScroll Swift code and as JSON.
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports
import Scenario

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
        let (printed, written) = try TuningExport.write(
            scenario, origin: origin, swiftFile: options.swift, jsonFile: options.json, overwrite: options.force,
            printing: (swift: options.format != .json, json: options.format != .swift))
        invocation.io.writeOutput(printed)
        for line in written { invocation.io.print(line) }
        return .success
    }

    /// The tuning to export (see ``ExportedTuning``) and one line saying where it came from.
    static func exportedTuning(_ options: ExportOptions) throws(UsageError) -> (scenario: Scenario, origin: String) {
        var tuning: ExportedTuning
        if let folder = options.fromSweep {
            // The sweep folder holds the whole scenario it ran: the file it came from is never read again.
            let results = try readWholeSweep(folder, option: "--from-sweep")
            let query = try options.ranking.query(header: results.header)
            guard let best = ExportedTuning(bestOf: results, query: query, folder: folder) else {
                throw UsageError("--from-sweep: no combination of '\(folder)' meets every --require")
            }
            tuning = best
        } else {
            tuning = ExportedTuning(try loadScenario(options.scenario), source: options.scenario)
        }
        try UsageError.rethrowing(prefix: "--set: ") { () throws(ScenarioError) in
            try tuning.apply(style: options.style, settings: options.settings.map { ($0.name, $0.value, $0.written) })
        }
        let origin = TuningExport.origin(
            source: tuning.source, sweep: tuning.sweep.map { ($0.folder, $0.metric.rawValue) },
            settings: tuning.settings, style: options.style.map { "--style \($0.optionName)" })
        return (tuning.scenario, origin)
    }
}
