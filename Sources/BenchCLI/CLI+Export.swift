// BenchCLI/CLI+Export: `bench export`: a tuning (a scenario plus overrides) as BODragScroll Swift code and as JSON.
import Analysis
import ArgumentParsing
import Fit
import Foundation
import PanelSimulator
import Reports
import SafeOutput
import Scenario
import Support
import Sweep

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
            let sweep = try openWholeSweep(folder, option: "--from-sweep")
            let query = try options.ranking.query(header: sweep.header)
            let ranking: SweepRanking
            // Reading the rows throws only the reader's refusals (the ranking itself throws nothing).
            do { ranking = try SweepBest.rank(sweep, query: query) } catch {
                throw UsageError("--from-sweep: \((error as? SweepSpecError)?.description ?? "\(error)")")
            }
            guard let best = ExportedTuning(bestOf: ranking, header: sweep.header, query: query, folder: folder) else {
                throw UsageError("--from-sweep: no combination of '\(folder)' meets every --require")
            }
            tuning = best
        } else if let file = options.fromFit {
            tuning = try fittedTuning(file)
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

    /// The tuning of the fit at `file` (`bench fit --json`): the scenario it started from with each identifiable
    /// parameter at its fitted value, as settings (so the origin line names them).
    static func fittedTuning(_ file: String) throws(UsageError) -> ExportedTuning {
        let data: Data
        do { data = try InputFile.readText(file, maximumBytes: FitDocument.maximumFileSize) } catch {
            throw UsageError("--from-fit: \(error.description)")
        }
        let document = try UsageError.rethrowing(prefix: "--from-fit: ") { () throws(FitInputError) in
            try FitDocument.decode(data, source: file)
        }
        var tuning = ExportedTuning(document.scenarioFile.scenario, source: document.scenario)
        var settings: [(parameter: SweepParameter, value: Double, written: String)] = []
        for p in document.parameters {
            guard let value = p.value else { continue }
            settings.append((p.parameter, value, "\(p.parameter.rawValue)=\(NumberFormat.data(value))"))
        }
        try UsageError.rethrowing(prefix: "--from-fit: \(file): ") { () throws(ScenarioError) in
            try tuning.apply(style: nil, settings: settings)
        }
        return tuning
    }
}
