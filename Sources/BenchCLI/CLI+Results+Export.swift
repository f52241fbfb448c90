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
            --to jmh writes JMH's JSON (-rf json); --to github-action-benchmark the input of \
            benchmark-action/github-action-benchmark (customSmallerIsBetter). Both: docs/benchmarks.md.
            """,
        options: ResultsExportOptions.self
    ) { options, invocation in
        let results = try ResultsCoding.loadResults(at: options.resultsPath)
        let data =
            switch options.target {
            case .jmh: try ResultsCoding.encode(ResultsExport.jmh(results))
            case .gitHubActionBenchmark: try ResultsCoding.encode(ResultsExport.gitHubAction(results))
            }
        if let output = options.output {
            try AtomicFile.write(data, to: output, overwrite: options.force)
        } else {
            invocation.io.writeOutput(String(decoding: data, as: UTF8.self))
        }
        return .success
    }
}
