// BenchmarkSuites/ProjectionSuites: the projection oracle and the cursor on the synthetic nested chain.
import Analysis
import Harness
import ScrollAxis

extension BenchmarkCatalog {
    /// The default depths of the projection suites (nested scroll views).
    public static let projectionDepths = [4, 5, 64, 1024]
    /// The cursor suites' own plan: 30 samples of 10,000 frames after 3 warm-up samples.
    static let cursorPlan = MeasurementPlan(warmupSamples: 3, samples: 30, frames: 10_000)

    /// The reference projection (§6) per frame on ``SyntheticChain``, smooth drag and jumps.
    public static let projectionOracle = BenchmarkSuite(
        name: "projection-oracle",
        summary: "reference projection model.project(y) per frame: smooth drag and seeded jumps (sized: chain depth)",
        benchmarks: [
            Benchmark.batched("oracle.drag", sizes: [4, 5, 64]) { input in
                let chain = try SyntheticChain(depth: input.size ?? 5)
                return BatchState(OracleWorkload(model: chain.model, path: DragPath(range: chain.range))).batch
            },
            Benchmark.batched("oracle.jump", sizes: [4, 5, 64]) { input in
                let chain = try SyntheticChain(depth: input.size ?? 5)
                return BatchState(OracleWorkload(model: chain.model, path: JumpPath(range: chain.range, seed: 1)))
                    .batch
            },
        ])

    /// The frame-coherent cursor (§12) on a smooth drag (≤ 8 pt per frame) across the whole axis and back.
    public static let cursorDrag = BenchmarkSuite(
        name: "cursor-drag",
        summary: "ProjectionCursor.move per frame on a smooth drag across the axis and back (sized: chain depth)",
        benchmarks: [
            Benchmark.batched("cursor.drag", sizes: projectionDepths, plan: cursorPlan) { input in
                let chain = try SyntheticChain(depth: input.size ?? 5)
                return BatchState(CursorWorkload(model: chain.model, path: DragPath(range: chain.range))).batch
            }
        ])

    /// The cursor on seeded random jumps over the whole axis (the O(log segments) search).
    public static let cursorJump = BenchmarkSuite(
        name: "cursor-jump",
        summary: "ProjectionCursor.move per frame on seeded random jumps over the whole axis (sized: chain depth)",
        benchmarks: [
            Benchmark.batched("cursor.jump", sizes: projectionDepths, plan: cursorPlan) { input in
                let chain = try SyntheticChain(depth: input.size ?? 5)
                return BatchState(CursorWorkload(model: chain.model, path: JumpPath(range: chain.range, seed: 1)))
                    .batch
            }
        ])
}
