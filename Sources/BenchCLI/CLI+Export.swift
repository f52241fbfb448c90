// BenchCLI/CLI+Export: `bench export`: a tuning (a scenario plus overrides) as BODragScroll Swift code and as JSON.
import Analysis
import Foundation
import Harness
import PanelSimulator
import Reports
import SafeOutput
import Support

extension BenchCLI {
    /// What `--format` may ask for.
    enum ExportFormat: String, CaseIterable {
        /// Swift, a separator line, then JSON.
        case both
        /// Only the Swift source.
        case swift
        /// Only the scenario JSON.
        case json
    }

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
        options: [
            SharedOptions.scenario.spec,
            .repeated(
                "set", valueName: "NAME=VALUE",
                help: "change one feel parameter (bench sweep's names), e.g. panel-deceleration-rate=0.995"),
            .option(
                "style", kind: .choice(["system", "view"]), valueName: "style",
                help: "movement style of panel-to-panel releases (default: the scenario's)"),
            .option(
                "format", kind: .choice(of: ExportFormat.self), valueName: "format", default: "both",
                help: "what to print: both (Swift, a '// ----' line, JSON), swift or json"),
            .option("swift", valueName: "file.swift", help: "write the Swift source here instead of printing it"),
            .option("json", valueName: "file.json", help: "write the scenario JSON here instead of printing it"),
            .flag("force", help: "replace existing output files"),
            .option(
                "from-sweep", valueName: "dir",
                help: "start from the best combination of this sweep folder, ranked as bench results best ranks "
                    + "(--by, --aggregate, --maximize, --where, --require), on the scenario the sweep ran"),
        ] + bestQueryOptions
    ) { invocation in
        let arguments = invocation.arguments
        var source = arguments.string("scenario") ?? "default"
        var settings: [String] = []
        var sweepStyle: MovementStyle?
        if let folder = arguments.string("from-sweep") {
            if arguments.isGiven("scenario") { throw UsageError("--scenario: the sweep names its own scenario") }
            let best = try bestOfSweep(folder, arguments: arguments)
            source = best.scenario
            settings = best.settings
            sweepStyle = best.style
        } else {
            for name in ["by", "aggregate", "maximize", "where", "require"] where arguments.isGiven(name) {
                throw UsageError("--\(name): only applies with --from-sweep")
            }
        }
        var scenario = try loadScenario(source)
        if let sweepStyle { scenario.movementStyle = sweepStyle }
        if let style = arguments.string("style") {
            scenario.movementStyle = style == "view" ? .viewAnimation : .systemScroll
        }
        settings += arguments.strings("set")
        scenario = try usage { () throws(CompareInputError) in
            try TuningOverrides.apply(settings, to: scenario, field: "--set")
        }
        do throws(ScenarioError) {
            try scenario.validate()
        } catch {
            throw UsageError("--set: \(error)")
        }
        let origin =
            (arguments.string("from-sweep").map {
                "best of sweep '\($0)' (\(arguments.string("by") ?? "settle-time")): "
            } ?? "")
            + "scenario '\(source)'" + (settings.isEmpty ? "" : " with \(settings.joined(separator: ", "))")
            + (arguments.string("style").map { ", --style \($0)" } ?? "")
        let swift = TuningExport.swift(scenario, origin: origin)
        let json = try TuningExport.json(scenario)
        let force = arguments.flag("force")
        let paths = [arguments.string("swift"), arguments.string("json")].compactMap { $0 }
        if paths.count == 2, paths[0] == paths[1] { throw UsageError("--json: same path as --swift ('\(paths[0])')") }
        // The Swift and JSON files are one result set: both checked first, both appear, or neither.
        let files = OutputSet(overwrite: force)
        for path in paths { try files.declare(path) }
        var written: [String] = []
        if let path = arguments.string("swift") {
            try files.write(Data(swift.utf8), to: path)
            written.append("swift: \(path)")
        }
        if let path = arguments.string("json") {
            try files.write(Data(json.utf8), to: path)
            written.append("json: \(path)")
        }
        try files.commit()
        let format = arguments.choice("format", as: ExportFormat.self) ?? .both
        var printed = ""
        if format != .json, arguments.string("swift") == nil { printed += swift }
        if format == .both, arguments.string("swift") == nil, arguments.string("json") == nil { printed += "// ----\n" }
        if format != .swift, arguments.string("json") == nil { printed += json }
        invocation.io.writeOutput(printed)
        for line in written { invocation.io.print(line) }
        return .success
    }

    /// The scenario a sweep ran (its `--scenario`), the `NAME=VALUE` settings of its best qualifying combination
    /// under the ranking options, and the movement style it ran with.
    /// - Throws: ``UsageError`` for an unreadable folder, a shard, bad conditions or no qualifying combination.
    static func bestOfSweep(_ folder: String, arguments: ParsedArguments) throws(UsageError)
        -> (scenario: String, settings: [String], style: MovementStyle?)
    {
        let results = try readWholeSweep(folder, option: "--from-sweep")
        let query = try bestQuery(arguments, header: results.header)
        let ranked = SweepBest.rank(results, query: query)
        guard let best = ranked.first(where: { $0.violations == 0 && $0.counted > 0 && !$0.score.isNaN }) else {
            throw UsageError("--from-sweep: no combination of '\(folder)' meets every --require")
        }
        let grid = results.header.grid
        let values = grid.values(ofCombination: best.combination)
        let settings = zip(grid.parameters, values).compactMap { axis, value -> String? in
            // Gesture settings of a drag sweep are not part of a tuning.
            axis.parameter == .dragDuration || axis.parameter == .dragOnContent
                ? nil : "\(axis.parameter.rawValue)=\(NumberFormat.data(value))"
        }
        return (results.header.scenario.spec, settings, MovementStyle(rawValue: results.header.scenario.movementStyle))
    }
}
