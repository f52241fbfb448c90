// BenchmarkSuites/ProjectionSuites: the projection floor, the oracle and the cursor on a nested chain (the synthetic
// chain of each size, or a scenario's own), as suites; `bench run --chain-depth` measures them interleaved.
import Analysis
import Harness
import ScrollAxis

/// The chains the projection suites walk: the chain of each size (nested scroll views) and the jump path's seed.
public struct ProjectionChains: Sendable {
    /// The chain measured at a size (the benchmark's ``BenchmarkInput/size``).
    public let chain: @Sendable (_ size: Int) throws -> any ProjectedChain
    /// Seed of the jump path's random offsets.
    public let seed: UInt64

    /// ``SyntheticChain`` of depth `size` at every size.
    public static func synthetic(seed: UInt64 = 1) -> ProjectionChains {
        ProjectionChains(chain: { try SyntheticChain(depth: $0) }, seed: seed)
    }

    /// Each of `built` at its own depth (a scenario's chain of 3 scroll views is `oracle.drag@3`); ``SyntheticChain``
    /// of depth `size` at a size none of them has.
    public static func measuring(_ built: [any ProjectedChain], seed: UInt64) -> ProjectionChains {
        ProjectionChains(
            chain: { size in try built.first { $0.depth == size } ?? SyntheticChain(depth: size) }, seed: seed)
    }
}

extension BenchmarkCatalog {
    /// The default depths of the projection suites (nested scroll views).
    public static let projectionDepths = [4, 5, 64, 1024]
    /// The cursor suites' own plan: 30 samples of 10,000 frames after 3 warm-up samples.
    static let cursorPlan = MeasurementPlan(warmupSamples: 3, samples: 30, frames: 10_000)

    /// The benchmark every projection figure is a multiple of in the interleaved table (`x floor`).
    public static let projectionFloor = "floor.drag"
    /// The fair baseline the interleaved table gives each path's speedup over (same algorithm, no allocation).
    public static let projectionReference = "linear.drag"

    /// The suites `bench run --chain-depth` and `bench run --scenario` measure interleaved, over `chains`.
    public static func projectionSuites(_ chains: ProjectionChains) -> [BenchmarkSuite] {
        [projectionOracle(chains), cursorDrag(chains), cursorJump(chains)]
    }

    /// ``projectionOracle(_:)`` on ``SyntheticChain``.
    public static let projectionOracle = projectionOracle(.synthetic())
    /// ``cursorDrag(_:)`` on ``SyntheticChain``.
    public static let cursorDrag = cursorDrag(.synthetic())
    /// ``cursorJump(_:)`` on ``SyntheticChain``.
    public static let cursorJump = cursorJump(.synthetic())

    /// The measurement floor (the drag path through the sink, no projection), the oracle's allocation-free walk
    /// into preallocated storage, and the reference projection (§6) per frame on a smooth drag and on jumps.
    public static func projectionOracle(_ chains: ProjectionChains) -> BenchmarkSuite {
        BenchmarkSuite(
            name: "projection-oracle",
            summary: "reference projection per frame (floor, allocation-free walk, model.project(y)): smooth drag "
                + "and seeded jumps (sized: chain depth)",
            benchmarks: [
                Benchmark.batched(projectionFloor, sizes: [4, 5, 64]) { input in
                    let chain = try chains.chain(input.size ?? 5)
                    return BatchState(FloorWorkload(path: DragPath(range: chain.range))).batch
                },
                Benchmark.batched(projectionReference, sizes: [4, 5, 64]) { input in
                    let chain = try chains.chain(input.size ?? 5)
                    return BatchState(LinearWalkWorkload(model: chain.model, path: DragPath(range: chain.range))).batch
                },
                Benchmark.batched("oracle.drag", sizes: [4, 5, 64]) { input in
                    let chain = try chains.chain(input.size ?? 5)
                    return BatchState(OracleWorkload(model: chain.model, path: DragPath(range: chain.range))).batch
                },
                Benchmark.batched("oracle.jump", sizes: [4, 5, 64]) { input in
                    let chain = try chains.chain(input.size ?? 5)
                    let path = JumpPath(range: chain.range, seed: chains.seed)
                    return BatchState(OracleWorkload(model: chain.model, path: path)).batch
                },
            ])
    }

    /// The frame-coherent cursor (§12) on a smooth drag (≤ 8 pt per frame) across the whole axis and back.
    public static func cursorDrag(_ chains: ProjectionChains) -> BenchmarkSuite {
        BenchmarkSuite(
            name: "cursor-drag",
            summary: "ProjectionCursor.move per frame on a smooth drag across the axis and back (sized: chain depth)",
            benchmarks: [
                Benchmark.batched("cursor.drag", sizes: projectionDepths, plan: cursorPlan) { input in
                    let chain = try chains.chain(input.size ?? 5)
                    return BatchState(CursorWorkload(model: chain.model, path: DragPath(range: chain.range))).batch
                }
            ])
    }

    /// The cursor on seeded random jumps over the whole axis: a binary search, then a rewrite of every participant
    /// the jump changes.
    public static func cursorJump(_ chains: ProjectionChains) -> BenchmarkSuite {
        BenchmarkSuite(
            name: "cursor-jump",
            summary: "ProjectionCursor.move per frame on seeded random jumps over the whole axis (sized: chain depth)",
            benchmarks: [
                Benchmark.batched("cursor.jump", sizes: projectionDepths, plan: cursorPlan) { input in
                    let chain = try chains.chain(input.size ?? 5)
                    let path = JumpPath(range: chain.range, seed: chains.seed)
                    return BatchState(CursorWorkload(model: chain.model, path: path)).batch
                }
            ])
    }
}
