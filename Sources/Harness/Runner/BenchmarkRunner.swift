// Harness/BenchmarkRunner: measures suites into results, reporting progress as events.

/// Runs benchmark suites with one ``MeasurementPlan`` and collects ``BenchmarkResults``.
///
///     let runner = BenchmarkRunner(plan: .standard) { event in reporter.handle(event) }
///     let results = try runner.run([BenchmarkCatalog.measurementOverhead])
public struct BenchmarkRunner {
    /// The plan every benchmark is measured with.
    public var plan: MeasurementPlan
    /// Sizes that replace each sized benchmark's declared sizes (for example `--chain-depth 5,64`);
    /// `nil` keeps the declared ones. Unsized benchmarks ignore it.
    public var sizes: [Int]?
    /// Whether a benchmark's own ``Benchmark/plan`` replaces ``plan`` (true by default). Set it to false
    /// when the user asked for a plan explicitly (`--frames`, `--samples`, `--warmup`).
    public var honorsDeclaredPlans = true
    /// Receives progress; called on the running thread.
    public var onEvent: (RunEvent) -> Void

    /// A runner.
    public init(plan: MeasurementPlan, sizes: [Int]? = nil, onEvent: @escaping (RunEvent) -> Void = { _ in }) {
        self.plan = plan
        self.sizes = sizes
        self.onEvent = onEvent
    }

    /// The (benchmark, size) pairs a suite runs, in order.
    public func measurements(of suite: BenchmarkSuite) -> [(benchmark: Benchmark, size: Int?)] {
        suite.benchmarks.flatMap { benchmark -> [(benchmark: Benchmark, size: Int?)] in
            guard let declared = benchmark.sizes else { return [(benchmark, nil)] }
            return (sizes ?? declared).map { (benchmark, $0) }
        }
    }

    /// `suite/benchmark@size` for each measurement of `suites`, in run order (what a dry run lists).
    public func names(of suites: [BenchmarkSuite]) -> [String] {
        suites.flatMap { suite in
            measurements(of: suite).map { "\(suite.name)/\($0.benchmark.name)\($0.size.map { "@\($0)" } ?? "")" }
        }
    }

    /// Like ``run(_:)``, calling `afterEach` with the number of measurements done after each one (of
    /// `names(of: suites).count`) besides ``onEvent``.
    public func run(_ suites: [BenchmarkSuite], afterEach: @escaping (Int) -> Void) throws -> BenchmarkResults {
        var runner = self
        var done = 0
        let forward = onEvent
        runner.onEvent = { event in
            forward(event)
            guard case .stopBenchmark = event else { return }
            done += 1
            afterEach(done)
        }
        return try runner.run(suites)
    }

    /// Validates then measures every suite.
    ///
    /// - Throws: ``BenchmarkDeclarationError`` before anything runs, or the first error a setup throws.
    public func run(_ suites: [BenchmarkSuite]) throws -> BenchmarkResults {
        try BenchmarkCatalog.validate(suites)
        var results: [SuiteResults] = []
        for suite in suites {
            let pairs = measurements(of: suite)
            onEvent(.startSuite(suite: suite.name, benchmarkCount: pairs.count))
            var suiteResults = SuiteResults(name: suite.name, benchmarks: [])
            for (benchmark, size) in pairs {
                onEvent(.startBenchmark(suite: suite.name, benchmark: benchmark.name, size: size))
                let batch = try benchmark.makeBatch(BenchmarkInput(size: size))
                let plan = honorsDeclaredPlans ? benchmark.plan ?? self.plan : self.plan
                let measured = measure(plan, clock: benchmark.clock, batch: batch)
                let result = BenchmarkResult(
                    name: benchmark.name, size: size, plan: plan,
                    nanosecondsPerFrame: measured.nanosecondsPerFrame,
                    allocationsPerFrame: measured.allocationsPerFrame, source: benchmark.sourceLocation,
                    unit: benchmark.unit)
                suiteResults.benchmarks.append(result)
                onEvent(.stopBenchmark(suite: suite.name, result: result))
            }
            results.append(suiteResults)
            onEvent(.stopSuite(suite: suite.name))
        }
        return BenchmarkResults(suites: results)
    }
}
