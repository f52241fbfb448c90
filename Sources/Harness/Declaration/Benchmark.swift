// Harness/Benchmark: one benchmark, declared as a value.
import Foundation

/// What a benchmark's setup receives.
public struct BenchmarkInput: Sendable, Equatable {
    /// The size being measured, for a sized benchmark (for example the nested-chain depth); `nil` for an
    /// unsized one.
    public var size: Int?

    /// An input of the given size.
    public init(size: Int?) { self.size = size }
}

/// One benchmark: a name, where it was declared, and a setup that builds the per-frame body.
///
/// Setup runs outside the timed region and returns the closure timed once per frame; state the body
/// needs (a built chain, a cursor) is captured there.
///
///     Benchmark("cursor.drag", sizes: [5, 64, 1024]) { input in
///       var cursor = try makeCursor(depth: input.size ?? 5)
///       return { blackHole(cursor.advance(by: 1)) }
///     }
///
/// A per-frame body that mutates captured state pays for run-time exclusivity checks on every frame
/// (see the `measurement-overhead` suite). A **batched** benchmark avoids that: its setup returns a
/// closure that runs a whole batch of frames itself, so state is touched once per batch and the frame
/// loop works on locals (see ``batched(_:sizes:plan:file:line:setup:)``).
public struct Benchmark: Sendable {
    /// The per-frame closure a setup returns.
    public typealias Body = () -> Void
    /// A closure that runs `frames` frames of the benchmark's work in one go (one timed sample).
    public typealias BatchBody = (_ frames: Int) -> Void

    /// The benchmark's name, unique within its suite (for example `cursor.drag`).
    public let name: String
    /// The default sizes of a sized benchmark (for example chain depths); `nil` for an unsized one.
    /// `bench run --chain-depth` overrides them.
    public let sizes: [Int]?
    /// The file that declared the benchmark (`#filePath`).
    public let file: String
    /// The line that declared the benchmark (`#line`).
    public let line: Int
    /// What one timed call of the body is (the unit its figures are per): `frame` (the default), `release`,
    /// `image`, …; tables print `ns/<unit>`.
    public let unit: String
    /// The plan this benchmark is measured with when the run does not impose one (for example 1 frame per
    /// sample for a 30 ms plot); `nil` takes the run's plan.
    public let plan: MeasurementPlan?
    /// The clock the samples are read from: elapsed time (the default), or the process's CPU time for a body that
    /// spreads its work over threads (its unit should say so, e.g. `command (CPU)`).
    public let clock: BenchmarkClock
    /// Builds the batch body for one input; runs outside the timed region. Errors abort the run.
    public let makeBatch: @Sendable (BenchmarkInput) throws -> BatchBody

    /// Declares a benchmark timed one frame per call.
    ///
    /// - Parameters:
    ///   - name: unique within the suite.
    ///   - sizes: default sizes for a sized benchmark; `nil` (the default) for an unsized one.
    ///   - unit: what one call is (`frame`, `release`, `image`); figures are nanoseconds per unit.
    ///   - plan: the benchmark's own plan, used unless the run imposes one; `nil` (the default) for the run's.
    ///   - setup: builds the per-frame body; see ``BenchmarkInput``.
    public init(
        _ name: String, sizes: [Int]? = nil, unit: String = "frame", plan: MeasurementPlan? = nil,
        file: String = #filePath, line: Int = #line, setup: @escaping @Sendable (BenchmarkInput) throws -> Body
    ) {
        self.init(name: name, sizes: sizes, unit: unit, plan: plan, clock: .wall, file: file, line: line) { input in
            let body = try setup(input)
            return { frames in
                for _ in 0..<frames { body() }
            }
        }
    }

    private init(
        name: String, sizes: [Int]?, unit: String, plan: MeasurementPlan?, clock: BenchmarkClock, file: String,
        line: Int, makeBatch: @escaping @Sendable (BenchmarkInput) throws -> BatchBody
    ) {
        precondition(BenchmarkUnit.known.contains(unit), "unit '\(unit)' is not in BenchmarkUnit.known")
        self.name = name
        self.sizes = sizes
        self.unit = unit
        self.plan = plan
        self.clock = clock
        self.file = file
        self.line = line
        self.makeBatch = makeBatch
    }

    /// Declares a batched benchmark: its setup returns a closure that runs a given number of frames.
    ///
    /// Keep per-frame state in a local inside the batch (or in a value mutated through one call per
    /// batch, as ``BatchState`` does), never in a captured `var` touched every frame.
    ///
    ///     Benchmark.batched("cursor.drag", sizes: [5]) { input in
    ///       let chain = try SyntheticChain(depth: input.size ?? 5)
    ///       return BatchState(CursorWorkload(model: chain.model, path: DragPath(range: chain.range))).batch
    ///     }
    ///
    /// - Parameters:
    ///   - name: unique within the suite.
    ///   - sizes: default sizes for a sized benchmark; `nil` (the default) for an unsized one.
    ///   - unit: what one call is (`frame`, `release`, `image`); figures are nanoseconds per unit.
    ///   - plan: the benchmark's own plan, used unless the run imposes one; `nil` (the default) for the run's.
    ///   - clock: the clock the samples are read from (elapsed time by default).
    ///   - setup: builds the batch body; see ``BenchmarkInput``.
    public static func batched(
        _ name: String, sizes: [Int]? = nil, unit: String = "frame", plan: MeasurementPlan? = nil,
        clock: BenchmarkClock = .wall, file: String = #filePath, line: Int = #line,
        setup: @escaping @Sendable (BenchmarkInput) throws -> BatchBody
    ) -> Benchmark {
        Benchmark(
            name: name, sizes: sizes, unit: unit, plan: plan, clock: clock, file: file, line: line, makeBatch: setup)
    }

    /// The declaring file relative to the package (from `Sources/` or `Benchmarks/` on), followed by
    /// `:line`, so results stay the same on every machine.
    public var sourceLocation: String {
        var path = Substring(file)
        for marker in ["/Sources/", "/Benchmarks/", "/Tests/"] {
            if let range = file.range(of: marker, options: .backwards) {
                path = file[file.index(after: range.lowerBound)...]
                break
            }
        }
        return "\(path):\(line)"
    }
}
