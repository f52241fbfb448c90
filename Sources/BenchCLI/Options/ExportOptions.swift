// BenchCLI/ExportOptions: the command line of `bench export`.
import Analysis
import ArgumentParsing
import SafeOutput

/// The tuning to export (a scenario with `--set`s and `--style`, or the best of a sweep), what to print, and where
/// to write.
struct ExportOptions: ArgumentBacked {
    /// What `--format` may ask for.
    enum Format: String, CaseIterable, Sendable {
        /// Swift, a separator line, then JSON.
        case both
        /// Only the Swift source.
        case swift
        /// Only the scenario JSON.
        case json
    }

    static let set = SharedOptions.set.withHelp(
        "change one feel parameter (bench sweep's names), e.g. panel-deceleration-rate=0.995")
    static let style = GestureOptions.style.withHelp(
        "movement style of panel-to-panel releases (default: the scenario's)")
    static let format: Option<Format> = .choice(
        SharedOptions.formatName, valueName: "format", default: .both,
        help: "what to print: both (Swift, a '// ----' line, JSON), swift or json")
    static let swift: Option<String?> = .text(
        "swift", valueName: "file.swift", help: "write the Swift source here instead of printing it")
    static let json: Option<String?> = .text(
        "json", valueName: "file.json", help: "write the scenario JSON here instead of printing it")
    static let force = SharedOptions.force
    static let scenario = SharedOptions.scenario
    static let fromSweep: Option<String?> = .text(
        "from-sweep", valueName: "dir",
        help: "start from the best combination of this sweep folder, ranked as bench results best ranks "
            + "(--by, --aggregate, --maximize, --where, --require), on the scenario the sweep ran")

    static let fromFit: Option<String?> = .text(
        "from-fit", valueName: "fit.json",
        help: "start from a fit (bench fit --json): its scenario with every identifiable parameter at its fitted value")

    static var specs: [OptionSpec] {
        [
            scenario.spec, set.spec, style.spec, format.spec, swift.spec, json.spec, force.spec,
            fromSweep.spec, fromFit.spec,
        ] + BestQueryOptions.specs
    }

    let arguments: ParsedArguments
    /// `--set` settings, in order.
    let settings: [TuningSetting]
    /// The ranking of `--from-sweep`.
    var ranking: BestQueryOptions { BestQueryOptions(arguments: arguments) }

    /// Keeps the arguments: the ranking options and no `--scenario` with `--from-sweep`, and only there; `--swift` and
    /// `--json` naming two files (``PathIdentity``).
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        settings = try SharedOptions.tuning(arguments[Self.set])
        if arguments[Self.fromFit] != nil {
            if arguments.isGiven(Self.scenario) { throw UsageError("--scenario: the fit names its own scenario") }
            if arguments[Self.fromSweep] != nil { throw UsageError("--from-fit: give --from-sweep or --from-fit") }
        }
        if arguments[Self.fromSweep] != nil {
            if arguments.isGiven(Self.scenario) { throw UsageError("--scenario: the sweep names its own scenario") }
        } else if let name = BestQueryOptions(arguments: arguments).firstGiven {
            throw UsageError("--\(name): only applies with --from-sweep")
        }
        if let swift = arguments[Self.swift], let json = arguments[Self.json] {
            do { try PathIdentity.requireDistinct([("--swift", swift), ("--json", json)]) } catch {
                throw UsageError(error.description)
            }
        }
    }
}
