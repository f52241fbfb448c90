// BenchmarkSuitesTests/ProjectionSuitesTests: the projection suites `bench run --chain-depth` and `--scenario` measure
// interleaved: any size, the chain they are given, one name per workload.
import Testing

@testable import Analysis
@testable import BenchmarkSuites
@testable import Harness
@testable import ScrollAxis

@Suite struct ProjectionSuitesTests {
    /// A synthetic chain that reports another depth, so a test can tell which chain a suite was set up on.
    struct Relabelled: ProjectedChain {
        let base: SyntheticChain
        let depth: Int
        var model: AxisModel { base.model }
        var range: OuterRange { base.range }
    }

    @Test func theSuitesRunInterleavedAtAnySizeUnderTheirOwnNames() throws {
        let suites = BenchmarkCatalog.projectionSuites(.synthetic())
        let results = try InterleavedRunner(sizes: [2, 7], frames: 5, samples: 1, warmupSamples: 0).run(suites)
        #expect(results.suites.map(\.name) == ["projection-oracle", "cursor-drag", "cursor-jump"])
        let names = ["floor.drag", "linear.drag", "oracle.drag", "oracle.jump"]
        #expect(
            results.allResults.map(\.result.key)
                == [2, 7].flatMap { size in names.map { "\($0)@\(size)" } } + ["cursor.drag@2", "cursor.drag@7"]
                + ["cursor.jump@2", "cursor.jump@7"])
        // The floor and the reference of the table's ratio columns are benchmarks of these suites.
        let all = InterleavedRunner.benchmarks(of: suites).map(\.benchmark.name)
        #expect(all.contains(BenchmarkCatalog.projectionFloor) && all.contains(BenchmarkCatalog.projectionReference))
        // The catalog's suites are the same benchmarks on the synthetic chain.
        #expect(
            [BenchmarkCatalog.projectionOracle, BenchmarkCatalog.cursorDrag, BenchmarkCatalog.cursorJump].map {
                $0.benchmarks.map(\.name)
            } == suites.map { $0.benchmarks.map(\.name) })
    }

    @Test func aGivenChainIsMeasuredAtItsOwnDepthAndOtherSizesAreSynthetic() throws {
        let given = Relabelled(base: try SyntheticChain(depth: 2), depth: 9)
        let chains = ProjectionChains.measuring([given], seed: 4)
        #expect(chains.seed == 4)
        // Depth 2's axis: 600 + 2500 × (2 − 1) points long (SyntheticChain's geometry), at the size 9 it reports.
        #expect(try chains.chain(9).range == given.range)
        #expect(try chains.chain(9).range.maximum == 3100)
        // Any other size is the synthetic chain of that depth: 600 + 2500 × 3 at depth 4.
        #expect(try chains.chain(4).range.maximum == 8100)
        #expect(throws: SyntheticChainError.badDepth(0)) { try chains.chain(0) }
    }
}

/// The projection benchmarks' workloads compute what they claim to.
@Suite struct ProjectionWorkloadTests {
    /// The allocation-free walk is the oracle's algorithm (`project(y, into:)` equals `project(y)`, docs/model.md §6),
    /// so on the same path its frames sum to exactly the oracle's; the floor sums the offsets themselves.
    @Test(arguments: [1, 3, 8])
    func theLinearWalkComputesWhatTheOracleDoesOnTheBenchmarkPaths(depth: Int) throws {
        let chain = try SyntheticChain(depth: depth)
        var walk = LinearWalkWorkload(model: chain.model, path: JumpPath(range: chain.range, seed: 5))
        var oracle = OracleWorkload(model: chain.model, path: JumpPath(range: chain.range, seed: 5))
        #expect(walk.run(frames: 600) == oracle.run(frames: 600))
        var dragWalk = LinearWalkWorkload(model: chain.model, path: DragPath(range: chain.range))
        var dragOracle = OracleWorkload(model: chain.model, path: DragPath(range: chain.range))
        for _ in 0..<3 { #expect(dragWalk.run(frames: 400) == dragOracle.run(frames: 400)) }
        var floor = FloorWorkload(path: DragPath(range: chain.range))
        var offsets = DragPath(range: chain.range)
        offsets.startBatch()
        #expect(floor.run(frames: 300) == (0..<300).reduce(0.0) { sum, _ in sum + offsets.next() })
    }

    @Test func workloadsRunWithoutTrapping() throws {
        let chain = try SyntheticChain(depth: 4)
        var oracle = OracleWorkload(model: chain.model, path: DragPath(range: chain.range))
        var cursor = CursorWorkload(model: chain.model, path: JumpPath(range: chain.range, seed: 1))
        #expect(oracle.run(frames: 50).isFinite)
        #expect(cursor.run(frames: 50).isFinite)
    }
}
