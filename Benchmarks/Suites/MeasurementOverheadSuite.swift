// BenchmarkSuites/MeasurementOverheadSuite: what the measuring loop itself costs, to read other figures against.
import Harness

extension BenchmarkCatalog {
    /// Times the harness with (almost) nothing inside: the floor under every other per-frame figure.
    public static let measurementOverhead = BenchmarkSuite(
        name: "measurement-overhead",
        summary: "cost of the measuring loop itself (empty body, black hole, captured var, one allocation)",
        benchmarks: [
            Benchmark("empty-closure") { _ in {} },
            Benchmark("black-hole") { _ in
                let value = 42
                return { blackHole(value) }
            },
            // A `var` captured by the body lives in a heap box whose every access is checked for exclusivity
            // at run time: this figure shows that cost, to be subtracted (or avoided) in per-frame benchmarks.
            Benchmark("captured-var") { _ in
                var counter = 0
                return {
                    counter &+= 1
                    blackHole(counter)
                }
            },
            Benchmark("one-allocation") { _ in
                { blackHole([Int](repeating: 1, count: 4)) }
            },
        ])
}
