// BenchCLI/ServeOptions: the command line of `bench serve`, and the query of its `/simulate` endpoint, read with
// the command line's own option declarations so a value is checked, and refused, as on the command line.
import Analysis
import ArgumentParsing
import PanelSimulator
import Scenario

/// The scenario to tune and the port.
struct ServeOptions: UncheckedArgumentBacked {
    static let scenario = SharedOptions.scenario.withHelp(
        "tuning A: a preset name (see 'bench scenarios') or a scenario JSON file; the sliders make tuning B")
    static let port: Option<Int> = .integer(
        "port", in: 0...65_535, valueName: "N", default: 8080,
        help: "the port on 127.0.0.1 to serve on (0: a free port the system picks; the address is printed)")

    static var specs: [OptionSpec] { [scenario.spec, port.spec] }

    let arguments: ParsedArguments
}

/// The query of `GET /simulate`: each field `NAME=VALUE` is read as the option `--NAME=VALUE` of `bench trajectory`
/// (`start-height`, `velocity`) and `bench compare` (`set`, repeated), plus `touches`, the page's finger path inline
/// (`t,y;t,y;…`, seconds and points as a `--touches` file holds them, one sample per `;`).
struct SimulateQuery: ArgumentBacked {
    static let startHeight = GestureOptions.startHeight
    static let velocity = GestureOptions.velocity
    static let set = SharedOptions.set
    static let touches: Option<String?> = .text(
        "touches", valueName: "t,y;t,y;…",
        help: "the finger path: samples 'time_s,finger_y_pt' (as a --touches file's lines) separated by ';'")

    static var specs: [OptionSpec] { [startHeight.spec, velocity.spec, touches.spec, set.spec] }

    let arguments: ParsedArguments
    /// The `set` fields, read as `--set` reads them.
    let settings: [TuningSetting]

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        settings = try SharedOptions.tuning(arguments[Self.set])
    }

    /// Reads the query's fields.
    ///
    /// - Throws: ``UsageError``, the command line's own line (`--velocity: …`, `--set: …`, `unknown option …`).
    static func read(_ fields: [(name: String, value: String)]) throws(UsageError) -> SimulateQuery {
        let parser = ArgumentParser(options: specs, positionals: [], commandPath: "bench serve")
        guard case .arguments(let parsed) = try parser.parse(fields.map { "--\($0.name)=\($0.value)" }) else {
            throw UsageError("help: not a field of /simulate")
        }
        return try SimulateQuery(parsing: parsed)
    }

    /// Tuning A (`scenario` as loaded) and tuning B (with the settings), each with the query's gesture.
    ///
    /// - Throws: ``UsageError`` as `bench trajectory` and `bench export` word it (`--touches: line 2: …`,
    ///   `--set: …`, `gesture: …`).
    func setups(on scenario: Scenario, source: String) throws(UsageError) -> (a: GestureSetup, b: GestureSetup) {
        var request = GestureRequest(startHeight: arguments[Self.startHeight], velocity: arguments[Self.velocity])
        if let text = arguments[Self.touches] {
            let csv = String(text.map { $0 == ";" ? "\n" : $0 })
            let touches = try UsageError.rethrowing(prefix: "--touches: ") { () throws(RecordedTouches.ReadError) in
                try RecordedTouches(csv: csv)
            }
            request.touches = ("from the page", touches)
        }
        var tuning = ExportedTuning(scenario, source: source)
        try UsageError.rethrowing(prefix: "--set: ") { () throws(ScenarioError) in
            try tuning.apply(style: nil, settings: settings.map { ($0.name, $0.value, $0.written) })
        }
        return (
            try GestureOptions.setup(request, on: scenario), try GestureOptions.setup(request, on: tuning.scenario)
        )
    }
}
