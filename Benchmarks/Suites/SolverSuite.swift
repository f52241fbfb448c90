// BenchmarkSuites/SolverSuite: the release-target solver (§9) per release on the synthetic nested chain.
import Analysis
import Harness
import ScrollAxis
import Support

extension BenchmarkCatalog {
    /// `AxisModel.solveRelease` on seeded random releases over ``SyntheticChain``.
    public static let solver = BenchmarkSuite(
        name: "solver",
        summary: "release-target solver per release: seeded random offsets and velocities (sized: chain depth)",
        benchmarks: [
            Benchmark.batched("solveRelease", sizes: [5, 64], unit: "release") { input in
                let chain = try SyntheticChain(depth: input.size ?? 5)
                return BatchState(SolverWorkload(chain: chain, seed: 1)).batch
            }
        ])
}

/// Per frame: one release decision for the next of 1024 seeded requests (current and proposed offsets
/// uniform over the outer range widened by 100 pt each side, velocity uniform in ±5 pt/ms).
struct SolverWorkload: FrameWorkload {
    let model: AxisModel
    let requests: [ReleaseRequest]
    var index = 0

    init(chain: SyntheticChain, seed: UInt64) {
        model = chain.model
        let range = chain.range
        var generator = SplitMix64(seed: seed)
        // The top 53 bits as a double in [0, 1).
        func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
        let low = range.minimum - 100
        let width = range.maximum - range.minimum + 200
        requests = (0..<1024).map { _ in
            ReleaseRequest(
                currentOuterOffset: low + unit() * width, proposedOuterOffset: low + unit() * width,
                velocity: (unit() - 0.5) * 10, minimumOuterOffset: range.minimum, maximumOuterOffset: range.maximum)
        }
    }

    mutating func run(frames: Int) -> Double {
        var sum = 0.0
        requests.withUnsafeBufferPointer { requests in
            for _ in 0..<frames {
                sum += model.solveRelease(requests[index]).targetOuterOffset
                index = (index &+ 1) & 1023
            }
        }
        return sum
    }
}
