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
        return try VectorFile.decode(Data(contentsOf: url), name: url.path)
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

    /// The vectors file is read like every other file: a misspelt key anywhere, or a key written twice, is refused
    /// with its JSON path.
    @Test(
        "an unknown or duplicate key in a vectors file is refused with its path",
        arguments: [
            (
                #""panelOriginY":"#, #""panelOriginY": 0, "panelOrigin":"#,
                "scenarios[0].projections[0].panelOrigin: unknown key"
            ),
            (#""repr":"#, #""rep":"#, "scenarios[0].inputs.detents[0]"),
            (
                #""scrollType":"#, #""scrollType": "x", "scrollType":"#,
                "scenarios[0].decisions[0].scrollType: duplicate key"
            ),
            (#""seed":"#, #""seeds":"#, "seeds: unknown key"),
        ])
    func strictKeys(find: String, replace: String, message: String) throws {
        let url = try #require(
            Bundle.module.url(forResource: "axis-vectors", withExtension: "json", subdirectory: "Fixtures"))
        let text = try String(contentsOf: url, encoding: .utf8)
        let range = try #require(text.range(of: find))
        let edited = text.replacingCharacters(in: range, with: replace)
        #expect(throws: (any Error).self) { try VectorFile.decode(Data(edited.utf8), name: "v.json") }
        do { _ = try VectorFile.decode(Data(edited.utf8), name: "v.json") } catch {
            #expect("\(error)".hasPrefix("v.json: \(message)"), "\(error)")
        }
    }
}
