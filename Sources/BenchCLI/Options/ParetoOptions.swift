// BenchCLI/ParetoOptions: the command line of `bench results pareto`.
import Analysis
import ArgumentParsing
import Sweep

/// `bench results pareto DIR`: the objectives, how a combination's cells sum up (`results best`'s `--aggregate`,
/// `--where`, `--require`), and the files.
struct ResultsParetoOptions: SweepFolderArgument {
    static let objective: Option<[String]> = .repeated(
        "objective", valueName: "outcome[:min|max]",
        help: "an outcome to trade off, smaller better unless :max (two or three; the names of --by)")
    static let csv: Option<String?> = .text(
        "csv", valueName: "file.csv", help: "also write the front as CSV (one row per combination)")
    static let json: Option<String?> = .text(
        "json", valueName: "file.json", help: "also write the front as JSON (front: [{parameters, objectives}])")
    static let out: Option<String?> = .text(
        "out", short: "o", valueName: "file.png",
        help: "also draw the front: every combination faint, the front labelled with its parameter values")

    static var specs: [OptionSpec] {
        [
            objective.spec, BestQueryOptions.aggregate.spec, BestQueryOptions.filter.spec,
            BestQueryOptions.require.spec, csv.spec, json.spec, out.spec, PlotOutputOptions.renderer.spec,
            PlotOutputOptions.size.spec, PlotOutputOptions.force.spec,
        ]
    }
    let arguments: ParsedArguments
    /// The objectives, checked: two or three, each outcome once.
    let objectives: [SweepObjective]
    /// `--size`, checked.
    let output: PlotOutputOptions

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        output = try PlotOutputOptions(parsing: arguments)
        let given = arguments[Self.objective]
        guard (2...3).contains(given.count) else {
            throw UsageError("--objective: give two or three outcomes to trade off (\(given.count) given)")
        }
        var objectives: [SweepObjective] = []
        for text in given {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count <= 2, let metric = SweepMetric(rawValue: parts[0]) else {
                throw UsageError(
                    "--objective \(text): not OUTCOME[:min|max] with an outcome of \(SweepMetric.nameList)")
            }
            guard parts.count == 1 || parts[1] == "min" || parts[1] == "max" else {
                throw UsageError("--objective \(text): '\(parts[1])' is not min or max")
            }
            guard !objectives.contains(where: { $0.metric == metric }) else {
                throw UsageError("--objective \(text): \(metric.rawValue) is given twice")
            }
            objectives.append(SweepObjective(metric: metric, maximize: parts.count == 2 && parts[1] == "max"))
        }
        self.objectives = objectives
        let paths = [arguments[Self.csv], arguments[Self.json], arguments[Self.out]].compactMap { $0 }
        if Set(paths).count < paths.count { throw UsageError("--csv, --json, --out: two of them name the same file") }
    }

    /// The query for a sweep with `header`: the conditions read as `results best` reads them.
    func query(header: SweepHeader) throws(UsageError) -> SweepParetoQuery {
        let (filters, requirements) = try BestQueryOptions.conditions(
            arguments[BestQueryOptions.filter], arguments[BestQueryOptions.require], header: header)
        return SweepParetoQuery(
            objectives: objectives, aggregate: arguments[BestQueryOptions.aggregate], filters: filters,
            requirements: requirements)
    }
}
