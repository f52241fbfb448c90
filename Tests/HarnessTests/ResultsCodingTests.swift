// HarnessTests/ResultsCodingTests: results JSON round trip, stable bytes, strict reading.
import Foundation
import Testing

@testable import Harness

/// A small results value for tests.
func sampleResults(scale: Double = 1, allocations: Double? = 0) -> BenchmarkResults {
    let plan = MeasurementPlan(warmupSamples: 1, samples: 4, frames: 10)
    return BenchmarkResults(suites: [
        SuiteResults(
            name: "solver",
            benchmarks: [
                BenchmarkResult(
                    name: "target", size: nil, plan: plan, nanosecondsPerFrame: [10, 11, 12, 13].map { $0 * scale },
                    allocationsPerFrame: allocations, source: "Benchmarks/Suites/SolverSuite.swift:4"),
                BenchmarkResult(
                    name: "cursor.drag", size: 64, plan: plan,
                    nanosecondsPerFrame: [100, 101, 102, 103].map { $0 * scale },
                    allocationsPerFrame: nil, source: nil),
            ])
    ])
}

@Suite struct ResultsCodingTests {
    @Test func roundTripKeepsEverything() throws {
        let results = sampleResults()
        for format in ResultsFormat.allCases {
            let data = try ResultsCoding.encode(results, format: format)
            #expect(try ResultsCoding.decodeResults(data, path: "r.json") == results)
        }
    }

    @Test func encodingIsDeterministicWithSortedKeys() throws {
        let a = try ResultsCoding.encode(sampleResults())
        let b = try ResultsCoding.encode(sampleResults())
        #expect(a == b)
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        let suites = try #require(text.range(of: "\"suites\""))
        let version = try #require(text.range(of: "\"version\""))
        #expect(suites.lowerBound < version.lowerBound)
        #expect(!text.contains("\\/"))
        let compact = String(decoding: try ResultsCoding.encode(sampleResults(), format: .compact), as: UTF8.self)
        #expect(compact.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [
        (#"{"version": 3, "suites": []}"#, "'r.json': unsupported results version 3 (this bench reads versions 1-2)"),
        (#"{"suites": []}"#, "'r.json': version: missing"),
        ("not json", "'r.json': not valid JSON (line 1, column 2: invalid value)"),
        (
            #"{"version": 2, "suites": [{"name": "a", "benchmarks": [{"name": "b", "nanosecondsPerFrame": [1, 2 3]}]}]}"#,
            "'r.json': not valid JSON (line 1, column 99, at suites[0].benchmarks[0].nanosecondsPerFrame[1]: invalid value)"
        ),
        (
            #"{"version": 1, "suites": [{"name": "a", "benchmarks": []}, {"name": "a", "benchmarks": []}]}"#,
            "'r.json': duplicate suite 'a'"
        ),
        (
            #"{"version": 1, "suites": [{"name": "a", "benchmarks": [{"name": 3}]}]}"#,
            "'r.json': suites[0].benchmarks[0].name: expected a string, found a number"
        ),
        // Strict keys: a section the harness does not list (a tool reads its own with its own type), a typo.
        (
            #"{"version": 2, "suites": [], "projection": []}"#,
            "'r.json': projection: unknown key (known: metadata, suites, version)"
        ),
        (
            #"{"version": 1, "suites": [{"name": "a", "benchmarks": [], "benchmark": []}]}"#,
            "'r.json': suites[0].benchmark: unknown key (known: benchmarks, name)"
        ),
    ])
    func rejectsBadFilesWithOneLine(json: String, message: String) {
        #expect(throws: ResultsFileError(message)) { try ResultsCoding.decodeResults(Data(json.utf8), path: "r.json") }
    }

    @Test func rejectsDuplicateBenchmarkKeys() throws {
        var results = sampleResults()
        results.suites[0].benchmarks.append(results.suites[0].benchmarks[1])
        let data = try ResultsCoding.encode(results)
        #expect(throws: ResultsFileError("'r.json': duplicate benchmark 'solver/cursor.drag@64'")) {
            try ResultsCoding.decodeResults(data, path: "r.json")
        }
    }

    @Test func mergingReplacesByKeyAndAppendsNew() {
        let old = sampleResults()
        var newer = BenchmarkResults(suites: [
            SuiteResults(name: "solver", benchmarks: [sampleResults(scale: 2).suites[0].benchmarks[1]]),
            SuiteResults(name: "plot", benchmarks: []),
        ])
        let merged = old.merging(newer)
        #expect(merged.suites.map(\.name) == ["solver", "plot"])
        #expect(merged.suites[0].benchmarks.map(\.key) == ["target", "cursor.drag@64"])
        #expect(merged.suites[0].benchmarks[1].nanosecondsPerFrame.first == 200)
        newer.suites = []
        #expect(old.merging(newer) == old)
    }
}
