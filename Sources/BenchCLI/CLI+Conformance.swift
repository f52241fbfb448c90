// BenchCLI/CLI+Conformance: `bench conformance FILE`: recorded reference vectors against this model, exactly.
import ArgumentParsing
import AxisConformance
import SafeOutput

extension BenchCLI {
    static let conformance = Verb(
        name: "conformance", summary: "check this model against a recorded vectors file (exact comparison)",
        discussion: """
            Runs every scenario of a bodragscroll-parity-vectors/1 file through the model and compares every \
            recorded double exactly (docs/model.md §14); prints matched / total per kind, then the first mismatches. \
            Exit status: 0 when everything matches, 1 when something does not, 2 for an unreadable file.
            """,
        options: ConformanceOptions.self
    ) { options, invocation in
        let path = options.path
        let file: VectorFile
        do {
            file = try VectorFile.decode(InputFile.readText(path, maximumBytes: 1 << 30), name: path)
        } catch let error as InputFile.Failure {
            throw error
        } catch {
            let line = String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable"
            throw UsageError(line)
        }
        let report = ConformanceRunner(shuffleSeed: UInt64(options.shuffleSeed)).run(
            file, mismatchLimit: options.mismatches)
        invocation.io.print(report.text)
        invocation.io.print(report.summaryLine(scenarios: file.scenarios.count))
        return report.allMatched ? .success : .failure
    }
}
