// BenchCLI/CLI+Results+Export: `bench results export FILE --to jmh|github-action-benchmark`.
import Analysis
import Foundation
import Harness
import SafeOutput

extension BenchCLI {
    /// Converts a results file for a dashboard.
    static let resultsExport = Verb(
        name: "export", summary: "convert a results file for a dashboard (JMH JSON, github-action-benchmark)",
        discussion: """
            --to jmh: the JSON array JMH writes with -rf json (mode avgt, one op = one unit of the benchmark, \
            scoreUnit ns/op; percentiles 0.0…100.0 where the sample count supports them; allocations as the \
            secondary metric 'allocations', allocs/op). --to github-action-benchmark: the input of \
            benchmark-action/github-action-benchmark with tool: customSmallerIsBetter (per benchmark its median \
            in ns/<unit> with the p10-p90 half-spread as range, and its allocations as a second entry).
            """,
        positionals: [PositionalSpec("results.json", help: "results written by 'bench run --output'")],
        options: [
            .option(
                "to", kind: .choice(["jmh", "github-action-benchmark"]), valueName: "format",
                default: "github-action-benchmark", help: "the format to write"),
            .option(
                "output", short: "o", valueName: "path", help: "write here (atomically) instead of standard output"),
            .flag("force", help: "replace an existing --output file"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let results = try RunResultsFile.load(at: arguments.positional("results.json") ?? "").results
        let data =
            arguments.string("to") == "jmh"
            ? try ResultsCoding.encode(ResultsExport.jmh(results))
            : try ResultsCoding.encode(ResultsExport.gitHubAction(results))
        if let output = arguments.string("output") {
            try AtomicFile.write(data, to: output, overwrite: arguments.flag("force"))
        } else {
            invocation.io.writeOutput(String(decoding: data, as: UTF8.self))
        }
        return .success
    }
}
