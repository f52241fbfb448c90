// BenchmarkSuitesTests/CatalogTests: the package's suites pass the harness's declaration checks.
import Testing

@testable import BenchmarkSuites
@testable import Harness

@Suite struct CatalogTests {
    @Test func catalogIsValid() throws {
        try BenchmarkCatalog.validateAll()
        #expect(BenchmarkCatalog.suite(named: "measurement-overhead") != nil)
        #expect(BenchmarkCatalog.suite(named: "no-such-suite") == nil)
    }

    @Test func everyBenchmarkIsDeclaredUnderBenchmarksSuites() {
        for suite in BenchmarkCatalog.all {
            for benchmark in suite.benchmarks {
                #expect(benchmark.sourceLocation.hasPrefix("Benchmarks/Suites/"), "\(suite.name)/\(benchmark.name)")
            }
        }
    }

    @Test func sizedSuitesRunAtTheRunsSizesAndPlan() throws {
        let plan = MeasurementPlan(warmupSamples: 0, samples: 2, frames: 5)
        var runner = BenchmarkRunner(plan: plan, sizes: [2])
        runner.honorsDeclaredPlans = false
        let results = try runner.run([BenchmarkCatalog.solver, BenchmarkCatalog.cursorJump])
        #expect(results.allResults.map(\.result.key) == ["solveRelease@2", "cursor.jump@2"])
        #expect(results.allResults.allSatisfy { $0.result.plan == plan })
    }
}
