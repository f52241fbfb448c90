// HarnessTests/ComparisonAndExportTests: verdicts by thresholds, name patterns, Markdown/CSV tables, exports.
import Foundation
import Testing

@testable import Harness

@Suite struct ComparisonAndExportTests {
    static func results(_ samples: [Double], allocations: Double? = 0, unit: String? = nil, size: Int? = nil)
        -> BenchmarkResults
    {
        BenchmarkResults(suites: [
            SuiteResults(
                name: "s",
                benchmarks: [
                    BenchmarkResult(
                        name: "b", size: size,
                        plan: MeasurementPlan(warmupSamples: 1, samples: samples.count, frames: 10),
                        nanosecondsPerFrame: samples, allocationsPerFrame: allocations, source: nil, unit: unit)
                ])
        ])
    }

    /// p50 may grow or shrink 10 % and 1 ns; allocations 0.
    static let thresholds = Thresholds(
        relativePercent: [.p50: 10], absoluteNanoseconds: [.p50: 1], allocationsPerFrame: 0)

    @Test(arguments: [
        ([100.0], 0.0, [111.0], 0.0, Verdict.regression, ["p50"], #line),
        ([100], 0, [109], 0, .same, [], #line),
        ([100], 0, [89], 0, .improvement, ["p50"], #line),
        ([100], 0, [100], 1, .regression, ["allocations"], #line),
        ([100], 1, [100], 0, .improvement, ["allocations"], #line),
        ([100], 1, [120], 0, .regression, ["p50"], #line),  // a regression outweighs an improvement
        ([2], 0, [2.9], 0, .same, [], #line),  // +45 % but under the 1 ns floor
    ])
    func verdictFollowsTheThresholds(
        before: [Double], allocBefore: Double, after: [Double], allocAfter: Double, verdict: Verdict,
        reasons: [String], line: Int
    ) throws {
        let comparison = ResultsComparison(
            older: Self.results(before, allocations: allocBefore), newer: Self.results(after, allocations: allocAfter),
            thresholds: { _ in Self.thresholds })
        let row = try #require(comparison.rows.first)
        #expect(row.verdict == verdict, "line \(line)")
        #expect(row.reasons == reasons, "line \(line)")
        #expect(comparison.hasRegression == (verdict == .regression), "line \(line)")
        #expect(comparison.hasOnlyImprovements == (verdict == .improvement), "line \(line)")
    }

    /// `--gate allocations` (docs/benchmarks.md): a time regression is shown and warned about but does not fail the
    /// gate; an allocation regression does; with every figure gating, a time regression fails it.
    @Test(arguments: [
        ([100.0], 0.0, [120.0], 0.0, true, Verdict.same, 1, #line),
        ([100], 0, [120], 0, false, .regression, 0, #line),
        ([100], 0, [100], 1, true, .regression, 0, #line),
        ([100], 1, [100], 0, true, .improvement, 0, #line),
        ([100], 0, [80], 0, false, .improvement, 0, #line),
        ([100], 0, [80], 0, true, .same, 0, #line),
    ])
    func aGateOnAllocationsOnlyShowsTimeButDoesNotCountIt(
        before: [Double], allocBefore: Double, after: [Double], allocAfter: Double, allocationsOnly: Bool,
        verdict: Verdict, notGated: Int, line: Int
    ) throws {
        // No thresholds files in a folder that does not exist: every suite takes the fallback.
        let store = BaselineStore(baselinesFolder: "/nonexistent/b", thresholdsFolder: "/nonexistent/t")
        let gate = try GatedComparison(
            older: Self.results(before, allocations: allocBefore), newer: Self.results(after, allocations: allocAfter),
            store: store, fallback: Self.thresholds, allocationsOnly: allocationsOnly)
        #expect(gate.verdict == verdict, "line \(line)")
        // The rows shown are always judged on every figure.
        #expect(gate.full.rows.first?.verdict != .same || before == after, "line \(line)")
        let timeWarnings = gate.warnings.filter { $0.hasSuffix("not gated") }
        #expect(timeWarnings.count == notGated, "line \(line)")
        if notGated > 0 { #expect(timeWarnings == ["s/b: time regressed (p50), not gated"], "line \(line)") }
    }

    @Test func addedRemovedUnitsAndPercentDelta() throws {
        let older = Self.results([200], size: 5)
        let newer = Self.results([150], unit: "release", size: 6)
        let comparison = ResultsComparison(older: older, newer: newer, thresholds: { _ in Self.thresholds })
        #expect(comparison.rows.map(\.benchmark) == ["s/b@6", "s/b@5"])
        #expect(comparison.rows.map(\.verdict) == [.added, .removed])
        #expect(comparison.rows.map(\.unit) == ["release", "frame"])
        let same = ResultsComparison(older: older, newer: Self.results([150], size: 5)) { _ in Self.thresholds }
        #expect(same.rows[0].p50DeltaPercent == -25)
        // No metadata on either side: the comparison says it cannot check the machines.
        #expect(same.warnings.count == 1)
        // The comparison JSON (`--format json`) carries its format version.
        let json = try JSONSerialization.jsonObject(with: try ResultsCoding.encode(same)) as? [String: Any]
        #expect(json?["version"] as? Int == ResultsComparison.currentVersion)
        #expect(Set(json?.keys ?? [:].keys) == ["version", "rows", "warnings"])
    }

    @Test(arguments: [
        ("cursor", "cursor-drag/cursor.drag", true, #line), ("sweep/*frame", "sweep/frame", true, #line),
        ("sweep/*frame", "sweep/release", false, #line), ("*", "anything", true, #line),
        ("drag*jump", "cursor-jump/cursor.jump", false, #line), ("a*b*c", "xaybzc", true, #line),
    ])
    func namePatterns(pattern: String, name: String, matches: Bool, line: Int) {
        #expect(NamePattern(pattern).matches(name) == matches, "line \(line)")
    }

    @Test func exportsNameEveryBenchmarkWithItsUnitAndPercentiles() throws {
        let samples = (1...100).map(Double.init)
        let results = Self.results(samples, allocations: 0.5, unit: "image", size: 64)
        let github = ResultsExport.gitHubAction(results)
        #expect(github.map(\.name) == ["s/b@64", "s/b@64 allocations"])
        #expect(github.map(\.unit) == ["ns/image", "allocs/image"])
        #expect(github.map(\.value) == [50, 0.5])
        #expect(github[0].range == "± 40")  // (p90 90 - p10 10) / 2
        let jmh = ResultsExport.jmh(results)
        #expect(jmh.count == 1)
        #expect(jmh[0].benchmark == "s.b")
        #expect(jmh[0].params == ["size": "64"])
        #expect(jmh[0].primaryMetric.scoreUnit == "ns/op")
        #expect(jmh[0].primaryMetric.score == 50.5)  // the mean of 1…100
        // 100 samples support p99 but not p99.9.
        #expect(
            Set(jmh[0].primaryMetric.scorePercentiles.keys) == ["0.0", "25.0", "50.0", "75.0", "90.0", "99.0", "100.0"])
        #expect(jmh[0].secondaryMetrics["allocations"]?.score == 0.5)
        let object = try JSONSerialization.jsonObject(with: try ResultsCoding.encode(jmh)) as? [[String: Any]]
        #expect(object?.first?["mode"] as? String == "avgt")
    }
}

@Suite struct StoredPercentilesTests {
    @Test func resultsFilesListTheSupportedPercentilesAndReadersRecomputeThem() throws {
        let results = ComparisonAndExportTests.results((1...100).map(Double.init))
        let data = try ResultsCoding.encode(results)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let suite = (object?["suites"] as? [[String: Any]])?.first
        let benchmark = (suite?["benchmarks"] as? [[String: Any]])?.first
        let stored = try #require(benchmark?["percentiles"] as? [String: Double])
        // 100 samples 1…100, nearest rank: p99.9 needs 1000 samples and is left out.
        #expect(stored == ["p0": 1, "p25": 25, "p50": 50, "p75": 75, "p90": 90, "p99": 99, "p100": 100])
        // A hand-edited percentile does not survive reading: figures come from the samples.
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"p50\" : 50", with: "\"p50\" : 7")
        let read = try ResultsCoding.decodeResults(Data(text.utf8), path: "r.json")
        #expect(read.allResults.first?.result.percentiles?["p50"] == 50)
        #expect(read == results)
    }
}
