// Harness/InterleavedRunner: the runner's interleaved mode: at each size, every sized benchmark of the suites
// measured against the others in one run.

/// Measures suites **interleaved**: at each size, every sized benchmark of the suites is set up, then all are timed
/// together by ``measureInterleaved(_:bodies:afterRound:)`` — one sample of each per round, the order rotating every
/// round, the same frames per sample for every benchmark, allocations counted in a separate untimed pass. Unsized
/// benchmarks are not measured. The results are ordinary ``BenchmarkResults``: the suites in the order given, each
/// benchmark once per size (`oracle.drag@5`).
///
///     let runner = InterleavedRunner(sizes: [5, 64], samples: 20)
///     let results = try runner.run([BenchmarkCatalog.cursorDrag, BenchmarkCatalog.cursorJump])
public struct InterleavedRunner: Sendable, Equatable {
    /// Frames per timed sample, the same for every benchmark of a size; `nil` chooses them per size so that the
    /// slowest benchmark's sample takes about ``sampleNanoseconds`` (10 to ``maximumFrames`` frames).
    public var frames: Int?
    /// Timed samples per benchmark (interleaved rounds).
    public var samples: Int
    /// Untimed rounds before timing starts.
    public var warmupSamples: Int
    /// The sizes measured, in order; each benchmark is set up at each of them, whatever sizes it declares.
    public var sizes: [Int]

    /// The most frames per sample chosen automatically.
    public static let maximumFrames = 10_000
    /// The target duration of the slowest benchmark's sample when frames are chosen automatically, nanoseconds.
    public static let sampleNanoseconds = 2_000_000.0

    /// The samples per benchmark when none are asked for.
    public static let defaultSamples = 100
    /// The warm-up rounds when none are asked for.
    public static let defaultWarmupSamples = 5

    /// A runner; `nil` takes the default (automatic frames, ``defaultSamples``, ``defaultWarmupSamples``), and counts
    /// below their minimum are raised to it (1 frame, 1 sample, 0 warm-up rounds).
    public init(sizes: [Int], frames: Int? = nil, samples: Int? = nil, warmupSamples: Int? = nil) {
        self.sizes = sizes
        self.frames = frames.map { Swift.max(1, $0) }
        self.samples = Swift.max(1, samples ?? Self.defaultSamples)
        self.warmupSamples = Swift.max(0, warmupSamples ?? Self.defaultWarmupSamples)
    }

    /// The sized benchmarks of `suites` with their suite's name, in suite order.
    public static func benchmarks(of suites: [BenchmarkSuite]) -> [(suite: String, benchmark: Benchmark)] {
        suites.flatMap { suite in suite.benchmarks.filter { $0.sizes != nil }.map { (suite.name, $0) } }
    }

    /// The timed rounds of a run: one per sample at each size.
    public var rounds: Int { sizes.count * samples }

    /// Validates the suites, then measures every sized benchmark at every size.
    ///
    /// - Parameters:
    ///   - suites: the suites whose sized benchmarks are measured.
    ///   - afterRound: called after each timed round with the rounds done so far over all sizes (of ``rounds``).
    /// - Throws: ``BenchmarkDeclarationError`` before anything runs, or the first error a setup throws.
    public func run(_ suites: [BenchmarkSuite], afterRound: (Int) -> Void = { _ in }) throws -> BenchmarkResults {
        try BenchmarkCatalog.validate(suites)
        let measured = Self.benchmarks(of: suites)
        var results = suites.map { SuiteResults(name: $0.name, benchmarks: []) }
        for (index, size) in sizes.enumerated() {
            let bodies = try measured.map { try $0.benchmark.makeBatch(BenchmarkInput(size: size)) }
            let plan = MeasurementPlan(
                warmupSamples: warmupSamples, samples: samples, frames: frames ?? Self.calibratedFrames(bodies))
            let measurements = measureInterleaved(plan, bodies: bodies) { afterRound(index * samples + $0) }
            for ((suite, benchmark), measurement) in zip(measured, measurements) {
                guard let slot = results.firstIndex(where: { $0.name == suite }) else { continue }
                results[slot].benchmarks.append(
                    BenchmarkResult(
                        name: benchmark.name, size: size, plan: plan,
                        nanosecondsPerFrame: measurement.nanosecondsPerFrame,
                        allocationsPerFrame: measurement.allocationsPerFrame, source: benchmark.sourceLocation,
                        unit: benchmark.unit))
            }
        }
        return BenchmarkResults(suites: results.filter { !$0.benchmarks.isEmpty })
    }

    /// Frames per sample so that the slowest body's sample takes about ``sampleNanoseconds``: times 32 frames of
    /// each body three times (after 8 untimed ones) and keeps its fastest, so that one sample that lost the core
    /// does not shrink every sample of the run, then rounds down to two significant digits, within
    /// 10…``maximumFrames``.
    static func calibratedFrames(_ bodies: [(_ frames: Int) -> Void]) -> Int {
        var slowest = 1.0
        for body in bodies {
            body(8)
            var fastest = Double.infinity
            for _ in 0..<3 {
                let start = MonotonicClock.nanoseconds()
                body(32)
                fastest = Swift.min(fastest, Double(MonotonicClock.nanoseconds() &- start) / 32)
            }
            slowest = Swift.max(slowest, fastest)
        }
        return roundedFrames(sampleNanoseconds / slowest)
    }

    /// `frames` rounded down to two significant digits, within 10…``maximumFrames``.
    static func roundedFrames(_ frames: Double) -> Int {
        var frames = frames
        var scale = 1.0
        while frames >= 100 {
            frames /= 10
            scale *= 10
        }
        return Swift.min(Swift.max(Int(frames.rounded(.down) * scale), 10), maximumFrames)
    }
}
