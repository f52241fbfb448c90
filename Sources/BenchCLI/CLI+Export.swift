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
            Takes a scenario (a preset or a scenario file) with the feel parameters changed by --set NAME=VALUE \
            (bench sweep's names and units, e.g. low-velocity-threshold=0.3 in pt/ms) and --style, and prints it \
            as Swift source that configures a BODragScrollView with the library's own names (detentHeights, \
            configuration.movement.lowVelocityThreshold, …, the view-animation settings, decelerationRate) and as \
            scenario JSON, which --scenario reads back as the same scenario. --swift and --json write the two to \
            files instead (atomically; existing files only with --force). Details: docs/export.md.
            Example: bench export --scenario default --set low-velocity-threshold=0.3 --style view
            """,
        options: ExportOptions.self
    ) { options, invocation in
        let (scenario, origin) = try exportedTuning(options)
        let swift = TuningExport.swift(scenario, origin: origin)
        let json = try TuningExport.json(scenario)
        let force = options.force
        let paths = [options.swiftPath, options.jsonPath].compactMap { $0 }
        // The Swift and JSON files are one result set: both checked first, both appear, or neither.
        let files = OutputSet(overwrite: force)
        for path in paths { try files.declare(path) }
        var written: [String] = []
        if let path = options.swiftPath {
            try files.write(Data(swift.utf8), to: path)
            written.append("swift: \(path)")
        }
        if let path = options.jsonPath {
            try files.write(Data(json.utf8), to: path)
            written.append("json: \(path)")
        }
        try files.commit()
        let format = options.format
        var printed = ""
        if format != .json, options.swiftPath == nil { printed += swift }
        if format == .both, options.swiftPath == nil, options.jsonPath == nil { printed += "// ----\n" }
        if format != .swift, options.jsonPath == nil { printed += json }
        invocation.io.writeOutput(printed)
        for line in written { invocation.io.print(line) }
        return .success
    }

    /// The tuning to export — the scenario (or the best of `--from-sweep`) with `--style` and the `--set`s applied,
    /// validated — and one line saying where it came from.
    static func exportedTuning(_ options: ExportOptions) throws(UsageError) -> (scenario: Scenario, origin: String) {
        var source = options.scenario
        var settings: [String] = []
        var scenario: Scenario
        if let folder = options.fromSweep {
            // The sweep folder holds the whole scenario it ran: the file it came from is never read again.
            let best = try bestOfSweep(folder, ranking: options.ranking)
            source = best.spec
            settings = best.settings
            scenario = try usage { () throws(CompareInputError) in
                try TuningOverrides.apply(best.settings, to: best.scenario, field: "--from-sweep")
            }
        } else {
            scenario = try loadScenario(source)
        }
        if let style = options.style { scenario.movementStyle = style }
        settings += options.settings
        scenario = try usage { () throws(CompareInputError) in
            try TuningOverrides.apply(options.settings, to: scenario, field: "--set")
        }
        do throws(ScenarioError) {
            try scenario.validate()
        } catch {
            throw UsageError("--set: \(error)")
        }
        let origin =
            (options.fromSweep.map { "best of sweep '\($0)' (\(options.ranking.metric.rawValue)): " } ?? "")
            + "scenario '\(source)'" + (settings.isEmpty ? "" : " with \(settings.joined(separator: ", "))")
            + (options.style.map { ", --style \($0.optionName)" } ?? "")
        return (scenario, origin)
    }

    /// The whole scenario a sweep ran (as stored in its `sweep.json`, movement style included), what its
    /// `--scenario` said, and the `NAME=VALUE` settings of its best qualifying combination under the ranking options.
    /// - Throws: ``UsageError`` for an unreadable folder, a shard, bad conditions or no qualifying combination.
    static func bestOfSweep(_ folder: String, ranking: BestQueryOptions) throws(UsageError)
        -> (scenario: Scenario, spec: String, settings: [String])
    {
        let results = try readWholeSweep(folder, option: "--from-sweep")
        let query = try ranking.query(header: results.header)
        let ranked = SweepBest.rank(results, query: query)
        guard let best = ranked.entries.first, best.qualifies else {
            throw UsageError("--from-sweep: no combination of '\(folder)' meets every --require")
        }
        let grid = results.header.grid
        let values = grid.values(ofCombination: best.combination)
        let settings = zip(grid.parameters, values).compactMap { axis, value -> String? in
            // Gesture settings of a drag sweep are not part of a tuning.
            axis.parameter == .dragDuration || axis.parameter == .dragOnContent
                ? nil : "\(axis.parameter.rawValue)=\(NumberFormat.data(value))"
        }
        return (results.header.ranScenario, results.header.scenario.spec, settings)
    }
}
