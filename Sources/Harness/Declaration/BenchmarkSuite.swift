// Harness/BenchmarkSuite: a named list of benchmarks, and the checks a declaration must pass.

/// A named group of benchmarks, run together by `bench run --suite NAME`.
///
///     let suite = BenchmarkSuite(name: "measurement-overhead", benchmarks: [
///       Benchmark("empty-closure") { _ in {} },
///     ])
public struct BenchmarkSuite: Sendable {
    /// The suite's name, unique in the catalog (lower-case words joined by `-`).
    public let name: String
    /// What the suite measures, one line (shown by `bench run --help`).
    public let summary: String
    /// The benchmarks, in run order.
    public let benchmarks: [Benchmark]

    /// Declares a suite. Duplicate benchmark names are reported by ``validate()`` (the runner calls it).
    public init(name: String, summary: String = "", benchmarks: [Benchmark]) {
        self.name = name
        self.summary = summary
        self.benchmarks = benchmarks
    }

    /// Checks the declaration: a non-empty name, unique benchmark names, positive sizes.
    ///
    /// - Throws: ``BenchmarkDeclarationError`` naming the first problem and where it was declared.
    public func validate() throws(BenchmarkDeclarationError) {
        if name.isEmpty { throw .emptySuiteName }
        var seen: [String: Benchmark] = [:]
        for benchmark in benchmarks {
            if let first = seen[benchmark.name] {
                throw .duplicateBenchmark(
                    suite: name, benchmark: benchmark.name,
                    first: first.sourceLocation, second: benchmark.sourceLocation)
            }
            seen[benchmark.name] = benchmark
            if let sizes = benchmark.sizes, sizes.isEmpty || sizes.contains(where: { $0 < 1 }) {
                throw .invalidSizes(suite: name, benchmark: benchmark.name, at: benchmark.sourceLocation)
            }
        }
    }
}

/// A mistake in a suite or catalog declaration, found before anything runs.
public enum BenchmarkDeclarationError: Error, Equatable, CustomStringConvertible {
    /// A suite was declared with an empty name.
    case emptySuiteName
    /// Two suites share a name.
    case duplicateSuite(String)
    /// Two benchmarks of one suite share a name; `first`/`second` are `file:line`.
    case duplicateBenchmark(suite: String, benchmark: String, first: String, second: String)
    /// A sized benchmark declared no sizes, or a size below 1.
    case invalidSizes(suite: String, benchmark: String, at: String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .emptySuiteName:
            "a benchmark suite has an empty name"
        case .duplicateSuite(let name):
            "benchmark suite '\(name)' is declared twice"
        case .duplicateBenchmark(let suite, let benchmark, let first, let second):
            "suite '\(suite)' declares benchmark '\(benchmark)' twice (\(first) and \(second))"
        case .invalidSizes(let suite, let benchmark, let at):
            "suite '\(suite)': benchmark '\(benchmark)' needs at least one size, each 1 or more (\(at))"
        }
    }
}

extension [BenchmarkSuite] {
    /// Each suite cut to the benchmarks whose `suite/name` `pattern` matches (`--filter`), suites left empty
    /// dropped; all of them unchanged when `pattern` is `nil`.
    public func filtered(by pattern: NamePattern?) -> [BenchmarkSuite] {
        guard let pattern else { return self }
        return compactMap { suite in
            let kept = suite.benchmarks.filter { pattern.matches("\(suite.name)/\($0.name)") }
            return kept.isEmpty ? nil : BenchmarkSuite(name: suite.name, summary: suite.summary, benchmarks: kept)
        }
    }
}
