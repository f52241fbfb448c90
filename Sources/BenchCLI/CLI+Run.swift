// BenchCLI/CLI+Run: `bench run`: measure benchmark suites, print a table, optionally save results JSON.
import BenchKit

extension BenchCLI {
  /// Measures the suites of ``BenchmarkCatalog`` (all, or those named with `--suite`).
  static let run = Verb(
    name: "run", summary: "measure per-frame cost of benchmark suites (nanoseconds per frame)",
    discussion: """
      Each benchmark is timed in samples of --frames calls after --warmup untimed samples; figures are \
      nanoseconds per frame (nearest-rank percentiles) and heap allocations per frame (n/a when the \
      allocation counter is not linked). Sized benchmarks run at each --chain-depth.
      """,
    options: [
      .repeated(
        "suite", kind: .choice(BenchmarkCatalog.all.map(\.name)), valueName: "name",
        help: "suite to run (default: all)"),
      .option(
        "chain-depth", kind: .integerList(1...100_000), valueName: "depths",
        help: "nested-chain depths (scroll views), comma-separated, for sized benchmarks (default: declared)"),
      .option("samples", kind: .integer(1...100_000), valueName: "n", default: "30", help: "timed samples per benchmark"),
      .option(
        "frames", kind: .integer(1...100_000_000), valueName: "n", default: "1000",
        help: "per-frame body calls per sample"),
      .option("warmup", kind: .integer(0...10_000), valueName: "n", default: "2", help: "untimed samples first"),
      .option("output", short: "o", valueName: "path", help: "write results JSON here (atomically)"),
      .flag("force", help: "replace an existing --output file"),
      .option(
        "format", kind: .choice(of: ResultsFormat.self), valueName: "format", default: "pretty",
        help: "results JSON layout"),
      .flag("dry-run", short: "n", help: "list what would be measured, measure nothing"),
      .flag("quiet", short: "q", help: "no progress on standard error"),
    ]
  ) { invocation in
    let arguments = invocation.arguments
    let io = invocation.io
    let chosen = Set(arguments.strings("suite"))
    let suites = BenchmarkCatalog.all.filter { chosen.isEmpty || chosen.contains($0.name) }
    let plan = MeasurementPlan(
      warmupSamples: arguments.integer("warmup") ?? 2, samples: arguments.integer("samples") ?? 30,
      frames: arguments.integer("frames") ?? 1_000)
    let output = arguments.string("output")
    if let output { try AtomicFile.preflight(output, overwrite: arguments.flag("force")) }

    var runner = BenchmarkRunner(plan: plan, sizes: arguments.integers("chain-depth"))
    let pairs = suites.flatMap { suite in runner.measurements(of: suite).map { (suite.name, $0) } }
    if arguments.flag("dry-run") {
      for (suite, (benchmark, size)) in pairs {
        io.print("\(suite)/\(benchmark.name)\(size.map { "@\($0)" } ?? "")")
      }
      return .success
    }
    let progress = ProgressReporter(
      total: pairs.count, unit: "benchmarks", style: ProgressReporter.style(quiet: arguments.flag("quiet"), io: io),
      write: io.writeError)
    var done = 0
    runner.onEvent = { event in
      guard case .stopBenchmark = event else { return }
      done += 1
      progress.update(completed: done)
    }
    let results = try runner.run(suites)
    progress.finish()
    if let output {
      let format = arguments.choice("format", as: ResultsFormat.self) ?? .pretty
      try AtomicFile.write(try ResultsCoding.encode(results, format: format), to: output, overwrite: arguments.flag("force"))
    }
    io.writeOutput(resultsTable(results).render())
    if let output { io.print("results: \(output)") }
    return .success
  }

  /// One row per benchmark: p50, p90, p99, min, max in nanoseconds per frame, allocations per frame.
  static func resultsTable(_ results: BenchmarkResults) -> TextTable {
    var table = TextTable(
      columns: [.init("benchmark")]
        + ["p50", "p90", "p99", "min", "max"].map { .init("\($0) ns/frame", alignment: .right) }
        + [.init("allocs/frame", alignment: .right)])
    for (suite, result) in results.allResults {
      let stats = result.statistics
      let figures = [stats?.median, stats?.p90, stats?.p99, stats?.min, stats?.max]
      table.append(
        ["\(suite)/\(result.key)"] + figures.map { TextTable.number($0, decimals: 2) }
          + [TextTable.number(result.allocationsPerFrame, decimals: 2)])
    }
    return table
  }
}
