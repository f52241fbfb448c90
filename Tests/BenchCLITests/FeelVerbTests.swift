// BenchCLITests/FeelVerbTests: `bench feel record` then `bench feel check`: exit 0 on the same scenario, 3 when a
// tuning moves a landing (a release above the 0.2 pt/ms threshold goes one detent on; raised to 0.6 it stays), 2
// for bad input; the three report formats.
import Foundation
import SafeOutput
import Testing

@testable import BenchCLI

@Suite struct FeelVerbTests {
    static let suiteText = "release 400 0.5\nrelease 400 -1.5\ndrag 400 120 0.25 on-content\n"

    /// A scratch folder with a suite file and a record of it on `default`.
    static func recorded() throws -> (folder: String, record: String) {
        let folder = try makeScratchFolder()
        try AtomicFile.write(Data(suiteText.utf8), to: "\(folder)/suite.txt", overwrite: false)
        let record = "\(folder)/feel.json"
        let run = bench([
            "feel", "record", "--scenario", "default", "--gestures", "\(folder)/suite.txt", "--out", record,
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("recorded 3 gestures on default to \(record)"))
        return (folder, record)
    }

    @Test func recordThenCheckPassesThenATuningThatMovesALandingFails() throws {
        let (folder, record) = try Self.recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let same = bench(["feel", "check", record])
        #expect(same.status == 0)
        #expect(same.error.hasPrefix("bench feel check: 3 gestures on default: "))
        #expect(!same.error.contains("failure"))
        #expect(same.output.hasPrefix("gesture"))

        let tuned = bench(["feel", "check", record, "--set", "low-velocity-threshold=0.6"])
        #expect(tuned.status == 3)
        // 0.5 pt/ms from 400 went to 700 (detent 2); below 0.6 it stays at 400. 1.5 pt/ms still goes to 100.
        #expect(
            tuned.output.contains(
                "failure  release 400 pt +0.5 pt/ms: landing: lands at 400 pt (detent 1), recorded 700 pt (detent 2)"))
        #expect(!tuned.output.contains("release 400 pt -1.5 pt/ms: landing"))

        let markdown = bench(["feel", "check", record, "--set", "low-velocity-threshold=0.6", "--format", "markdown"])
        #expect(markdown.status == 3)
        #expect(markdown.output.hasPrefix("### Feel check: 3 gestures on default: "))
        #expect(markdown.output.contains("| gesture"))
        #expect(markdown.output.contains("- **failure** `release 400 pt +0.5 pt/ms`: landing:"))

        let json = bench(["feel", "check", record, "--format", "json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["failed"] as? Bool == false)
        #expect((object?["rows"] as? [Any])?.count == 3)

        // The same command gives the same bytes.
        let again = "\(folder)/again.json"
        _ = bench(["feel", "record", "--scenario", "default", "--gestures", "\(folder)/suite.txt", "--out", again])
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: record))
    }

    /// The record holds its scenario (issue 26): a scenario file that changed (or went) after recording does not
    /// change what is checked; naming it with --scenario checks the changed file.
    @Test func aRecordIsSelfContained() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Data(Self.suiteText.utf8), to: "\(folder)/suite.txt", overwrite: false)
        let exported = bench(["export", "--format", "json"])
        #expect(exported.status == 0, "\(exported.error)")
        let file = "\(folder)/mine.json"
        try AtomicFile.write(Data(exported.output.utf8), to: file, overwrite: false)
        let record = "\(folder)/feel.json"
        let run = bench(["feel", "record", "--scenario", file, "--gestures", "\(folder)/suite.txt", "--out", record])
        #expect(run.status == 0, "\(run.error)")
        // The file now says the threshold is 0.6: 0.5 pt/ms from 400 would stay instead of reaching 700.
        let changed = exported.output.replacingOccurrences(
            of: "\"lowVelocityThreshold\" : 0.2", with: "\"lowVelocityThreshold\" : 0.6")
        #expect(changed != exported.output)
        try AtomicFile.write(Data(changed.utf8), to: file, overwrite: true)
        let stored = bench(["feel", "check", record])
        #expect(stored.status == 0, "\(stored.output)")
        let named = bench(["feel", "check", record, "--scenario", file])
        #expect(named.status == 3, "\(named.output)")
        try FileManager.default.removeItem(atPath: file)
        #expect(bench(["feel", "check", record]).status == 0)
    }

    @Test func badInputIsOneLineAndExitStatus2() throws {
        let (folder, record) = try Self.recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Data("{\"version\": 7}".utf8), to: "\(folder)/v7.json", overwrite: false)
        try AtomicFile.write(Data("release 5000 1\n".utf8), to: "\(folder)/far.txt", overwrite: false)
        let before = FileManager.default.contents(atPath: record)
        for (arguments, message, line) in [
            (["feel", "record", "--scenario", "default"], "--out: required", #line),
            (["feel", "record", "--gestures", "\(folder)/suite.txt", "--out", record], "already exists", #line),
            (
                ["feel", "record", "--gestures", "\(folder)/far.txt", "--out", "\(folder)/x.json"],
                "gesture 'release 5000 pt +1 pt/ms': gesture: start height: 5000.0 pt is outside the panel's travel",
                #line
            ),
            (["feel", "check", "\(folder)/v7.json"], "version: 7 is not supported", #line),
            (["feel", "check", "\(folder)/none.json"], "cannot read", #line),
            (["feel", "check", record, "--set", "low-velocity-treshold=1"], "--set:", #line),
            (["feel", "check", record, "--scenario", "nope"], "--scenario: 'nope' is neither a preset", #line),
        ] as [([String], String, Int)] {
            let run = bench(arguments)
            #expect(run.status == 2, "line \(line): \(run.error)")
            #expect(run.error.contains(message), "line \(line): \(run.error)")
            #expect(run.error.filter { $0 == "\n" }.count == 1, "line \(line)")
        }
        #expect(FileManager.default.contents(atPath: record) == before)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/x.json"))
    }
}
