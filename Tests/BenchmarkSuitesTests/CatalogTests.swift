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
}
