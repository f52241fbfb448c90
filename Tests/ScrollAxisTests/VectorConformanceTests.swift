import AxisConformance
import Foundation
import Testing

/// Runs the recorded reference vectors (copied from shared/vectors into Fixtures) and requires exact agreement.
@Suite("Recorded reference vectors")
struct VectorConformanceTests {
    static func fixture() throws -> VectorFile {
        let url = try #require(
            Bundle.module.url(
                forResource: "axis-vectors", withExtension: "json",
                subdirectory: "Fixtures"))
        return try VectorFile.load(contentsOf: url)
    }

    @Test("every recorded slice, segment, projection, cursor visit and decision matches exactly")
    func everyVectorMatches() throws {
        let file = try Self.fixture()
        #expect(file.scenarios.count == 30)
        let report = ConformanceRunner().run(file)
        #expect(report.allMatched, "\(report.text)")
        // The slice holds 30 scenarios: all build, so every kind below must have been exercised.
        #expect((report.counts[.segments]?.total ?? 0) == 30)
        #expect((report.counts[.projections]?.total ?? 0) == 1610)
        #expect((report.counts[.decisions]?.total ?? 0) == 1083)
        #expect((report.counts[.cursor]?.total ?? 0) == 2 * 1610)
    }

    @Test("a perturbed recording is reported as a mismatch")
    func perturbedVectorIsCaught() throws {
        var file = try Self.fixture()
        file.scenarios[0].projections[1].panelOriginY.value += 1e-9
        file.scenarios[0].outputs.segments?[1].outerEnd.value = -100.00000000000001
        let report = ConformanceRunner().run(file)
        #expect(report.counts[.projections]?.matched == (report.counts[.projections]?.total ?? 0) - 1)
        #expect(report.counts[.segments]?.matched == 29)
        #expect(!report.allMatched)
    }
}
