// BenchCLI/FitOptions: the command line of `bench fit`.
import ArgumentParsing
import Fit

/// A console log, the scenario, the free parameters, which gestures, the search's settings and the outputs.
struct FitOptions: ArgumentBacked {
    static let log = TraceOptions.log
    static let scenario: Option<String?> = .text(
        "scenario", valueName: "preset|file",
        help: "the scenario to fit (required): a preset or a scenario JSON file whose geometry matches the log")
    static let free: Option<[String]> = .repeated(
        "free", valueName: "NAME[=LOW:HIGH]",
        help: "a parameter to fit (bench sweep's names and units; one to three), over LOW:HIGH or its legal range")
    static let session: Option<Int?> = .integer(
        "session", in: 1...1_000_000, valueName: "n", help: "only this session (1-based, as bench trace lists them)")
    static let gesture: Option<[Int]?> = .integers(
        "gesture", in: 1...1_000_000, valueName: "k,…", help: "only these gestures of the session (1-based)")
    static let implementation: Option<String?> = .text(
        "implementation", valueName: "OC|Swift",
        help: "only the sessions of this implementation (needed when the log holds both; they are fitted apart)")
    static let tolerance: Option<Double?> = .number(
        "tolerance", in: 0.001...1000, valueName: "pt",
        help: "the noise floor: a value whose error is within this of the fit's is not told apart from it "
            + "(default: one device pixel, 1 / display scale)")
    static let seed: Option<Int> = .integer(
        "seed", in: 0...Int.max, valueName: "n", default: 1, help: "the seed of the global sample (printed)")
    static let csv: Option<String?> = .text(
        "csv", valueName: "file.csv", help: "also write one row per gesture: landings and errors, fit and as given")
    static let json: Option<String?> = .text(
        "json", valueName: "file.json", help: "also write the fit as JSON (bench export --from-fit reads it)")
    static let out: Option<String?> = .text(
        "out", short: "o", valueName: "file.png",
        help: "also draw the first gesture (device, fit, as given) here, and the profiles beside it "
            + "(<file>-profiles.png)")

    static var specs: [OptionSpec] {
        [
            scenario.spec, free.spec, session.spec, gesture.spec, implementation.spec, tolerance.spec, seed.spec,
            csv.spec, json.spec, out.spec, PlotOutputOptions.renderer.spec, PlotOutputOptions.size.spec,
            PlotOutputOptions.force.spec,
        ]
    }
    static var positionals: [PositionalSpec] { [log] }

    let arguments: ParsedArguments
    /// `--free`, checked: each a parameter of the table with a legal, non-empty range, each once.
    let freeParameters: [FitFreeParameter]
    /// `--size`, checked.
    let output: PlotOutputOptions

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        output = try PlotOutputOptions(parsing: arguments)
        guard arguments[Self.scenario] != nil else {
            throw UsageError("--scenario: required (the scenario to fit; its geometry must match the log)")
        }
        let given = arguments[Self.free]
        guard (1...3).contains(given.count) else {
            throw UsageError("--free: give one to three parameters to fit (\(given.count) given)")
        }
        var parsed: [FitFreeParameter] = []
        for text in given {
            let p = try UsageError.rethrowing { () throws(FitInputError) in try FitFreeParameter.parse(text) }
            if parsed.contains(where: { $0.parameter == p.parameter }) {
                throw UsageError("--free \(text): \(p.parameter.rawValue) is given twice")
            }
            parsed.append(p)
        }
        freeParameters = parsed
        let paths = [arguments[Self.csv], arguments[Self.json], arguments[Self.out]].compactMap { $0 }
        if Set(paths).count < paths.count { throw UsageError("--csv, --json, --out: two of them name the same file") }
    }

    var logPath: String { arguments[Self.log] ?? "" }
}
