// BenchCLI/ExportOptions: the command line of `bench export`.
import Analysis
import ArgumentParsing
import PanelSimulator

/// The tuning to export (a scenario with `--set`s and `--style`, or the best of a sweep), what to print, and where
/// to write.
struct ExportOptions: OptionGroup {
    /// What `--format` may ask for.
    enum Format: String, CaseIterable, Sendable {
        /// Swift, a separator line, then JSON.
        case both
        /// Only the Swift source.
        case swift
        /// Only the scenario JSON.
        case json
    }

    /// `--set NAME=VALUE` (repeatable).
    static let set = SharedOptions.set.withHelp(
        "change one feel parameter (bench sweep's names), e.g. panel-deceleration-rate=0.995")
    /// `--style system|view`.
    static let style = GestureOptions.style.withHelp(
        "movement style of panel-to-panel releases (default: the scenario's)")
    /// `--format both|swift|json`.
    static let format: Option<Format> = .choice(
        SharedOptions.formatName, valueName: "format", default: .both,
        help: "what to print: both (Swift, a '// ----' line, JSON), swift or json")
    /// `--swift file.swift`.
    static let swift: Option<String?> = .text(
        "swift", valueName: "file.swift", help: "write the Swift source here instead of printing it")
    /// `--json file.json`.
    static let json: Option<String?> = .text(
        "json", valueName: "file.json", help: "write the scenario JSON here instead of printing it")
    /// `--force`.
    static let force = SharedOptions.force
    /// `--from-sweep dir`.
    static let fromSweep: Option<String?> = .text(
        "from-sweep", valueName: "dir",
        help: "start from the best combination of this sweep folder, ranked as bench results best ranks "
            + "(--by, --aggregate, --maximize, --where, --require), on the scenario the sweep ran")

    /// The option declarations, in help order.
    static var specs: [OptionSpec] {
        [
            SharedOptions.scenario.spec, set.spec, style.spec, format.spec, swift.spec, json.spec, force.spec,
            fromSweep.spec,
        ] + BestQueryOptions.specs
    }

    /// `--scenario`.
    var scenario: String
    /// `--set` settings, in order.
    var settings: [TuningSetting]
    /// `--style`, when given.
    var style: MovementStyle?
    /// `--format`.
    var format: Format
    /// `--swift`, when given.
    var swiftPath: String?
    /// `--json`, when given.
    var jsonPath: String?
    /// `--force`.
    var force: Bool
    /// `--from-sweep`, when given.
    var fromSweep: String?
    /// The ranking of `--from-sweep`.
    var ranking: BestQueryOptions

    /// Reads the options: the ranking options and no `--scenario` with `--from-sweep`, and only there; two
    /// different paths for `--swift` and `--json`.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        scenario = arguments[SharedOptions.scenario]
        let scenarioGiven = arguments.isGiven(SharedOptions.scenario)
        settings = try SharedOptions.tuning(arguments[Self.set])
        style = arguments[Self.style]
        format = arguments[Self.format]
        swiftPath = arguments[Self.swift]
        jsonPath = arguments[Self.json]
        force = arguments[Self.force]
        fromSweep = arguments[Self.fromSweep]
        ranking = try BestQueryOptions(parsing: arguments)
        if fromSweep != nil {
            if scenarioGiven { throw UsageError("--scenario: the sweep names its own scenario") }
        } else if let name = ranking.firstGiven {
            throw UsageError("--\(name): only applies with --from-sweep")
        }
        if let path = swiftPath, path == jsonPath { throw UsageError("--json: same path as --swift ('\(path)')") }
    }
}
