// HarnessTests/BenchmarkSuiteTests: declaration checks and the runner's events.
import Testing

@testable import Harness

@Suite struct BenchmarkSuiteTests {
    @Test func duplicateBenchmarkNamesAreRejectedWithBothLocations() {
        let suite = BenchmarkSuite(
            name: "s",
            benchmarks: [
                Benchmark("a", file: "/x/Benchmarks/Suites/S.swift", line: 3) { _ in {} },
                Benchmark("a", file: "/x/Benchmarks/Suites/S.swift", line: 9) { _ in {} },
            ])
        #expect(
            throws: BenchmarkDeclarationError.duplicateBenchmark(
                suite: "s", benchmark: "a", first: "Benchmarks/Suites/S.swift:3",
                second: "Benchmarks/Suites/S.swift:9")
        ) { try suite.validate() }
        #expect(
            BenchmarkDeclarationError.duplicateBenchmark(suite: "s", benchmark: "a", first: "F:3", second: "F:9")
                .description == "suite 's' declares benchmark 'a' twice (F:3 and F:9)")
    }

    @Test func duplicateSuitesAndBadSizesAreRejected() {
        let a = BenchmarkSuite(name: "a", benchmarks: [])
        #expect(throws: BenchmarkDeclarationError.duplicateSuite("a")) { try BenchmarkCatalog.validate([a, a]) }
        let sized = BenchmarkSuite(name: "b", benchmarks: [Benchmark("x", sizes: [0], line: 1) { _ in {} }])
        #expect(throws: BenchmarkDeclarationError.self) { try sized.validate() }
    }

    @Test func runnerEmitsEventsInOrderAndExpandsSizes() throws {
        let suite = BenchmarkSuite(
            name: "s",
            benchmarks: [
                Benchmark("plain") { _ in {} },
                Benchmark("sized", sizes: [5, 64]) { input in
                    let size = input.size ?? 0
                    return { blackHole(size) }
                },
            ])
        let events = EventLog()
        let runner = BenchmarkRunner(plan: MeasurementPlan(warmupSamples: 0, samples: 2, frames: 3), sizes: [7]) {
            events.append($0)
        }
        let results = try runner.run([suite])
        #expect(results.allResults.map(\.result.key) == ["plain", "sized@7"])
        #expect(results.suites[0].benchmarks.allSatisfy { $0.nanosecondsPerFrame.count == 2 })
        let kinds = events.items.map { event -> String in
            switch event {
            case .startSuite(_, let count): "start suite \(count)"
            case .startBenchmark(_, let name, let size): "start \(name)\(size.map { "@\($0)" } ?? "")"
            case .stopBenchmark(_, let result): "stop \(result.key)"
            case .stopSuite: "stop suite"
            }
        }
        #expect(kinds == ["start suite 2", "start plain", "stop plain", "start sized@7", "stop sized@7", "stop suite"])
    }

    @Test func setupErrorsPropagate() {
        struct Boom: Error {}
        let suite = BenchmarkSuite(name: "s", benchmarks: [Benchmark("x") { _ in throw Boom() }])
        #expect(throws: Boom.self) { try BenchmarkRunner(plan: .standard).run([suite]) }
    }
}

/// Collects runner events (the runner calls back on the test's thread).
final class EventLog {
    private(set) var items: [RunEvent] = []
    func append(_ event: RunEvent) { items.append(event) }
}
