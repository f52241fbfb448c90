// BenchCLITests/ConformanceVerbTests: `bench conformance` on the recorded fixture, a perturbed copy and garbage.
import Foundation
import Testing

@testable import Analysis
@testable import BenchCLI
@testable import Harness

@Suite struct ConformanceVerbTests {
    /// The recorded vectors the ScrollAxis tests use.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScrollAxisTests/Fixtures/axis-vectors.json").path

    @Test func fixtureMatchesEverything() {
        let run = bench(["conformance", Self.fixture])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.map { String($0.prefix(12)) }.prefix(6) == [
                "slices      ", "segments    ", "errors      ", "projections ", "cursor      ", "decisions   ",
            ])
        for line in lines.prefix(6) {
            let figures = line.dropFirst(12).split(separator: " / ")
            #expect(figures.count == 2 && figures[0] == figures[1], "\(line)")
        }
        #expect(lines.contains("cursor      3220 / 3220"))
        #expect(lines.last?.hasPrefix("30 scenarios: ") == true)
        #expect(lines.last?.hasSuffix(" checks matched") == true)
    }

    @Test func aPerturbedRecordingFailsWithStatusOneAndShowsTheMismatch() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = try #require(FileManager.default.contents(atPath: Self.fixture))
        var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var scenarios = try #require(root["scenarios"] as? [[String: Any]])
        var projections = try #require(scenarios[0]["projections"] as? [[String: Any]])
        let height = try #require(projections[0]["displayHeight"] as? Double)
        projections[0]["displayHeight"] = height + 0.25
        scenarios[0]["projections"] = projections
        root["scenarios"] = scenarios
        let perturbed = "\(folder)/perturbed.json"
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: perturbed))

        let run = bench(["conformance", perturbed, "--mismatches", "3"])
        #expect(run.status == 1)
        #expect(run.error.isEmpty)
        #expect(run.output.contains("first "))
        #expect(run.output.contains("[projections] "))
        #expect(run.output.contains(" mismatched\n"))
    }

    @Test func unreadableOrMalformedFilesAreOneLineAndStatusTwo() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let garbage = "\(folder)/garbage.json"
        try Data("{ this is not json".utf8).write(to: URL(fileURLWithPath: garbage))
        let wrongFormat = "\(folder)/other.json"
        try Data(#"{"format": "something-else/1", "scenarios": []}"#.utf8).write(to: URL(fileURLWithPath: wrongFormat))

        for path in [garbage, wrongFormat, "\(folder)/missing.json"] {
            let run = bench(["conformance", path])
            #expect(run.status == 2, "\(path)")
            #expect(run.output.isEmpty)
            #expect(run.error.hasPrefix("bench conformance: ") && run.error.contains(path), "\(run.error)")
            #expect(run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
        }
        #expect(
            bench(["conformance", "\(folder)/missing.json"]).error
                == "bench conformance: cannot read '\(folder)/missing.json': no such file\n")
        #expect(
            bench(["conformance", wrongFormat]).error
                == "bench conformance: \(wrongFormat): format 'something-else/1' is not bodragscroll-parity-vectors/1\n"
        )
        #expect(
            bench(["conformance"]).error
                == "bench conformance: missing argument <vectors.json> (see bench conformance --help)\n")
    }
}
